import { cpSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BatchBuilder, wordKey } from '../../modules/dictionary/import/model';
import { FIXTURES_DIR } from '../../../test/dictd-fixtures';
import { ImportFileError } from './dictd';
import { splitGloss, wordnetSource } from './wordnet';

const FIXTURE = path.join(FIXTURES_DIR, 'wordnet');
const dir = mkdtempSync(path.join(tmpdir(), 'glossa-wordnet-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function parseAll() {
  const source = wordnetSource(FIXTURE);
  const b = new BatchBuilder();
  for (let i = 0; i < source.total; i++) source.parse(i, b);
  return { source, batch: b.take() };
}

describe('WordNet source', () => {
  it('names WordNet and its licence from the files', () => {
    const { source } = parseAll();
    expect(source.dataSource).toMatchObject({
      slug: 'wordnet',
      name: 'WordNet 3.0',
      author: 'Princeton University',
      license: 'WordNet 3.0 license',
    });
    expect(source.dataSource.notice).toContain('WordNet 3.0 Copyright 2006 by Princeton University');
    expect(source.total).toBe(12 + 8);
  });

  it('turns glosses into meanings, synsets into synonyms, ! pointers into antonyms, quotes into examples', () => {
    const { batch } = parseAll();
    const dog = batch.wordMeanings.filter((m) => m.word === wordKey('eng', 'dog'));
    expect(dog).toEqual([
      {
        word: wordKey('eng', 'dog'),
        lang: 'eng',
        text: 'a member of the genus Canis that has been domesticated by man since prehistoric times',
        extras: { synset: expect.stringMatching(/^n\d{8}$/) },
      },
    ]);
    expect(batch.wordMeanings.filter((m) => m.word === wordKey('eng', 'bank'))).toHaveLength(2);
    expect(batch.wordMeanings.some((m) => m.word === wordKey('eng', 'Canis familiaris'))).toBe(true);
    const synonyms = batch.groups.filter((g) => g.kind === 'synonym');
    expect(synonyms.map((g) => g.members.map((m) => m.split('\u0001')[1]))).toEqual([
      ['dog', 'domestic dog', 'Canis familiaris'],
      ['depository financial institution', 'bank', 'banking concern'],
      ['travel', 'go', 'move'],
      ['quick', 'speedy'],
      ['quickly', 'rapidly', 'speedily'],
    ]);
    const antonyms = batch.groups.filter((g) => g.kind === 'antonym');
    // Each pair is listed from both ends with the same key, so it is stored once.
    expect(antonyms.map((g) => g.members.map((m) => m.split('\u0001')[1]).join('/'))).toEqual([
      'go/come',
      'come/go',
      'good/bad',
      'bad/good',
      'fast/slow',
      'slow/fast',
    ]);
    expect(new Set(antonyms.map((g) => g.key)).size).toBe(3);
    expect(batch.sentences.find((s) => s.text === 'the dog barked all night')).toMatchObject({
      word: wordKey('eng', 'dog'),
      positions: [1],
      translations: [],
    });
    expect(batch.sentences.find((s) => s.text === 'How fast does your new car go?')).toMatchObject({
      word: wordKey('eng', 'go'),
      positions: [6],
    });
    expect(batch.wordAttributes).toContainEqual({ word: wordKey('eng', 'quick'), code: 'adjective' });
    expect(batch.wordAttributes).toContainEqual({ word: wordKey('eng', 'slow'), code: 'adjective' });
    expect(batch.wordAttributes).toContainEqual({ word: wordKey('eng', 'quickly'), code: 'adverb' });
  });

  it('reads the irregular forms as canonical forms', () => {
    const { batch } = parseAll();
    const forms = batch.forms.map(
      (f) => `${f.form.split('\u0001')[1]}>${f.lemma.split('\u0001')[1]}:${f.kind}`,
    );
    expect(forms).toEqual(
      expect.arrayContaining([
        'geese>goose:plural',
        'went>go:inflection',
        'came>come:inflection',
        'better>good:comparison',
        'better>well:comparison',
        'worse>bad:comparison',
      ]),
    );
  });

  it('splits a gloss into definition and examples', () => {
    expect(splitGloss('sloping land; "they pulled the canoe up on the bank"; "a steep bank"')).toEqual({
      definition: 'sloping land',
      examples: ['they pulled the canoe up on the bank', 'a steep bank'],
    });
  });

  it('names the file and offset of a truncated or shifted data file', () => {
    const broken = path.join(dir, 'truncated');
    cpSync(FIXTURE, broken, { recursive: true });
    const file = path.join(broken, 'data.verb');
    const size = readFileSync(file).length;
    truncateSync(file, size - 20);
    let error: unknown;
    try {
      wordnetSource(broken);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ImportFileError);
    expect((error as Error).message).toMatch(
      /data\.verb: last line has no newline: the file is truncated \(at byte offset \d+\)/,
    );

    const shifted = path.join(dir, 'shifted');
    cpSync(FIXTURE, shifted, { recursive: true });
    const noun = path.join(shifted, 'data.noun');
    const text = readFileSync(noun, 'utf8');
    writeFileSync(noun, text.replace('  5 royalty', '  5 royalty!'));
    expect(() => wordnetSource(shifted)).toThrow(
      /data\.noun: synset offset "\d{8}" does not match its position \(at byte offset \d+\)/,
    );
  });

  it('explains how to install WordNet when the files are missing', () => {
    expect(() => wordnetSource(path.join(dir, 'nothing'))).toThrow(/apt-get install wordnet-base/);
  });
});
