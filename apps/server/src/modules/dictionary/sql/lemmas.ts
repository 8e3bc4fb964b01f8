// What lemma linking reads and writes besides the import writer: the translated words of a
// language (the roots worth inflecting) and the links of one word added by a member.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import type { BulkConnection } from '../import/bulk';
import { rows } from './common';

/** Names of the accepted words of `lang` that have at least one accepted translation. */
export async function translatedWordNames(conn: BulkConnection, lang: string): Promise<Set<string>> {
  const found = await conn.query<{ name: string }>(
    `select w.name from words w
     where w.lang_code = $1 and w.review_status = 'accepted'
       and (exists (select 1 from translation_unions u where u.primary_word_id = w.id and u.review_status = 'accepted' and not u.is_removed)
         or exists (select 1 from translation_unions u where u.translation_word_id = w.id and u.review_status = 'accepted' and not u.is_removed))`,
    [lang],
  );
  return new Set(found.map((r) => r.name));
}

/** Languages that have words (the candidates of `import -- lemmas` without languages). */
export async function languagesWithWords(conn: BulkConnection): Promise<string[]> {
  return (await conn.query<{ lang_code: string }>('select distinct lang_code from words order by 1')).map((r) => r.lang_code);
}

export const lemmasSql = {
  /** The id of a data source, created with `name` and `notice` when missing. */
  async dataSourceId(exec: Executor, d: { slug: string; name: string; notice: string }): Promise<number> {
    const [row] = await rows<{ id: number }>(
      exec,
      sql`with added as (
          insert into data_sources (slug, name, notice) values (${d.slug}, ${d.name}, ${d.notice})
          on conflict (slug) do nothing returning id
        ) select id from added union all select id from data_sources where slug = ${d.slug}`,
    );
    return row!.id;
  },

  /**
   * Links word `wordId` to the existing words of its language named in `lemmas` (it is their
   * form) and the existing words named in `forms` to it (they are its forms). Returns the links added.
   */
  async linkWord(
    exec: Executor,
    q: { wordId: number; lang: string; lemmas: string[]; forms: string[]; dataSourceId: number },
  ): Promise<number> {
    if (!q.lemmas.length && !q.forms.length) return 0;
    const list = (names: string[]) => sql`array[${sql.join([...names.map((n) => sql`${n}`), sql`null`], sql`, `)}]::text[]`;
    const added = await rows<{ id: number }>(
      exec,
      sql`insert into word_forms (word_id, canonical_word_id, kind, data_source_id, review_status)
        select ${q.wordId}::int, w.id, 'inflection', ${q.dataSourceId}::int, 'accepted'
          from words w where w.lang_code = ${q.lang} and w.name = any(${list(q.lemmas)}) and w.id <> ${q.wordId}::int
        union
        select w.id, ${q.wordId}::int, 'inflection', ${q.dataSourceId}::int, 'accepted'
          from words w where w.lang_code = ${q.lang} and w.name = any(${list(q.forms)}) and w.id <> ${q.wordId}::int
        on conflict do nothing returning id`,
    );
    return added.length;
  },
};
