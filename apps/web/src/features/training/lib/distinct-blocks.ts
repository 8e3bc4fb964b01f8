// The training home shows a compilation once: in the first block it belongs to (mine, the ones I
// study, popular, new, old unpopular), not four times over (issue 36, item 17).
export function distinctBlocks<T extends { uuid: string }>(blocks: readonly (readonly T[] | undefined)[]): (T[] | undefined)[] {
  const seen = new Set<string>();
  return blocks.map((block) => {
    if (!block) return undefined;
    const fresh = block.filter((item) => !seen.has(item.uuid));
    for (const item of fresh) seen.add(item.uuid);
    return fresh;
  });
}
