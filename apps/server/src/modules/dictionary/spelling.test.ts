// A search that finds nothing: close spellings from the symmetric-delete index (one and two
// edits, several scripts), the other languages the word exists in, separators folded into one
// key, the index kept current by edits, deletions and imports, and hostile input.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/rows';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { makeTranslation } from '../../../test/dictionary-factories';
import { writeFixtureDictd } from '../../../test/dictd-fixtures';
import { freedictSource } from '../../cli/import/freedict/source';
import { refreshRanking } from './import/ranking';
import { runImport } from './import/runner';

const NO_CACHE = { DICTIONARY_CACHE_ENTRIES: '0' };
let t: TestApp;
let member: TestUser;

interface Answer {
  data: { translation_word: { name: string }; primary_word: { name: string } }[];
  total_count: number;
  close_spellings: string[];
  other_directions: { lang: string; lang_t: string; count: number }[];
}

const url = (text: string, lang: string, langT: string) =>
  `/api/translations?lang=${lang}&lang_t=${langT}&search=${encodeURIComponent(text)}`;
async function search(
  text: string,
  lang: string,
  langT: string,
  app = t,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await app.app.inject({ url: url(text, lang, langT), headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Answer;
}
const spellings = async (text: string, lang: string, langT: string) =>
  (await search(text, lang, langT)).close_spellings;

async function ready(app = t): Promise<void> {
  await app.services.dictionary.readModel.idle();
  await app.services.dictionary.readModel.drain();
}

beforeAll(async () => {
  t = await createTestApp(NO_CACHE);
  member = await makeUser(t);
  await makeTranslation(t, ['eng', 'house'], ['ger', 'Haus']);
  await makeTranslation(t, ['eng', 'autonomous'], ['ger', 'autonom']);
  await makeTranslation(t, ['eng', 'market-leading'], ['ger', 'marktführend']);
  await makeTranslation(t, ['rus', 'кошка'], ['eng', 'cat']);
  await makeTranslation(t, ['rus', 'молоко'], ['eng', 'milk']);
  await makeTranslation(t, ['gre', 'θάλασσα'], ['eng', 'sea']);
  await makeTranslation(t, ['gre', 'φιλοσοφία'], ['eng', 'philosophy']);
  await makeTranslation(t, ['fre', 'élève'], ['eng', 'pupil']);
  await makeTranslation(t, ['ger', 'Straße'], ['eng', 'street']);
  // Haus: German into Spanish (3) and English (1); casa: Spanish into English.
  for (const casa of ['casa', 'hogar', 'vivienda']) await makeTranslation(t, ['ger', 'Haus'], ['spa', casa]);
  await makeTranslation(t, ['spa', 'casa'], ['eng', 'house']);
  await ready();
}, 240_000);
afterAll(() => t.close());

describe('close spellings', () => {
  it('one edit away, in Latin, Cyrillic and Greek script, with diacritics', async () => {
    expect(await spellings('hosue', 'eng', 'ger')).toEqual(['house']); // two letters swapped
    expect(await spellings('autonomus', 'eng', 'ger')).toContain('autonomous'); // one letter missing
    expect(await spellings('кошко', 'rus', 'eng')).toEqual(['кошка']);
    expect(await spellings('θαλασα', 'gre', 'eng')).toEqual(['θάλασσα']); // no tonos, one sigma short
    expect(await spellings('élevé', 'fre', 'eng')).toEqual([]); // the same key: found, nothing to suggest
    expect((await search('élevé', 'fre', 'eng')).data.length).toBe(1);
    expect(await spellings('eleves', 'fre', 'eng')).toEqual(['élève']);
    expect(await spellings('Strasze', 'ger', 'eng')).toEqual(['Straße']);
  });

  it('two edits away, in every script; short keys only one', async () => {
    expect(await spellings('autonmus', 'eng', 'ger')).toContain('autonomous');
    expect(await spellings('малако', 'rus', 'eng')).toEqual(['молоко']);
    expect(await spellings('φιλοσφα', 'gre', 'eng')).toEqual(['φιλοσοφία']);
    expect(await spellings('Srase', 'ger', 'eng')).toEqual(['Straße']);
    expect(await spellings('hxsx', 'eng', 'ger')).toEqual([]); // four letters: at most one edit
    expect(await spellings('hausx', 'eng', 'ger')).toEqual(['house']);
    expect(await spellings('ohsue', 'eng', 'ger')).toEqual(['house']); // two swaps
    expect(await spellings('autonmosu', 'eng', 'ger')).toEqual(['autonomous']); // a letter missing and a swap
  });

  it('a guest (read model) and a member (live queries) are offered the same', async () => {
    for (const [text, lang, langT] of [
      ['hosue', 'eng', 'ger'],
      ['ohsue', 'eng', 'ger'],
      ['autonmus', 'eng', 'ger'],
      ['малако', 'rus', 'eng'],
      ['Srase', 'ger', 'eng'],
    ] as const) {
      const guest = await search(text, lang, langT);
      const asMember = await search(text, lang, langT, t, member.headers);
      expect(asMember.close_spellings, text).toEqual(guest.close_spellings);
      expect(guest.close_spellings.length, text).toBeGreaterThan(0);
    }
  });

  it('a word not translated into the target is offered the close spellings that are', async () => {
    await makeTranslation(t, ['eng', 'melon'], ['ger', 'Melone']);
    await makeTranslation(t, ['eng', 'lemon'], ['fre', 'citron']);
    await ready();
    const melon = await search('melon', 'eng', 'fre');
    expect(melon).toMatchObject({ data: [], total_count: 0, close_spellings: ['lemon'] });
    expect((await search('melon', 'eng', 'fre', t, member.headers)).close_spellings).toEqual(['lemon']);
  });

  it('a document built before autocomplete tips existed still offers its words', async () => {
    await t.ctx.db.execute(
      sql`update search_documents set tips = null where lang_code = 'eng' and search_key = 'house'`,
    );
    expect(await spellings('hosue', 'eng', 'ger')).toEqual(['house']);
  });

  it('only accepted words that translate into the target language', async () => {
    expect(await spellings('hosue', 'eng', 'fre')).toEqual([]);
    // Under review: searched by its author, not offered as a close spelling (the index is the guests' read model).
    await makeTranslation(t, ['eng', 'horse'], ['ger', 'Pferd'], { author: member });
    await ready();
    expect(await spellings('horsr', 'eng', 'ger')).not.toContain('horse');
    expect((await search('horsr', 'eng', 'ger', t, member.headers)).close_spellings).not.toContain('horse');
    expect((await search('horse', 'eng', 'ger', t, member.headers)).data.length).toBe(1);
  });
});

describe('ranked from the index', () => {
  /** One statement for all (each update of a word's popularity queues its key and its translations'). */
  const setPopularity = (popular: [string, number][]) =>
    t.ctx.db.execute(sql`update words w set popularity = p.popularity
      from (select * from unnest(${`{${popular.map(([n]) => n).join(',')}}`}::text[], ${`{${popular.map(([, p]) => p).join(',')}}`}::int[])) p(name, popularity)
      where w.lang_code = 'eng' and w.name = p.name`);

  /** English words translated into German, each with its popularity, and the read model rebuilt. */
  const seedPopular = async (popular: [string, number][]) => {
    for (const [name] of popular) await makeTranslation(t, ['eng', name], ['ger', `${name}-de`]);
    await ready();
    await setPopularity(popular);
    await ready();
  };

  it('the nearest, then the most popular; the index follows a popularity edit', async () => {
    const popular: [string, number][] = [
      ['bat', 5],
      ['fat', 50],
      ['hat', 30],
      ['mat', 1],
      ['rat', 40],
      ['sat', 20],
      ['vat', 10],
      ['pat', 60],
    ];
    await seedPopular(popular);
    // Eight keys one edit from "zat" (and "cat", not translated into German): the six most popular.
    expect(await spellings('zat', 'eng', 'ger')).toEqual(['pat', 'fat', 'rat', 'hat', 'sat', 'vat']);
    // The index carries each key's popularity: a word that became popular is read first.
    await setPopularity([['mat', 100]]);
    await ready();
    expect(await spellings('zat', 'eng', 'ger')).toEqual(['mat', 'pat', 'fat', 'rat', 'hat', 'sat']);
    const [row] = await rows<{ popularity: number }>(
      t.ctx.db,
      sql`select max(popularity) as popularity from spelling_variants where lang_code = 'eng' and search_key = 'mat'`,
    );
    expect(Number(row!.popularity)).toBe(100);
  });

  it("the same six as the members' full ranking, whichever words are read", async () => {
    const popular: [string, number][] = [
      ['houses', 70],
      ['hose', 80],
      ['horde', 90],
      ['mouse', 15],
      ['hous', 3],
      ['housed', 2],
      ['hours', 25],
    ];
    await seedPopular(popular);
    for (const text of ['hosue', 'houes', 'huose', 'hsoue', 'zat', 'xhat', 'atz']) {
      const guest = await search(text, 'eng', 'ger');
      const asMember = await search(text, 'eng', 'ger', t, member.headers);
      expect(guest.close_spellings, text).toEqual(asMember.close_spellings);
    }
    // One edit (a swap counts as one) before two, however popular, then by popularity; "hours"
    // is three edits away.
    expect(await spellings('hosue', 'eng', 'ger')).toEqual([
      'hose',
      'house',
      'horde',
      'houses',
      'mouse',
      'hous',
    ]);
  });
});

describe('other directions', () => {
  it('names the languages the word is translated from, into the target or back into the source', async () => {
    const haus = await search('Haus', 'eng', 'spa');
    expect(haus.data).toEqual([]);
    expect(haus.other_directions).toEqual([
      { lang: 'ger', lang_t: 'spa', count: 3 },
      { lang: 'ger', lang_t: 'eng', count: 1 },
    ]);
    // The swap: casa is Spanish, translated into English (the source).
    expect((await search('casa', 'eng', 'spa')).other_directions).toEqual([
      { lang: 'spa', lang_t: 'eng', count: 1 },
    ]);
    // Following a direction finds what it promised.
    expect((await search('Haus', 'ger', 'spa')).total_count).toBe(3);
  });

  it('says nothing when the search found enough, or the word is nowhere', async () => {
    expect((await search('Haus', 'ger', 'spa')).other_directions).toEqual([]);
    expect((await search('zzqx', 'eng', 'spa')).other_directions).toEqual([]);
  });
});

describe('folding', () => {
  it('hyphens, apostrophes, dots and spaces: every spelling finds the same entry', async () => {
    for (const text of [
      'market-leading',
      'market leading',
      'marketleading',
      'Market\u2013Leading',
      'market.leading',
    ]) {
      const answer = await search(text, 'eng', 'ger');
      expect(
        answer.data.map((d) => d.translation_word.name),
        text,
      ).toEqual(['marktführend']);
    }
    const tips = await t.app.inject({ url: '/api/words/tooltips?lang=eng&lang_t=ger&search=market%20le' });
    expect(tips.json().data.map((d: { name: string }) => d.name)).toEqual(['market-leading']);
  });
});

describe('the index is kept current', () => {
  it('after an edit and a deletion', async () => {
    expect(await spellings('wonderfull', 'eng', 'ger')).toEqual([]);
    const added = await makeTranslation(t, ['eng', 'wonderful'], ['ger', 'wunderbar']);
    await ready();
    expect(await spellings('wonderfull', 'eng', 'ger')).toEqual(['wonderful']);
    await t.ctx.db.execute(sql`delete from translation_unions where id = ${added.id}`);
    await ready();
    expect(await spellings('wonderfull', 'eng', 'ger')).toEqual([]);
  });

  it('after an import', { timeout: 240_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'glossa-spelling-'));
    const app = await createTestApp(NO_CACHE);
    try {
      await runImport(app.database, freedictSource(writeFixtureDictd(dir, 'ding-eng-deu.txt', 'eng-deu')));
      await refreshRanking(app.database);
      expect((await search('stret', 'eng', 'ger', app)).close_spellings).toEqual(['street']);
      expect((await search('widgte', 'eng', 'ger', app)).close_spellings).toEqual(['widget']);
      // Each key's rows carry its popularity, computed by the ranking statistics after the import.
      const [row] = await rows<{ keys: number; wrong: number; popular: number }>(
        app.ctx.db,
        sql`
        select count(distinct s.search_key)::int as keys,
          count(*) filter (where s.popularity <> (select max(w.popularity) from words w
            where w.lang_code = s.lang_code and w.search_key = s.search_key))::int as wrong,
          count(*) filter (where s.popularity > 0)::int as popular
        from spelling_variants s`,
      );
      expect(row!.keys).toBeGreaterThan(0);
      expect(row!.popular).toBeGreaterThan(0);
      expect(row!.wrong).toBe(0);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('hostile input', () => {
  it('empty, long, control characters and mixed scripts: a 4xx or an empty page, never a 5xx', async () => {
    const texts = [
      '',
      ' ',
      '-',
      '...',
      '\u0000\u0007\u001b',
      'h\u043eus\u0435',
      'ab\u0301\u0301\u0301',
      'x'.repeat(1_000_000),
    ];
    for (const text of texts) {
      for (const route of ['/api/translations', '/api/words/tooltips']) {
        const res = await t.app.inject({
          url: `${route}?lang=eng&lang_t=ger&search=${encodeURIComponent(text)}`,
        });
        expect(res.statusCode, `${route} ${JSON.stringify(text.slice(0, 20))}`).toBeLessThan(500);
        if (res.statusCode === 200 && route === '/api/translations') {
          const body = res.json() as Answer;
          expect(body.close_spellings.length).toBeLessThanOrEqual(6);
        }
      }
    }
    // Mixed scripts (a Cyrillic о and е in "house") are a miss with the Latin word suggested.
    expect(await spellings('h\u043eus\u0435', 'eng', 'ger')).toContain('house');
  });
});
