// Dictionary entities for other modules (the favorites module), many at once: translations and
// word sentences by id in the shapes the dictionary answers with, and example sentences for
// exports. Only what the viewer may read is returned (the reading rules of policy.ts).
import { DICTIONARY_LIMITS, type SentenceItem, type Translation } from '@glossa/contract';
import type { Viewer } from '../../../platform/auth/viewer';
import { dictionaryRepository as repo } from '../repository';
import { presentSentence, presentTranslation } from '../presenter';
import { can, material } from '../../../platform/policy/content';
import { readableUnion } from './details';
import { presentContext, type DictionaryDeps } from './deps';

export interface TranslationRequest {
  id: number;
  /** The word to show first (primary_word); the stored primary side when null or not in the union. */
  firstWordId?: number | null;
}

export interface SentenceRequest {
  /** word_sentences.id */
  id: number;
  /** Translations into this language come first. */
  langT?: string | null;
  /** The translation reported as sentence_translation_id; default the first translation into langT. */
  sentenceTranslationId?: number | null;
}

export interface TranslationSummary {
  id: number;
  primaryWordId: number;
  translationWordId: number;
}

export function batchUseCases(deps: DictionaryDeps) {
  const db = () => deps.ctx.db;

  return {
    /** Readable translations by id (favorite left null: the caller knows its own). Unknown or unreadable ids are absent. */
    async translations(
      viewer: Viewer | null,
      requests: readonly TranslationRequest[],
      localCode: string,
    ): Promise<Map<number, Translation>> {
      const out = new Map<number, Translation>();
      const ids = [...new Set(requests.map((r) => r.id))];
      if (!ids.length) return out;
      const rowsById = new Map(
        (await repo.batch.unionsByIds(db(), ids, viewer?.id ?? null, DICTIONARY_LIMITS.meaningsPreview)).map(
          (r) => [r.id, r],
        ),
      );
      const ctx = await presentContext(deps, viewer, localCode);
      for (const r of requests) {
        const row = rowsById.get(r.id);
        if (!row || !readableUnion(viewer, row) || out.has(r.id)) continue;
        const swap = r.firstWordId != null && r.firstWordId === row.translation_word_id;
        out.set(r.id, presentTranslation(row, swap, ctx));
      }
      return out;
    },

    /** Readable word sentences by id, as sentence items. Unknown or unreadable ids are absent. */
    async wordSentences(
      viewer: Viewer | null,
      requests: readonly SentenceRequest[],
    ): Promise<Map<number, SentenceItem>> {
      const out = new Map<number, SentenceItem>();
      // One statement per target language (a page of favorites rarely has more than one or two).
      const byLang = new Map<string | null, SentenceRequest[]>();
      for (const r of requests) byLang.set(r.langT ?? null, [...(byLang.get(r.langT ?? null) ?? []), r]);
      const ctx = await presentContext(deps, viewer, 'eng');
      for (const [langT, group] of byLang) {
        const found = await repo.batch.wordSentencesByIds(db(), {
          ids: [...new Set(group.map((r) => r.id))],
          langT,
          viewerId: viewer?.id ?? null,
          translationsMax: 10,
        });
        const rowsById = new Map(found.map((r) => [r.ws_id, r]));
        for (const r of group) {
          const row = rowsById.get(r.id);
          if (!row || out.has(r.id)) continue;
          if (
            !can(viewer, 'read', material(row.ws_author_id, row.ws_review_status)) ||
            !can(viewer, 'read', material(row.s_author_id, row.s_review_status))
          )
            continue;
          const chosen =
            row.translations.find((t) => t.sentence_translation_id === r.sentenceTranslationId) ??
            row.translations.find((t) => t.lang_code === langT) ??
            null;
          out.set(
            r.id,
            presentSentence({ ...row, total: 1, best_st_id: chosen?.sentence_translation_id ?? null }, ctx),
          );
        }
      }
      return out;
    },

    /** Stored sides of unions (no reading rules): lets a caller check a word id against a union. */
    async translationSides(ids: readonly number[]): Promise<Map<number, TranslationSummary>> {
      if (!ids.length) return new Map();
      const found = await repo.batch.unionsByIds(db(), [...new Set(ids)], null, 0);
      return new Map(
        found.map((r) => [
          r.id,
          { id: r.id, primaryWordId: r.primary_word_id, translationWordId: r.translation_word_id },
        ]),
      );
    },

    /** One accepted example per (word, language): `${wordId}:${langT}` -> sentence and its translation. */
    async examples(
      items: readonly { wordId: number; langT: string; translationWord?: string | null }[],
    ): Promise<Map<string, { text: string; translation: string }>> {
      const out = new Map<string, { text: string; translation: string }>();
      const unique = new Map(items.map((i) => [`${i.wordId}:${i.langT}`, i]));
      const list = [...unique.values()];
      // Bounded statements for big exports.
      for (let i = 0; i < list.length; i += 500) {
        const chunk = list.slice(i, i + 500);
        const found = await repo.batch.examples(
          db(),
          chunk.map((c) => ({
            wordId: c.wordId,
            langT: c.langT,
            translationWord: c.translationWord ?? null,
          })),
        );
        for (const f of found)
          out.set(`${f.word_id}:${f.lang_t}`, { text: f.text, translation: f.translation });
      }
      return out;
    },
  };
}
