// Units of the steps after an import: fixed ranges without a time box, and with one ranges sized
// after the time the loop's body took (not the time given to others between two units).
import { describe, expect, it } from 'vitest';
import { TIMED_UNIT, UnitSize, timedRanges } from './units';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function collect(
  lo: number,
  hi: number,
  size: number,
  unitMs: number | undefined,
  body: () => Promise<void>,
  between?: () => Promise<void>,
): Promise<[number, number][]> {
  const out: [number, number][] = [];
  for await (const r of timedRanges(lo, hi, size, unitMs ? { unitMs } : {}, between)) {
    out.push(r);
    await body();
  }
  return out;
}

/** The ranges cover [lo, hi] once, in order. */
function expectCover(ranges: [number, number][], lo: number, hi: number): void {
  expect(ranges[0]![0]).toBe(lo);
  expect(ranges.at(-1)![1]).toBe(hi);
  for (let i = 1; i < ranges.length; i++) expect(ranges[i]![0]).toBe(ranges[i - 1]![1] + 1);
}

describe('timedRanges', () => {
  it('without a time box: ranges of the fixed size, `between` after each', async () => {
    let between = 0;
    const ranges = await collect(3, 20, 5, undefined, async () => {}, async () => void between++);
    expect(ranges).toEqual([
      [3, 7],
      [8, 12],
      [13, 17],
      [18, 20],
    ]);
    expect(between).toBe(4);
    expect(await collect(1, 0, 5, undefined, async () => {})).toEqual([]);
  });

  it('with a time box: shrinking while the body takes longer, never below the smallest size', async () => {
    const ranges = await collect(1, 500, 1_000, 5, () => sleep(30));
    expect(ranges.map(([lo, hi]) => hi - lo + 1)).toEqual([200, 100, 50, 25, 25, 25, 25, 25, 25]);
    expect(TIMED_UNIT).toMatchObject({ first: 200, min: 25, step: 2 });
    expectCover(ranges, 1, 500);
  }, 30_000);

  it('with a time box: growing while the body is quick, up to the fixed size, the time in `between` not counted', async () => {
    const ranges = await collect(1, 5_000, 1_000, 100, async () => {}, () => sleep(150));
    expect(ranges.map(([lo, hi]) => hi - lo + 1)).toEqual([200, 400, 800, 1_000, 1_000, 1_000, 600]);
    expectCover(ranges, 1, 5_000);
  }, 30_000);
});

describe('UnitSize', () => {
  it('stays at its size without a time box, and times a body with one', async () => {
    const fixed = new UnitSize(2_000);
    fixed.took(10_000);
    expect(fixed.value).toBe(2_000);
    const timed = new UnitSize(2_000, 10);
    expect(timed.value).toBe(TIMED_UNIT.first);
    expect(await timed.time(() => sleep(40).then(() => 'done'))).toBe('done');
    expect(timed.value).toBe(TIMED_UNIT.first / 2);
  });
});
