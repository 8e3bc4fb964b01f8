// The steps after an import (forms, ranking statistics, read model) in units: each unit is a short
// transaction of its own (a range of word ids, of search keys, of unions, of prefixes), and the
// event loop turns between two units. On PGlite, whose one connection a transaction holds, the
// server answers requests between units; on PostgreSQL, edits are not kept waiting by a lock held
// for the whole read model. Without units each step is one transaction, as the CLI runs it.
// With a time box (`unitMs`, PGlite in the server) every loop's units are sized by one rule, the
// one of the entries' units (import/runner.ts): each unit's size follows the time the last one's
// body took, from a small first unit up to the loop's fixed size (never more than without it).
import type { BulkConnection } from './bulk';

export interface Units {
  /**
   * Rows per unit: words, keys, unions, prefixes or forms, depending on the step (some loops take
   * a multiple of it). With `unitMs`, the most rows per unit.
   */
  size: number;
  /**
   * A time box for each unit, in ms: the next unit's size follows the time the last one's body
   * took (not the time spent in `between`), up to the loop's fixed size. Without it, fixed sizes.
   */
  unitMs?: number;
  /** Awaited between two units, outside any transaction (tests send a request there). */
  between?(step: string, unit: number): Promise<void> | void;
  /**
   * The time each phase of a step took (a loop of units, or one transaction such as the read
   * model's swap), for the server's log: where an import's time and its longest waits go.
   */
  phase?(step: string, phase: string, ms: number): void;
}

/** Runs `fn` and reports its time as `phase` of `step` (Units.phase). */
export async function timedPhase<T>(
  units: Units | undefined,
  step: string,
  phase: string,
  fn: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  const result = await fn();
  units?.phase?.(step, phase, performance.now() - started);
  return result;
}

/** Lets timers, sockets and queued queries run before the next unit. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Counts the units of a step and gives way between them. */
export function unitCounter(units: Units, step: string) {
  let n = 0;
  return async () => {
    await nextTurn();
    await units.between?.(step, ++n);
  };
}

/** Time-boxed units: the first unit's size, the smallest, and the most one unit may grow or shrink the next. */
export const TIMED_UNIT = { first: 200, min: 25, step: 2 } as const;

/** The next time-boxed unit's size from the last one's: in proportion to the time box, at most `step` times either way. */
export function nextUnitSize(size: number, tookMs: number, unitMs: number, max: number): number {
  const factor = Math.min(TIMED_UNIT.step, Math.max(1 / TIMED_UNIT.step, unitMs / Math.max(tookMs, 1)));
  return Math.min(max, Math.max(TIMED_UNIT.min, Math.round(size * factor)));
}

/**
 * The size of a loop's units: `max` each time, or with a time box (`unitMs`) from a small first
 * unit on, following the time each unit's body took (nextUnitSize), up to `max`.
 */
export class UnitSize {
  value: number;
  constructor(
    private readonly max: number,
    private readonly unitMs?: number,
  ) {
    this.value = unitMs ? Math.min(max, TIMED_UNIT.first) : max;
  }

  /** Sizes the next unit after the time the last one's body took. */
  took(ms: number): void {
    if (this.unitMs) this.value = nextUnitSize(this.value, ms, this.unitMs, this.max);
  }

  /** Runs one unit's body and sizes the next unit after the time it took. */
  async time<T>(body: () => Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await body();
    } finally {
      this.took(performance.now() - start);
    }
  }
}

/** The lowest and highest id of `table` ([1, 0] when it has none: no range). */
export async function idBounds(conn: BulkConnection, table: string, where = 'true'): Promise<[number, number]> {
  const [row] = await conn.query<{ lo: number | null; hi: number | null }>(
    `select min(id)::int as lo, max(id)::int as hi from ${table} where ${where}`,
  );
  return row?.lo == null || row.hi == null ? [1, 0] : [row.lo, row.hi];
}

/**
 * Inclusive ranges covering [lo, hi] (ids may be sparse), one per unit: `size` wide each without a
 * time box, else sized by UnitSize after the time the loop's body took for the last range.
 * `between` runs after each body (outside the time measured).
 */
export async function* timedRanges(
  lo: number,
  hi: number,
  size: number,
  units: Pick<Units, 'unitMs'>,
  between?: () => Promise<void>,
): AsyncGenerator<[number, number], void, undefined> {
  const unitSize = new UnitSize(size, units.unitMs);
  for (let from = lo; from <= hi; ) {
    const to = Math.min(from + unitSize.value - 1, hi);
    const start = performance.now();
    yield [from, to];
    unitSize.took(performance.now() - start);
    from = to + 1;
    await between?.();
  }
}
