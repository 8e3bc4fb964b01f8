// Machine translation behind one interface, the provider chosen by MT_PROVIDER: offline (the
// dictionary itself, the default), LibreTranslate, a Google-compatible endpoint or Apertium. An online
// provider that times out (MT_TIMEOUT_MS) or fails is logged and the offline provider answers
// instead; the answer says which provider answered and why the other did not.
import type { FastifyBaseLogger } from 'fastify';
import type { MachineTranslationProviderName, QuickTranslation } from '@glossa/contract';
import { ConfigError, type Config } from '../../config';
import { createApertium } from './apertium';
import { createGoogleTranslate } from './google';
import { createLibreTranslate } from './libretranslate';
import { createOfflineTranslator } from './offline';
import { MachineTranslationError, type Lexicon, type MachineTranslator, type TranslateInput } from './types';

export type { Lexicon, MachineTranslator } from './types';
export { MachineTranslationError } from './types';

export type MachineTranslationResult = Omit<
  QuickTranslation,
  'source_text' | 'lang' | 'lang_t' | 'machine' | 'favorite'
>;

export interface MachineTranslation {
  /** The configured provider (the offline one stands in when it fails). */
  readonly provider: MachineTranslationProviderName;
  translate(input: TranslateInput): Promise<MachineTranslationResult>;
}

type MtConfig = Pick<
  Config,
  | 'MT_PROVIDER'
  | 'MT_LIBRETRANSLATE_URL'
  | 'MT_LIBRETRANSLATE_API_KEY'
  | 'MT_GOOGLE_URL'
  | 'MT_GOOGLE_CLIENT'
  | 'MT_TIMEOUT_MS'
> &
  Partial<Pick<Config, 'APERTIUM_URL' | 'APERTIUM_PATH'>>;

export function createOnlineTranslator(config: MtConfig): MachineTranslator | null {
  if (config.MT_PROVIDER === 'libretranslate') {
    if (!config.MT_LIBRETRANSLATE_URL)
      throw new ConfigError('MT_LIBRETRANSLATE_URL is required when MT_PROVIDER=libretranslate');
    return createLibreTranslate({
      url: config.MT_LIBRETRANSLATE_URL,
      apiKey: config.MT_LIBRETRANSLATE_API_KEY,
      timeoutMs: config.MT_TIMEOUT_MS,
    });
  }
  if (config.MT_PROVIDER === 'google') {
    return createGoogleTranslate({
      url: config.MT_GOOGLE_URL,
      client: config.MT_GOOGLE_CLIENT,
      timeoutMs: config.MT_TIMEOUT_MS,
    });
  }
  if (config.MT_PROVIDER === 'apertium') {
    return createApertium({
      url: config.APERTIUM_URL,
      binary: config.APERTIUM_PATH ?? 'apertium',
      timeoutMs: config.MT_TIMEOUT_MS,
    });
  }
  return null;
}

export function createMachineTranslation(options: {
  config: MtConfig;
  lexicon: Lexicon;
  log: FastifyBaseLogger;
  /** Tests inject a provider; by default the one MT_PROVIDER names. */
  online?: MachineTranslator | null;
}): MachineTranslation {
  const offline = createOfflineTranslator(options.lexicon);
  const online = options.online === undefined ? createOnlineTranslator(options.config) : options.online;

  return {
    provider: online?.name ?? 'offline',
    async translate(input) {
      if (online) {
        try {
          const answer = await online.translate(input);
          return { ...answer, found: answer.text !== null, provider: online.name, fallback: null };
        } catch (err) {
          if (!(err instanceof MachineTranslationError)) throw err;
          // A pair the engine lacks is expected (Apertium has a few dozen); a failure is worth a warning.
          options.log[err.reason === 'unsupported_language' ? 'debug' : 'warn'](
            { provider: err.provider, reason: err.reason, err: err.message },
            'machine translation provider failed; offline answers',
          );
          const answer = await offline.translate(input);
          return {
            ...answer,
            found: answer.text !== null,
            provider: 'offline',
            fallback: { provider: err.provider, reason: err.reason, message: err.message },
          };
        }
      }
      const answer = await offline.translate(input);
      return { ...answer, found: answer.text !== null, provider: 'offline', fallback: null };
    },
  };
}
