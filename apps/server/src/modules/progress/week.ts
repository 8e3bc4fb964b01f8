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
