// The dictionary as a lexicon for the offline machine translation (platform/machine-translation):
// best accepted translations of many words and phrases at once, and whole known sentences.
import { dictionaryRepository as repo } from '../repository';
import { searchKeyOf } from '../../../platform/text/search-key';
import type { DictionaryDeps } from './deps';

export interface LexiconEntry {
  translation: string;
  verified: boolean;
  /** Found through the dictionary form of an inflected word (went -> go). */
  viaLemma: boolean;
  /** The translation union (word entry) the translation comes from. */
  unionId: number;
  /** How common the looked-up word is (ranking statistics; 0 for rare or unranked words). */
  popularity: number;
}

export function lexiconUseCases(deps: DictionaryDeps) {
  const db = () => deps.ctx.db;
  return {
    /** Phrase (as given) -> its best accepted translation into langT; unknown phrases are absent. */
    async lookup(
      lang: string,
      langT: string,
      phrases: readonly string[],
    ): Promise<Map<string, LexiconEntry>> {
      const keyOf = new Map<string, string>();
      for (const p of phrases) {
        const key = searchKeyOf(p);
        if (key) keyOf.set(p, key);
      }
      const keys = [...new Set(keyOf.values())];
      const found = new Map(
        (await repo.lexicon.lookup(db(), { lang, langT, keys })).map((r) => [
          r.key,
          { translation: r.translation, verified: r.is_verified, viaLemma: r.via_lemma, unionId: r.union_id, popularity: r.popularity },
        ]),
      );
      const out = new Map<string, LexiconEntry>();
      for (const [phrase, key] of keyOf) {
        const hit = found.get(key);
        if (hit) out.set(phrase, hit);
      }
      return out;
    },

    /** The accepted translation of a known example sentence written exactly like this. */
    sentence(lang: string, langT: string, text: string): Promise<string | null> {
      return repo.lexicon.sentence(db(), { lang, langT, text });
    },
  };
}
