// Example sentences: a word's sentences with translations, one sentence's translations, a random example.
import { DICTIONARY_LIMITS, DictionaryErrorCode, type SentenceItem } from '@glossa/contract';
import type { Viewer } from '../../../platform/auth/viewer';
import { AppError } from '../../../platform/errors';
import { dictionaryRepository as repo } from '../repository';
import { presentSentence, presentSentenceTranslation } from '../presenter';
import { can, material } from '../../../platform/policy/content';
import { searchKeyOf } from '../../../platform/text/search-key';
import { presentContext, type DictionaryDeps } from './deps';

export function sentencesUseCases(deps: DictionaryDeps) {
  const db = () => deps.ctx.db;

  return {
    /** Sentences of `word_name` in `lang` (or of its lemma), best translated into `lang_t` first. */
    async sentences(
      viewer: Viewer | null,
      q: {
        word_name: string;
        word_name_t?: string;
        lang: string;
        lang_t: string;
        limit: number;
        offset: number;
      },
    ): Promise<{ data: SentenceItem[]; total_count: number }> {
      const key = searchKeyOf(q.word_name);
      if (!key) return { data: [], total_count: 0 };
      const hits = await repo.search.resolveWords(db(), {
        lang: q.lang,
        langT: q.lang_t,
        key,
        text: q.word_name,
        viewerId: viewer?.id ?? null,
      });
      let ids = hits.filter((h) => h.sentences > 0).map((h) => h.id);
      if (!ids.length)
        ids = [
          ...new Set(hits.flatMap((h) => (h.lemmas ?? []).filter((l) => l.sentences > 0).map((l) => l.id))),
        ];
      if (!ids.length) return { data: [], total_count: 0 };
      const nameT = q.word_name_t?.trim() || null;
      const page = (limit: number, offset: number) =>
        repo.sentences.page(db(), {
          wordIds: ids,
          langT: q.lang_t,
          keyT: nameT ? searchKeyOf(nameT) : null,
          nameT,
          viewerId: viewer?.id ?? null,
          limit,
          offset,
          translationsMax: 10,
        });
      const rows = await page(q.limit, q.offset);
      let total = rows[0]?.total ?? 0;
      if (!rows.length && q.offset > 0) total = (await page(1, 0))[0]?.total ?? 0;
      const ctx = await presentContext(deps, viewer, 'eng', { wordSentences: rows.map((r) => r.ws_id) });
      return { data: rows.map((r) => presentSentence(r, ctx)), total_count: total };
    },

    async wordSentenceTranslations(viewer: Viewer | null, id: number, langT: string | undefined) {
      const ws = await repo.sentences.wordSentence(db(), id);
      if (!ws || !can(viewer, 'read', material(ws.author_id, ws.review_status))) {
        throw new AppError(DictionaryErrorCode.WORD_SENTENCE_NOT_FOUND, 404, 'Sentence not found');
      }
      const list = await repo.sentences.translationsOfSentence(db(), {
        sentenceId: ws.sentence_id,
        langT: langT ?? null,
        viewerId: viewer?.id ?? null,
        limit: DICTIONARY_LIMITS.sentenceTranslationsMax,
      });
      const ctx = { viewer, attributes: new Map(), vocabularyNames: new Map() };
      return list.map((t) => presentSentenceTranslation(t, ctx));
    },

    async example(viewer: Viewer | null, q: { lang: string; lang_t: string }) {
      const hit = await repo.sentences.example(db(), {
        lang: q.lang,
        langT: q.lang_t,
        viewerId: viewer?.id ?? null,
        startFraction: Math.random(),
      });
      if (!hit) return null;
      return {
        word: { id: hit.word_id, name: hit.word_name, lang_code: hit.word_lang },
        sentence: {
          id: hit.id,
          sentence_text: hit.text,
          lang_code: hit.lang_code,
          selected_positions: hit.selected_positions ?? [],
        },
        translation: { id: hit.t_id, sentence_text: hit.t_text, lang_code: hit.t_lang },
      };
    },
  };
}
