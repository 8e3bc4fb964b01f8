// The machine-translation fallback (core.md §4, §5): the client-side daily limit from the cached
// count (refused without a request, except from the dictionary and the mini dictionary), the count
// kept from the server's usage, the star's visibility rules, and 'no translation'.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MachineTranslationUsage, QuickTranslation } from '@glossa/contract';
import { profile, tokens } from '../../../../test/account-fixtures';
import { errorBody, installFakeApi } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';
import { useSessionStore } from '../../../shared/session/session-store';
import { clearSlot, fillSlot, type FavoriteStarProps } from '../../../shared/slots/slots';
import { readCachedUsage, storeUsage } from '../lib/usage';
import MachineTranslation from './MachineTranslation';

const NS = ['translate'];
const DAY_END = new Date(Date.now() + 6 * 3600_000).toISOString();

function usage(patch: Partial<MachineTranslationUsage> = {}): MachineTranslationUsage {
  return {
    day: '2026-03-14',
    time_zone: 'UTC',
    resets_at: DAY_END,
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

function translation(patch: Partial<QuickTranslation> = {}): QuickTranslation {
  return {
    source_text: 'small house',
    text: 'kleines Haus',
    found: true,
    lang: 'eng',
    lang_t: 'ger',
    machine: true,
    provider: 'offline',
    confidence: 0.85,
    coverage: 1,
    segments: [
      { text: 'small', translation: 'kleines', kind: 'word' },
      { text: 'house', translation: 'Haus', kind: 'word' },
    ],
    fallback: null,
    favorite: null,
    ...patch,
  };
}

/** What the favorites feature would put in the star slot, reduced to what it was given. */
function StarProbe({ target }: FavoriteStarProps) {
  return <span data-testid="star-probe">{target.entity_type === 'raw' ? `${target.word_from}→${target.word_to}` : ''}</span>;
}

function api(nativeLang: string | null, answer: () => { status?: number; body: unknown }) {
  return installFakeApi({
    'GET /api/user/profile': () => ({ body: { data: profile({ native_lang: nativeLang }) } }),
    'POST /api/translate/quick': answer,
  });
}

beforeEach(() => {
  useSessionStore.getState().signIn(tokens());
  fillSlot('favorite-star', StarProbe);
});
afterEach(() => clearSlot('favorite-star'));

describe('the daily limit on the client', () => {
  it('refuses a selection translation once the cached count of the day is 10, without asking the server', async () => {
    storeUsage(usage({ count: 10, remaining: 0 }));
    const calls = api('fre', () => ({ body: { data: translation(), usage: usage({ count: 11 }) } }));
    await renderRoute(<MachineTranslation text="small house" lang="eng" langT="ger" place="selection" />, { namespaces: NS });
    expect(await screen.findByTestId('mt-daily-limit')).toHaveTextContent("Today's free machine translations are used up");
    expect(screen.getByTestId('mt-plus-hint')).toHaveTextContent('Glossa Plus: unlimited machine translations');
    expect(calls.callsTo('POST', '/api/translate/quick')).toHaveLength(0);
  });

  it('still translates for the dictionary and the mini dictionary (exempt), and keeps the count the server sends', async () => {
    storeUsage(usage({ count: 10, remaining: 0 }));
    const calls = api('fre', () => ({ body: { data: translation(), usage: usage({ count: 10, exempt_count: 1, remaining: 0 }) } }));
    await renderRoute(<MachineTranslation text="small house" lang="eng" langT="ger" place="dictionary" />, { namespaces: NS });
    expect(await screen.findByTestId('mt-text')).toHaveTextContent('kleines Haus');
    const sent = calls.callsTo('POST', '/api/translate/quick');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ text: 'small house', lang: 'eng', lang_t: 'ger', source: 'dictionary', important: false });
    expect(readCachedUsage(false)).toMatchObject({ count: 10, exempt_count: 1 });
  });

  it('starts again with a new day', async () => {
    storeUsage(usage({ count: 10, remaining: 0, resets_at: new Date(Date.now() - 1000).toISOString() }));
    const calls = api('fre', () => ({ body: { data: translation(), usage: usage({ count: 1 }) } }));
    await renderRoute(<MachineTranslation text="small house" lang="eng" langT="ger" place="selection" />, { namespaces: NS });
    expect(await screen.findByTestId('mt-text')).toHaveTextContent('kleines Haus');
    expect(calls.callsTo('POST', '/api/translate/quick')[0]!.body).toMatchObject({ source: 'selection' });
    expect(readCachedUsage(false)?.count).toBe(1);
  });

  it('shows the server refusal and caches its count for the next request', async () => {
    api('fre', () => ({
      status: 400,
      body: errorBody('MACHINE_TRANSLATION_DAILY_LIMIT', 'Daily limit', { payload: { ...usage({ count: 10, remaining: 0 }), reason: 'free_limit' } }),
    }));
    await renderRoute(<MachineTranslation text="small house" lang="eng" langT="ger" place="selection" />, { namespaces: NS });
    expect(await screen.findByTestId('mt-daily-limit')).toHaveAttribute('data-reason', 'free_limit');
    expect(readCachedUsage(false)?.count).toBe(10);
  });
});

describe('what is shown', () => {
  it('marks the translation as machine-made with its provider and confidence, and offers the star and the prefilled addition', async () => {
    api('fre', () => ({ body: { data: translation(), usage: usage({ count: 1 }) } }));
    await renderRoute(<MachineTranslation text="small house" lang="eng" langT="ger" place="dictionary" />, { namespaces: NS });
    const box = await screen.findByTestId('machine-translation');
    await screen.findByTestId('mt-text');
    expect(box).toHaveTextContent('Machine translation');
    expect(screen.getByTestId('mt-provider')).toHaveTextContent('By Glossa from its own dictionary');
    expect(screen.getByTestId('mt-quality')).toHaveTextContent('Confidence 85%');
    expect(screen.getByTestId('mt-quality')).toHaveTextContent('100% of the words found in the dictionary');
    expect(screen.getByTestId('star-probe')).toHaveTextContent('small house→kleines Haus');
    const href = new URL(screen.getByTestId('mt-add').getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/addition/translation');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      lang: 'eng',
      lang_t: 'ger',
      word: 'small house',
      translation: 'kleines Haus',
      machine: '1',
      out_of_place: 'dictionary',
    });
  });

  it('hides the star when the source language is the native language', async () => {
    api('eng', () => ({ body: { data: translation(), usage: usage({ count: 1 }) } }));
    await renderRoute(<MachineTranslation text="small house" lang="eng" langT="ger" place="dictionary" />, { namespaces: NS });
    await screen.findByTestId('mt-text');
    expect(screen.queryByTestId('star-probe')).not.toBeInTheDocument();
  });

  it('hides the star when the translation is the text itself', async () => {
    api('fre', () => ({ body: { data: translation({ source_text: 'Berlin', text: 'Berlin' }), usage: usage({ count: 1 }) } }));
    await renderRoute(<MachineTranslation text="Berlin" lang="eng" langT="ger" place="dictionary" />, { namespaces: NS });
    await screen.findByTestId('mt-text');
    expect(screen.queryByTestId('star-probe')).not.toBeInTheDocument();
  });

  it("says so when the provider has no translation, and names what the dictionary did not know", async () => {
    api('fre', () => ({
      body: {
        data: translation({ text: null, found: false, confidence: 0, coverage: 0, segments: [{ text: 'zzyzxq', translation: null, kind: 'unknown' }] }),
        usage: usage(),
      },
    }));
    await renderRoute(<MachineTranslation text="zzyzxq" lang="eng" langT="ger" place="dictionary" />, { namespaces: NS });
    expect(await screen.findByTestId('mt-none')).toHaveTextContent('No machine translation');
    expect(screen.queryByTestId('star-probe')).not.toBeInTheDocument();
    expect(screen.queryByTestId('mt-add')).not.toBeInTheDocument();
  });

  it('names Apertium when it translated, and says when a pair it lacks went to the dictionary', async () => {
    api('fre', () => ({
      body: {
        data: translation({
          source_text: 'the house is big',
          text: 'La casa es grande',
          lang_t: 'spa',
          provider: 'apertium',
          confidence: null,
          coverage: null,
          segments: null,
        }),
        usage: usage({ count: 1 }),
      },
    }));
    await renderRoute(<MachineTranslation text="the house is big" lang="eng" langT="spa" place="selection" />, { namespaces: NS });
    expect(await screen.findByTestId('mt-text')).toHaveTextContent('La casa es grande');
    expect(screen.getByTestId('mt-provider')).toHaveTextContent('By Apertium, the offline translation engine');
  });

  it('says a pair Apertium lacks was translated from the dictionary', async () => {
    api('fre', () => ({
      body: {
        data: translation({ fallback: { provider: 'apertium', reason: 'unsupported_language', message: 'no pair' } }),
        usage: usage({ count: 1 }),
      },
    }));
    await renderRoute(<MachineTranslation text="small house" lang="eng" langT="ger" place="dictionary" />, { namespaces: NS });
    await waitFor(() =>
      expect(screen.getByTestId('mt-fallback')).toHaveTextContent(
        'Apertium does not translate these languages, so Glossa translated it from its own dictionary.',
      ),
    );
  });

  it('tells when an online provider failed and the dictionary answered instead', async () => {
    api('fre', () => ({
      body: {
        data: translation({ fallback: { provider: 'libretranslate', reason: 'timeout', message: 'timed out' } }),
        usage: usage({ count: 1 }),
      },
    }));
    await renderRoute(<MachineTranslation text="small house" lang="eng" langT="ger" place="dictionary" />, { namespaces: NS });
    await waitFor(() =>
      expect(screen.getByTestId('mt-fallback')).toHaveTextContent(
        'LibreTranslate did not answer in time, so Glossa translated it from its own dictionary.',
      ),
    );
  });
});
