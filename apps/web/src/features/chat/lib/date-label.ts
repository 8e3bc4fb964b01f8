// Chat date labels (core.md §9): same day HH:mm; yesterday the word; within 6 days the weekday;
// earlier this year day and month; older DD.MM.YYYY. Days are calendar days in the browser's time
// zone; weekday and month names come from Intl in the interface language.

export type ChatDateKind = 'today' | 'yesterday' | 'weekday' | 'day_month' | 'full';

const DAY_MS = 86_400_000;

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** Which rule applies to `date` seen at `now`. A date in the future (a skewed clock) counts as today. */
export function chatDateKind(date: Date, now: Date): ChatDateKind {
  // Rounded: a day with a daylight-saving change is 23 or 25 hours long.
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days <= 6) return 'weekday';
  if (date.getFullYear() === now.getFullYear()) return 'day_month';
  return 'full';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** HH:mm, 24-hour, as the spec writes it. */
export function timeLabel(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

function capitalize(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

export interface ChatDateWords {
  /** The word for yesterday, in the interface language. */
  yesterday: string;
  /** Shown instead of the time for today (date separators in a conversation); the time when absent. */
  today?: string;
}

/**
 * The label of a chat date. `month`: 'short' for the tight chat list ("5 Mar"), 'long' for the
 * separators inside a conversation ("5 March").
 */
export function chatDateLabel(
  date: Date,
  now: Date,
  locale: string,
  words: ChatDateWords,
  month: 'short' | 'long' = 'short',
): string {
  switch (chatDateKind(date, now)) {
    case 'today':
      return words.today ?? timeLabel(date);
    case 'yesterday':
      return words.yesterday;
    case 'weekday':
      return capitalize(format(locale, { weekday: 'long' }).format(date), locale);
    case 'day_month':
      return format(locale, { day: 'numeric', month }).format(date);
    case 'full':
      return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
  }
}
