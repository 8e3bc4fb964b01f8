// The captions a player holds: pages of segments fetched around the playback time (40 at a time,
// community.md §9) and merged in order. Pure rules, tested without a browser.
import type { CaptionSegment } from '@glossa/contract';

export interface CaptionWindow {
  segments: CaptionSegment[];
  /** The time the first page was asked from, and where the loaded run ends (null: the end of the video). */
  from: number;
  until: number | null;
}

export const EMPTY_WINDOW: CaptionWindow = { segments: [], from: 0, until: 0 };

/** The segment playing at `ms`, if any. */
export function segmentAt(segments: readonly CaptionSegment[], ms: number): CaptionSegment | null {
  let lo = 0;
  let hi = segments.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = segments[mid]!;
    if (ms < s.segment_start_time) hi = mid - 1;
    else if (ms >= s.segment_end_time) lo = mid + 1;
    else return s;
  }
  return null;
}

/** What to fetch for time `ms`: a fresh page (outside the loaded run), the next page (near its end), or nothing. */
export function neededFetch(w: CaptionWindow, ms: number, aheadMs = 5000): { kind: 'jump' | 'next'; at: number } | null {
  if (ms < w.from || (w.until !== null && ms >= w.until)) return { kind: 'jump', at: ms };
  if (w.until !== null && ms + aheadMs >= w.until) return { kind: 'next', at: w.until };
  return null;
}

/** The window after a page fetched at `at` arrived. */
export function mergePage(w: CaptionWindow, kind: 'jump' | 'next', at: number, page: { data: CaptionSegment[]; next_time: number | null }): CaptionWindow {
  if (kind === 'jump') return { segments: page.data, from: at, until: page.next_time };
  const last = w.segments.at(-1)?.segment_start_time ?? -1;
  return { segments: [...w.segments, ...page.data.filter((s) => s.segment_start_time > last)], from: w.from, until: page.next_time };
}

/** A caption line cut into words (clickable) and what lies between them, by Intl.Segmenter. */
export function captionTokens(line: string, locale?: string): { text: string; word: boolean }[] {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  return [...segmenter.segment(line)].map((s) => ({ text: s.segment, word: Boolean(s.isWordLike) }));
}

export const clock = (ms: number) => {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
