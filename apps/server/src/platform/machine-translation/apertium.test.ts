// Apertium against the real engine from Debian (apertium, apertium-apy, apertium-eng-spa,
// apertium-es-pt; .ci/run installs them): through apertium-apy and through the command.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { startApertiumApy, type ApertiumApy } from '../../../test/apertium-apy';
import { createApertium, mapApertiumPairs, parseModeList } from './apertium';
import { createMachineTranslation, type Lexicon } from './index';

const log = pino({ level: 'silent' });
/** The offline provider's dictionary: only "friend", so a fallback answer is recognisable. */
const lexicon: Lexicon = {
  async lookup(_lang, _langT, phrases) {
    return new Map(
      phrases
        .filter((p) => p.toLowerCase() === 'friend')
        .map((p) => [p, { translation: 'Freund', verified: true, viaLemma: false }]),
    );
  },
  async sentence() {
    return null;
  },
};

describe('Apertium pairs mapped to dictionary codes', () => {
  it('maps ISO 639-3 and 639-1 names, prefers plain pairs over variants', () => {
    const pairs = mapApertiumPairs([
      { source: 'spa', target: 'eng_US', name: 'spa|eng_US' },
      { source: 'spa', target: 'eng', name: 'spa|eng' },
      { source: 'spa', target: 'por_BR', name: 'spa|por_BR' },
      { source: 'deu', target: 'fra', name: 'deu|fra' },
      { source: 'hbs', target: 'eng', name: 'hbs|eng' },
    ]);
    expect(Object.fromEntries(pairs)).toEqual({
      'spa|eng': 'spa|eng',
      'spa|por': 'spa|por_BR',
      'ger|fre': 'deu|fra',
    });
    expect(parseModeList('  eng-spa\n  es-pt\n  es-pt_BR\n  junk line\n')).toEqual([
      { source: 'eng', target: 'spa', name: 'eng-spa' },
      { source: 'es', target: 'pt', name: 'es-pt' },
      { source: 'es', target: 'pt_BR', name: 'es-pt_BR' },
    ]);
  });
});

describe('through apertium-apy', () => {
  let apy: ApertiumApy;
  beforeAll(async () => {
    apy = await startApertiumApy();
  }, 30_000);
  afterAll(async () => {
    await apy?.close();
  });

  /** The provider chain as the server builds it with MT_PROVIDER=apertium against the running apy. */
  const apertiumChain = () =>
    createMachineTranslation({
      config: {
        MT_PROVIDER: 'apertium',
        APERTIUM_URL: apy.url,
        APERTIUM_PATH: 'apertium',
        MT_TIMEOUT_MS: 15_000,
        MT_GOOGLE_URL: 'http://127.0.0.1:1',
        MT_GOOGLE_CLIENT: 'gtx',
        MT_LIBRETRANSLATE_URL: undefined,
        MT_LIBRETRANSLATE_API_KEY: undefined,
      },
      lexicon,
      log,
    });

  it('reads the installed pairs from /listPairs', async () => {
    const pairs = await createApertium({ url: apy.url, binary: 'apertium', timeoutMs: 10_000 }).pairs();
    expect(pairs.get('eng|spa')).toBe('eng|spa');
    expect(pairs.get('spa|eng')).toBe('spa|eng');
    expect(pairs.get('spa|por')).toBe('spa|por');
    expect(pairs.has('eng|ger')).toBe(false);
  });

  it('translates "the house is big" into Spanish, and names the engine', async () => {
    const mt = apertiumChain();
    expect(mt.provider).toBe('apertium');
    expect(await mt.translate({ text: 'the house is big', from: 'eng', to: 'spa' })).toEqual({
      text: 'La casa es grande',
      found: true,
      provider: 'apertium',
      confidence: null,
      coverage: null,
      segments: null,
      fallback: null,
    });
    // Unknown words come back as written, without Apertium's * mark.
    expect((await mt.translate({ text: 'the xyzzy is red', from: 'eng', to: 'spa' })).text).toBe('El xyzzy es rojo');
  }, 30_000);

  it('leaves pairs it lacks to the dictionary provider, saying so', async () => {
    const mt = apertiumChain();
    expect(await mt.translate({ text: 'friend', from: 'eng', to: 'ger' })).toMatchObject({
      text: 'Freund',
      provider: 'offline',
      fallback: { provider: 'apertium', reason: 'unsupported_language' },
    });
  });
});

describe('through the apertium command', () => {
  it('lists the installed modes and translates with one', async () => {
    const mt = createApertium({ binary: 'apertium', timeoutMs: 20_000 });
    const pairs = await mt.pairs();
    expect(pairs.get('eng|spa')).toBe('eng-spa');
    expect(pairs.get('spa|por')).toBe('es-pt');
    expect(await mt.translate({ text: 'the house is big', from: 'eng', to: 'spa' })).toEqual({
      text: 'La casa es grande',
      confidence: null,
      coverage: null,
      segments: null,
    });
  }, 30_000);

  it('reports an engine that cannot be run', async () => {
    const mt = createApertium({ binary: '/nonexistent/apertium', timeoutMs: 2000 });
    expect(await mt.translate({ text: 'x', from: 'eng', to: 'spa' }).catch((e: unknown) => e)).toMatchObject({
      provider: 'apertium',
      reason: 'error',
    });
  });
});
