// Folder export: the CSV read back with a CSV parser, the Anki file's header lines and columns.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { makeSentence, makeTranslation, makeWord } from '../../../test/dictionary-factories';
import { audios } from '../../db/schema/index';
import { contentDisposition, neutralizeFormula } from './export-format';

let t: TestApp;
let u: TestUser;
let folder: number;

const call = (method: string, url: string, user: TestUser, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: user.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

beforeAll(async () => {
  t = await createTestApp();
  u = await makeUser(t);
  const dog = await makeTranslation(t, ['eng', 'dog'], ['ger', 'Hund']);
  await t.ctx.db
    .insert(audios)
    .values({ wordId: dog.primaryWordId, fileName: 'dog-en.mp3', reviewStatus: 'accepted' });
  const Hund = await makeWord(t, 'ger', 'Hund');
  await makeSentence(t, dog.primaryWordId, 'eng', 'The dog barked all night.', [
    { lang: 'ger', text: 'Der Hund hat die ganze Nacht gebellt.', wordId: Hund },
  ]);
  const cat = await makeTranslation(t, ['eng', 'cat'], ['ger', 'Katze']);
  const s = await makeSentence(t, cat.primaryWordId, 'eng', 'The cat sleeps, "quietly".', [
    { lang: 'ger', text: 'Die Katze schläft, „leise“.' },
  ]);
  folder = (await call('POST', '/api/favorites/group', u, { name: 'Tiere & "Wörter"/2024' })).json().data.id;
  const add = (payload: object) =>
    call('POST', '/api/favorites', u, { ...payload, favorite_group_id: folder });
  const raw = (payload: object) =>
    call('POST', '/api/favorites/translation/raw', u, {
      lang_from: 'eng',
      lang_to: 'ger',
      favorite_group_id: folder,
      ...payload,
    });
  t.clock.advance(1000);
  expect(
    (
      await add({
        entity_type: 'translation',
        entity_id: dog.id,
        comment: 'line one\nline two, with a comma',
      })
    ).statusCode,
  ).toBe(200);
  t.clock.advance(1000);
  expect(
    (
      await add({
        entity_type: 'sentence',
        entity_id: s.wordSentenceId,
        additional_id: s.sentenceTranslationIds[0],
      })
    ).statusCode,
  ).toBe(200);
  t.clock.advance(1000);
  expect(
    (
      await raw({
        word_from: '=HYPERLINK("http://evil.example","click")',
        word_to: '+1 -1',
        comment: '@home',
      })
    ).statusCode,
  ).toBe(200);
  t.clock.advance(1000);
  expect(
    (await raw({ word_from: '-ing form', word_to: 'Verlaufsform <b>', comment: '#hashtag\ttab' })).statusCode,
  ).toBe(200);
  t.clock.advance(1000);
  expect((await raw({ word_from: '#first', word_to: 'über', lang_to: 'ukr' })).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('CSV export', () => {
  it('reads back with a CSV parser: header, UTF-8, quoting, neutralized formulas, oldest first', async () => {
    const res = await call('GET', `/api/favorites/group/${folder}/export?format=csv`, u);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Tiere_&_Worter_2024.csv"; filename*=UTF-8''Tiere%20%26%20_W%C3%B6rter_2024.csv`,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body).toContain('\r\n');
    const rows = parse(res.rawPayload, { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([
      'word',
      'translation',
      'lang_from',
      'lang_to',
      'example',
      'example_translation',
      'comment',
      'audio',
      'type',
    ]);
    expect(rows).toEqual([
      {
        word: 'dog',
        translation: 'Hund',
        lang_from: 'eng',
        lang_to: 'ger',
        example: 'The dog barked all night.',
        example_translation: 'Der Hund hat die ganze Nacht gebellt.',
        comment: 'line one\nline two, with a comma',
        audio: 'dog-en.mp3',
        type: 'translation',
      },
      {
        word: 'The cat sleeps, "quietly".',
        translation: 'Die Katze schläft, „leise“.',
        lang_from: 'eng',
        lang_to: 'ger',
        example: '',
        example_translation: '',
        comment: '',
        audio: '',
        type: 'sentence',
      },
      {
        word: `'=HYPERLINK("http://evil.example","click")`,
        translation: `'+1 -1`,
        lang_from: 'eng',
        lang_to: 'ger',
        example: '',
        example_translation: '',
        comment: `'@home`,
        audio: '',
        type: 'raw',
      },
      expect.objectContaining({
        word: `'-ing form`,
        translation: 'Verlaufsform <b>',
        comment: '#hashtag\ttab',
      }),
      expect.objectContaining({ word: '#first', translation: 'über', lang_to: 'ukr' }),
    ]);
  });

  it('neutralizes every formula start', () => {
    for (const s of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'])
      expect(neutralizeFormula(s)).toBe(`'${s}`);
    for (const s of ['1+1', 'a=b', ' =1', '']) expect(neutralizeFormula(s)).toBe(s);
  });

  it('names the file safely', () => {
    expect(contentDisposition('../../etc/passwd', 'csv')).toBe(
      `attachment; filename=".._.._etc_passwd.csv"; filename*=UTF-8''.._.._etc_passwd.csv`,
    );
    expect(contentDisposition('Избранное', 'txt')).toBe(
      `attachment; filename="favorites.txt"; filename*=UTF-8''%D0%98%D0%B7%D0%B1%D1%80%D0%B0%D0%BD%D0%BD%D0%BE%D0%B5.txt`,
    );
  });
});

describe('Anki export', () => {
  it('has Anki header lines and four HTML fields per note', async () => {
    const res = await call('GET', `/api/favorites/group/${folder}/export?format=anki`, u);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/tab-separated-values; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/filename="Tiere_&_Worter_2024\.txt"/);
    const lines = res.body.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      '#separator:tab',
      '#html:true',
      '#columns:Word\tTranslation\tExample\tAudio',
      '#deck:Tiere & "Wörter"/2024',
    ]);
    const notes = lines
      .slice(4)
      .filter(Boolean)
      .map((l) => l.split('\t'));
    expect(notes.every((n) => n.length === 4)).toBe(true);
    expect(notes).toEqual([
      [
        'dog',
        'Hund',
        'The dog barked all night.<br>Der Hund hat die ganze Nacht gebellt.',
        '[sound:dog-en.mp3]',
      ],
      ['The cat sleeps, &quot;quietly&quot;.', 'Die Katze schläft, „leise“.', '', ''],
      ['=HYPERLINK(&quot;http://evil.example&quot;,&quot;click&quot;)', '+1 -1', '', ''],
      ['-ing form', 'Verlaufsform &lt;b&gt;', '', ''],
      ['&#35;first', 'über', '', ''],
    ]);
    // No raw quote anywhere: no field can open a quoted section.
    expect(lines.slice(4).join('\n')).not.toContain('"');
  });

  it('refuses an unknown format', async () => {
    const res = await call('GET', `/api/favorites/group/${folder}/export?format=xlsx`, u);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'format' });
  });
});
