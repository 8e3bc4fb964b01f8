import { afterEach, describe, expect, it } from 'vitest';
import type { MachineTranslationUsage } from '@glossa/contract';
import { clearUserSettings } from '../../../shared/session/user-data';
import { readCachedUsage, refusedLocally, storeUsage, usageOfToday } from './usage';

const NOON = Date.parse('2026-03-14T12:00:00Z');

function usage(patch: Partial<MachineTranslationUsage> = {}): MachineTranslationUsage {
  return {
    day: '2026-03-14',
    time_zone: 'Europe/Berlin',
    resets_at: '2026-03-14T23:00:00.000Z',
    count: 0,
    exempt_count: 0,
    limit: 10,
    remaining: 10,
    unlimited: false,
    hard_cap: 100,
    is_guest: false,
    ...patch,
  };
}

const ask = (u: MachineTranslationUsage | undefined, patch: Partial<Parameters<typeof refusedLocally>[0]> = {}) =>
  refusedLocally({ usage: u, premium: false, source: 'selection', important: false, now: NOON, ...patch });

describe('the machine translation limit on the client (core.md §5)', () => {
  it('allows the 10th translation of the day and refuses once the cached count reaches 10', () => {
    expect(ask(usage({ count: 9, remaining: 1 }))).toBeNull();
    expect(ask(usage({ count: 10, remaining: 0 }))).toBe('free_limit');
  });

  it('sends the request when nothing is cached yet (the server counts)', () => {
    expect(ask(undefined)).toBeNull();
  });

  it('does not refuse requests marked important, or from the dictionary or the mini dictionary', () => {
    const full = usage({ count: 10, remaining: 0 });
    expect(ask(full, { important: true })).toBeNull();
    expect(ask(full, { source: 'dictionary' })).toBeNull();
    expect(ask(full, { source: 'mini_dictionary' })).toBeNull();
    expect(ask(full, { source: 'search' })).toBe('free_limit');
    expect(ask(full, { source: 'translation_panel' })).toBe('free_limit');
  });

  it('never refuses Plus users', () => {
    expect(ask(usage({ count: 10 }), { premium: true })).toBeNull();
    expect(ask(usage({ count: 250, limit: null, remaining: null, unlimited: true, hard_cap: null }))).toBeNull();
  });

  it('starts again with the next day', () => {
    const full = usage({ count: 10, remaining: 0 });
    const justBefore = Date.parse(full.resets_at) - 1;
    expect(ask(full, { now: justBefore })).toBe('free_limit');
    expect(ask(full, { now: Date.parse(full.resets_at) })).toBeNull();
    expect(usageOfToday(full, Date.parse(full.resets_at))).toBeUndefined();
  });

  it('refuses even exempt requests at the hard cap of the day', () => {
    const capped = usage({ count: 10, exempt_count: 90 });
    expect(ask(capped, { source: 'dictionary' })).toBe('hard_cap');
    expect(ask(usage({ count: 3, exempt_count: 96 }), { source: 'dictionary' })).toBeNull();
  });
});

describe('the cached count of the day', () => {
  afterEach(() => clearUserSettings());

  it('is kept in the user settings from the server usage and cleared with them', () => {
    storeUsage(usage({ count: 4 }));
    expect(readCachedUsage(false)?.count).toBe(4);
    clearUserSettings();
    expect(readCachedUsage(false)).toBeUndefined();
  });

  it('belongs to the viewer it was counted for: a guest count is not a user count', () => {
    storeUsage(usage({ count: 10, is_guest: true }));
    expect(readCachedUsage(true)?.count).toBe(10);
    expect(readCachedUsage(false)).toBeUndefined();
  });
});
