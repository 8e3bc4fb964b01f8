// The staging side of a bulk import: temporary tables (emptied when the unit's transaction
// commits or rolls back) and the COPY of one parsed chunk into them. A unit (a whole source, or
// --batch entries) is staged chunk by chunk while the parser goes on, then merged once
// (import-writer.ts). Union and sentence indexes run across the chunks of a unit.
import type { BulkConnection, CopyValue } from '../import/bulk';
import { splitWordKey, type ImportBatch } from '../import/model';
import { searchKeyOf } from '../../../platform/text/search-key';

const STAGING = `
create temp table if not exists _s_words (name text, lang_code text, search_key text, transcriptions jsonb, extras jsonb) on commit delete rows;
create temp table if not exists _s_unions (idx int, p_lang text, p_name text, t_lang text, t_name text, p_expl text, t_expl text,
  comment text, weight int, extras jsonb, verified boolean) on commit delete rows;
create temp table if not exists _s_union_ids (idx int, union_id int, flipped boolean) on commit delete rows;
create temp table if not exists _s_union_words (idx int, pw int, tw int) on commit delete rows;
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

export type StagingTable =
  | '_s_words'
  | '_s_unions'
  | '_s_union_attrs'
  | '_s_union_subjects'
  | '_s_union_meanings'
  | '_s_word_meanings'
  | '_s_forms'
  | '_s_word_attrs'
  | '_s_groups'
  | '_s_group_items'
  | '_s_sentences'
  | '_s_sentence_tr';

/** Creates the staging tables (outside the units' transactions: a rolled-back unit must not drop them). */
export async function createStagingTables(conn: BulkConnection): Promise<void> {
  for (const stmt of STAGING.split(';')
    .map((s) => s.trim())
    .filter(Boolean))
    await conn.query(stmt);
}

/** What one unit has staged so far: the tables with rows and the running indexes. */
export class StagedUnit {
  readonly tables = new Set<StagingTable>();
  unions = 0;
  sentences = 0;

  has(table: StagingTable): boolean {
    return this.tables.has(table);
  }
}

const wordRow = (key: string): [string, string] => splitWordKey(key);

/** COPYs one parsed chunk into the staging tables (no statistics yet: the merge analyzes once). */
export async function stageBatch(
  conn: BulkConnection,
  unit: StagedUnit,
  batch: ImportBatch,
  attributeIds: ReadonlyMap<string, number>,
): Promise<void> {
  const copy = async (table: StagingTable, columns: string[], rows: CopyValue[][]) => {
    if (!rows.length) return;
    await conn.copyIn(table, columns, rows, { analyze: false });
    unit.tables.add(table);
  };

  await copy(
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

  const unionRows: CopyValue[][] = [];
  const attrRows: CopyValue[][] = [];
  const subjectRows: CopyValue[][] = [];
  const meaningRows: CopyValue[][] = [];
  for (const u of batch.unions) {
    const idx = unit.unions++;
    unionRows.push([
      idx,
      ...wordRow(u.primary),
      ...wordRow(u.translation),
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
  }
  await copy(
    '_s_unions',
    ['idx', 'p_lang', 'p_name', 't_lang', 't_name', 'p_expl', 't_expl', 'comment', 'weight', 'extras', 'verified'],
    unionRows,
  );
  await copy('_s_union_attrs', ['idx', 'side', 'attribute_id'], attrRows);
  await copy('_s_union_subjects', ['idx', 'code', 'ord'], subjectRows);
  await copy('_s_union_meanings', ['idx', 'side', 'lang_code', 'value', 'ord'], meaningRows);

  await copy(
    '_s_word_meanings',
    ['lang', 'name', 'm_lang', 'value', 'extras'],
    batch.wordMeanings.map((m) => [
      ...wordRow(m.word),
      m.lang,
      m.text,
      m.extras ? JSON.stringify(m.extras) : null,
    ]),
  );
  await copy(
    '_s_forms',
    ['f_lang', 'f_name', 'l_lang', 'l_name', 'kind'],
    batch.forms.map((f) => [...wordRow(f.form), ...wordRow(f.lemma), f.kind]),
  );
  const wordAttrRows: CopyValue[][] = [];
  for (const a of batch.wordAttributes) {
    const id = attributeIds.get(a.code);
    if (id !== undefined) wordAttrRows.push([...wordRow(a.word), id]);
  }
  await copy('_s_word_attrs', ['lang', 'name', 'attribute_id'], wordAttrRows);

  await copy(
    '_s_groups',
    ['key', 'kind', 'lang', 'p_lang', 'p_name', 't_lang', 't_name'],
    batch.groups.map((g) => [
      g.key,
      g.kind,
      g.lang,
      ...(g.union ? [...wordRow(g.union[0]), ...wordRow(g.union[1])] : [null, null, null, null]),
    ]),
  );
  await copy(
    '_s_group_items',
    ['key', 'lang', 'name'],
    batch.groups.flatMap((g) => g.members.map((m) => [g.key, ...wordRow(m)])),
  );

  const sRows: CopyValue[][] = [];
  const tRows: CopyValue[][] = [];
  for (const s of batch.sentences) {
    const idx = unit.sentences++;
    sRows.push([idx, s.lang, s.text, ...wordRow(s.word), s.positions, s.changedForm]);
    for (const t of s.translations)
      tRows.push([idx, t.lang, t.text, ...(t.word ? wordRow(t.word) : [null, null]), t.positions, t.changedForm]);
  }
  await copy('_s_sentences', ['idx', 'lang', 'text', 'w_lang', 'w_name', 'positions', 'changed'], sRows);
  await copy('_s_sentence_tr', ['idx', 'lang', 'text', 'w_lang', 'w_name', 'positions', 'changed'], tRows);
}
