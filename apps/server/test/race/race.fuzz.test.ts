// The race fuzzer (PostgreSQL only: PGlite runs one statement at a time, so nothing races there).
// For each pair of operations that touch the same row, N clients in parallel on fresh rows, round
// after round until the time budget is spent. A round fails on any 5xx, on an acknowledged write
// that is not there afterwards, and on a duplicate. The counts are printed at the end.
//
//   DATABASE_URL=postgres://... RACE_SECONDS=600 npx vitest run --project server test/race
//
// RACE_SECONDS is the whole budget (default 60, shared by the scenarios); RACE_CLIENTS the
// parallel clients of a round (default 8). Lock order is checked too: a deadlock (40P01) met by any
// transaction fails the run even when its retry then succeeded (platform/db/conflicts.ts counts them).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app';
import { makeUser, type TestUser } from '../factories';
import { befriend, openChat } from '../chat-helpers';
import { rows } from '../../src/platform/db/rows';
import { conflictsSeen } from '../../src/platform/db/conflicts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const BUDGET_MS = Number(process.env.RACE_SECONDS ?? 60) * 1000;
const CLIENTS = Number(process.env.RACE_CLIENTS ?? 8);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
interface Answer {
  status: number;
  body: Json;
}
interface Round {
  answers: Answer[];
  /** Acknowledged writes missing afterwards, duplicates, counters that disagree. */
  problems: string[];
}
interface Scenario {
  name: string;
  round(): Promise<Round>;
}

let t: TestApp;
const tally = new Map<string, { rounds: number; requests: number; byStatus: Record<number, number>; problems: number; deadlocks: number }>();

async function call(method: string, url: string, user: TestUser, payload?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await t.app.inject({
    method: method as 'POST',
    url,
    headers: { ...user.headers, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Json }),
  });
  let body: Json = {};
  try {
    body = res.json();
  } catch {
    // not JSON: the status says enough
  }
  return { status: res.statusCode, body };
}

async function ok(method: string, url: string, user: TestUser, payload?: unknown): Promise<Json> {
  const a = await call(method, url, user, payload);
  if (a.status !== 200) throw new Error(`${method} ${url}: ${a.status} ${JSON.stringify(a.body)}`);
  return a.body.data as Json;
}

/** `count` runs of `make(i)` at once, plus `others` started at the same moment. */
const together = (count: number, make: (i: number) => Promise<Answer>, ...others: (() => Promise<Answer>)[]) =>
  Promise.all([...Array.from({ length: count }, (_, i) => make(i)), ...others.map((o) => o())]);

/** Every refusal names the parent that vanished, with its own code (never a generic one). */
const refusedAs = (answers: Answer[], code: string) =>
  answers.filter((a) => a.status === 404 && a.body.errors?.[0]?.code !== code).map((a) => `404 ${JSON.stringify(a.body)} instead of ${code}`);

const count = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(t.ctx.db, query))[0]?.n ?? 0);

let author: TestUser;
let members: TestUser[];
let moderator: TestUser;
let attributeIds: { noun: number; neuter: number };

/** Words of a round: letters only, new every time. */
const fresh = () => randomUUID().replace(/-/g, '').slice(0, 10).replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!);

/** A new translation of `author`'s (German -> English), under review. */
async function newTranslation(): Promise<{ id: number; from: Json }> {
  const word = (text: string, lang: string) => ok('POST', '/api/words/add-or-get', author, { word: text, lang_code: lang });
  const from = await word(`haus${fresh()}`, 'ger');
  const to = await word(`house${fresh()}`, 'eng');
  const union = await ok('POST', '/api/translations', author, { primary_word_id: from.id, translation_word_id: to.id, translation_lang_code: 'eng' });
  return { id: union.id as number, from };
}

/** The check card `checker` gets for translation `unionId`, if it is on their first page. */
async function cardFor(checker: TestUser, unionId: number): Promise<number | undefined> {
  const cards = (await ok('GET', '/api/v2/tasks?filter[]=chk_translation_union', checker)) as unknown as Json[];
  return cards.find((c) => c.material?.entity_id === unionId)?.task_id as number | undefined;
}

const newPost = () => ok('POST', '/api/posts', author, { text: `race ${randomUUID()}`, lang_code: 'ger' });
const newQuestion = () =>
  ok('POST', '/api/questions', author, { short_description: 'Which case after mit?', description: 'Dative or accusative after mit?', hashtags: ['grammar'], lang_code: 'ger' });

const scenarios: Scenario[] = [
  {
    name: 'like vs delete (post)',
    async round() {
      const post = await newPost();
      const answers = await together(CLIENTS, (i) => call('POST', `/api/posts/${post.uuid}/like`, members[i % members.length]!), () => call('DELETE', `/api/posts/${post.uuid}`, author));
      const left = await count(sql`select count(*)::int as n from publication_likes l left join publications p on p.id = l.publication_id where p.id is null`);
      return { answers, problems: [...refusedAs(answers, 'POST_NOT_FOUND'), ...(left ? [`${left} likes of deleted posts`] : [])] };
    },
  },
  {
    name: 'comment vs delete (post)',
    async round() {
      const post = await newPost();
      const answers = await together(CLIENTS, (i) => call('POST', `/api/posts/${post.uuid}/comments`, members[i % members.length]!, { comment: `c${i}` }), () =>
        call('DELETE', `/api/posts/${post.uuid}`, author),
      );
      return { answers, problems: refusedAs(answers, 'POST_NOT_FOUND') };
    },
  },
  {
    name: 'answer vs delete (question)',
    async round() {
      const q = await newQuestion();
      const answers = await together(CLIENTS, (i) => call('POST', `/api/questions/${q.uuid}/answers`, members[i % members.length]!, { answer: `Dative, ${i}` }), () =>
        call('DELETE', `/api/questions/${q.uuid}`, author),
      );
      return { answers, problems: refusedAs(answers, 'QUESTION_NOT_FOUND') };
    },
  },
  {
    name: 'edit vs delete (task comment)',
    async round() {
      const writer = members[0]!;
      const comment = await ok('POST', taskLog, writer, { comment: 'Is this the right word?' });
      const url = `${taskLog}/${comment.task_comment_uuid}`;
      const answers = await together(CLIENTS - 1, (i) => call('PUT', url, writer, { comment: `edited ${i}` }), () => call('DELETE', url, writer));
      return { answers, problems: refusedAs(answers, 'COMMENT_NOT_FOUND') };
    },
  },
  {
    name: 'vote vs vote (answer)',
    async round() {
      const q = await newQuestion();
      const answer = await ok('POST', `/api/questions/${q.uuid}/answers`, author, { answer: 'Always the dative.' });
      const answers = await together(CLIENTS, (i) => call('POST', `/api/questions/${q.uuid}/answers/${answer.uuid}/vote/${i % 3 === 0 ? 'minus' : 'plus'}`, members[i % members.length]!));
      const problems: string[] = [];
      // Each member's last acknowledged vote counts once: the score is the sum of the stored votes.
      const [stored] = await rows<{ n: number; sum: number; score: number }>(
        t.ctx.db,
        sql`select count(v.user_id)::int as n, coalesce(sum(v.value), 0)::int as sum, a.score from question_answers a
          left join answer_votes v on v.answer_id = a.id where a.uuid = ${answer.uuid}::uuid group by a.score`,
      );
      const voters = Math.min(CLIENTS, members.length);
      if (stored!.n !== voters) problems.push(`${stored!.n} votes stored for ${voters} voters`);
      if (stored!.sum !== stored!.score) problems.push(`score ${stored!.score}, votes add up to ${stored!.sum}`);
      return { answers, problems };
    },
  },
  {
    name: 'chat sends from one member (with posts and chat lists)',
    async round() {
      const sender = members[0]!;
      const ids = Array.from({ length: CLIENTS }, () => randomUUID());
      const answers = await together(
        CLIENTS,
        (i) =>
          i % 4 === 3
            ? call('GET', '/chat-api/chat/list', sender)
            : call('POST', `/chat-api/chat/${chats[i % chats.length]!}/messages`, sender, { client_message_id: ids[i], text: `m${i}` }),
        () => call('POST', '/api/posts', sender, { text: 'between messages', lang_code: 'ger' }),
      );
      const sent = ids.filter((_, i) => i % 4 !== 3 && answers[i]!.status === 200);
      const stored = await count(sql`select count(*)::int as n from messages where client_message_id = any(${`{${sent.join(',')}}`}::text[])`);
      return { answers, problems: stored === sent.length ? [] : [`${sent.length} sends acknowledged, ${stored} stored`] };
    },
  },
  {
    name: 'review vs withdraw (check answers vs the author deleting the translation)',
    async round() {
      const { id } = await newTranslation();
      const cards = await Promise.all(members.map((m) => cardFor(m, id)));
      const checkers = members.filter((_, i) => cards[i] !== undefined);
      const del = `/api/dictionary/entity?entity_type_slug=translation-union&entity_id=${id}`;
      const answers = await together(
        checkers.length,
        (i) => call('POST', `/api/tasks/${cards[members.indexOf(checkers[i]!)]}/${i % 2 ? 'no' : 'yes'}`, checkers[i]!),
        () => call('DELETE', del, author),
      );
      const problems: string[] = [];
      const deleted = answers[answers.length - 1]!.status === 204;
      // Withdrawn translations are kept as removed rows (likes and favorites point at them): a
      // withdrawal acknowledged and then undone by a concurrent verdict would be a lost write.
      const [after] = await rows<{ is_removed: boolean; review_status: string }>(t.ctx.db, sql`select is_removed, review_status from translation_unions where id = ${id}`);
      if (deleted && (!after!.is_removed || after!.review_status === 'accepted')) problems.push(`translation ${id} withdrawn (204) but now ${JSON.stringify(after)}`);
      // While the translation stands, an acknowledged check counts once: one answer per checker that got 200.
      const acked = answers.slice(0, -1).filter((a) => a.status === 200).length;
      const stored = await count(sql`select count(*)::int as n from task_assignments a join tasks t on t.id = a.task_id
        where t.type = 'chk_translation_union' and t.entity_id = ${id} and a.answered_at is not null`);
      if (!deleted && stored !== acked) problems.push(`${acked} check answers acknowledged, ${stored} stored`);
      return { answers, problems };
    },
  },
  {
    name: 'ban vs post (a moderator blocks a member who is posting)',
    async round() {
      const member = await makeUser(t, { native: 'eng', languages: [{ lang: 'ger', level: 'BASE' }] });
      const answers = await together(
        CLIENTS,
        (i) => call('POST', '/api/posts', member, { text: `before or after the ban ${i}`, lang_code: 'ger' }),
        () => call('POST', `/api/user/${member.uuid}/set-block`, moderator, { reason: 'spam', period: 30 }),
      );
      const acked = answers.slice(0, -1).filter((a) => a.status === 200).map((a) => a.body.data.uuid as string);
      const stored = await count(sql`select count(*)::int as n from publications where uuid = any(${`{${acked.join(',')}}`}::uuid[])`);
      const problems = stored === acked.length ? [] : [`${acked.length} posts acknowledged, ${stored} stored`];
      if (answers[answers.length - 1]!.status !== 200) problems.push(`the block answered ${answers[answers.length - 1]!.status}`);
      return { answers, problems };
    },
  },
  {
    name: 'translation like vs attributes (and dislikes, on one translation)',
    async round() {
      const { id } = await newTranslation();
      const attrs = { attributes: [{ lang_code: 'ger', attribute_id: attributeIds.noun }, { lang_code: 'ger', attribute_id: attributeIds.neuter }] };
      // Under review, the translation is readable by its author and moderators: they like, unlike and add attributes.
      const likers = [author, moderator];
      const answers = await together(
        CLIENTS,
        (i) => call('POST', `/api/translations/${id}/${i % 3 === 2 ? 'dislike' : 'like'}`, likers[i % 2]!),
        () => call('POST', `/api/translations/${id}/attributes`, author, attrs),
        () => call('POST', `/api/translations/${id}/attributes`, moderator, attrs),
      );
      const [stored] = await rows<{ likes: number; counted: number; attrs: number }>(
        t.ctx.db,
        sql`select (select count(*)::int from translation_likes where translation_union_id = ${id}) as likes,
              (select likes_count from translation_unions where id = ${id}) as counted,
              (select count(*)::int from translation_attributes where translation_union_id = ${id}) as attrs`,
      );
      const problems: string[] = [];
      if (stored!.likes !== stored!.counted) problems.push(`likes_count ${stored!.counted}, ${stored!.likes} likes stored`);
      if (answers[CLIENTS]!.status === 200 && stored!.attrs === 0) problems.push('attributes acknowledged, none stored');
      return { answers, problems };
    },
  },
  {
    name: 'idempotent create (one Idempotency-Key in parallel)',
    async round() {
      const key = randomUUID();
      const text = `once ${key}`;
      const answers = await together(CLIENTS, () => call('POST', '/api/posts', author, { text, lang_code: 'ger' }, { 'idempotency-key': key }));
      const problems: string[] = [];
      const uuids = new Set(answers.filter((a) => a.status === 200).map((a) => a.body.data.uuid as string));
      if (uuids.size !== 1) problems.push(`${uuids.size} different posts answered for one key`);
      const stored = await count(sql`select count(*)::int as n from publications where text = ${text}`);
      if (stored !== 1) problems.push(`${stored} posts stored for one key`);
      const other = answers.filter((a) => a.status !== 200 && !(a.status === 409 && a.body.errors?.[0]?.code === 'IDEMPOTENCY_KEY_IN_USE'));
      if (other.length) problems.push(`answers ${other.map((a) => a.status).join(', ')} for one key`);
      return { answers, problems };
    },
  },
];
let chats: number[] = [];
let taskLog = '';

/** A check task on a new translation of `author`'s, as `checker` gets it on a card. */
async function checkTask(checker: TestUser): Promise<string> {
  const word = (text: string, lang: string) => ok('POST', '/api/words/add-or-get', author, { word: text, lang_code: lang });
  const from = await word('Haus-race', 'ger');
  const to = await word('house-race', 'eng');
  const union = await ok('POST', '/api/translations', author, { primary_word_id: from.id, translation_word_id: to.id, translation_lang_code: 'eng' });
  const cards = (await ok('GET', '/api/v2/tasks?filter[]=chk_translation_union', checker)) as unknown as Json[];
  const card = cards.find((c) => c.material?.entity_id === union.id);
  if (!card) throw new Error('no check card for the new translation');
  return `/api/tasks/chk_translation_union/${card.task_id}/comment-logs`;
}

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ RATE_LIMIT_SCALE: '100000', PASSWORD_HASH_COST: 'test' });
  author = await makeUser(t, { native: 'ger', languages: [{ lang: 'eng', level: 'ADVANCED' }] });
  members = await Promise.all(Array.from({ length: 4 }, () => makeUser(t, { native: 'eng', languages: [{ lang: 'ger', level: 'BASE' }] })));
  const friends = await Promise.all(Array.from({ length: 3 }, () => makeUser(t, { native: 'ger' })));
  for (const f of friends) await befriend(t, members[0]!, f);
  chats = await Promise.all(friends.map((f) => openChat(t, members[0]!, f)));
  taskLog = await checkTask(members[0]!);
  moderator = await makeUser(t, { role: 'moderator', native: 'ger' });
  const attrs = (await ok('GET', '/api/localization/attributes', author)) as unknown as { id: number; attribute: { code: string } }[];
  const id = (code: string) => attrs.find((a) => a.attribute.code === code)!.id;
  attributeIds = { noun: id('noun'), neuter: id('neuter') };
});

afterAll(async () => {
  if (!onPostgres) return;
  const lines = [...tally].map(([name, c]) => `  ${name}: ${c.rounds} rounds, ${c.requests} requests, statuses ${JSON.stringify(c.byStatus)}, problems ${c.problems}, deadlocks ${c.deadlocks}`);
  const all = [...tally.values()];
  const fives = all.reduce((s, c) => s + Object.entries(c.byStatus).filter(([k]) => Number(k) >= 500).reduce((a, [, v]) => a + v, 0), 0);
  console.log(
    `race fuzzer: ${all.reduce((s, c) => s + c.requests, 0)} requests in ${all.reduce((s, c) => s + c.rounds, 0)} rounds, ${fives} 5xx, ` +
      `${all.reduce((s, c) => s + c.problems, 0)} lost or duplicate, transient conflicts ${JSON.stringify(conflictsSeen)}\n${lines.join('\n')}`,
  );
  await t?.close();
});

describe.skipIf(!onPostgres)('race fuzzer (PostgreSQL)', () => {
  for (const scenario of scenarios) {
    it(scenario.name, { timeout: BUDGET_MS / scenarios.length + 60_000 }, async () => {
      const c = { rounds: 0, requests: 0, byStatus: {} as Record<number, number>, problems: 0, deadlocks: 0 };
      const deadlocksBefore = conflictsSeen['40P01'] ?? 0;
      tally.set(scenario.name, c);
      const failures: string[] = [];
      const until = Date.now() + BUDGET_MS / scenarios.length;
      do {
        const { answers, problems } = await scenario.round();
        c.rounds += 1;
        c.requests += answers.length;
        for (const a of answers) {
          c.byStatus[a.status] = (c.byStatus[a.status] ?? 0) + 1;
          if (a.status >= 500) failures.push(`${a.status} ${JSON.stringify(a.body)}`);
        }
        c.problems += problems.length;
        failures.push(...problems);
      } while (Date.now() < until && failures.length === 0);
      // Locks taken in one order never deadlock; a retried deadlock is still a lock-order bug.
      c.deadlocks = (conflictsSeen['40P01'] ?? 0) - deadlocksBefore;
      if (c.deadlocks) failures.push(`${c.deadlocks} deadlocks (40P01), retried`);
      expect(failures.slice(0, 5)).toEqual([]);
    });
  }
});
