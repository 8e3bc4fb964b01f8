// One interface for every machine translation provider. Codes in and out are the dictionary's
// (ISO 639-2/B: eng, ger ...); adapters map them to what their service speaks.
import type { MachineTranslationProviderName, TranslationSegment } from '@glossa/contract';

export interface TranslateInput {
  text: string;
  /** Dictionary code of the text's language. */
  from: string;
  /** Dictionary code of the target language. */
  to: string;
}

export interface ProviderAnswer {
  /** Null when the provider had nothing to say (the offline one knows none of the words). */
  text: string | null;
  confidence: number | null;
  coverage: number | null;
  segments: TranslationSegment[] | null;
}

export interface MachineTranslator {
  readonly name: MachineTranslationProviderName;
  translate(input: TranslateInput): Promise<ProviderAnswer>;
}

export type FailureReason = 'timeout' | 'error' | 'unsupported_language';

/** A provider that did not answer: why, in words an operator understands. */
export class MachineTranslationError extends Error {
  constructor(
    readonly provider: MachineTranslationProviderName,
    readonly reason: FailureReason,
    message: string,
  ) {
    super(message);
  }
}

/**
 * What the offline provider needs from the dictionary (implemented by the dictionary module's
 * lexicon use cases): best accepted translations of words and phrases, and known sentences.
 */
export interface Lexicon {
  lookup(
    lang: string,
    langT: string,
    phrases: readonly string[],
  ): Promise<ReadonlyMap<string, { translation: string; verified: boolean; viaLemma: boolean }>>;
  sentence(lang: string, langT: string, text: string): Promise<string | null>;
}
