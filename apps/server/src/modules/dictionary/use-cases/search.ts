// Searching: translations (full and light), close spellings, autocomplete tooltips.
import pLimit from 'p-limit';
import {
  DICTIONARY_LIMITS,
  OTHER_DIRECTIONS_BELOW,
  type OtherDirection,
  type Tooltip,
  type TranslationLight,
  type TranslationsResponse,
  type WordRef,
} from '@glossa/contract';
import type { Viewer } from '../../../platform/auth/viewer';
import { dictionaryRepository as repo, type UnionRow, type WordHit } from '../repository';
import { presentLight, presentTranslation, type LightRow } from '../presenter';
import { editDistanceWithin, searchKeyOf } from '../../../platform/text/search-key';
import { maxEditsFor, type GuestSearch, type SpellingCandidate } from '../sql/spelling';
import { presentContext, type DictionaryDeps } from './deps';

/** Candidate keys (nearest first) whose words are checked for translations into langT. */
const CLOSE_SPELLING_KEYS = 100;

/**
 * Close spellings among candidate words: those within the allowed edits of the key (a swap of
 * two neighbours counting as one), ranked by edits, then the more common word, then name.
 */
export function rankCloseSpellings(key: string, candidates: SpellingCandidate[]): string[] {
  const maxEdits = maxEditsFor(key);
  const distance = new Map<string, number>();
  for (const c of candidates)
    if (!distance.has(c.key)) distance.set(c.key, editDistanceWithin(key, c.key, maxEdits));
  const names = candidates
    .filter((c) => distance.get(c.key)! > 0 && distance.get(c.key)! <= maxEdits)
    .sort(
      (a, b) =>
        distance.get(a.key)! - distance.get(b.key)! || b.popularity - a.popularity || a.name.localeCompare(b.name),
    )
    .map((c) => c.name);
  return [...new Set(names)].slice(0, DICTIONARY_LIMITS.closeSpellings);
}

export interface ResolvedWords {
  /** Words whose translations are shown: the hits, or their lemmas when the hits have none. */
  ids: number[];
  canonical: WordRef | null;
  sentences: number;
}

/**
 * Picks the words a search is about. Hits with translations into lang_t win; when none has any
 * (an inflected form like 'geese'), their lemmas are used and reported as canonical.
 */
export function resolveHits(hits: WordHit[]): ResolvedWords {
  const lemmas = new Map<number, NonNullable<WordHit['lemmas']>[number]>();
  for (const h of hits)
    for (const l of h.lemmas ?? [])
      if (!lemmas.has(l.id) && !hits.some((x) => x.id === l.id)) lemmas.set(l.id, l);
  const firstLemma = [...lemmas.values()][0];
  const ref = (l: { id: number; name: string; lang_code: string } | undefined) =>
    l ? { id: l.id, name: l.name, lang_code: l.lang_code } : null;
  const own = hits.filter((h) => h.has_translations);
  if (own.length) {
    const lemmaOfOwn = own.flatMap((h) => h.lemmas ?? []).find((l) => l.id !== own[0]!.id);
    return {
      ids: own.map((h) => h.id),
      canonical: ref(lemmaOfOwn),
      sentences: own.reduce((n, h) => n + h.sentences, 0),
    };
  }
  const translated = [...lemmas.values()].filter((l) => l.has_translations);
  if (translated.length) {
    return {
      ids: translated.map((l) => l.id),
      canonical: ref(translated[0]),
      sentences: translated.reduce((n, l) => n + l.sentences, 0),
    };
  }
  return { ids: [], canonical: ref(firstLemma), sentences: hits.reduce((n, h) => n + h.sentences, 0) };
}

interface SearchPage {
  resolved: ResolvedWords & { key: string };
  rows: UnionRow[];
  total: number;
}

/** A card as the light answer reads it (names and attributes only). */
function lightRowOf(r: UnionRow): LightRow {
  return {
    id: r.id,
    primary_word_id: r.primary_word_id,
    translation_word_id: r.translation_word_id,
    is_verified: r.is_verified,
    likes_count: r.likes_count,
    p_name: r.primary_word.name,
    p_lang: r.primary_word.lang_code,
    t_name: r.translation_word.name,
    t_lang: r.translation_word.lang_code,
    attributes: r.attributes,
  };
}

export function searchUseCases(deps: DictionaryDeps) {
  const db = () => deps.ctx.db;
  /**
   * Searches the cache does not answer take turns, a few at a time (DICTIONARY_SEARCH_CONCURRENCY).
   * With every one let through, a burst puts more database backends than cores beside this
   * process; the scheduler starves whichever is unlucky, and the slowest answers took ten times
   * the median. In line here they are served in order of arrival. Nothing waits here holding a
   * connection.
   */
  const inTurn = pLimit(deps.ctx.config.DICTIONARY_SEARCH_CONCURRENCY);

  async function resolve(
    viewer: Viewer | null,
    lang: string,
    langT: string,
    text: string,
  ): Promise<ResolvedWords & { key: string }> {
    const key = searchKeyOf(text);
    if (!key) return { key, ids: [], canonical: null, sentences: 0 };
    const hits = await repo.search.resolveWords(db(), {
      lang,
      langT,
      key,
      text,
      viewerId: viewer?.id ?? null,
    });
    return { key, ...resolveHits(hits) };
  }

  /**
   * Close spellings from the symmetric-delete index (sql/spelling.ts), in two statements: the
   * keys within the allowed edits, nearest first, then the words of those that translate into
   * langT for this reader. For members; a guest's come with the read model's page (guestSearch).
   */
  async function closeSpellingsOf(
    viewerId: number | null,
    lang: string,
    langT: string,
    key: string,
  ): Promise<string[]> {
    const maxEdits = maxEditsFor(key);
    if (!maxEdits) return [];
    const distance = new Map<string, number>();
    for (const { search_key } of await repo.spelling.candidateKeys(db(), { lang, key, maxEdits })) {
      const d = editDistanceWithin(key, search_key, maxEdits);
      if (d > 0 && d <= maxEdits) distance.set(search_key, d);
    }
    if (!distance.size) return [];
    const keys = [...distance].sort((a, b) => a[1] - b[1]).slice(0, CLOSE_SPELLING_KEYS).map(([k]) => k);
    const words = await repo.spelling.translatedWordsOf(db(), { lang, langT, keys, viewerId });
    return rankCloseSpellings(key, words.map((w) => ({ key: w.search_key, name: w.name, popularity: w.popularity })));
  }

  /** The key's other languages, into langT (the other way round) or into lang (the swap). */
  async function otherDirectionsOf(lang: string, langT: string, key: string): Promise<OtherDirection[]> {
    const found = await repo.spelling.otherDirections(db(), { lang, langT, key });
    return found.map((d) => ({ lang: d.lang_code, lang_t: d.translation_lang, count: Number(d.n) }));
  }

  /**
   * A guest's page from a read-model document (sql/read-model.ts): null when a card is missing
   * (being rebuilt): then the live queries answer.
   */
  function documentPage(
    doc: { head: string; total: number; cards: string | null; n: number },
    key: string,
    q: { text: string; offset: number; limit: number },
  ): SearchPage | null {
    if (doc.n !== Math.max(0, Math.min(q.limit, doc.total - q.offset))) return null;
    // The document lists the key's words in id order; the search puts the exact spelling first.
    const hits = (JSON.parse(doc.head) as WordHit[]).sort((a, b) => Number(b.name === q.text) - Number(a.name === q.text));
    const rows = doc.cards ? (JSON.parse(`[${doc.cards}]`) as UnionRow[]) : [];
    return { resolved: { key, ...resolveHits(hits) }, rows, total: doc.total };
  }

  /**
   * A guest's page from the read model: one indexed read of the key's document and the page's
   * cards. Null when the key has no document (not translated into langT, or made stale by an
   * edit and not rebuilt yet) or a card is missing: then the live queries answer.
   */
  async function fromReadModel(q: {
    lang: string;
    langT: string;
    text: string;
    offset: number;
    limit: number;
  }): Promise<SearchPage | null> {
    const key = searchKeyOf(q.text);
    if (!key || !deps.ctx.config.DICTIONARY_READ_MODEL) return null;
    const doc = await repo.readModel.page(db(), { lang: q.lang, key, langT: q.langT, offset: q.offset, limit: q.limit });
    return doc ? documentPage(doc, key, q) : null;
  }

  /**
   * A guest's search in one statement (sql/spelling.ts guestSearch): the document's page, or the
   * empty page of a key without words; with the close spellings and other directions a small
   * or empty page shows. `page` is null when the live queries must answer (words without a
   * document, a card being rebuilt); what came with it still stands.
   */
  async function guestSearch(q: {
    lang: string;
    langT: string;
    text: string;
    offset: number;
    limit: number;
  }): Promise<{ page: SearchPage | null; found: GuestSearch } | null> {
    const key = searchKeyOf(q.text);
    if (!key || !deps.ctx.config.DICTIONARY_READ_MODEL) return null;
    const found = await repo.spelling.guestSearch(db(), { ...q, key, othersBelow: OTHER_DIRECTIONS_BELOW });
    const { head, total, cards, n } = found;
    const page =
      head !== null && total !== null && n !== null
        ? documentPage({ head, total, cards, n }, key, q)
        : found.has_words
          ? null
          : { resolved: { key, ids: [], canonical: null, sentences: 0 }, rows: [], total: 0 };
    return { page, found };
  }

  /** The live queries (members always: they also see their own material under review and their likes). */
  async function livePage(
    viewer: Viewer | null,
    q: { lang: string; langT: string; text: string; offset: number; limit: number },
  ): Promise<SearchPage> {
    const viewerId = viewer?.id ?? null;
    const resolved = await resolve(viewer, q.lang, q.langT, q.text);
    const rows = resolved.ids.length
      ? await repo.search.translationsPage(db(), {
          wordIds: resolved.ids,
          langT: q.langT,
          viewerId,
          limit: q.limit,
          offset: q.offset,
          meaningsPreview: DICTIONARY_LIMITS.meaningsPreview,
        })
      : [];
    let total = rows[0]?.total ?? 0;
    if (!rows.length && q.offset > 0 && resolved.ids.length) {
      // Past the last page: the total still tells the client there is nothing more.
      total =
        (
          await repo.search.translationsPage(db(), {
            wordIds: resolved.ids,
            langT: q.langT,
            viewerId,
            limit: 1,
            offset: 0,
            meaningsPreview: 0,
          })
        )[0]?.total ?? 0;
    }
    return { resolved, rows, total };
  }

  return {
    async translations(
      viewer: Viewer | null,
      q: { lang: string; lang_t: string; search: string; page: number; offset?: number; limit: number },
      localCode: string,
    ): Promise<TranslationsResponse> {
      const offset = q.offset ?? (q.page - 1) * q.limit;
      const cacheKey = viewer
        ? null
        : `t|${q.lang}|${q.lang_t}|${offset}|${q.limit}|${localCode}|${q.search}`;
      const cached = cacheKey ? deps.cache.get<TranslationsResponse>(cacheKey) : undefined;
      if (cached) return cached;
      return inTurn(async () => {
        const viewerId = viewer?.id ?? null;
        const page = { lang: q.lang, langT: q.lang_t, text: q.search, offset, limit: q.limit };
        const guest = viewer ? null : await guestSearch(page);
        const { resolved, rows, total } = guest?.page ?? (await livePage(viewer, page));
        // What the guest's statement brought is used; what it did not compute is asked for.
        const { spellings, others } = guest?.found ?? { spellings: null, others: null };
        const closeSpellings =
          total === 0 && resolved.key
            ? spellings
              ? rankCloseSpellings(resolved.key, spellings)
              : await closeSpellingsOf(viewerId, q.lang, q.lang_t, resolved.key)
            : [];
        const otherDirections =
          total < OTHER_DIRECTIONS_BELOW && resolved.key
            ? (others ?? (await otherDirectionsOf(q.lang, q.lang_t, resolved.key)))
            : [];
        const ctx = await presentContext(deps, viewer, localCode, { translations: rows.map((r) => r.id) });
        const ids = new Set(resolved.ids);
        const answer: TranslationsResponse = {
          data: rows.map((r) =>
            presentTranslation(r, !(ids.has(r.primary_word_id) && r.translation_lang === q.lang_t), ctx),
          ),
          total_count: total,
          sentences_total_count: resolved.sentences,
          canonical: resolved.canonical,
          close_spellings: closeSpellings,
          other_directions: otherDirections,
        };
        if (cacheKey) deps.cache.set(cacheKey, answer);
        return answer;
      });
    },

    async light(
      viewer: Viewer | null,
      q: { lang: string; lang_t: string; search: string; limit: number },
      localCode: string,
    ): Promise<{ data: TranslationLight[]; canonical: WordRef | null }> {
      const cacheKey = viewer ? null : `l|${q.lang}|${q.lang_t}|${q.limit}|${localCode}|${q.search}`;
      const cached = cacheKey
        ? deps.cache.get<{ data: TranslationLight[]; canonical: WordRef | null }>(cacheKey)
        : undefined;
      if (cached) return cached;
      return inTurn(async () => {
        const fromModel = viewer
          ? null
          : await fromReadModel({ lang: q.lang, langT: q.lang_t, text: q.search, offset: 0, limit: q.limit });
        let resolved: ResolvedWords;
        let rows: LightRow[];
        if (fromModel) {
          resolved = fromModel.resolved;
          rows = fromModel.rows.map(lightRowOf);
        } else {
          resolved = await resolve(viewer, q.lang, q.lang_t, q.search);
          rows = resolved.ids.length
            ? await repo.search.lightPage(db(), {
                wordIds: resolved.ids,
                langT: q.lang_t,
                viewerId: viewer?.id ?? null,
                limit: q.limit,
              })
            : [];
        }
        const ctx = await presentContext(deps, viewer, localCode, { translations: rows.map((r) => r.id) });
        const ids = new Set(resolved.ids);
        const data: TranslationLight[] = rows.map((r) =>
          presentLight(r, !(ids.has(r.primary_word_id) && r.t_lang === q.lang_t), ctx),
        );
        const answer = { data, canonical: resolved.canonical };
        if (cacheKey) deps.cache.set(cacheKey, answer);
        return answer;
      });
    },

    async tooltips(
      viewer: Viewer | null,
      q: { lang: string; lang_t: string; search: string; limit: number },
    ): Promise<Tooltip[]> {
      const key = searchKeyOf(q.search);
      if (!key) return [];
      const cacheKey = viewer ? null : `tt|${q.lang}|${q.lang_t}|${q.limit}|${key}`;
      const cached = cacheKey ? deps.cache.get<Tooltip[]>(cacheKey) : undefined;
      if (cached) return cached;
      const answer = await inTurn(async (): Promise<Tooltip[]> => {
        // A guest's answer for a long prefix is ready in the read model; the rest are computed.
        const ready =
          !viewer && deps.ctx.config.DICTIONARY_READ_MODEL
            ? await repo.readModel.tooltips(db(), { lang: q.lang, prefix: key, langT: q.lang_t })
            : null;
        if (ready !== null) return (JSON.parse(ready) as Tooltip[]).slice(0, q.limit);
        const rows = await repo.search.tooltips(db(), {
          lang: q.lang,
          langT: q.lang_t,
          prefix: key,
          viewerId: viewer?.id ?? null,
          limit: q.limit,
          readModel: deps.ctx.config.DICTIONARY_READ_MODEL,
        });
        return rows.map((r) => ({
          id: r.id,
          name: r.name,
          lang_code: r.lang_code,
          translation: r.translation,
          translation_union_id: r.translation_union_id,
        }));
      });
      if (cacheKey) deps.cache.set(cacheKey, answer);
      return answer;
    },

    resolve,
  };
}
