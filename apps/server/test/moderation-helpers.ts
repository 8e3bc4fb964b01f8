// Moderation test helpers: calls through app.inject with any user (or headers), material sent
// through the API, a moderator's task list, a socket on the moderators' room.
import { expect } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { TestApp } from './app';

/** A factory user or a registered account: what the calls need. */
export interface Caller {
  headers: Record<string, string>;
}

export function moderationClient(t: () => TestApp) {
  const call = (method: string, url: string, who?: Caller | null, payload?: unknown) =>
    t().app.inject({
      method: method as 'GET',
      url,
      headers: who?.headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function ok(method: string, url: string, who?: Caller | null, payload?: unknown) {
    const res = await call(method, url, who, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json().data;
  }

  /** Expects an error answer and returns its first error item. */
  async function fails(status: number, method: string, url: string, who?: Caller | null, payload?: unknown) {
    const res = await call(method, url, who, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json().errors[0] as { code: string; message: string; field?: string; payload?: Record<string, unknown> };
  }

  async function word(who: Caller, name: string, lang: string): Promise<number> {
    return (await ok('POST', '/api/words/add-or-get', who, { word: name, lang_code: lang })).id;
  }

  return {
    call,
    ok,
    fails,
    /** A translation sent for review through the API; answers its data. */
    async translation(who: Caller, from: [string, string], to: [string, string]) {
      return ok('POST', '/api/translations', who, {
        primary_word_id: await word(who, from[1], from[0]),
        translation_word_id: await word(who, to[1], to[0]),
        translation_lang_code: to[0],
      });
    },
    async tasks(who: Caller) {
      return (await ok('GET', '/api/v2/moderation/tasks?limit=50', who)) as {
        id: number;
        type: string;
        detail_data: { kind: string; entity_type_slug: string; entity_id: string; lang_codes: string[] };
      }[];
    },
    async ratingOf(who: Caller): Promise<number> {
      return (await ok('GET', '/api/user/ratings', who))[0].points;
    },
  };
}

/** A socket of one user on the running app (the app must listen). */
export function openSocket(base: string, token: string) {
  return new Promise<Socket>((resolve, reject) => {
    const socket = connect(base, { path: '/broadcast', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Resolves with the first `event` payload the socket receives. */
export function nextEvent<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, resolve));
}

/** New access tokens for factory users after the test clock moved past their expiry. */
export async function renewTokens(t: TestApp, ...users: { id: number; uuid: string; role: 'user' | 'moderator' | 'admin'; premium: boolean; token: string; headers: Record<string, string> }[]) {
  for (const u of users) {
    const session = await t.services.accounts.sessions.open(t.ctx.db, { ...u, premiumUntil: null }, 'password', { userAgent: 'test renewal', ip: null });
    u.token = session.access_token;
    u.headers = { ...u.headers, authorization: `Bearer ${session.access_token}` };
  }
}
