// A compilation its author has open in the editor is "temporarily unavailable" to everyone else
// (community.md §4, issue 39): 409 SELECTION_TEMPORARILY_UNAVAILABLE with the spec's wording on the
// page, its words and its lessons, while the author keeps reading it; saving, leaving the editor or
// a hold not renewed for SELECTION_EDIT_LOCK.holdMs opens it again. Only the author takes the hold.
import { SELECTION_EDIT_LOCK } from '@glossa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { makeVocabulary, trainingClient } from '../../../test/training-helpers';

let t: TestApp;
let author: TestUser;
let learner: TestUser;
let words: number[];
const api = trainingClient(() => t);
const S = '/api/education/selections';

beforeAll(async () => {
  t = await createTestApp({ ACCESS_TOKEN_TTL: '31536000' });
  [author, learner] = [await makeUser(t), await makeUser(t)];
  words = await makeVocabulary(t, undefined, 'lock');
});
afterAll(() => t.close());

describe('a compilation being edited', () => {
  it('is temporarily unavailable to others (learners and guests) until the author saves', async () => {
    const sel = await api.selection(author, words.slice(0, 6), { name: 'Held', is_public: true });
    await api.ok('GET', `${S}/${sel.uuid}`, learner);
    const held = await api.ok('POST', `${S}/${sel.uuid}/editing`, author);
    expect(new Date(held.editing_until).getTime()).toBe(t.clock.now.getTime() + SELECTION_EDIT_LOCK.holdMs);

    for (const who of [learner, null]) {
      const err = await api.fails(409, 'GET', `${S}/${sel.uuid}`, who);
      expect(err).toMatchObject({ code: 'SELECTION_TEMPORARILY_UNAVAILABLE', message: 'This collection is being edited and is temporarily unavailable' });
      expect((await api.fails(409, 'GET', `${S}/${sel.uuid}/contents/enumeration`, who)).code).toBe('SELECTION_TEMPORARILY_UNAVAILABLE');
    }
    expect((await api.fails(409, 'GET', `/api/education/lesson/words/selection?selection_uuid=${sel.uuid}`, learner)).code).toBe('SELECTION_TEMPORARILY_UNAVAILABLE');
    // The author keeps working on it.
    expect((await api.ok('GET', `${S}/${sel.uuid}`, author)).name).toBe('Held');
    await api.ok('PUT', `${S}/${sel.uuid}/contents`, author, { add_union_ids: [words[6]] });

    // Saving ends the edit.
    await api.ok('PUT', `${S}/${sel.uuid}`, author, { name: 'Held and saved' });
    expect((await api.call('GET', `${S}/${sel.uuid}`, learner)).statusCode).toBe(200);
  });

  it('leaving the editor without saving opens it again; a hold not renewed lapses; renewing keeps it', async () => {
    const sel = await api.selection(author, words.slice(0, 6), { name: 'Left', is_public: true });
    await api.ok('POST', `${S}/${sel.uuid}/editing`, author);
    await api.fails(409, 'GET', `${S}/${sel.uuid}`, learner);
    await api.ok('DELETE', `${S}/${sel.uuid}/editing`, author);
    expect((await api.call('GET', `${S}/${sel.uuid}`, learner)).statusCode).toBe(200);

    // A closed tab: the hold lapses; the editor's renewals keep it.
    await api.ok('POST', `${S}/${sel.uuid}/editing`, author);
    t.clock.advance(SELECTION_EDIT_LOCK.renewMs);
    await api.ok('POST', `${S}/${sel.uuid}/editing`, author);
    t.clock.advance(SELECTION_EDIT_LOCK.holdMs - 1000);
    await api.fails(409, 'GET', `${S}/${sel.uuid}`, learner);
    t.clock.advance(1001);
    expect((await api.call('GET', `${S}/${sel.uuid}`, learner)).statusCode).toBe(200);
  });

  it('only the author takes or releases the hold', async () => {
    const sel = await api.selection(author, words.slice(0, 6), { name: 'Mine', is_public: true });
    expect((await api.fails(403, 'POST', `${S}/${sel.uuid}/editing`, learner)).code).toBe('FORBIDDEN');
    expect((await api.fails(403, 'DELETE', `${S}/${sel.uuid}/editing`, learner)).code).toBe('FORBIDDEN');
    expect((await api.fails(401, 'POST', `${S}/${sel.uuid}/editing`, null)).code).toBe('UNAUTHENTICATED');
    const priv = await api.selection(author, words.slice(0, 2), { name: 'Private' });
    expect((await api.fails(404, 'POST', `${S}/${priv.uuid}/editing`, learner)).code).toBe('SELECTION_NOT_FOUND');
    expect((await api.call('GET', `${S}/${sel.uuid}`, learner)).statusCode).toBe(200);
  });
});
