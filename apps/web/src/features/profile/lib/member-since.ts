// "Member since {{date}}": a full date, so languages that put a month after a preposition in the
// genitive read right ("з 28 листопада 2026 р.", not "з листопад 2026 р.").
export function memberSinceDate(locale: string, createdAt: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(createdAt));
}
