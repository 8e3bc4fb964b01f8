// The day daily quotas (machine translations, new chats, AI messages) are counted in (core.md §5 "the daily count resets with the day"):
// the calendar date in the user's time zone, UTC when they have none (and for guests). The count
// starts again at local midnight; resets_at is that instant.

function partsIn(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return {
    y: get('year'),
    m: get('month'),
    d: get('day'),
    h: get('hour'),
    min: get('minute'),
    s: get('second'),
  };
}

/** Offset of the zone from UTC at an instant, in ms (wall clock minus UTC). */
function offsetAt(instant: Date, timeZone: string): number {
  const p = partsIn(instant, timeZone);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - Math.floor(instant.getTime() / 1000) * 1000;
}

const iso = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

export function validTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The member's calendar day and hour (0-23) at an instant (UTC when the zone is unset or unknown). */
export function localClock(now: Date, timeZoneIn: string | null | undefined): { day: string; hour: number } {
  const p = partsIn(now, validTimeZone(timeZoneIn));
  return { day: iso(p.y, p.m, p.d), hour: p.h };
}

export function countingDay(
  now: Date,
  timeZoneIn: string | null | undefined,
): { day: string; timeZone: string; resetsAt: Date } {
  const timeZone = validTimeZone(timeZoneIn);
  const p = partsIn(now, timeZone);
  const day = iso(p.y, p.m, p.d);
  // Next local midnight as a wall-clock value, turned into an instant with the offset there (twice,
  // in case the offset changes in between: daylight saving).
  const wallMidnight = Date.UTC(p.y, p.m - 1, p.d + 1);
  let resets = wallMidnight - offsetAt(now, timeZone);
  resets = wallMidnight - offsetAt(new Date(resets), timeZone);
  // Where midnight does not exist (a DST jump at 00:00), the day starts at the first instant after it.
  while (resets <= now.getTime()) resets += 3_600_000;
  return { day, timeZone, resetsAt: new Date(resets) };
}
