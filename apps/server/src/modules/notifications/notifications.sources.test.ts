// The event sources added after the channel, at the route level: each event reaches its recipient
// (read through GET /user/notifications), never the actor, nobody across a block, nobody who turned
// the type off; undone or deleted events take their notifications back. Feed (unlike, unfollow,
// deleted comments and answers, mentions), training (selections, videos), tasks (comment logs), Plus
// (manual grants, Stripe webhooks against the local Stripe-speaking server, the expiry sweep).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { feedClient } from '../../../test/feed-helpers';
import { startFakeStripe, type FakeStripe } from '../../../test/stripe-server';
import { makeVocabulary, trainingClient } from '../../../test/training-helpers';
import { videoClient } from '../../../test/video-helpers';

const SECRET = 'whsec_test_sources';
let t: TestApp;
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe({ webhookSecret: SECRET, prices: { price_m: 'month', price_y: 'year' } });
  t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_PRICE_MONTH: 'price_m', STRIPE_PRICE_YEAR: 'price_y', STRIPE_API_URL: stripe.url });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const feed = feedClient(() => t);
const training = trainingClient(() => t);
const videos = videoClient(() => t);
type Item = { uuid: string; notification_type: string; actor: { uuid: string } | null; data: { entity_id: string | null; entity_business_type_slug: string | null; params: Record<string, unknown> } };

/** Lets after-commit listeners run, then waits for the delivery queue. */
async function settle() {
  for (let i = 0; i < 5; i++) {
    await new Promise((r) => setImmediate(r));
    await t.services.notifications.flush();
  }
}
const list = async (user: TestUser): Promise<Item[]> => {
  await settle();
  return feed.ok('GET', '/api/user/notifications/all?limit=50', user);
};
const types = async (user: TestUser) => (await list(user)).map((n) => n.notification_type).sort();
const block = (who: TestUser, whom: TestUser) => feed.ok('POST', `/api/users/${whom.uuid}/block`, who, {});
const turnOff = (who: TestUser, type: string) => feed.ok('PUT', '/api/user/notifications/settings', who, { settings: [{ notification_type: type, in_app: false }] });

describe('feed: undone and deleted events take their notifications back', () => {
  it('an unlike cancels the like; a second like while the first lives adds nothing; an unfollow cancels the follow', async () => {
    const [author, fan] = await Promise.all([makeUser(t), makeUser(t)]);
    const post = await feed.post(author);
    await feed.ok('POST', `/api/posts/${post.uuid}/like`, fan);
    await feed.ok('POST', `/api/posts/${post.uuid}/like`, fan);
    await feed.ok('POST', `/api/subscription/${author.uuid}`, fan);
    expect(await types(author)).toEqual(['new_follower', 'post_liked']);
    await feed.ok('POST', `/api/posts/${post.uuid}/unlike`, fan);
    await feed.ok('DELETE', `/api/subscription/${author.uuid}`, fan);
    expect(await types(author)).toEqual([]);
    // Liked again after the unlike: news again.
    await feed.ok('POST', `/api/posts/${post.uuid}/like`, fan);
    expect(await types(author)).toEqual(['post_liked']);
    expect(await types(fan)).toEqual([]);
  });

  it('a deleted comment takes back its notification, its mentions and its likes', async () => {
    const [author, writer, named, liker] = await Promise.all([makeUser(t), makeUser(t), makeUser(t), makeUser(t)]);
    const post = await feed.post(author);
    const comment = await feed.ok('POST', `/api/posts/${post.uuid}/comments`, writer, { comment: `Frag @${named.nickname}, sie weiß es.` });
    await feed.ok('POST', `/api/comments/${comment.id}/like`, liker);
    expect(await types(author)).toEqual(['post_commented']);
    expect(await types(named)).toEqual(['mention']);
    expect(await types(writer)).toEqual(['comment_liked']);
    await feed.ok('DELETE', `/api/posts/${post.uuid}/comments/${comment.id}`, writer);
    expect(await types(author)).toEqual([]);
    expect(await types(named)).toEqual([]);
    expect(await types(writer)).toEqual([]);
  });

  it('a deleted reply takes back its notification; a deleted answer those of its whole thread', async () => {
    const [asker, answerer, replier] = await Promise.all([makeUser(t), makeUser(t), makeUser(t)]);
    const question = await feed.question(asker);
    const answer = await feed.ok('POST', `/api/questions/${question.uuid}/answers`, answerer, { answer: 'The dative follows mit, nach, aus.' });
    const reply = await feed.ok('POST', `/api/questions/${question.uuid}/answers`, replier, { answer: 'And von, zu, bei.', reply_to_uuid: answer.uuid });
    expect(await types(asker)).toEqual(['question_answered', 'question_answered']);
    expect(await types(answerer)).toEqual(['answer_replied']);
    await feed.ok('DELETE', `/api/questions/${question.uuid}/answers/${reply.uuid}`, replier);
    expect(await types(answerer)).toEqual([]);
    expect(await types(asker)).toEqual(['question_answered']);
    await feed.ok('POST', `/api/questions/${question.uuid}/answers`, replier, { answer: 'Also gegenüber.', reply_to_uuid: answer.uuid });
    expect(await types(asker)).toEqual(['question_answered', 'question_answered']);
    await feed.ok('DELETE', `/api/questions/${question.uuid}/answers/${answer.uuid}`, answerer);
    expect(await types(asker)).toEqual([]);
    expect(await types(answerer)).toEqual([]);
  });
});

describe('feed: mentions', () => {
  it('tell existing members named in posts, questions, comments and answers; not the writer, not across a block, not when turned off', async () => {
    const [writer, anna, bert, blocker, quiet, author] = await Promise.all([makeUser(t), makeUser(t), makeUser(t), makeUser(t), makeUser(t), makeUser(t)]);
    await block(blocker, writer);
    await turnOff(quiet, 'mention');
    const text = `Hallo @${anna.nickname}, @${bert.nickname.toUpperCase()}, @${blocker.nickname}, @${quiet.nickname}, @${writer.nickname} und @nobodyhereatall! Mail: x@${anna.nickname}.de`;
    const post = await feed.post(writer, { text });
    const got = await list(anna);
    expect(got.map((n) => n.notification_type)).toEqual(['mention']);
    expect(got[0]).toMatchObject({ actor: { uuid: writer.uuid }, data: { entity_business_type_slug: 'post', entity_id: post.uuid } });
    expect(await types(bert)).toEqual(['mention']);
    expect(await types(blocker)).toEqual([]);
    expect(await types(quiet)).toEqual([]);
    expect(await types(writer)).toEqual([]);

    // The author of the commented post hears of the comment once, not a second time as a mention.
    const own = await feed.post(author);
    await feed.ok('POST', `/api/posts/${own.uuid}/comments`, writer, { comment: `@${author.nickname} @${anna.nickname} schau mal` });
    expect(await types(author)).toEqual(['post_commented']);
    expect(await types(anna)).toEqual(['mention', 'mention']);

    const question = await feed.question(author, { description: `When exactly does German need the dative, @${bert.nickname}?` });
    expect(await types(bert)).toEqual(['mention', 'mention']);
    await feed.ok('POST', `/api/questions/${question.uuid}/answers`, anna, { answer: `Ask @${bert.nickname}, he knows.` });
    expect(await types(bert)).toEqual(['mention', 'mention', 'mention']);

    // Deleting the post takes its mentions back.
    await feed.ok('DELETE', `/api/posts/${post.uuid}`, writer);
    expect(await types(bert)).toEqual(['mention', 'mention']);
  });
});

describe('training: selections', () => {
  it('likes, learners and comments tell the author (not the actor, not across a block, not when turned off) and are taken back', async () => {
    const words = await makeVocabulary(t, undefined, 'src');
    const [author, fan, blocked, quietAuthor] = await Promise.all([makeUser(t), makeUser(t), makeUser(t), makeUser(t)]);
    const sel = await training.selection(author, words.slice(0, 6), { is_public: true });
    const base = `/api/education/selections/${sel.uuid}`;
    await training.ok('POST', `${base}/like`, fan);
    await training.ok('POST', `${base}/study`, fan);
    const comment = await training.ok('POST', `${base}/comments`, fan, { comment: 'Sehr nützlich!' });
    await training.ok('POST', `${base}/like`, author); // one's own: nothing
    const got = await list(author);
    expect(got.map((n) => n.notification_type).sort()).toEqual(['selection_commented', 'selection_liked', 'selection_studied']);
    expect(got[0]).toMatchObject({ actor: { uuid: fan.uuid }, data: { entity_business_type_slug: 'selection', entity_id: sel.uuid } });
    expect(await types(fan)).toEqual([]);

    await training.ok('POST', `${base}/dislike`, fan);
    await training.ok('DELETE', `${base}/study`, fan);
    await training.ok('DELETE', `${base}/comments/${comment.uuid}`, fan);
    expect(await types(author)).toEqual([]);

    await block(author, blocked);
    await training.ok('POST', `${base}/like`, blocked);
    await training.ok('POST', `${base}/like`, fan);
    expect(await types(author)).toEqual(['selection_liked']);
    // A deleted selection takes everything about it back.
    await training.ok('DELETE', base, author);
    expect(await types(author)).toEqual([]);

    const other = await training.selection(quietAuthor, words.slice(0, 6), { is_public: true });
    await turnOff(quietAuthor, 'selection_liked');
    await training.ok('POST', `/api/education/selections/${other.uuid}/like`, fan);
    await training.ok('POST', `/api/education/selections/${other.uuid}/comments`, fan, { comment: 'Danke' });
    expect(await types(quietAuthor)).toEqual(['selection_commented']);
  });
});

describe('training: mentions in compilation comments (issue 39)', () => {
  it('@nickname in a comment on a public compilation tells the member named (not the writer, not across a block, not when turned off); the author hears of it once; deleting takes it back; a private one names nobody', async () => {
    const words = await makeVocabulary(t, undefined, 'mnt');
    const [author, writer, named, blocker, quiet] = await Promise.all([makeUser(t), makeUser(t), makeUser(t), makeUser(t), makeUser(t)]);
    await block(blocker, writer);
    await turnOff(quiet, 'mention');
    const sel = await training.selection(author, words.slice(0, 6), { is_public: true });
    const base = `/api/education/selections/${sel.uuid}`;
    const comment = await training.ok('POST', `${base}/comments`, writer, {
      comment: `@${named.nickname} @${author.nickname} @${blocker.nickname} @${quiet.nickname} @${writer.nickname} look, mail@${named.nickname}.org`,
    });
    const got = await list(named);
    expect(got.map((n) => n.notification_type)).toEqual(['mention']);
    expect(got[0]).toMatchObject({ actor: { uuid: writer.uuid }, data: { entity_business_type_slug: 'selection', entity_id: sel.uuid } });
    // The author hears of the comment, not a second time as a mention.
    expect(await types(author)).toEqual(['selection_commented']);
    for (const u of [blocker, quiet, writer]) expect(await types(u)).toEqual([]);

    await training.ok('DELETE', `${base}/comments/${comment.uuid}`, writer);
    expect(await types(named)).toEqual([]);

    // A private compilation: only its author reads it, and only they can comment: nobody to tell.
    const mine = await training.selection(author, words.slice(0, 6), { is_public: false });
    await training.ok('POST', `/api/education/selections/${mine.uuid}/comments`, author, { comment: `note for @${named.nickname}` });
    expect(await types(named)).toEqual([]);
  });
});

describe('training: videos', () => {
  it('likes and comments tell the author and are taken back; learners of a video are no news; a deleted video takes everything back', async () => {
    const [author, fan] = await Promise.all([makeUser(t), makeUser(t)]);
    const video = await videos.video(author, { is_public: true });
    const base = `/api/education/videos/${video.uuid}`;
    await training.ok('POST', `${base}/like`, fan);
    await training.ok('POST', `${base}/study`, fan);
    const comment = await training.ok('POST', `${base}/comments`, fan, { comment: 'Toller Clip!' });
    const got = await list(author);
    expect(got.map((n) => n.notification_type).sort()).toEqual(['video_commented', 'video_liked']);
    expect(got[0]).toMatchObject({ actor: { uuid: fan.uuid }, data: { entity_business_type_slug: 'video', entity_id: video.uuid } });
    await training.ok('POST', `${base}/dislike`, fan);
    expect(await types(author)).toEqual(['video_commented']);
    await training.ok('POST', `${base}/like`, fan);
    await training.ok('DELETE', `${base}/comments/${comment.uuid}`, fan);
    expect(await types(author)).toEqual(['video_liked']);
    await training.ok('DELETE', base, author);
    expect(await types(author)).toEqual([]);
  });
});

describe('tasks: comment logs', () => {
  it('a comment tells the material author and those who worked on the task; a deleted one is taken back', async () => {
    const author = await makeUser(t, { native: 'cze', languages: [{ lang: 'slo', level: 'ADVANCED' }] });
    const [checker, writer, blocker] = await Promise.all([0, 1, 2].map(() => makeUser(t, { native: 'slo', languages: [{ lang: 'cze', level: 'BASE' }] })));
    const a = await feed.ok('POST', '/api/words/add-or-get', author, { word: 'okno-n', lang_code: 'cze' });
    const b = await feed.ok('POST', '/api/words/add-or-get', author, { word: 'okno-s', lang_code: 'slo' });
    const union = await feed.ok('POST', '/api/translations', author, { primary_word_id: a.id, translation_word_id: b.id, translation_lang_code: 'slo' });
    const cardOf = async (u: TestUser) =>
      ((await feed.ok('GET', '/api/v2/tasks?filter[]=chk_translation_union', u)) as { task_id: number; material: { entity_id: number } }[]).find((c) => c.material.entity_id === union.id)!;
    const card = await cardOf(checker);
    await feed.ok('POST', `/api/tasks/${card.task_id}/no`, checker);
    await block(blocker, writer);
    await feed.ok('POST', `/api/tasks/chk_translation_union/${card.task_id}/comment-logs`, blocker, { comment: 'Looks fine to me.' });
    await settle();
    const log = `/api/tasks/chk_translation_union/${card.task_id}/comment-logs`;
    const comment = await feed.ok('POST', log, writer, { comment: 'Is okno the same in Slovak?' });

    const mine = await list(author);
    expect(mine.map((n) => n.notification_type)).toEqual(['material_commented', 'material_commented']);
    expect(mine[0]).toMatchObject({ actor: { uuid: writer.uuid }, data: { entity_business_type_slug: 'task', entity_id: String(card.task_id) } });
    expect(await types(checker)).toEqual(['task_comment', 'task_comment']);
    expect(await types(blocker)).toEqual([]); // blocked the writer (and wrote the first comment: nobody earlier to tell)
    expect(await types(writer)).toEqual([]);

    await feed.call('DELETE', `${log}/${comment.task_comment_uuid}`, writer);
    expect(await types(checker)).toEqual(['task_comment']);
    expect(await types(author)).toEqual(['material_commented']);

    // The author answers: the others who worked on it hear of it (the writer's comment is gone, so is the writer).
    await turnOff(checker, 'task_comment');
    await feed.ok('POST', log, author, { comment: 'Yes, it is.' });
    expect(await types(checker)).toEqual(['task_comment']);
    expect(await types(blocker)).toEqual(['task_comment']);
    expect(await types(author)).toEqual(['material_commented']);
    expect(await types(writer)).toEqual([]);
  });
});

describe('Plus', () => {
  async function webhook(event: object) {
    const payload = JSON.stringify(event);
    const res = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': stripe.signature(payload) }, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().outcome as string;
  }

  it('manual grants: began, extended, ended by hand and by the sweep', async () => {
    const [u, v] = await Promise.all([makeUser(t), makeUser(t)]);
    const day = 86_400_000;
    await t.services.plus.subscriptions.grantManual({ email: u.email }, new Date(t.clock.now.getTime() + 10 * day));
    expect(await types(u)).toEqual(['plus_activated']);
    await t.services.plus.subscriptions.grantManual({ email: u.email }, new Date(t.clock.now.getTime() + 40 * day));
    expect(await types(u)).toEqual(['plus_activated', 'plus_renewed']);
    await t.services.plus.subscriptions.revokeManual({ email: u.email });
    expect(await types(u)).toEqual(['plus_activated', 'plus_expired', 'plus_renewed']);

    await turnOff(v, 'plus_activated');
    await t.services.plus.subscriptions.grantManual({ email: v.email }, new Date(t.clock.now.getTime() + 60_000));
    t.clock.advance(120_000);
    await t.ctx.jobs.run('plus.expire');
    expect(await types(v)).toEqual(['plus_expired']);
    // Plus again takes the stale "ended" back.
    await t.services.plus.subscriptions.grantManual({ email: v.email }, new Date(t.clock.now.getTime() + day));
    await t.ctx.jobs.run('plus.expire');
    expect(await types(v)).toEqual([]);
  });

  it('Stripe: began, cancelled at the period end, a failed payment, ended; a replayed event says nothing twice', async () => {
    const u = await makeUser(t);
    const { session_id } = await feed.ok('GET', '/api/stripe/session-id?period=month', u);
    const events = await stripe.pay(session_id, { send: false });
    const completed = events.find((e) => e.type === 'checkout.session.completed')!;
    expect(await webhook(completed)).toBe('applied');
    for (const e of events.filter((x) => x !== completed)) await webhook(e);
    expect(await webhook(completed)).toBe('duplicate');
    expect(await types(u)).toEqual(['plus_activated']);

    await feed.ok('PATCH', '/api/stripe/cancel-subscription', u, {});
    expect(await types(u)).toEqual(['plus_activated', 'plus_cancelled']);

    const subId = stripe.sessions.get(session_id)!.subscription as string;
    const invoice = { id: 'in_sources_1', object: 'invoice', parent: { subscription_details: { subscription: subId } } };
    expect(await webhook(stripe.event('invoice.payment_failed', invoice))).toBe('applied');
    expect(await types(u)).toEqual(['plus_activated', 'plus_cancelled', 'plus_payment_failed']);

    const sub = stripe.subscriptions.get(subId)!;
    sub.status = 'canceled';
    expect(await webhook(stripe.event('customer.subscription.deleted', sub))).toBe('applied');
    const got = await list(u);
    expect(got.map((n) => n.notification_type).sort()).toEqual(['plus_activated', 'plus_cancelled', 'plus_expired', 'plus_payment_failed']);
    expect(got.every((n) => n.actor === null)).toBe(true);
  });
});
