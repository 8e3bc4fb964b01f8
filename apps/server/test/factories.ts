// Factories build the rows a test needs, parents on demand. Each returns what a test uses next.
import { randomBytes } from 'node:crypto';
import { LANGUAGE_LEVELS, userLanguages, users, type LanguageLevel, type UserRole } from '../src/db/schema/index';
import type { TestApp } from './app';

export interface TestUser {
  id: number;
  uuid: string;
  email: string;
  nickname: string;
  role: UserRole;
  premium: boolean;
  token: string;
  /** Headers for app.inject(): Authorization and the interface language. */
  headers: Record<string, string>;
}

export interface MakeUserOptions {
  role?: UserRole;
  premium?: boolean;
  nickname?: string;
  email?: string;
  /** Dictionary code of the native language (level NATIVE). */
  native?: string;
  /** Other languages with their level. */
  languages?: { lang: string; level: LanguageLevel }[];
}

let counter = 0;

/**
 * Latin letters unique across the parallel test files (nicknames allow letters only): the counter
 * in base 26, then 10 random letters (26^10 ≈ 1.4e14; the old 0-6 random hex letters collided in CI).
 */
function uniqueLetters(n: number): string {
  let head = '';
  for (let k = n; k > 0; k = Math.floor(k / 26)) head = String.fromCharCode(97 + (k % 26)) + head;
  const tail = [...randomBytes(10)].map((b) => String.fromCharCode(97 + (b % 26))).join('');
  return head + tail;
}

/** A user that exists in the database, signed in: a session row and a valid access token. */
export async function makeUser(t: TestApp, options: MakeUserOptions = {}): Promise<TestUser> {
  counter += 1;
  const nickname = options.nickname ?? `user${uniqueLetters(counter)}`;
  const email = options.email ?? `${nickname.toLowerCase()}@example.org`;
  const [row] = await t.ctx.db
    .insert(users)
    .values({
      email,
      nickname,
      role: options.role ?? 'user',
      premium: options.premium ?? false,
      isEmailVerified: true,
    })
    .returning();
  const langs = [
    ...(options.native ? [{ lang: options.native, level: 'NATIVE' as const }] : []),
    ...(options.languages ?? []),
  ];
  if (langs.length) {
    await t.ctx.db.insert(userLanguages).values(
      langs.map((l) => ({ userId: row!.id, langCode: l.lang, level: l.level, levelRank: LANGUAGE_LEVELS.indexOf(l.level) })),
    );
  }
  // A real session (as a sign-in opens one), so the token passes the active-session check.
  const session = await t.services.accounts.sessions.open(t.ctx.db, row!, 'password', { userAgent: 'test factory', ip: null });
  const token = session.access_token;
  return {
    id: row!.id,
    uuid: row!.uuid,
    email,
    nickname,
    role: row!.role,
    premium: row!.premium,
    token,
    headers: { authorization: `Bearer ${token}` },
  };
}
