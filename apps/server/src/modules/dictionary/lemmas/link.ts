// Links inflected forms to their lemmas from Hunspell dictionaries: after an import (every root
// that is a translated word of the language gets its forms as words, each linked to it), and for
// one word a member adds (linked both ways to the words that exist).
import type { Executor } from '../../../platform/db/index';
import type { Database } from '../../../platform/db/index';
import { openBulkConnection } from '../import/bulk';
import { BatchBuilder } from '../import/model';
import { addStats, analyzeImportedTables, createImportWriter, emptyStats, upsertDataSource } from '../repository';
import { lemmasSql, languagesWithWords, translatedWordNames } from '../sql/lemmas';
import { UnitSize, unitCounter, type Units } from '../import/units';
import { HUNSPELL_DICTIONARIES, type HunspellDictionary } from './dictionaries';
import { loadInflections, readInflections } from './inflections';

export interface LemmaReport {
  lang: string;
  /** null: no Hunspell dictionary for the language (known: its Debian package is not installed). */
  dictionary: HunspellDictionary | null;
  installed: boolean;
  /** Translated words of the language that the dictionary lists as roots. */
  roots: number;
  formsLinked: number;
  wordsAdded: number;
  seconds: number;
}

/** Forms per transaction (in units: units.size, or at most that in time-boxed units). */
const BATCH_FORMS = 20_000;
/**
 * Expansion time between two turns of the event loop: each statement of the batch being written
 * waits for one to send the next, so a long turn stretches the write.
 */
const YIELD_AFTER_MS = 2;

const dataSourceOf = (d: HunspellDictionary) => ({
  slug: `hunspell-${d.file.toLowerCase().replace(/_/g, '-')}`,
  name: `Hunspell ${d.file} (Debian ${d.debianPackage})`,
  notice: `Inflected forms made by the affix rules of the Hunspell dictionary ${d.file} (Debian package ${d.debianPackage}), each linked to its dictionary form.`,
});

/**
 * Links the inflected forms of every translated word of `langs` (default: every language that has
 * words). Set-based through the import writer; running it again adds nothing.
 */
export async function linkLemmas(
  database: Database,
  hunspellDir: string,
  langs?: readonly string[],
  onLanguage?: (report: LemmaReport) => void,
  units?: Units,
): Promise<LemmaReport[]> {
  const conn = await openBulkConnection(database);
  // Time-boxed (units.unitMs): each batch's size follows the time the last batch's transaction took.
  const batchForms = new UnitSize(units?.size ?? BATCH_FORMS, units?.unitMs);
  const between = units ? unitCounter(units, 'forms') : null;
  const reports: LemmaReport[] = [];
  try {
    for (const lang of langs ?? (await languagesWithWords(conn))) {
      const started = performance.now();
      const inflections = await readInflections(hunspellDir, lang);
      const report: LemmaReport = {
        lang,
        dictionary: HUNSPELL_DICTIONARIES[lang] ?? null,
        installed: !!inflections,
        roots: 0,
        formsLinked: 0,
        wordsAdded: 0,
        seconds: 0,
      };
      if (inflections) {
        const ds = dataSourceOf(inflections.dictionary);
        const dataSourceId = await upsertDataSource(conn, {
          ...ds,
          author: null,
          url: null,
          license: null,
          licenseUrl: null,
          edition: null,
        });
        const writer = await createImportWriter(conn, dataSourceId);
        const roots = await translatedWordNames(conn, lang);
        const stats = emptyStats();
        const builder = new BatchBuilder();
        let pending = 0;
        // One batch is written while the next is expanded: the affix rules run on this thread,
        // the merge in the database. The expansion yields now and then so the write goes on.
        let writing: Promise<void> = Promise.resolve();
        const flush = async () => {
          await writing;
          // In units the server answers here, between two transactions.
          await between?.();
          if (!pending) return;
          const batch = builder.take();
          pending = 0;
          writing = batchForms.time(() => conn.transaction(() => writer.write(conn, batch))).then((s) => addStats(stats, s));
          // Awaited at the next flush; until then a failure must not count as unhandled.
          writing.catch(() => undefined);
        };
        let lastYield = performance.now();
        for (const { root, forms } of inflections.each((r) => roots.has(r))) {
          report.roots++;
          const lemma = builder.word(lang, root);
          for (const form of forms) {
            const key = builder.word(lang, form);
            if (key && lemma) builder.batch.forms.push({ form: key, lemma, kind: 'inflection' });
            pending++;
          }
          if (pending >= batchForms.value) await flush();
          else if (performance.now() - lastYield > YIELD_AFTER_MS) {
            await new Promise((resolve) => setImmediate(resolve));
            lastYield = performance.now();
          }
        }
        await flush();
        await writing;
        report.formsLinked = stats.formsAdded;
        report.wordsAdded = stats.wordsAdded;
      }
      report.seconds = (performance.now() - started) / 1000;
      reports.push(report);
      onLanguage?.(report);
    }
    // Stale statistics on word_forms made the read model's cards look up each word's lemma by
    // scanning every form (262 s for 7,213 cards after linking Italian, instead of a fraction of a second).
    if (reports.some((r) => r.formsLinked > 0)) await analyzeImportedTables(conn);
  } finally {
    await conn.release();
  }
  return reports;
}

/** Links a word just added to the words it is a form of and to its forms that exist; returns the links added. */
export async function linkWordLemmas(
  exec: Executor,
  hunspellDir: string,
  word: { id: number; name: string; lang_code: string },
): Promise<number> {
  const inflections = await loadInflections(hunspellDir, word.lang_code);
  if (!inflections) return 0;
  const lemmas = inflections.rootsOf(word.name);
  const forms = inflections.formsOf(word.name);
  if (!lemmas.length && !forms.length) return 0;
  const dataSourceId = await lemmasSql.dataSourceId(exec, dataSourceOf(inflections.dictionary));
  return lemmasSql.linkWord(exec, { wordId: word.id, lang: word.lang_code, lemmas, forms, dataSourceId });
}
