// The ranking week, in UTC: it starts on Monday 00:00 UTC and ends on the next Monday 00:00 UTC.

const DAY = 86_400_000;

export function weekStartOf(at: Date): Date {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY);
}

export function weekOf(at: Date): { start: Date; end: Date; key: string } {
  const start = weekStartOf(at);
  return { start, end: new Date(start.getTime() + 7 * DAY), key: start.toISOString().slice(0, 10) };
}

export function previousWeekOf(at: Date) {
  return weekOf(new Date(weekStartOf(at).getTime() - DAY));
}

/**
 * The last `count` finished weeks before the one holding `at`, oldest first: the weeks the award
 * job catches up on (a week that ended while no server ran is still awarded, within this bound).
 */
export function finishedWeeks(at: Date, count: number) {
  const current = weekStartOf(at).getTime();
  return Array.from({ length: count }, (_, i) => weekOf(new Date(current - (count - i) * 7 * DAY)));
}
