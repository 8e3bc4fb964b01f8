// Members made through the API for the specs whose subject is not sign-up itself, and a page signed
// in with a member's tokens (what a sign-in stores), so a spec starts where the user already is.
// Shared by favorites.spec.ts, journeys.spec.ts and the header check.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

export const MEMBER_PASSWORD = 'Secret-123';

export interface Member {
  token: string;
  refresh: string;
  expiresIn: number;
  nickname: string;
  email: string;
}

let counter = 0;

/** A nickname of Latin letters only (the spec's rule), unique in this run, at most 20 letters. */
export function uniqueNickname(prefix: string): string {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  return `${prefix}${id.replace(/[^a-z]/g, (d) => 'abcdefghij'[Number(d)] ?? 'x')}`.slice(0, 20);
}

/** Registers a member, native speaker of `native`, learning `learning` when given. */
export async function registerMember(
  request: APIRequestContext,
  options: { native: string; learning?: string; prefix?: string },
): Promise<Member> {
  const nickname = uniqueNickname(options.prefix ?? 'mb');
  const email = `${nickname}@example.org`;
  const res = await request.post('/api/user/registration', { data: { email, nickname, password: MEMBER_PASSWORD, platform: 'WEB' } });
  expect(res.status(), await res.text()).toBe(200);
  const tokens = (await res.json()).data as { access_token: string; refresh_token: string; expires_in: number };
  const languages = [{ lang_code: options.native, level: 'NATIVE' }, ...(options.learning ? [{ lang_code: options.learning, level: 'BASE' }] : [])];
  const saved = await request.post('/api/user/languages', { headers: { Authorization: `Bearer ${tokens.access_token}` }, data: { languages } });
  expect(saved.status(), await saved.text()).toBe(200);
  return { token: tokens.access_token, refresh: tokens.refresh_token, expiresIn: tokens.expires_in, nickname, email };
}

/** The Authorization header of a member's API calls. */
export const authOf = (member: Pick<Member, 'token'>) => ({ Authorization: `Bearer ${member.token}` });

/** Signs the page in with the member's tokens before its scripts run (kept if the page replaced them). */
export async function signInAs(page: Page, member: Pick<Member, 'token' | 'refresh' | 'expiresIn'>) {
  await page.addInitScript((a) => {
    if (window.localStorage.getItem('glossa-session')) return;
    window.localStorage.setItem(
      'glossa-session',
      JSON.stringify({
        token: a.token,
        token_type: 'Bearer',
        expires_in: a.expiresIn * 1000,
        refresh_token: a.refresh,
        authorization_date: Date.now(),
        google_auth: false,
        facebook_auth: false,
        apple_auth: false,
      }),
    );
  }, { token: member.token, refresh: member.refresh, expiresIn: member.expiresIn });
}
