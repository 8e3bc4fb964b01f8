// The searches and "my materials" continue after the last item shown (previous_uuid, community.md
// §7), not at an offset: an item added, removed or moved between two pages neither shows twice nor
// pushes another one out of sight.

/** The next page's previous_uuid: the last item's, or none when the page was not full. */
export const afterLast =
  (limit: number) =>
  <T extends { uuid: string }>(last: T[]): string | undefined =>
    last.length < limit ? undefined : last.at(-1)?.uuid;
