// What this instance holds and what it could hold: the dictionaries found on the machine (FreeDict
// pairs in FREEDICT_DIR, WordNet, Hunspell in HUNSPELL_DIR), which of them are imported, the
// languages and pairs with data, and per language whether inflected forms are linked. Read by the
// first-start summary and the administrators' dictionaries page.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { rows } from '../../../platform/db/rows';
import { HUNSPELL_DICTIONARIES, hunspellFiles } from '../lemmas/dictionaries';

export const WORDNET_DIR_DEFAULT = '/usr/share/wordnet';

export interface FoundSource {
  /** `freedict:eng-deu` or `wordnet`. */
  id: string;
  kind: 'freedict' | 'wordnet';
  /** `freedict-eng-deu`, `wordnet`: the data source's slug once imported. */
  slug: string;
  label: string;
  bytes: number;
  debianPackage: string;
  imported: { at: string; complete: boolean; entries: number; license: string | null; edition: string | null } | null;
}

export interface LanguageHolding {
  lang: string;
  words: number;
  /** Inflected forms linked to their lemmas (houses -> house) from a Hunspell dictionary. */
  formsLinked: boolean;
  /** The Hunspell dictionary Glossa reads for it, null when Glossa knows none. */
  hunspell: { installed: boolean; debianPackage: string; file: string } | null;
}

export interface Inventory {
  sources: FoundSource[];
  languages: LanguageHolding[];
  pairs: { langs: [string, string]; translations: number }[];
}

const sizeOf = (files: string[]) => files.reduce((n, f) => n + (existsSync(f) ? statSync(f).size : 0), 0);

/** FreeDict pairs (`eng-deu`) installed in `dir`, sorted. */
export function freedictPairsIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((f) => /^freedict-([a-z]{3}-[a-z]{3})\.index$/.exec(f)?.[1])
    .filter((p): p is string => !!p)
    .sort();
}

export function wordnetFound(dir: string): boolean {
  return existsSync(path.join(dir, 'data.noun')) && existsSync(path.join(dir, 'index.noun'));
}

interface ImportedRow {
  slug: string;
  updated_at: Date | string;
  completed_at: Date | string | null;
  total: number | null;
  license: string | null;
  edition: string | null;
}

async function importedSources(exec: Executor): Promise<Map<string, FoundSource['imported']>> {
  const found = await rows<ImportedRow>(
    exec,
    sql`select d.slug, coalesce(max(c.updated_at), d.updated_at) as updated_at, max(c.completed_at) as completed_at,
        max(c.total) as total, d.license, d.edition
      from data_sources d left join import_checkpoints c on c.data_source_id = d.id
      group by d.id`,
  );
  return new Map(
    found.map((r) => [
      r.slug,
      {
        at: new Date(r.completed_at ?? r.updated_at).toISOString(),
        complete: r.completed_at !== null,
        entries: Number(r.total ?? 0),
        license: r.license,
        edition: r.edition,
      },
    ]),
  );
}

export async function readInventory(exec: Executor, dirs: { freedict: string; wordnet: string; hunspell: string }): Promise<Inventory> {
  const imported = await importedSources(exec);
  const sources: FoundSource[] = freedictPairsIn(dirs.freedict).map((pair) => ({
    id: `freedict:${pair}`,
    kind: 'freedict',
    slug: `freedict-${pair}`,
    label: `FreeDict ${pair}`,
    bytes: sizeOf([path.join(dirs.freedict, `freedict-${pair}.index`), path.join(dirs.freedict, `freedict-${pair}.dict.dz`)]),
    debianPackage: `dict-freedict-${pair}`,
    imported: imported.get(`freedict-${pair}`) ?? null,
  }));
  if (wordnetFound(dirs.wordnet))
    sources.push({
      id: 'wordnet',
      kind: 'wordnet',
      slug: 'wordnet',
      label: 'WordNet',
      bytes: sizeOf(['noun', 'verb', 'adj', 'adv'].flatMap((p) => [path.join(dirs.wordnet, `data.${p}`), path.join(dirs.wordnet, `index.${p}`)])),
      debianPackage: 'wordnet-base',
      imported: imported.get('wordnet') ?? null,
    });

  const [words, forms, pairs] = await Promise.all([
    rows<{ lang: string; n: number }>(exec, sql`select lang_code as lang, count(*)::int as n from words group by 1 order by 2 desc`),
    // Linked means by a Hunspell dictionary (`npm run import -- lemmas`, data source hunspell-*):
    // the demo's few hand-written forms (went -> go, chevaux -> cheval) link nothing, so a language
    // with only those is not listed as linked (nor is its `import -- lemmas` hint hidden).
    rows<{ lang: string }>(
      exec,
      sql`select l.lang from (select distinct lang_code as lang from words) l
        where exists (select 1 from word_forms f join words w on w.id = f.word_id
          where w.lang_code = l.lang and f.data_source_id in (select id from data_sources where slug like 'hunspell-%'))`,
    ),
    rows<{ a: string; b: string; n: number }>(
      exec,
      sql`select least(primary_lang, translation_lang) as a, greatest(primary_lang, translation_lang) as b, count(*)::int as n
        from translation_unions where not is_removed and review_status <> 'rejected' group by 1, 2 order by 3 desc`,
    ),
  ]);
  const linked = new Set(forms.map((f) => f.lang));
  const languages: LanguageHolding[] = words.map((w) => {
    const known = HUNSPELL_DICTIONARIES[w.lang];
    return {
      lang: w.lang,
      words: w.n,
      formsLinked: linked.has(w.lang),
      hunspell: known ? { installed: hunspellFiles(dirs.hunspell, w.lang) !== null, debianPackage: known.debianPackage, file: known.file } : null,
    };
  });
  return { sources, languages, pairs: pairs.map((p) => ({ langs: [p.a, p.b], translations: p.n })) };
}

/** The lines printed at the end of a start: what the instance holds, what it lacks and how to add it. */
export function summaryLines(inv: Inventory): string[] {
  const lines: string[] = [];
  const fmt = (n: number) => n.toLocaleString('en');
  lines.push(
    inv.languages.length
      ? `Holds: ${inv.pairs.length} language pairs, ${inv.languages.length} languages with words (${inv.languages
          .slice(0, 8)
          .map((l) => `${l.lang} ${fmt(l.words)}`)
          .join(', ')}${inv.languages.length > 8 ? ', ...' : ''})`
      : 'Holds: no dictionary data yet',
  );
  const linked = inv.languages.filter((l) => l.formsLinked).map((l) => l.lang);
  lines.push(`Inflected forms linked (houses -> house): ${linked.length ? linked.join(', ') : 'none'}`);
  const missing: string[] = [];
  const hunspell = inv.languages.filter((l) => l.hunspell && !l.hunspell.installed);
  if (hunspell.length)
    missing.push(
      `no Hunspell dictionary for ${hunspell.map((l) => l.lang).join(', ')} (inflected forms: houses -> house): apt-get install ${[...new Set(hunspell.map((l) => l.hunspell!.debianPackage))].join(' ')}, then npm run import -- lemmas`,
    );
  const installedUnlinked = inv.languages.filter((l) => l.hunspell?.installed && !l.formsLinked);
  if (installedUnlinked.length) missing.push(`forms not linked yet for ${installedUnlinked.map((l) => l.lang).join(', ')}: npm run import -- lemmas ${installedUnlinked.map((l) => l.lang).join(' ')}`);
  const notImported = inv.sources.filter((s) => !s.imported?.complete);
  const freedict = notImported.filter((s) => s.kind === 'freedict').map((s) => s.id.slice('freedict:'.length));
  if (freedict.length) missing.push(`FreeDict pairs found but not imported: npm run import -- freedict ${freedict.join(' ')} (or from the Dictionaries page)`);
  if (notImported.some((s) => s.kind === 'wordnet')) missing.push('WordNet found but not imported: npm run import -- wordnet');
  if (!inv.sources.some((s) => s.kind === 'freedict')) missing.push("no FreeDict dictionary installed: apt-get install dict-freedict-eng-deu (or 'dict-freedict-*')");
  if (!inv.sources.some((s) => s.kind === 'wordnet')) missing.push('no WordNet (English meanings): apt-get install wordnet-base');
  if (missing.length) lines.push('Missing:', ...missing.map((m) => `  - ${m}`));
  return lines;
}
