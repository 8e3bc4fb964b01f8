import { describe, expect, it } from 'vitest';
import { captionTokens, clock, EMPTY_WINDOW, mergePage, neededFetch, segmentAt } from './caption-window';

const seg = (start: number, end: number, text = 'x') => ({ segment_start_time: start, segment_end_time: end, segment_strings: [text] });

describe('caption window', () => {
  it('finds the segment playing at a time (none in the gaps)', () => {
    const list = [seg(0, 800), seg(1000, 1800), seg(2000, 2500)];
    expect(segmentAt(list, 500)).toBe(list[0]);
    expect(segmentAt(list, 1000)).toBe(list[1]);
    expect(segmentAt(list, 1900)).toBeNull();
    expect(segmentAt(list, 2500)).toBeNull();
    expect(segmentAt([], 10)).toBeNull();
  });

  it('jumps outside the loaded run, fetches the next page near its end, else nothing', () => {
    const w = { segments: [seg(1000, 2000)], from: 1000, until: 20_000 };
    expect(neededFetch(EMPTY_WINDOW, 0)).toEqual({ kind: 'jump', at: 0 });
    expect(neededFetch(w, 500)).toEqual({ kind: 'jump', at: 500 });
    expect(neededFetch(w, 30_000)).toEqual({ kind: 'jump', at: 30_000 });
    expect(neededFetch(w, 16_000)).toEqual({ kind: 'next', at: 20_000 });
    expect(neededFetch(w, 5000)).toBeNull();
    expect(neededFetch({ ...w, until: null }, 90_000)).toBeNull();
  });

  it('merges pages in order without repeating a segment', () => {
    const first = mergePage(EMPTY_WINDOW, 'jump', 0, { data: [seg(0, 800), seg(1000, 1800)], next_time: 1800 });
    const next = mergePage(first, 'next', 1800, { data: [seg(1000, 1800), seg(2000, 2500)], next_time: null });
    expect(next.segments.map((s) => s.segment_start_time)).toEqual([0, 1000, 2000]);
    expect(next).toMatchObject({ from: 0, until: null });
  });

  it('cuts caption lines into words and the rest', () => {
    expect(captionTokens('The dog, sleeps.', 'en')).toEqual([
      { text: 'The', word: true },
      { text: ' ', word: false },
      { text: 'dog', word: true },
      { text: ',', word: false },
      { text: ' ', word: false },
      { text: 'sleeps', word: true },
      { text: '.', word: false },
    ]);
    expect(clock(83_500)).toBe('1:23');
  });
});
