import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BatchBuilder, wordKey, type ImportBatch } from '../../../modules/dictionary/import/model';
import { readFixtureEntries, writeFixtureDictd } from '../../../../test/dictd-fixtures';
import { parseDingEntry } from './ding';
import { parseHeadLine } from './headline';
import { parsePlainEntry } from './plain';
import { dataSourceOf, dictionaryCode, familyOf, freedictSource, installedFreedictPairs, licenseOf } from './source';
import { parseWikdictEntry } from './wikdict';
import type { FreedictParser } from './entry-context';

const dir = mkdtempSync(path.join(tmpdir(), 'glossa-parsers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Parses the fixture entry whose first line starts with `head`. */
function parse(file: string, head: string, parser: FreedictParser, src: string, tgt: string): ImportBatch {
  const entry = readFixtureEntries(file).find((e) => e.text.startsWith(head));
  if (!entry) throw new Error(`no fixture entry ${head}`);
  const b = new BatchBuilder();
  parser(entry.text, { src, tgt, offset: 42, b });
  return b.take();
}

const pairs = (batch: ImportBatch) =>
  batch.unions.map((u) => `${u.primary.split('\u0001')[1]} -> ${u.translation.split('\u0001')[1]}`);

describe('the head line', () => {
  it('keeps slashes of the headword apart from the IPA', () => {
    expect(parseHeadLine('a smidge/smidgen /ɐ smˈɪdʒ smˈɪdʒən/')).toMatchObject({
      headword: 'a smidge/smidgen',
      ipas: ['ɐ smˈɪdʒ smˈɪdʒən'],
    });
    expect(parseHeadLine('Taxes are deducted. / Taxes are levied. /tˈaksɪz/')).toMatchObject({
      headword: 'Taxes are deducted. / Taxes are levied.',
    });
    expect(parseHeadLine('Schuster /ˈʃuːstɐ/ /ˈʃʊstɐ/ <n, masc>')).toMatchObject({
      headword: 'Schuster',
      ipas: ['ˈʃuːstɐ', 'ˈʃʊstɐ'],
      tags: ['n, masc'],
    });
    expect(parseHeadLine('go /ɡˈəʊ/ (went /wˈɛnt/ <>, gone /ɡˈɒn/ <>) <v>')).toMatchObject({
      headword: 'go',
      parens: ['went /wˈɛnt/ <>, gone /ɡˈɒn/ <>'],
      tags: ['v'],
    });
    expect(parseHeadLine('slow')).toMatchObject({ headword: 'slow', ipas: [] });
    expect(parseHeadLine('widget <n>')).toMatchObject({ headword: 'widget', tags: ['n'] });
  });
});

describe('Ding entries', () => {
  it('reads IPA, inflected forms, parts of speech, examples and see-also', () => {
    const batch = parse('ding-eng-deu.txt', 'go /ɡˈəʊ/ (went', parseDingEntry, 'eng', 'ger');
    expect(batch.words.get(wordKey('eng', 'go'))!.transcriptions).toEqual(['ɡˈəʊ']);
    expect(batch.words.get(wordKey('eng', 'went'))!.transcriptions).toEqual(['wˈɛnt']);
    expect(batch.forms).toEqual([
      { form: wordKey('eng', 'went'), lemma: wordKey('eng', 'go'), kind: null },
      { form: wordKey('eng', 'gone'), lemma: wordKey('eng', 'go'), kind: null },
    ]);
    expect(pairs(batch)).toEqual(['go -> gehen']);
    const union = batch.unions[0]!;
    expect(union.attributes).toEqual([
      { side: 'primary', code: 'verb' },
      { side: 'translation', code: 'verb' },
    ]);
    expect(union.extras).toMatchObject({
      offset: 42,
      grammar: ['translation:intr'],
      see: ['going', 'gone', 'I went home.'],
    });
    expect(union.weight).toBeGreaterThan(3);
    expect(batch.sentences.map((s) => [s.text, s.translations[0]!.text])).toEqual([
      ['he/she goes', 'er/sie geht'],
      ["Let's go!", 'Gehen wir!'],
      ['I go home.', 'Ich gehe nach Hause.'],
    ]);
    expect(batch.sentences[0]).toMatchObject({
      word: wordKey('eng', 'go'),
      lang: 'eng',
      positions: [1],
      changedForm: 'goes',
    });
    expect(batch.sentences[1]!.translations[0]).toMatchObject({
      lang: 'ger',
      word: wordKey('ger', 'gehen'),
      positions: [0],
      changedForm: null,
    });
  });

  it('puts notes before the examples on the translation side and later ones on the source side; labels become subjects', () => {
    const batch = parse('ding-eng-deu.txt', 'go /ɡˈəʊ/ <v>', parseDingEntry, 'eng', 'ger');
    expect(pairs(batch)).toEqual(['go -> ablaufen', 'go -> laufen']);
    expect(batch.unions[0]).toMatchObject({
      translationExplanation: 'wiederkehrendes Ereignis',
      primaryExplanation: 'recurrent event',
      subjects: [],
    });
    // A usage label after the last item belongs to that item.
    expect(batch.unions[1]).toMatchObject({
      translationExplanation: 'geh.; wiederkehrendes Ereignis',
      extras: { translation_labels: ['geh.'] },
    });
    expect(batch.unions[0]!.extras).not.toHaveProperty('translation_labels');
    const bank = parse('ding-eng-deu.txt', 'bank /bˈaŋk/\nBankinstitut', parseDingEntry, 'eng', 'ger');
    expect(pairs(bank)).toEqual(['bank -> Bankinstitut', 'bank -> Bank']);
    expect(bank.unions[1]).toMatchObject({
      subjects: ['finance'],
      attributes: [
        { side: 'primary', code: 'noun' },
        { side: 'translation', code: 'noun' },
        { side: 'translation', code: 'female' },
      ],
    });
    expect(bank.unions[0]!.attributes).toContainEqual({ side: 'translation', code: 'neuter' });
    expect(bank.unions[0]!.weight).toBeGreaterThan(bank.unions[1]!.weight);
  });

  it('makes a synonym group of the sense, tied to its first translation', () => {
    const batch = parse('ding-eng-deu.txt', 'bank /bˈaŋk/\nGewässerufer', parseDingEntry, 'eng', 'ger');
    expect(batch.groups).toEqual([
      {
        key: expect.stringMatching(/^syn:eng:/),
        kind: 'synonym',
        lang: 'eng',
        union: [wordKey('eng', 'bank'), wordKey('ger', 'Gewässerufer')],
        members: [wordKey('eng', 'bank'), wordKey('eng', 'river bank'), wordKey('eng', 'stream bank')],
      },
    ]);
    expect(batch.unions[0]).toMatchObject({
      translationExplanation: 'eines Fließgewässers',
      subjects: ['geography'],
    });
  });

  it('keeps per-item labels with their item and variants as extra headwords', () => {
    const street = parse('ding-eng-deu.txt', 'street', parseDingEntry, 'eng', 'ger');
    expect(pairs(street)).toEqual(['street -> Straße', 'street -> Strasse']);
    expect(street.unions[1]).toMatchObject({
      translationExplanation: 'Schw.',
      extras: { translation_labels: ['Schw.'] },
    });
    expect(street.unions[0]!.translationExplanation).toBeNull();
    const eir = parse('ding-eng-deu.txt', 'equipment identity register', parseDingEntry, 'eng', 'ger');
    expect(pairs(eir)).toEqual([
      'equipment identity register -> Gerätekennungsregister',
      'equipment identity register -> Gerätekennungsdatei',
      'EIR -> Gerätekennungsregister',
      'EIR -> Gerätekennungsdatei',
    ]);
    expect(eir.unions[2]!.extras).toMatchObject({ variant_of: 'equipment identity register' });
    expect(eir.unions[0]!.subjects).toEqual(['technology']);
  });

  it('reads an abbreviation glued to a tag as its own translation and drops its lone pronunciation', () => {
    // As in freedict-deu-eng 1.9: `road <n>Rd,  /ˌɛɾdˈeː/` is Ding's `road /Rd/`.
    const b = new BatchBuilder();
    parseDingEntry(
      'Straße /ʃtɾˈɑːsə/ <fem, n, sg>\nroad <n>Rd,  /ˌɛɾdˈeː/ , street <n>St.,  /ˌɛstˈeː/ , lane <n>\n',
      { src: 'ger', tgt: 'eng', offset: 0, b },
    );
    const batch = b.take();
    expect(pairs(batch)).toEqual([
      'Straße -> road',
      'Straße -> Rd',
      'Straße -> street',
      'Straße -> St.',
      'Straße -> lane',
    ]);
    expect(batch.unions[1]!.attributes).toContainEqual({ side: 'translation', code: 'abbreviation' });
    expect(batch.unions[0]!.attributes).toContainEqual({ side: 'translation', code: 'noun' });
    expect([...batch.words.keys()].some((k) => k.includes('/'))).toBe(false);
  });

  it('keeps unknown tags, labels and lines as data instead of failing', () => {
    const batch = parse('ding-eng-deu.txt', 'widget', parseDingEntry, 'eng', 'ger');
    expect(pairs(batch)).toEqual(['widget -> Dingsbums']);
    expect(batch.unions[0]).toMatchObject({
      translationExplanation: 'foo.',
      extras: {
        unknown_tags: ['xyz', 'quux'],
        translation_labels: ['foo.'],
        other: ['Quotable: something unusual'],
      },
    });
    expect(batch.unions[0]!.attributes).toContainEqual({ side: 'primary', code: 'noun' });
    const slow = parse('ding-eng-deu.txt', 'slow\n', parseDingEntry, 'eng', 'ger');
    expect(pairs(slow)).toEqual(['slow -> langsam']);
    expect(slow.unions[0]!.attributes).toEqual([
      { side: 'primary', code: 'adjective' },
      { side: 'translation', code: 'adjective' },
    ]);
  });

  it('reads the German side of deu-eng with gender and number', () => {
    const batch = parse('ding-deu-eng.txt', 'Haus', parseDingEntry, 'ger', 'eng');
    expect(pairs(batch)).toEqual(['Haus -> house']);
    expect(batch.unions[0]).toMatchObject({
      attributes: [
        { side: 'primary', code: 'noun' },
        { side: 'primary', code: 'neuter' },
        { side: 'translation', code: 'noun' },
      ],
      extras: { grammar: ['primary:sg'] },
    });
  });
});

describe('WikDict entries', () => {
  it('makes one sense per number with its definitions as meanings of the headword', () => {
    const batch = parse('wikdict-pol-eng.txt', 'dom', parseWikdictEntry, 'pol', 'eng');
    expect(pairs(batch)).toEqual(['dom -> house', 'dom -> home', 'dom -> home']);
    expect(batch.words.get(wordKey('pol', 'dom'))!.transcriptions).toEqual(['dɔ̃m', 'ˈdɔmɨ']);
    expect(batch.unions[0]!.meanings).toEqual([
      { side: 'primary', lang: 'pol', text: '(architektura, architektoniczny) oddzielny budynek mieszkalny' },
      { side: 'primary', lang: 'pol', text: '(heraldyka, heraldyczny) ród, rodzina, dynastia' },
    ]);
    expect(batch.unions[2]!.meanings).toEqual([
      { side: 'primary', lang: 'pol', text: 'pomieszczenie lub miejsce, które kojarzymy z domem rodzinnym' },
    ]);
    expect(batch.unions[0]!.weight).toBeGreaterThan(batch.unions[2]!.weight);
    expect(batch.unions[0]!.attributes).toEqual([{ side: 'primary', code: 'noun' }]);
  });

  it('reads unnumbered entries, gender and notes in parentheses', () => {
    const kot = parse('wikdict-pol-eng.txt', 'kot', parseWikdictEntry, 'pol', 'eng');
    expect(pairs(kot)).toEqual(['kot -> cat']);
    expect(kot.unions[0]!.attributes).toEqual([
      { side: 'primary', code: 'noun' },
      { side: 'primary', code: 'male' },
    ]);
    expect(kot.unions[0]!.meanings.map((m) => m.text)).toEqual([
      '(zoologia, zoologiczny) Felis silvestris domesticus, zwierzę domowe;',
    ]);
    const ludojad = parse('wikdict-pol-eng.txt', 'ludojad', parseWikdictEntry, 'pol', 'eng');
    expect(pairs(ludojad)).toEqual(['ludojad -> man-eater']);
    expect(ludojad.unions[0]!.meanings.map((m) => m.text)).toEqual([
      'zwierzę jadające ludzi',
      '(dawniej, dawny) ludożerca',
    ]);
    const piekny = parse('wikdict-pol-eng.txt', 'piękny', parseWikdictEntry, 'pol', 'eng');
    expect(pairs(piekny)).toEqual(['piękny -> beautiful', 'piękny -> pretty']);
    expect(piekny.unions[1]!.translationExplanation).toBe('potocznie');
  });
});

describe('plain entries', () => {
  it('reads one sense per line, numbered or not, with notes in parentheses', () => {
    expect(pairs(parse('plain-eng-fra.txt', 'pineapple', parsePlainEntry, 'eng', 'fre'))).toEqual([
      'pineapple -> ananas',
    ]);
    const remark = parse('plain-eng-fra.txt', 'remark', parsePlainEntry, 'eng', 'fre');
    expect(pairs(remark)).toEqual(['remark -> remarque', 'remark -> observation', 'remark -> commentaire']);
    expect(remark.unions[0]!.extras).toMatchObject({ sense: 1 });
    expect(remark.unions[2]!.extras).toMatchObject({ sense: 2 });
    const oblivious = parse('plain-eng-fra.txt', 'oblivious', parsePlainEntry, 'eng', 'fre');
    expect(pairs(oblivious)).toEqual(['oblivious -> inconscient']);
    expect(oblivious.unions[0]).toMatchObject({
      translationExplanation: 'of sth - de qch; to sth - de qch',
      attributes: [{ side: 'primary', code: 'adjective' }],
    });
    const floor = parse('plain-eng-fra.txt', 'ground', parsePlainEntry, 'eng', 'fre');
    expect(pairs(floor)).toEqual(['ground‐floor -> rez‐de‐chaussée']);
  });
});

describe('FreeDict sources', () => {
  it('tells the family, the languages and the licence from the files', () => {
    const ding = freedictSource(writeFixtureDictd(dir, 'ding-eng-deu.txt', 'eng-deu'));
    expect(ding.family).toBe('ding');
    expect(ding.dataSource).toMatchObject({
      slug: 'freedict-eng-deu',
      name: 'English - German Ding/FreeDict dictionary ver. 1.9-fd1-test',
      url: 'https://freedict.org/',
      license: 'GPL-3.0 and AGPL-3.0',
      edition: '1.9-fd1-test',
    });
    expect(ding.dataSource.author).toMatch(/^Frank Richter/);
    const wik = freedictSource(writeFixtureDictd(dir, 'wikdict-pol-eng.txt', 'pol-eng'));
    expect(wik.family).toBe('wikdict');
    expect(wik.dataSource).toMatchObject({
      license: 'CC BY-SA 3.0',
      url: 'http://www.wikdict.com/',
      author: 'Karl Bartel',
    });
    const plain = freedictSource(writeFixtureDictd(dir, 'plain-eng-fra.txt', 'eng-fra'));
    expect(plain.family).toBe('plain');
    expect(plain.dataSource).toMatchObject({
      license: 'GPL-2.0-or-later',
      author: '1999-2017 by various authors listed below.',
    });
    expect(familyOf(new Map([['short', 'Something else']]))).toBe('plain');
  });

  it('keeps an unknown licence text as written', () => {
    expect(licenseOf('Availability:\n\n    Free for everyone who smiles.\n\nNotes:')).toEqual({
      license: 'Free for everyone who smiles.',
      licenseUrl: null,
    });
    expect(dataSourceOf('x', new Map()).name).toBe('x');
  });

  it('takes a pair by its stem (both files share it) and lists the installed pairs', () => {
    const index = writeFixtureDictd(dir, 'plain-eng-fra.txt', 'eng-fra');
    const stem = index.replace(/\.index$/, '');
    expect(freedictSource(stem).dataSource.slug).toBe('freedict-eng-fra');
    expect(freedictSource(`${stem}.dict.dz`).key).toBe(freedictSource(index).key);
    expect(installedFreedictPairs(dir)).toContain('eng-fra');
    expect(installedFreedictPairs(path.join(dir, 'nowhere'))).toEqual([]);
    expect(() => freedictSource(path.join(dir, 'freedict-eng-qqq'))).toThrow(/freedict-eng-qqq\.index: no such file/);
  });

  it('refuses file names without languages and missing files', () => {
    expect(() => freedictSource(path.join(dir, 'freedict-eng-qqq.index'))).toThrow(/no such file/);
    const odd = writeFixtureDictd(dir, 'plain-eng-fra.txt', 'eng-fra').replace('freedict-eng-fra', 'eng-fra-words');
    copyFileSync(path.join(dir, 'freedict-eng-fra.index'), odd);
    expect(() => freedictSource(odd)).toThrow(/cannot tell the languages/);
  });

  it('holds individual languages as their macrolanguage, and names a language it does not hold', () => {
    expect(dictionaryCode('swh')).toBe('swa');
    expect(dictionaryCode('ckb')).toBe('kur');
    expect(dictionaryCode('kmr')).toBe('kur');
    expect(dictionaryCode('deu')).toBe('ger');
    const fixture = (pair: string) => {
      const index = writeFixtureDictd(dir, 'plain-eng-fra.txt', pair);
      return () => freedictSource(index);
    };
    expect(fixture('eng-swh')().languages).toEqual(['eng', 'swa']);
    // Languages without an ISO 639-1 code that FreeDict is written in are held (code_two_signs null).
    expect(fixture('kha-eng')().languages).toEqual(['kha', 'eng']);
    // FreeDict's eng-rom is English-Romanian.
    expect(fixture('eng-rom')().languages).toEqual(['eng', 'rum']);
    expect(fixture('spa-ast')().languages).toEqual(['spa', 'ast']);
    expect(fixture('eng-sux')).toThrow(/freedict-eng-sux\.index: "sux" is not among Glossa's \d+ languages/);
    expect(fixture('ckb-kmr')).toThrow(/both sides are the same language in Glossa \("kur"\)/);
  });
});
