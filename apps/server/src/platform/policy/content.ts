// The one content policy: who may read, edit, review, complain about and moderate a piece of
// community material. Every module asks here instead of writing the rule out again; a use case
// turns a refusal into its own error (the codes and messages differ per call, the rule does not).
// The whole matrix is spelled out in content.test.ts.
import { isAdmin, isModerator, type Viewer } from '../auth/viewer';

/**
 * read: open it; edit: change it; attach: add material to it (a subject, an attribute, a sentence's
 * translation); review: decide on it as a moderator (its task); complain: challenge it;
 * moderate: act on it as a moderator (remove, confirm; a user's profile data: admins);
 * discipline: warn, block, unblock, remove a warning, toggle trusted publisher, read the violation
 * history of its author (`authorId`, `authorRole`): moderators act on members, administrators on
 * members and moderators, nobody on an administrator or on themselves.
 */
export type ContentAction = 'read' | 'edit' | 'attach' | 'review' | 'complain' | 'moderate' | 'discipline';

/**
 * Where material stands. Dictionary material and moderation tasks go under_review -> accepted or
 * rejected; feed items (posts, articles, questions, selections) are draft or published.
 */
export type ContentState = 'under_review' | 'accepted' | 'rejected' | 'draft' | 'published';

/** What the material is: a user, their profile data (avatar, nickname, description) and complaints about them are for admins to moderate. */
export type ContentKind = 'dictionary' | 'feed' | 'user';

/**
 * Who asks: the viewer (null for a guest) and their standing, which the caller knows from the
 * users table: `banned` while a ban runs (reads stay open, nothing else), `trustedPublisher`
 * when a moderator made them one (their new material skips review, see `needsReview`).
 */
export type Actor = (Pick<Viewer, 'id' | 'role'> & { banned?: boolean; trustedPublisher?: boolean }) | null;

export interface Content {
  authorId: number | null;
  state: ContentState;
  kind?: ContentKind;
  /** Taken down (a removed translation): only its author and moderators still see it. */
  removed?: boolean;
  /** The author's role, when known: complaints about an admin's material are not allowed. */
  authorRole?: string | null;
  /** For a complaint under review: the user it is about (they do not judge it). */
  aboutUserId?: number | null;
}

/** Why an action is refused; null means allowed. */
export type Refusal =
  | 'unauthenticated' // a guest asks for something that needs an account
  | 'banned' // the viewer is banned: reading only
  | 'not_found' // the viewer may not even see the material
  | 'not_author' // someone else's material
  | 'verified' // accepted dictionary material is no longer the author's to change
  | 'rejected' // rejected material is final
  | 'under_review' // its review is not over yet (no complaint before that)
  | 'not_moderator' // moderators only
  | 'not_admin' // administrators only
  | 'own' // moderators do not review their own material or complaints
  | 'about_self' // a complaint about the moderator goes to another moderator
  | 'author_is_admin'; // complaints about an admin's material are not allowed

const isAuthor = (actor: Actor, c: Content) => actor !== null && c.authorId !== null && c.authorId === actor.id;

function read(actor: Actor, c: Content): Refusal | null {
  if (isAuthor(actor, c)) return null;
  if (isModerator(actor)) return c.state === 'draft' ? 'not_found' : null;
  return !c.removed && (c.state === 'accepted' || c.state === 'published') ? null : 'not_found';
}

function edit(actor: Actor, c: Content): Refusal | null {
  if (!actor) return 'unauthenticated';
  if (actor.banned) return 'banned';
  // A moderator changes anything they can see (a user's own data: admins), their own material too.
  if (isModerator(actor)) return read(actor, c) ?? (isAuthor(actor, c) ? null : moderate(actor, c));
  if (c.removed) return 'not_found';
  if (!isAuthor(actor, c)) return 'not_author';
  if (c.state === 'accepted') return 'verified'; // feed items and profiles are published, not accepted
  if (c.state === 'rejected') return 'rejected';
  return null;
}

function attach(actor: Actor, c: Content): Refusal | null {
  if (!actor) return 'unauthenticated';
  if (actor.banned) return 'banned';
  return read(actor, c) || c.removed || c.state === 'rejected' ? 'not_found' : null;
}

function review(actor: Actor, c: Content): Refusal | null {
  if (!actor) return 'unauthenticated';
  if (actor.banned) return 'banned';
  if (!isModerator(actor)) return 'not_moderator';
  if (isAuthor(actor, c)) return 'own';
  if (c.aboutUserId != null && c.aboutUserId === actor.id) return 'about_self';
  return moderate(actor, c);
}

function complain(actor: Actor, c: Content): Refusal | null {
  if (!actor) return 'unauthenticated';
  if (actor.banned) return 'banned';
  if (c.removed || c.state === 'rejected' || c.state === 'draft') return 'not_found';
  // Anyone is told to wait for the review (community.md §4, the dispute-parent popup), not that it
  // is gone: the community's check cards show material under review to every checker.
  if (c.state === 'under_review') return 'under_review';
  if (read(actor, c)) return 'not_found';
  if (c.authorRole === 'admin') return 'author_is_admin';
  return null;
}

function moderate(actor: Actor, c: Content): Refusal | null {
  if (!actor) return 'unauthenticated';
  if (actor.banned) return 'banned';
  if (!isModerator(actor)) return 'not_moderator';
  if (c.kind === 'user' && !isAdmin(actor)) return 'not_admin';
  return null;
}

function discipline(actor: Actor, c: Content): Refusal | null {
  if (!actor) return 'unauthenticated';
  if (actor.banned) return 'banned';
  if (!isModerator(actor)) return 'not_moderator';
  if (isAuthor(actor, c)) return 'own';
  if (c.authorRole === 'admin') return 'author_is_admin';
  if (c.authorRole === 'moderator' && !isAdmin(actor)) return 'not_admin';
  return null;
}

const RULES: Record<ContentAction, (actor: Actor, c: Content) => Refusal | null> = { read, edit, attach, review, complain, moderate, discipline };

/** Why `actor` may not `action` the material, or null when they may. */
export function refusal(actor: Actor, action: ContentAction, content: Content): Refusal | null {
  return RULES[action](actor, content);
}

export function can(actor: Actor, action: ContentAction, content: Content): boolean {
  return refusal(actor, action, content) === null;
}

/**
 * The usual shape of reviewed material, from a row's author and review status (raw SQL rows type
 * it as a string; the tables' check constraints hold it to the review states).
 */
export function material(authorId: number | null, state: ContentState | (string & {}), removed = false): Content {
  return { authorId, state: state as ContentState, removed };
}

export function isAuthorOf(actor: Actor, authorId: number | null): boolean {
  return isAuthor(actor, { authorId, state: 'accepted' });
}

/** New material waits for a moderator (moderators' own too) unless its author is a trusted publisher. */
export function needsReview(actor: NonNullable<Actor>): boolean {
  return !actor.trustedPublisher;
}
