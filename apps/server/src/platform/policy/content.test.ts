// The whole content policy as one table: every action, for every kind of asker, on material in
// every state. A change of rule shows up here as a changed cell.
import { describe, expect, it } from 'vitest';
import { needsReview, refusal, type Actor, type Content, type ContentAction, type Refusal } from './content';

const actors = {
  guest: null,
  stranger: { id: 2, role: 'user' },
  author: { id: 1, role: 'user' },
  authorModerator: { id: 1, role: 'moderator' },
  moderator: { id: 3, role: 'moderator' },
  admin: { id: 4, role: 'admin' },
  bannedAuthor: { id: 1, role: 'user', banned: true },
  trustedPublisher: { id: 5, role: 'user', trustedPublisher: true },
} satisfies Record<string, Actor>;
const columns = Object.keys(actors) as (keyof typeof actors)[];

const contents = {
  underReview: { authorId: 1, state: 'under_review' },
  accepted: { authorId: 1, state: 'accepted' },
  rejected: { authorId: 1, state: 'rejected' },
  removed: { authorId: 1, state: 'accepted', removed: true },
  draft: { authorId: 1, state: 'draft', kind: 'feed' },
  published: { authorId: 1, state: 'published', kind: 'feed' },
  profile: { authorId: 1, state: 'published', kind: 'user' },
  adminsMaterial: { authorId: 4, state: 'accepted', authorRole: 'admin' },
  complaintAboutModerator: { authorId: 2, state: 'under_review', aboutUserId: 3 },
  moderatorsProfile: { authorId: 3, state: 'published', kind: 'user', authorRole: 'moderator' },
} satisfies Record<string, Content>;

const ok = null;
const U = 'unauthenticated';
const B = 'banned';
const N = 'not_found';
const A = 'not_author';
const V = 'verified';
const R = 'rejected';
const W = 'under_review';
const M = 'not_moderator';
const D = 'not_admin';
const O = 'own';
const S = 'about_self';
const X = 'author_is_admin';

type Row = [Refusal | null, Refusal | null, Refusal | null, Refusal | null, Refusal | null, Refusal | null, Refusal | null, Refusal | null];

// Columns: guest, stranger, author, author who moderates, moderator, admin, banned author, trusted publisher.
const matrix: Record<ContentAction, Record<keyof typeof contents, Row>> = {
  read: {
    underReview: [N, N, ok, ok, ok, ok, ok, N],
    accepted: [ok, ok, ok, ok, ok, ok, ok, ok],
    rejected: [N, N, ok, ok, ok, ok, ok, N],
    removed: [N, N, ok, ok, ok, ok, ok, N],
    draft: [N, N, ok, ok, N, N, ok, N],
    published: [ok, ok, ok, ok, ok, ok, ok, ok],
    profile: [ok, ok, ok, ok, ok, ok, ok, ok],
    adminsMaterial: [ok, ok, ok, ok, ok, ok, ok, ok],
    complaintAboutModerator: [N, ok, N, ok, ok, ok, N, N],
    moderatorsProfile: [ok, ok, ok, ok, ok, ok, ok, ok],
  },
  edit: {
    underReview: [U, A, ok, ok, ok, ok, B, A],
    accepted: [U, A, V, ok, ok, ok, B, A],
    rejected: [U, A, R, ok, ok, ok, B, A],
    removed: [U, N, N, ok, ok, ok, B, N],
    draft: [U, A, ok, ok, N, N, B, A],
    published: [U, A, ok, ok, ok, ok, B, A],
    profile: [U, A, ok, ok, D, ok, B, A],
    adminsMaterial: [U, A, A, ok, ok, ok, B, A],
    complaintAboutModerator: [U, ok, A, ok, ok, ok, B, A],
    moderatorsProfile: [U, A, A, D, ok, ok, B, A],
  },
  attach: {
    underReview: [U, N, ok, ok, ok, ok, B, N],
    accepted: [U, ok, ok, ok, ok, ok, B, ok],
    rejected: [U, N, N, N, N, N, B, N],
    removed: [U, N, N, N, N, N, B, N],
    draft: [U, N, ok, ok, N, N, B, N],
    published: [U, ok, ok, ok, ok, ok, B, ok],
    profile: [U, ok, ok, ok, ok, ok, B, ok],
    adminsMaterial: [U, ok, ok, ok, ok, ok, B, ok],
    complaintAboutModerator: [U, ok, N, ok, ok, ok, B, N],
    moderatorsProfile: [U, ok, ok, ok, ok, ok, B, ok],
  },
  review: {
    underReview: [U, M, M, O, ok, ok, B, M],
    accepted: [U, M, M, O, ok, ok, B, M],
    rejected: [U, M, M, O, ok, ok, B, M],
    removed: [U, M, M, O, ok, ok, B, M],
    draft: [U, M, M, O, ok, ok, B, M],
    published: [U, M, M, O, ok, ok, B, M],
    profile: [U, M, M, O, D, ok, B, M],
    adminsMaterial: [U, M, M, ok, ok, O, B, M],
    complaintAboutModerator: [U, M, M, ok, S, ok, B, M],
    moderatorsProfile: [U, M, M, D, O, ok, B, M],
  },
  complain: {
    underReview: [U, W, W, W, W, W, B, W],
    accepted: [U, ok, ok, ok, ok, ok, B, ok],
    rejected: [U, N, N, N, N, N, B, N],
    removed: [U, N, N, N, N, N, B, N],
    draft: [U, N, N, N, N, N, B, N],
    published: [U, ok, ok, ok, ok, ok, B, ok],
    profile: [U, ok, ok, ok, ok, ok, B, ok],
    adminsMaterial: [U, X, X, X, X, X, B, X],
    complaintAboutModerator: [U, W, W, W, W, W, B, W],
    moderatorsProfile: [U, ok, ok, ok, ok, ok, B, ok],
  },
  moderate: {
    underReview: [U, M, M, ok, ok, ok, B, M],
    accepted: [U, M, M, ok, ok, ok, B, M],
    rejected: [U, M, M, ok, ok, ok, B, M],
    removed: [U, M, M, ok, ok, ok, B, M],
    draft: [U, M, M, ok, ok, ok, B, M],
    published: [U, M, M, ok, ok, ok, B, M],
    profile: [U, M, M, D, D, ok, B, M],
    adminsMaterial: [U, M, M, ok, ok, ok, B, M],
    complaintAboutModerator: [U, M, M, ok, ok, ok, B, M],
    moderatorsProfile: [U, M, M, D, D, ok, B, M],
  },
  // The author here is the member disciplined: moderators act on members, admins on moderators too, nobody on an admin or themselves.
  discipline: {
    underReview: [U, M, M, O, ok, ok, B, M],
    accepted: [U, M, M, O, ok, ok, B, M],
    rejected: [U, M, M, O, ok, ok, B, M],
    removed: [U, M, M, O, ok, ok, B, M],
    draft: [U, M, M, O, ok, ok, B, M],
    published: [U, M, M, O, ok, ok, B, M],
    profile: [U, M, M, O, ok, ok, B, M],
    adminsMaterial: [U, M, M, X, X, O, B, M],
    complaintAboutModerator: [U, M, M, ok, ok, ok, B, M],
    moderatorsProfile: [U, M, M, D, O, ok, B, M],
  },
};

describe('content policy', () => {
  for (const [action, rows] of Object.entries(matrix) as [ContentAction, Record<keyof typeof contents, Row>][]) {
    it(`${action}: every asker on every kind of material`, () => {
      const actual: Record<string, Row> = {};
      for (const name of Object.keys(rows) as (keyof typeof contents)[]) {
        actual[name] = columns.map((who) => refusal(actors[who], action, contents[name])) as Row;
      }
      expect(actual).toEqual(rows);
    });
  }

  it('new material skips review only for trusted publishers', () => {
    expect(needsReview(actors.author)).toBe(true);
    expect(needsReview(actors.moderator)).toBe(true);
    expect(needsReview(actors.trustedPublisher)).toBe(false);
  });
});
