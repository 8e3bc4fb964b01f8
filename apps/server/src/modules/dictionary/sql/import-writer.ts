// Stores one ImportBatch set-based: COPY into temporary staging tables, then INSERT ... SELECT
// ... ON CONFLICT DO NOTHING into the real tables, joined on natural keys (language + name,
// the unordered word pair, text hashes, the source's group keys). Running a batch twice adds
// nothing. The caller wraps each batch in a transaction (staging tables empty on commit).
import type { BulkConnection, CopyValue } from '../import/bulk';
import { splitWordKey, type ImportBatch } from '../import/model';
import { searchKeyOf } from '../../../platform/text/search-key';

export interface WriteStats {
  wordsAdded: number;
  unionsAdded: number;
  unionsSkipped: number;
  meaningsAdded: number;
  groupsAdded: number;
  sentencesAdded: number;
  sentencesSkipped: number;
  formsAdded: number;
}

export const emptyStats = (): WriteStats => ({
  wordsAdded: 0,
  unionsAdded: 0,
  unionsSkipped: 0,
  meaningsAdded: 0,
  groupsAdded: 0,
  sentencesAdded: 0,
  sentencesSkipped: 0,
  formsAdded: 0,
});

export function addStats(into: WriteStats, s: WriteStats): void {
  for (const k of Object.keys(into) as (keyof WriteStats)[]) into[k] += s[k];
}

const STAGING = `
create temp table if not exists _s_words (name text, lang_code text, search_key text, transcriptions jsonb, extras jsonb) on commit delete rows;
create temp table if not exists _s_unions (idx int, p_lang text, p_name text, t_lang text, t_name text, p_expl text, t_expl text,
  comment text, weight int, extras jsonb, verified boolean) on commit delete rows;
create temp table if not exists _s_union_ids (idx int, union_id int, flipped boolean) on commit delete rows;
create temp table if not exists _s_new_unions (union_id int primary key) on commit delete rows;
create temp table if not exists _s_union_attrs (idx int, side text, attribute_id int) on commit delete rows;
create temp table if not exists _s_union_subjects (idx int, code text, ord int) on commit delete rows;
create temp table if not exists _s_union_meanings (idx int, side text, lang_code text, value text, ord int) on commit delete rows;
create temp table if not exists _s_word_meanings (lang text, name text, m_lang text, value text, extras jsonb) on commit delete rows;
create temp table if not exists _s_forms (f_lang text, f_name text, l_lang text, l_name text, kind text) on commit delete rows;
create temp table if not exists _s_word_attrs (lang text, name text, attribute_id int) on commit delete rows;
create temp table if not exists _s_groups (key text, kind text, lang text, p_lang text, p_name text, t_lang text, t_name text) on commit delete rows;
create temp table if not exists _s_group_items (key text, lang text, name text) on commit delete rows;
create temp table if not exists _s_sentences (idx int, lang text, text text, w_lang text, w_name text, positions int[], changed text) on commit delete rows;
create temp table if not exists _s_sentence_tr (idx int, lang text, text text, w_lang text, w_name text, positions int[], changed text) on commit delete rows;
`;

const count = async (conn: BulkConnection, sql: string, params: unknown[]) => {
  const rows = await conn.query<{ n: number | string }>(
    `with x as (${sql}) select count(*)::int as n from x`,
    params,
  );
  return Number(rows[0]?.n ?? 0);
};

/** Resolves words of a staging table by (lang, name) through the unique index. */
const W = (alias: string, lang: string, name: string) =>
  `words ${alias} on ${alias}.lang_code = ${lang} and ${alias}.name = ${name}`;
const PAIR = (u: string, a: string, b: string) =>
  `least(${u}.primary_word_id, ${u}.translation_word_id) = least(${a}, ${b}) and greatest(${u}.primary_word_id, ${u}.translation_word_id) = greatest(${a}, ${b})`;

export interface ImportWriter {
  write(conn: BulkConnection, batch: ImportBatch): Promise<WriteStats>;
}

/** Attribute and subject codes are resolved once per import. */
export async function createImportWriter(conn: BulkConnection, dataSourceId: number): Promise<ImportWriter> {
  const attributeIds = new Map(
    (await conn.query<{ id: number; code: string }>('select id, code from attributes')).map((r) => [
      r.code,
      r.id,
    ]),
  );
  const ds = dataSourceId;
  // Staging tables are created outside the per-batch transactions (a rolled-back batch must not drop them).
  for (const stmt of STAGING.split(';')
    .map((s) => s.trim())
    .filter(Boolean))
    await conn.query(stmt);

  return {
    async write(conn, batch) {
      const stats = emptyStats();
      const wordRow = (key: string): [string, string] => {
        const [lang, name] = splitWordKey(key);
        return [lang, name];
      };

      // 1. Words. A headword seen later with its IPA fills in missing transcriptions.
      await conn.copyIn(
        '_s_words',
        ['name', 'lang_code', 'search_key', 'transcriptions', 'extras'],
        [...batch.words.values()].map((w) => [
          w.name,
          w.lang,
          searchKeyOf(w.name),
          JSON.stringify(w.transcriptions),
          w.extras ? JSON.stringify(w.extras) : null,
        ]),
      );
      stats.wordsAdded = Number(
        (
          await conn.query<{ n: number }>(
            `with x as (
               insert into words (name, lang_code, search_key, transcriptions, extras, data_source_id, review_status)
               select distinct on (lang_code, name) name, lang_code, search_key, transcriptions, extras, $1::int, 'accepted' from _s_words
               order by lang_code, name, jsonb_array_length(transcriptions) desc
               on conflict (lang_code, name) do update set transcriptions = excluded.transcriptions
                 where words.transcriptions = '[]'::jsonb and excluded.transcriptions <> '[]'::jsonb
               returning (xmax = 0) as inserted
             ) select (count(*) filter (where inserted))::int as n from x`,
            [ds],
          )
        )[0]?.n ?? 0,
      );

      // 2. Unions: the unordered pair is unique, so a pair another source (or direction) already has is skipped.
      if (batch.unions.length) {
        const unionRows: CopyValue[][] = [];
        const attrRows: CopyValue[][] = [];
        const subjectRows: CopyValue[][] = [];
        const meaningRows: CopyValue[][] = [];
        batch.unions.forEach((u, idx) => {
          const [pl, pn] = wordRow(u.primary);
          const [tl, tn] = wordRow(u.translation);
          unionRows.push([
            idx,
            pl,
            pn,
            tl,
            tn,
            u.primaryExplanation,
            u.translationExplanation,
            u.comment,
            u.weight,
            u.extras ? JSON.stringify(u.extras) : null,
            u.isVerified,
          ]);
          for (const a of u.attributes) {
            const id = attributeIds.get(a.code);
            if (id !== undefined) attrRows.push([idx, a.side, id]);
          }
          u.subjects.forEach((code, ord) => subjectRows.push([idx, code, ord]));
          u.meanings.forEach((m, ord) => meaningRows.push([idx, m.side, m.lang, m.text, ord]));
        });
        await conn.copyIn(
          '_s_unions',
          [
            'idx',
            'p_lang',
            'p_name',
            't_lang',
            't_name',
            'p_expl',
            't_expl',
            'comment',
            'weight',
            'extras',
            'verified',
          ],
          unionRows,
        );
        // New unions get this source's weight as they are inserted (no second write of the row);
        // their ids are kept so only unions other sources had get the weight added below.
        stats.unionsAdded = Number(
          (
            await conn.query<{ n: number }>(
              `with x as (
                 insert into translation_unions (primary_word_id, translation_word_id, primary_lang, translation_lang, primary_word_explanation,
                   translation_word_explanation, comment, weight, extras, is_verified, data_source_id, review_status)
                 select distinct on (least(pw.id, tw.id), greatest(pw.id, tw.id)) pw.id, tw.id, s.p_lang, s.t_lang, s.p_expl, s.t_expl, s.comment,
                   max(s.weight) over (partition by least(pw.id, tw.id), greatest(pw.id, tw.id)), s.extras, s.verified, $1::int, 'accepted'
                 from _s_unions s join ${W('pw', 's.p_lang', 's.p_name')} join ${W('tw', 's.t_lang', 's.t_name')}
                 where pw.id <> tw.id
                 order by least(pw.id, tw.id), greatest(pw.id, tw.id), s.idx
                 on conflict ((least(primary_word_id, translation_word_id)), (greatest(primary_word_id, translation_word_id))) do nothing
                 returning id
               ), kept as (insert into _s_new_unions (union_id) select id from x returning 1)
               select count(*)::int as n from kept`,
              [ds],
            )
          )[0]?.n ?? 0,
        );
        await conn.query(
          `insert into _s_union_ids (idx, union_id, flipped)
           select s.idx, u.id, u.primary_word_id <> pw.id
           from _s_unions s join ${W('pw', 's.p_lang', 's.p_name')} join ${W('tw', 's.t_lang', 's.t_name')}
           join translation_unions u on ${PAIR('u', 'pw.id', 'tw.id')}`,
        );
        const pairs = Number(
          (await conn.query<{ n: number }>('select count(distinct union_id)::int as n from _s_union_ids'))[0]
            ?.n ?? 0,
        );
        stats.unionsSkipped = Math.max(0, pairs - stats.unionsAdded);

        // Each source that contains a pair adds its weight once.
        await conn.query(
          `with linked as (
             insert into translation_sources (translation_union_id, data_source_id)
             select distinct union_id, $1::int from _s_union_ids
             on conflict do nothing returning translation_union_id
           ), w as (
             select i.union_id, max(s.weight) as weight from _s_union_ids i join _s_unions s on s.idx = i.idx group by i.union_id
           )
           update translation_unions u set weight = u.weight + w.weight
           from w where u.id = w.union_id and w.union_id in (select translation_union_id from linked)
             and not exists (select 1 from _s_new_unions n where n.union_id = w.union_id)`,
          [ds],
        );

        await conn.copyIn('_s_union_attrs', ['idx', 'side', 'attribute_id'], attrRows);
        await conn.query(
          `insert into translation_attributes (translation_union_id, side, attribute_id, data_source_id, review_status)
           select distinct i.union_id, case when i.flipped then (case a.side when 'primary' then 'translation' else 'primary' end) else a.side end,
             a.attribute_id, $1::int, 'accepted'
           from _s_union_attrs a join _s_union_ids i on i.idx = a.idx
           on conflict do nothing`,
          [ds],
        );

        await conn.copyIn('_s_union_subjects', ['idx', 'code', 'ord'], subjectRows);
        await conn.query(
          `insert into translation_vocabularies (translation_union_id, vocabulary_code, data_source_id, review_status)
           select x.union_id, x.code, $1::int, 'accepted' from (
             select i.union_id, s.code, row_number() over (partition by i.union_id order by min(s.ord), s.code) as rn
             from _s_union_subjects s join _s_union_ids i on i.idx = s.idx join vocabularies v on v.code = s.code
             where not exists (select 1 from translation_vocabularies tv where tv.translation_union_id = i.union_id and tv.vocabulary_code = s.code)
             group by i.union_id, s.code
           ) x
           where x.rn + (select count(*) from translation_vocabularies tv where tv.translation_union_id = x.union_id) <= 5
           on conflict do nothing`,
          [ds],
        );

        if (meaningRows.length) {
          await conn.copyIn('_s_union_meanings', ['idx', 'side', 'lang_code', 'value', 'ord'], meaningRows);
          const sideWord = `case when (m.side = 'primary') = (not i.flipped) then u.primary_word_id else u.translation_word_id end`;
          stats.meaningsAdded += await count(
            conn,
            `insert into meanings (word_id, lang_code, value, data_source_id, review_status)
             select distinct ${sideWord}, m.lang_code, m.value, $1::int, 'accepted'
             from _s_union_meanings m join _s_union_ids i on i.idx = m.idx join translation_unions u on u.id = i.union_id
             on conflict (word_id, lang_code, (md5(value))) do nothing returning id`,
            [ds],
          );
          await conn.query(
            `insert into translation_meanings (translation_union_id, meaning_id, position)
             select i.union_id, me.id, min(m.ord)
             from _s_union_meanings m join _s_union_ids i on i.idx = m.idx join translation_unions u on u.id = i.union_id
             join meanings me on me.word_id = ${sideWord} and me.lang_code = m.lang_code and md5(me.value) = md5(m.value)
             group by i.union_id, me.id
             on conflict do nothing`,
          );
        }
      }

      // 3. Word-level meanings (WordNet glosses).
      if (batch.wordMeanings.length) {
        await conn.copyIn(
          '_s_word_meanings',
          ['lang', 'name', 'm_lang', 'value', 'extras'],
          batch.wordMeanings.map((m) => [
            ...wordRow(m.word),
            m.lang,
            m.text,
            m.extras ? JSON.stringify(m.extras) : null,
          ]),
        );
        stats.meaningsAdded += await count(
          conn,
          `insert into meanings (word_id, lang_code, value, extras, data_source_id, review_status)
           select distinct on (w.id, m.m_lang, md5(m.value)) w.id, m.m_lang, m.value, m.extras, $1::int, 'accepted'
           from _s_word_meanings m join ${W('w', 'm.lang', 'm.name')}
           on conflict (word_id, lang_code, (md5(value))) do nothing returning id`,
          [ds],
        );
      }

      // 4. Inflected forms and word attributes.
      if (batch.forms.length) {
        await conn.copyIn(
          '_s_forms',
          ['f_lang', 'f_name', 'l_lang', 'l_name', 'kind'],
          batch.forms.map((f) => [...wordRow(f.form), ...wordRow(f.lemma), f.kind]),
        );
        stats.formsAdded = await count(
          conn,
          `insert into word_forms (word_id, canonical_word_id, kind, data_source_id, review_status)
           select distinct on (fw.id, lw.id) fw.id, lw.id, f.kind, $1::int, 'accepted'
           from _s_forms f join ${W('fw', 'f.f_lang', 'f.f_name')} join ${W('lw', 'f.l_lang', 'f.l_name')}
           where fw.id <> lw.id
           on conflict do nothing returning id`,
          [ds],
        );
      }
      if (batch.wordAttributes.length) {
        const rowsOut: CopyValue[][] = [];
        for (const a of batch.wordAttributes) {
          const id = attributeIds.get(a.code);
          if (id !== undefined) rowsOut.push([...wordRow(a.word), id]);
        }
        await conn.copyIn('_s_word_attrs', ['lang', 'name', 'attribute_id'], rowsOut);
        await conn.query(
          `insert into word_attributes (word_id, attribute_id, data_source_id, review_status)
           select distinct w.id, a.attribute_id, $1::int, 'accepted' from _s_word_attrs a join ${W('w', 'a.lang', 'a.name')}
           on conflict do nothing`,
          [ds],
        );
      }

      // 5. Synonym and antonym groups, keyed by the source's own keys.
      if (batch.groups.length) {
        await conn.copyIn(
          '_s_groups',
          ['key', 'kind', 'lang', 'p_lang', 'p_name', 't_lang', 't_name'],
          batch.groups.map((g) => [
            g.key,
            g.kind,
            g.lang,
            ...(g.union ? [...wordRow(g.union[0]), ...wordRow(g.union[1])] : [null, null, null, null]),
          ]),
        );
        await conn.copyIn(
          '_s_group_items',
          ['key', 'lang', 'name'],
          batch.groups.flatMap((g) => g.members.map((m) => [g.key, ...wordRow(m)])),
        );
        stats.groupsAdded = await count(
          conn,
          `insert into word_groups (kind, lang_code, translation_union_id, external_key, data_source_id, review_status)
           select distinct on (g.key) g.kind, g.lang, u.id, g.key, $1::int, 'accepted'
           from _s_groups g
           left join ${W('pw', 'g.p_lang', 'g.p_name')} left join ${W('tw', 'g.t_lang', 'g.t_name')}
           left join translation_unions u on ${PAIR('u', 'pw.id', 'tw.id')}
           order by g.key
           on conflict (data_source_id, external_key) where external_key is not null do nothing returning id`,
          [ds],
        );
        await conn.query(
          `insert into word_group_items (word_group_id, word_id, data_source_id, review_status)
           select distinct wg.id, w.id, $1::int, 'accepted'
           from _s_group_items gi join word_groups wg on wg.data_source_id = $1::int and wg.external_key = gi.key
           join ${W('w', 'gi.lang', 'gi.name')}
           on conflict do nothing`,
          [ds],
        );
      }

      // 6. Sentences, their words and their translations.
      if (batch.sentences.length) {
        const sRows: CopyValue[][] = [];
        const tRows: CopyValue[][] = [];
        batch.sentences.forEach((s, idx) => {
          sRows.push([idx, s.lang, s.text, ...wordRow(s.word), s.positions, s.changedForm]);
          for (const t of s.translations)
            tRows.push([
              idx,
              t.lang,
              t.text,
              ...(t.word ? wordRow(t.word) : [null, null]),
              t.positions,
              t.changedForm,
            ]);
        });
        await conn.copyIn(
          '_s_sentences',
          ['idx', 'lang', 'text', 'w_lang', 'w_name', 'positions', 'changed'],
          sRows,
        );
        await conn.copyIn(
          '_s_sentence_tr',
          ['idx', 'lang', 'text', 'w_lang', 'w_name', 'positions', 'changed'],
          tRows,
        );
        const distinct = Number(
          (
            await conn.query<{ n: number }>(
              'select count(*)::int as n from (select lang, text from _s_sentences union select lang, text from _s_sentence_tr) x',
            )
          )[0]?.n ?? 0,
        );
        stats.sentencesAdded = await count(
          conn,
          `insert into sentences (text, lang_code, data_source_id, review_status)
           select x.text, x.lang, $1::int, 'accepted' from (select lang, text from _s_sentences union select lang, text from _s_sentence_tr) x
           on conflict (lang_code, (md5(text))) do nothing returning id`,
          [ds],
        );
        stats.sentencesSkipped = distinct - stats.sentencesAdded;
        const S = (alias: string, src: string) =>
          `sentences ${alias} on ${alias}.lang_code = ${src}.lang and md5(${alias}.text) = md5(${src}.text)`;
        await conn.query(
          `insert into word_sentences (word_id, sentence_id, selected_positions, changed_word_form, data_source_id, review_status)
           select distinct on (w.id, se.id) w.id, se.id, x.positions, x.changed, $1::int, 'accepted'
           from (select lang, text, w_lang, w_name, positions, changed from _s_sentences
                 union all select lang, text, w_lang, w_name, positions, changed from _s_sentence_tr where w_name is not null) x
           join ${W('w', 'x.w_lang', 'x.w_name')} join ${S('se', 'x')}
           order by w.id, se.id
           on conflict do nothing`,
          [ds],
        );
        await conn.query(
          `insert into sentence_translations (sentence_id, translation_sentence_id, data_source_id, review_status)
           select distinct on (least(a.id, b.id), greatest(a.id, b.id)) a.id, b.id, $1::int, 'accepted'
           from _s_sentence_tr t join _s_sentences s on s.idx = t.idx join ${S('a', 's')} join ${S('b', 't')}
           where a.id <> b.id
           order by least(a.id, b.id), greatest(a.id, b.id)
           on conflict ((least(sentence_id, translation_sentence_id)), (greatest(sentence_id, translation_sentence_id))) do nothing`,
          [ds],
        );
      }
      return stats;
    },
  };
}

export interface DataSourceRecord {
  slug: string;
  name: string;
  author: string | null;
  url: string | null;
  license: string | null;
  licenseUrl: string | null;
  edition: string | null;
  notice: string | null;
}

/** Creates or refreshes the data source row; returns its id. */
export async function upsertDataSource(conn: BulkConnection, d: DataSourceRecord): Promise<number> {
  const [row] = await conn.query<{ id: number }>(
    `insert into data_sources (slug, name, author, url, license, license_url, edition, notice)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (slug) do update set name = excluded.name, author = excluded.author, url = excluded.url, license = excluded.license,
       license_url = excluded.license_url, edition = excluded.edition, notice = excluded.notice, updated_at = now()
     returning id`,
    [
      d.slug,
      d.name.slice(0, 300),
      d.author,
      d.url,
      d.license?.slice(0, 300) ?? null,
      d.licenseUrl,
      d.edition?.slice(0, 100) ?? null,
      d.notice,
    ],
  );
  return row!.id;
}

export interface Checkpoint {
  position: number;
  signature: string;
  completed: boolean;
}

export async function readCheckpoint(conn: BulkConnection, key: string): Promise<Checkpoint | null> {
  const [row] = await conn.query<{ position: number; file_signature: string; completed_at: Date | null }>(
    'select position, file_signature, completed_at from import_checkpoints where source_key = $1',
    [key],
  );
  return row
    ? { position: row.position, signature: row.file_signature, completed: row.completed_at !== null }
    : null;
}

export async function saveCheckpoint(
  conn: BulkConnection,
  c: {
    key: string;
    dataSourceId: number;
    signature: string;
    position: number;
    total: number;
    completed: boolean;
  },
): Promise<void> {
  await conn.query(
    `insert into import_checkpoints (source_key, data_source_id, file_signature, position, total, completed_at, updated_at)
     values ($1, $2, $3, $4, $5, case when $6::boolean then now() end, now())
     on conflict (source_key) do update set data_source_id = excluded.data_source_id, file_signature = excluded.file_signature,
       position = excluded.position, total = excluded.total, completed_at = excluded.completed_at, updated_at = now()`,
    [c.key, c.dataSourceId, c.signature, c.position, c.total, c.completed],
  );
}

export async function isDictionaryEmpty(conn: BulkConnection): Promise<boolean> {
  const [row] = await conn.query<{ any: boolean }>(
    'select exists (select 1 from translation_unions) or exists (select 1 from meanings) as any',
  );
  return !row?.any;
}

const IMPORTED_TABLES = [
  'words',
  'word_forms',
  'word_attributes',
  'translation_unions',
  'translation_sources',
  'translation_attributes',
  'translation_vocabularies',
  'meanings',
  'translation_meanings',
  'word_groups',
  'word_group_items',
  'sentences',
  'word_sentences',
  'sentence_translations',
];

/** Fresh planner statistics after a bulk load: stale ones make the search plan scan whole tables. */
export async function analyzeImportedTables(conn: BulkConnection): Promise<void> {
  for (const table of IMPORTED_TABLES) await conn.query(`analyze ${table}`);
}
