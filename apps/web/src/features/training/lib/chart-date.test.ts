import { describe, expect, it } from 'vitest';
import { chartDateLabel } from './chart-date';

describe('chartDateLabel', () => {
  it('formats a day in the UI language', () => {
    expect(chartDateLabel('2026-11-23', 'week', 'de')).toBe('23.11.');
    expect(chartDateLabel('2026-11-23', 'month', 'en')).toBe('11/23');
    expect(chartDateLabel('2026-11-23', 'week', 'fr')).toBe('23/11');
  });

  it('formats a month of a year with its year', () => {
    expect(chartDateLabel('2026-11', 'year', 'en')).toBe('Nov 26');
    expect(chartDateLabel('2026-01', 'year', 'de')).toMatch(/^Jan\.? 26$/);
  });

  it('keeps the calendar day whatever the time zone, and falls back on an unknown locale', () => {
    expect(chartDateLabel('2026-01-01', 'week', 'en')).toBe('1/1');
    expect(chartDateLabel('2026-11-23', 'week', 'not a locale!')).toBe('11/23');
  });
});
