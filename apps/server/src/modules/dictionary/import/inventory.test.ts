// The inventory: dictionaries found on the machine and whether they are imported, the languages
// and pairs with data, forms linked; and the start summary that names the commands that add what
// is missing. Forms count as linked only when a Hunspell dictionary linked them: the demo's own few
// forms (chevaux -> cheval) do not make a language "linked" in the summary.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUNSPELL_FIXTURES_DIR, createTestApp, type TestApp } from '../../../../test/app';
import { makeForm, makeTranslation } from '../../../../test/dictionary-factories';
import { linkLemmas } from '../lemmas/link';
import { readInventory, summaryLines } from './inventory';

let t: TestApp;
const dirs = { freedict: mkdtempSync(path.join(tmpdir(), 'fd-')), wordnet: mkdtempSync(path.join(tmpdir(), 'wn-')), hunspell: mkdtempSync(path.join(tmpdir(), 'hs-')) };

beforeAll(async () => {
  t = await createTestApp();
  writeFileSync(path.join(dirs.freedict, 'freedict-eng-deu.index'), 'x\n');
  writeFileSync(path.join(dirs.freedict, 'freedict-eng-deu.dict.dz'), 'abcd');
  writeFileSync(path.join(dirs.freedict, 'freedict-spa-eng.index'), 'y\n');
  writeFileSync(path.join(dirs.hunspell, 'de_DE.aff'), '');
  writeFileSync(path.join(dirs.hunspell, 'de_DE.dic'), '');
  await makeTranslation(t, ['eng', 'house'], ['ger', 'Haus']);
  await makeTranslation(t, ['eng', 'dog'], ['ger', 'Hund']);
  // German forms linked from the project's Hunspell fixture (Häuser -> Haus ...); French has only a
  // hand-written form like the demo's, and no Hunspell dictionary in `dirs`.
  await linkLemmas(t.database, HUNSPELL_FIXTURES_DIR, ['ger']);
  await makeTranslation(t, ['eng', 'horse'], ['fre', 'cheval']);
  await makeForm(t, 'fre', 'chevaux', 'cheval');
  await t.ctx.db.execute(sql`insert into data_sources (slug, name, license) values ('freedict-spa-eng', 'FreeDict spa-eng', 'GPL-3.0')`);
  await t.ctx.db.execute(sql`insert into import_checkpoints (source_key, data_source_id, file_signature, position, total, completed_at)
    select 'freedict:/x/freedict-spa-eng.index', id, 'sig', 42, 42, now() from data_sources where slug = 'freedict-spa-eng'`);
});
afterAll(() => t.close());

describe('inventory', () => {
  it('lists the dictionaries found with their size and import state, and what the data holds', async () => {
    const inv = await readInventory(t.ctx.db, dirs);
    expect(inv.sources).toEqual([
      expect.objectContaining({ id: 'freedict:eng-deu', bytes: 6, debianPackage: 'dict-freedict-eng-deu', imported: null }),
      expect.objectContaining({ id: 'freedict:spa-eng', bytes: 2, imported: expect.objectContaining({ complete: true, entries: 42, license: 'GPL-3.0' }) }),
    ]);
    expect(inv.pairs).toEqual([
      { langs: ['eng', 'ger'], translations: 2 },
      { langs: ['eng', 'fre'], translations: 1 },
    ]);
    const ger = inv.languages.find((l) => l.lang === 'ger')!;
    expect(ger).toMatchObject({ formsLinked: true, hunspell: { installed: true, debianPackage: 'hunspell-de-de' } });
    expect(inv.languages.find((l) => l.lang === 'eng')).toMatchObject({ formsLinked: false, hunspell: { installed: false, debianPackage: 'hunspell-en-us' } });
    expect(inv.languages.find((l) => l.lang === 'fre')).toMatchObject({ formsLinked: false, hunspell: { installed: false } });
  });

  it('says what is missing with the commands that add it', async () => {
    const lines = summaryLines(await readInventory(t.ctx.db, dirs)).join('\n');
    expect(lines).toMatch(/Holds: 2 language pairs, \d+ languages with words/);
    // Only the language whose forms a Hunspell dictionary linked; French (the demo's one form, no
    // Hunspell here) is among the missing dictionaries, not among the linked ones.
    expect(lines).toContain('Inflected forms linked (houses -> house): ger\n');
    expect(lines).toMatch(/no Hunspell dictionary for [a-z, ]*\bfre\b/);
    expect(lines).toContain('apt-get install hunspell-en-us');
    expect(lines).toContain('npm run import -- freedict eng-deu');
    expect(lines).not.toContain('freedict spa-eng');
    expect(lines).toContain('apt-get install wordnet-base');
  });
});
