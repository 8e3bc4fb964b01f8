import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatDateKind, chatDateLabel, timeLabel } from './date-label';

// A fixed clock: Wednesday 18 March 2026, 14:05 local time.
const NOW = new Date(2026, 2, 18, 14, 5);
const words = { yesterday: 'Yesterday' };
const wordsRu = { yesterday: 'Вчера' };

describe('chat date labels (core.md §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('same day: HH:mm, 24-hour, in every locale', () => {
    const morning = new Date(2026, 2, 18, 0, 7);
    const evening = new Date(2026, 2, 18, 13, 59);
    expect(chatDateKind(morning, NOW)).toBe('today');
    expect(chatDateLabel(morning, NOW, 'en', words)).toBe('00:07');
    expect(chatDateLabel(evening, NOW, 'en', words)).toBe('13:59');
    expect(chatDateLabel(evening, NOW, 'ru', wordsRu)).toBe('13:59');
    expect(timeLabel(new Date(2026, 0, 1, 9, 3))).toBe('09:03');
  });

  it('a date separator says today instead of the time', () => {
    expect(chatDateLabel(new Date(2026, 2, 18, 9), NOW, 'en', { ...words, today: 'Today' })).toBe('Today');
  });

  it('yesterday: the word, from 00:00 to 23:59 of the day before', () => {
    for (const d of [new Date(2026, 2, 17, 0, 0), new Date(2026, 2, 17, 23, 59)]) {
      expect(chatDateKind(d, NOW)).toBe('yesterday');
      expect(chatDateLabel(d, NOW, 'en', words)).toBe('Yesterday');
      expect(chatDateLabel(d, NOW, 'ru', wordsRu)).toBe('Вчера');
    }
  });

  it('two to six days ago: the weekday, localized', () => {
    // 16 March 2026 is a Monday, 12 March a Thursday.
    expect(chatDateKind(new Date(2026, 2, 16, 10), NOW)).toBe('weekday');
    expect(chatDateLabel(new Date(2026, 2, 16, 10), NOW, 'en', words)).toBe('Monday');
    expect(chatDateLabel(new Date(2026, 2, 16, 10), NOW, 'ru', wordsRu)).toBe('Понедельник');
    expect(chatDateLabel(new Date(2026, 2, 12, 23, 59), NOW, 'en', words)).toBe('Thursday');
    expect(chatDateLabel(new Date(2026, 2, 12, 23, 59), NOW, 'ru', wordsRu)).toBe('Четверг');
  });

  it('seven days ago and earlier this year: day and month, localized', () => {
    const d = new Date(2026, 2, 11, 8);
    expect(chatDateKind(d, NOW)).toBe('day_month');
    expect(chatDateLabel(d, NOW, 'en', words, 'long')).toBe('March 11');
    expect(chatDateLabel(d, NOW, 'ru', wordsRu, 'long')).toBe('11 марта');
    expect(chatDateLabel(new Date(2026, 0, 1), NOW, 'en', words, 'short')).toBe('Jan 1');
    expect(chatDateLabel(new Date(2026, 0, 1), NOW, 'ru', wordsRu, 'long')).toBe('1 января');
  });

  it('an earlier year: DD.MM.YYYY in every locale', () => {
    const d = new Date(2025, 11, 31, 23, 0);
    expect(chatDateKind(d, NOW)).toBe('full');
    expect(chatDateLabel(d, NOW, 'en', words)).toBe('31.12.2025');
    expect(chatDateLabel(new Date(2019, 4, 2), NOW, 'ru', wordsRu)).toBe('02.05.2019');
  });

  it('within six days across New Year is still the weekday', () => {
    const newYear = new Date(2026, 0, 2, 12);
    expect(chatDateKind(new Date(2025, 11, 29, 12), newYear)).toBe('weekday');
    expect(chatDateLabel(new Date(2025, 11, 29, 12), newYear, 'en', words)).toBe('Monday');
    expect(chatDateKind(new Date(2025, 11, 26, 12), newYear)).toBe('full');
  });

  it('a message from a clock slightly ahead counts as today', () => {
    expect(chatDateKind(new Date(2026, 2, 18, 14, 6), NOW)).toBe('today');
  });
});
