// Close spellings and other directions of a search that found nothing (or little), from the read
// model: a symmetric-delete index of every translated key (spelling_variants, SymSpell) and the
// search documents themselves. A miss costs a few index probes, like a hit, however large the
// dictionary: no scan, no trigram candidates ranked per request.
import { sql } from 'drizzle-orm';
import { DICTIONARY_LIMITS } from '@glossa/contract';
import type { Executor } from '../../../platform/db/index';
import type { BulkConnection } from '../import/bulk';
import { compiledRows, unionsOfWordInto } from './common';

/**
 * Letters of a key whose deletions are indexed. Longer keys are told apart by their full edit
 * distance after the lookup; 6 keeps a key's variants at 22 or fewer (7 made 25 million rows
 * for eng-deu + deu-eng, and their build took longer than the rest of the read model).
 */
export const SPELLING_PREFIX = 6;
/** Keys shorter than this are not indexed (a typed key of 2 letters gets no close spellings). */
const SPELLING_MIN_LENGTH = 3;

/** Edits a close spelling may be away: one for short keys (two would offer half the short words), else two. */
export function maxEditsFor(key: string): number {
  const length = [...key].length;
  return length < SPELLING_MIN_LENGTH ? 0 : length <= 4 ? 1 : 2;
}

/** What VARIANTS_OF gives in SQL: the key's prefix with up to `deletes` letters deleted (distinct, never empty). */
export function spellingVariantsOf(key: string, deletes: number): string[] {
  const prefix = [...key].slice(0, SPELLING_PREFIX);
  const out = new Set<string>([prefix.join('')]);
  let level = [prefix];
  for (let d = 1; d <= deletes; d++) {
    const next: string[][] = [];
    for (const letters of level) {
      if (letters.length < 2) continue;
      for (let i = 0; i < letters.length; i++) {
        const shorter = [...letters.slice(0, i), ...letters.slice(i + 1)];
        const text = shorter.join('');
        if (!out.has(text)) {
          out.add(text);
          next.push(shorter);
        }
      }
    }
    level = next;
  }
  return [...out];
}

/** A PostgreSQL text[] literal, each element quoted (one parameter whatever its length). */
const textArrayLiteral = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/**
 * The variants of every key of `keys` (a subquery of distinct lang_code, search_key), set-wise:
 * the prefix, then each letter deleted, then each pair, then one distinct over all rows (eng-deu
 * + deu-eng: 95 s on the loaded machine; a function called per key, or a UNION per key, ran for
 * more than ten minutes). Only keys written as one word (no space in a name of the key)
 * and of at least SPELLING_MIN_LENGTH letters: a phrase is found by its words, autocomplete and
 * the folding of separators; with phrases the index was twice the size.
 */
const insertVariantsOf = (keys: string) => `
insert into spelling_variants (lang_code, variant, key_length, search_key, popularity)
select distinct k.lang_code, x.variant, k.len, k.search_key, k.popularity
from (
  select k.lang_code, k.search_key, char_length(k.search_key)::smallint as len, left(k.search_key, ${SPELLING_PREFIX}) as p, w.popularity
  from ${keys} k
  cross join lateral (
    select max(w.popularity) as popularity, bool_or(strpos(w.name, ' ') = 0) as one_word
    from words w where w.lang_code = k.lang_code and w.search_key = k.search_key
  ) w
  where char_length(k.search_key) >= ${SPELLING_MIN_LENGTH} and w.one_word
) k cross join lateral (
  select k.p as variant
  union all
  select overlay(k.p placing '' from i for 1) from generate_series(1, char_length(k.p)) i
  union all
  select overlay(overlay(k.p placing '' from j for 1) placing '' from i for 1)
    from generate_series(1, char_length(k.p)) i, generate_series(i + 1, char_length(k.p)) j
) x
where x.variant <> ''`;

export interface OtherDirection {
  lang_code: string;
  translation_lang: string;
  n: number;
}

/** The key with each pair of different neighbours swapped (a swap is one edit: read_model_search). */
export function neighbourSwapsOf(key: string): string[] {
  const letters = [...key];
  const out = new Set<string>();
  for (let i = 0; i + 1 < letters.length; i++) {
    if (letters[i] === letters[i + 1]) continue;
    out.add([...letters.slice(0, i), letters[i + 1], letters[i], ...letters.slice(i + 2)].join(''));
  }
  return [...out];
}

/** A word of a key that may be a close spelling (its distance is checked by the caller). */
export interface SpellingCandidate {
  key: string;
  name: string;
  popularity: number;
}

/** A guest's page from the read model (null fields: no document), with what a search finding nothing or little also answers. */
export interface GuestSearch {
  head: string | null;
  total: number | null;
  cards: string | null;
  n: number | null;
  /** The key has words (with or without a document): false means the live search would find nothing. */
  has_words: boolean;
  /** Other directions, most first (null: not computed, the document has `othersBelow` translations or more). */
  others: { lang: string; lang_t: string; count: number }[] | null;
  /** Candidate close spellings (null: not computed, the key has words: the live search may find them translated). */
  spellings: SpellingCandidate[] | null;
}

export const spellingSql = {
  /**
   * A guest's search in one round trip (read_model_search, migrations 0037 and 0039): the page of
   * the key's document and, when it has none or few translations, the candidate close spellings
   * (read in rank order, only as many as can be shown) and the other directions, so a miss costs
   * one statement like a hit.
   */
  async guestSearch(
    exec: Executor,
    q: { lang: string; key: string; langT: string; offset: number; limit: number; othersBelow: number },
  ): Promise<GuestSearch> {
    const maxEdits = maxEditsFor(q.key);
    const values = {
      lang: q.lang,
      key: q.key,
      langT: q.langT,
      from: q.offset + 1,
      to: q.offset + q.limit,
      othersBelow: q.othersBelow,
      variants: textArrayLiteral(maxEdits ? spellingVariantsOf(q.key, maxEdits) : []),
      swaps: textArrayLiteral(maxEdits ? neighbourSwapsOf(q.key) : []),
      maxEdits,
    };
    const [row] = await compiledRows<GuestSearch, typeof values>(
      exec,
      'readModelSearch',
      values,
      (v) => sql`select head, total, cards, n, has_words, others, spellings from read_model_search(
        ${v.lang}, ${v.key}, ${v.langT}, ${v.from}::int, ${v.to}::int, ${v.othersBelow}::int,
        ${v.variants}::text[], ${v.swaps}::text[], ${v.maxEdits}::int, ${sql.raw(String(SPELLING_PREFIX))},
        ${sql.raw(String(DICTIONARY_LIMITS.closeSpellings))})`,
    );
    return row!;
  },

  /** A full rebuild: the variants of every key with a document (into an empty table). */
  async buildAll(conn: BulkConnection): Promise<void> {
    await conn.query(insertVariantsOf('(select distinct lang_code, search_key from search_documents)'));
  },

  /** After the documents of the keys in `_rm_keys` were rebuilt: the variants of those that have one now. */
  async buildQueued(conn: BulkConnection): Promise<void> {
    await conn.query(
      `${insertVariantsOf(`(select distinct k.lang_code, k.search_key from _rm_keys k
        where exists (select 1 from search_documents d where d.lang_code = k.lang_code and d.search_key = k.search_key))`)}
      on conflict (lang_code, variant, key_length, search_key) do update set popularity = excluded.popularity`,
    );
  },

  /**
   * Keys of `lang` that may be within `maxEdits` of the typed key: those sharing one of its
   * variants, of a length within the distance, reached by at most `maxEdits` deletions on their
   * side too. Index-only probes of spelling_variants' primary key, one per variant.
   */
  candidateKeys(exec: Executor, q: { lang: string; key: string; maxEdits: number }) {
    const length = [...q.key].length;
    const values = {
      lang: q.lang,
      variants: textArrayLiteral(spellingVariantsOf(q.key, q.maxEdits)),
      shortest: length - q.maxEdits,
      longest: length + q.maxEdits,
      maxEdits: q.maxEdits,
    };
    return compiledRows<{ search_key: string }, typeof values>(
      exec,
      'spellingCandidates',
      values,
      (v) => sql`select distinct s.search_key from spelling_variants s
        where s.lang_code = ${v.lang} and s.variant = any(${v.variants}::text[])
          and s.key_length between ${v.shortest}::int and ${v.longest}::int
          and least(s.key_length, ${sql.raw(String(SPELLING_PREFIX))}) - char_length(s.variant) <= ${v.maxEdits}::int`,
    );
  },

  /** The words of `keys` in `lang` that translate into langT for this reader, with their popularity. */
  translatedWordsOf(
    exec: Executor,
    q: { lang: string; langT: string; keys: string[]; viewerId: number | null },
  ) {
    const member = q.viewerId !== null;
    const values = {
      lang: q.lang,
      langT: q.langT,
      keys: textArrayLiteral(q.keys),
      ...(member ? { viewer: q.viewerId! } : {}),
    };
    return compiledRows<
      { name: string; search_key: string; popularity: number },
      typeof values & { viewer?: number }
    >(
      exec,
      `spellingWords|${member ? 'member' : 'guest'}`,
      values,
      (v) => sql`select w.name, w.search_key, w.popularity from words w
        where w.lang_code = ${v.lang} and w.search_key = any(${v.keys}::text[])
          and ${unionsOfWordInto(sql`w.id`, sql`${v.langT}::text`, member ? (v.viewer as unknown as number) : null)}`,
    );
  },

  /**
   * Where else the key is translated: its documents in other languages into langT (a search the
   * other way round) or into lang (the swap), each with its number of translations.
   */
  otherDirections(exec: Executor, q: { lang: string; langT: string; key: string }) {
    return compiledRows<OtherDirection, { lang: string; langT: string; key: string }>(
      exec,
      'otherDirections',
      { lang: q.lang, langT: q.langT, key: q.key },
      (v) => sql`select d.lang_code, d.translation_lang, cardinality(d.union_ids) as n from search_documents d
        where d.search_key = ${v.key} and d.lang_code <> ${v.lang} and d.translation_lang in (${v.langT}, ${v.lang})
        order by n desc, d.lang_code, d.translation_lang`,
    );
  },
};
