// Calendar days in a member's time zone (IANA name; UTC when unset or unknown). A day is a
// 'YYYY-MM-DD' string; its start is found from the zone's offset at that moment, so days across a
// DST change are 23 or 25 hours long and still follow one another.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone if the runtime knows it, else UTC. */
export function zoneOrUtc(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    formatter(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

function parts(instant: Date, timeZone: string) {
  const p = Object.fromEntries(formatter(timeZone).formatToParts(instant).map((x) => [x.type, x.value]));
  return { y: Number(p.year), m: Number(p.month), d: Number(p.day), h: Number(p.hour), min: Number(p.minute), s: Number(p.second) };
}

export function localDay(instant: Date, timeZone: string): string {
  const p = parts(instant, timeZone);
  return `${String(p.y).padStart(4, '0')}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`;
}

export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Milliseconds the zone is ahead of UTC at this instant. */
function offsetAt(instant: Date, timeZone: string): number {
  const p = parts(instant, timeZone);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant the local day begins. */
export function startOfDay(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  let guess = wall - offsetAt(new Date(wall), timeZone);
  guess = wall - offsetAt(new Date(guess), timeZone);
  return new Date(guess);
}

/**
 * The streak ending today or yesterday: `goalDays` are the days with the goal reached, newest
 * first. `until` is when the streak ends if today's goal is not (or was) reached.
 */
export function streakOf(goalDays: readonly string[], today: string, timeZone: string) {
  const yesterday = addDays(today, -1);
  const hasToday = goalDays[0] === today;
  let expected = hasToday ? today : yesterday;
  let span = 0;
  for (const day of goalDays) {
    if (day > expected) continue;
    if (day !== expected) break;
    span += 1;
    expected = addDays(expected, -1);
  }
  const until = span === 0 ? null : startOfDay(addDays(today, hasToday ? 2 : 1), timeZone);
  return { span, hasToday, until };
}
