import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { makeForm, makeSentence, makeWord } from '../../../test/dictionary-factories';

let t: TestApp;
let author: TestUser;
let bankSentence: Awaited<ReturnType<typeof makeSentence>>;
let ownSentence: Awaited<ReturnType<typeof makeSentence>>;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

beforeAll(async () => {
  t = await createTestApp();
  author = await makeUser(t);
  const bank = await makeWord(t, 'eng', 'bank');
  const Bank = await makeWord(t, 'ger', 'Bank');
  const Ufer = await makeWord(t, 'ger', 'Ufer');
  // Translated but not with the asked translation word.
  await makeSentence(
    t,
    bank,
    'eng',
    'They sat on the bank of the river.',
    [{ lang: 'ger', text: 'Sie saßen am Ufer des Flusses.', wordId: Ufer }],
    { positions: [4] },
  );
  // Translated with the asked word (linked), and into French too.
  bankSentence = await makeSentence(
    t,
    bank,
    'eng',
    'I work in a bank.',
    [
      { lang: 'ger', text: 'Ich arbeite in einer Bank.', wordId: Bank },
      { lang: 'fre', text: 'Je travaille dans une banque.' },
    ],
    { positions: [4] },
  );
  // Not translated into German at all.
  await makeSentence(
    t,
    bank,
    'eng',
    'The bank opens at nine.',
    [{ lang: 'spa', text: 'El banco abre a las nueve.' }],
    { positions: [1] },
  );
  // Untranslated, under review by its author.
  ownSentence = await makeSentence(t, bank, 'eng', 'My bank closed today.', [], { author, positions: [1] });
  // Many sentences of one word for paging.
  const run = await makeWord(t, 'eng', 'run');
  for (let i = 1; i <= 120; i++)
    await makeSentence(
      t,
      run,
      'eng',
      `Sentence number ${i} about running.`,
      [{ lang: 'ger', text: `Satz Nummer ${i} über das Laufen.` }],
      { changedForm: 'running' },
    );
  // An inflected form without sentences of its own uses its lemma's.
  await makeForm(t, 'eng', 'banks', 'bank');
});
afterAll(() => t.close());

describe('GET /api/words/sentences2', () => {
  it('puts sentences translated with the translation word first, then translated ones, then the rest', async () => {
    const body = (
      await get('/api/words/sentences2?word_name=bank&word_name_t=Bank&lang=eng&lang_t=ger')
    ).json();
    expect(body.data.map((s: { sentence_text: string }) => s.sentence_text)).toEqual([
      'I work in a bank.',
      'They sat on the bank of the river.',
      'The bank opens at nine.',
    ]);
    expect(body.total_count).toBe(3);
    const first = body.data[0];
    expect(first).toMatchObject({
      id: bankSentence.sentenceId,
      lang_code: 'eng',
      selected_positions: [4],
      changed_word_form: null,
      audio: null,
      word_sentence: {
        id: bankSentence.wordSentenceId,
        favorite: null,
        can_edit: false,
        is_this_user: false,
      },
      sentence_translation_id: bankSentence.sentenceTranslationIds[0],
    });
    expect(first.translations).toEqual([
      expect.objectContaining({
        sentence_text: 'Ich arbeite in einer Bank.',
        lang_code: 'ger',
        sentence_translation_id: bankSentence.sentenceTranslationIds[0],
      }),
    ]);
    expect(body.data[2]).toMatchObject({ translations: [], sentence_translation_id: null });
  });

  it('shows the author their sentence under review', async () => {
    const body = (
      await get('/api/words/sentences2?word_name=bank&lang=eng&lang_t=ger', author.headers)
    ).json();
    expect(body.total_count).toBe(4);
    const own = body.data.find((s: { id: number }) => s.id === ownSentence.sentenceId);
    expect(own.word_sentence).toMatchObject({ is_this_user: true, can_edit: true });
  });

  it('pages with limit and offset, 15 by default, never more than 100', async () => {
    const first = (await get('/api/words/sentences2?word_name=run&lang=eng&lang_t=ger')).json();
    expect(first.data).toHaveLength(15);
    expect(first.total_count).toBe(120);
    expect(first.data[0]).toMatchObject({ changed_word_form: 'running' });
    const grown = (
      await get('/api/words/sentences2?word_name=run&lang=eng&lang_t=ger&limit=20&offset=15')
    ).json();
    expect(grown.data).toHaveLength(20);
    expect(grown.data[0].id).not.toBe(first.data[0].id);
    const capped = (await get('/api/words/sentences2?word_name=run&lang=eng&lang_t=ger&limit=1000')).json();
    expect(capped.data).toHaveLength(100);
    const past = (await get('/api/words/sentences2?word_name=run&lang=eng&lang_t=ger&offset=500')).json();
    expect(past).toEqual({ data: [], total_count: 120 });
  });

  it('uses the lemma of a form without sentences, and answers nothing for unknown words', async () => {
    expect((await get('/api/words/sentences2?word_name=banks&lang=eng&lang_t=ger')).json().total_count).toBe(
      3,
    );
    expect((await get('/api/words/sentences2?word_name=zzzz&lang=eng&lang_t=ger')).json()).toEqual({
      data: [],
      total_count: 0,
    });
  });

  it.each([
    ['word_name', '/api/words/sentences2?lang=eng&lang_t=ger'],
    ['lang', '/api/words/sentences2?word_name=bank&lang_t=ger'],
    ['lang_t', '/api/words/sentences2?word_name=bank&lang=eng'],
    ['limit', '/api/words/sentences2?word_name=bank&lang=eng&lang_t=ger&limit=0'],
    ['offset', '/api/words/sentences2?word_name=bank&lang=eng&lang_t=ger&offset=x'],
    ['word_name_t', '/api/words/sentences2?word_name=bank&word_name_t=%01&lang=eng&lang_t=ger'],
  ])('400s without a valid %s', async (field, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field });
  });
});

describe('GET /api/word-sentences/{id}/translations', () => {
  it('lists the translations of the sentence, optionally of one language', async () => {
    const all = (await get(`/api/word-sentences/${bankSentence.wordSentenceId}/translations`)).json();
    expect(all.data.map((s: { lang_code: string }) => s.lang_code).sort()).toEqual(['fre', 'ger']);
    const fre = (
      await get(`/api/word-sentences/${bankSentence.wordSentenceId}/translations?lang_t=fre`)
    ).json();
    expect(fre.data).toEqual([
      expect.objectContaining({ sentence_text: 'Je travaille dans une banque.', can_edit: false }),
    ]);
  });

  it("404s unknown ids and others' sentences under review", async () => {
    for (const [id, headers] of [
      [999999, {}],
      [ownSentence.wordSentenceId, {}],
    ] as const) {
      const res = await get(`/api/word-sentences/${id}/translations`, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0].code).toBe('WORD_SENTENCE_NOT_FOUND');
    }
    expect(
      (await get(`/api/word-sentences/${ownSentence.wordSentenceId}/translations`, author.headers)).json(),
    ).toEqual({ data: [] });
    expect((await get('/api/word-sentences/abc/translations')).json().errors[0].field).toBe('id');
  });
});

describe('GET /api/translations/sentences/example', () => {
  it('answers a sentence in lang with its translation into lang_t and its word', async () => {
    for (let i = 0; i < 5; i++) {
      const body = (await get('/api/translations/sentences/example?lang=eng&lang_t=fre')).json();
      expect(body.data).toMatchObject({
        word: { name: 'bank', lang_code: 'eng' },
        sentence: { sentence_text: 'I work in a bank.', lang_code: 'eng', selected_positions: [4] },
        translation: { sentence_text: 'Je travaille dans une banque.', lang_code: 'fre' },
      });
    }
    const back = (await get('/api/translations/sentences/example?lang=ger&lang_t=eng')).json();
    expect(back.data.sentence.lang_code).toBe('ger');
    expect(back.data.translation.lang_code).toBe('eng');
  });

  it('answers null when there is no such pair, and 400 without languages', async () => {
    expect((await get('/api/translations/sentences/example?lang=eng&lang_t=jpn')).json()).toEqual({
      data: null,
    });
    expect((await get('/api/translations/sentences/example?lang=eng')).json().errors[0]).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'lang_t',
    });
  });
});
