// The statistics chart's axis labels in the UI language: a day ("23.11." in German, "11/23" in
// English) for a week or month, a month with its year ("Nov 25") for a year. The server's dates are
// calendar days (YYYY-MM-DD) or months (YYYY-MM) of the member's own day, formatted as such (UTC).
import type { StatisticsPeriod } from '@glossa/contract';

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, period: StatisticsPeriod): Intl.DateTimeFormat {
  const key = `${locale}|${period === 'year' ? 'month' : 'day'}`;
  let f = cache.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      period === 'year' ? { month: 'short', year: '2-digit', timeZone: 'UTC' } : { day: 'numeric', month: 'numeric', timeZone: 'UTC' };
    try {
      f = new Intl.DateTimeFormat(locale, options);
    } catch {
      f = new Intl.DateTimeFormat('en', options);
    }
    cache.set(key, f);
  }
  return f;
}

export function chartDateLabel(date: string, period: StatisticsPeriod, locale: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m) return date;
  return formatter(locale, period).format(new Date(Date.UTC(y, m - 1, d || 1)));
}
