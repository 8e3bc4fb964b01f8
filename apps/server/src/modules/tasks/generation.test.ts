// Task generation misses nothing (issue 39): a translation whose transaction commits after a
// generation run read past its id still becomes a check card, and a word a moderator accepts after
// the run read it (still under review then) still becomes a voice card. A card closed on purpose
// is not made again by the sweep.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { ACCOUNTS_TEST_ENV } from '../../../test/accounts-helpers';
import { moderationClient } from '../../../test/moderation-helpers';

let t: TestApp;
const api = moderationClient(() => t);

beforeAll(async () => {
  t = await createTestApp(ACCOUNTS_TEST_ENV);
});
afterAll(() => t.close());

type Card = { task_id: number; type: string; material: { entity_id: number; words: { id: number; name: string }[] } };
const cards = async (who: TestUser, type: string) => (await api.ok('GET', `/api/v2/tasks?filter[]=${type}`, who)) as Card[];
const word = async (who: TestUser, name: string, lang: string) => (await api.ok('POST', '/api/words/add-or-get', who, { word: name, lang_code: lang })).id as number;

describe('task generation', () => {
  it('a translation committed after a generation run passed its id still becomes a check card', async () => {
    const author = await makeUser(t, { native: 'ita', languages: [{ lang: 'fre', level: 'ADVANCED' }] });
    const lateAuthor = await makeUser(t, { native: 'ita', languages: [{ lang: 'fre', level: 'ADVANCED' }] });
    const checker = await makeUser(t, { native: 'ita', languages: [{ lang: 'fre', level: 'BASE' }] });
    const [a, b] = [await word(lateAuthor, 'tardi-r39', 'ita'), await word(lateAuthor, 'tard-r39', 'fre')];

    // A writer takes its id (ids are handed out on insert, not on commit) ...
    const ids = (await t.ctx.db.execute(sql`select nextval(pg_get_serial_sequence('translation_unions', 'id'))::int as id`)) as unknown as { rows: { id: number }[] };
    const lateId = ids.rows[0]!.id;
    // ... meanwhile another translation commits with a higher id, and a generation run reads past both.
    const early = await api.translation(author, ['ita', 'presto-r39'], ['fre', 'tot-r39']);
    expect(early.id).toBeGreaterThan(lateId);
    const first = await cards(checker, 'chk_translation_union');
    expect(first.some((c) => c.material.entity_id === early.id)).toBe(true);
    const mark = (await t.ctx.db.execute(sql`select last_id from task_sources where source = 'chk_translation_union'`)) as unknown as { rows: { last_id: number }[] };
    expect(mark.rows[0]!.last_id).toBeGreaterThan(lateId);

    // ... and only then does the first writer commit its row, under the watermark.
    await t.ctx.db.execute(
      sql`insert into translation_unions (id, primary_word_id, translation_word_id, primary_lang, translation_lang, author_id, review_status, created_at, updated_at)
        values (${lateId}::int, ${a}::int, ${b}::int, 'ita', 'fre', ${lateAuthor.id}::int, 'under_review', ${t.clock.now}, ${t.clock.now})`,
    );
    const after = await cards(checker, 'chk_translation_union');
    expect(after.some((c) => c.material.entity_id === lateId)).toBe(true);
  });

  it('a word a moderator accepts after a run read it under review becomes a voice card; a card closed on purpose is not remade', async () => {
    const author = await makeUser(t, { native: 'ita', languages: [{ lang: 'ger', level: 'ADVANCED' }] });
    const voice = await makeUser(t, { native: 'ita' });
    const moderator = await makeUser(t, { role: 'moderator' });
    const union = await api.translation(author, ['ita', 'fiordaliso-r39'], ['ger', 'Kornblume-r39']);
    const wordId = union.primary_word.id as number;
    // A run reads the new word while it is still under review: no voice card.
    expect((await cards(voice, 'add_word_audio')).some((c) => c.material.words[0]?.id === wordId)).toBe(false);

    const task = (await api.tasks(moderator)).find((m) => m.detail_data.entity_id === String(union.id))!;
    await api.ok('POST', `/api/v2/moderation/tasks/${task.id}/dictionary`, moderator, { action: 'accept' });
    const card = (await cards(voice, 'add_word_audio')).find((c) => c.material.words[0]?.id === wordId);
    expect(card).toBeDefined();

    // Closed on purpose (here: as if its voice had been recorded and then removed): the sweep does not make another.
    await t.ctx.db.execute(sql.raw(`update tasks set status = 'closed', resolution = 'not_relevant' where id = ${card!.task_id}`));
    await t.ctx.db.execute(sql.raw(`update words set updated_at = updated_at + interval '1 second' where id = ${wordId}`));
    expect((await cards(voice, 'add_word_audio')).some((c) => c.material.words[0]?.id === wordId)).toBe(false);
  });
});
