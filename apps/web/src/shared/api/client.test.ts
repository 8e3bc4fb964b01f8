// @vitest-environment node
// The global response rules of core.md §8 against a real HTTP server on 127.0.0.1.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '@glossa/contract/constants';
import { ApiClient, type ApiClientOptions } from './client';
import { ApiError } from './errors';
import { retryDelay } from './rules';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let origin: string;
let seen: Seen[] = [];
let handler: (req: IncomingMessage, res: ServerResponse, body: string) => void;

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function errorBody(code: string, message = code, field?: string, payload?: unknown) {
  return { errors: [{ code, message, field, payload }] };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  handler = (_req, res) => json(res, 200, { data: 'ok' });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** A client against the test server; sleeps are recorded and skipped so retries run instantly. */
function makeClient(
  options: ApiClientOptions = {},
  env: { online?: boolean; chat?: boolean; dev?: boolean } = {},
) {
  const delays: number[] = [];
  const client = new ApiClient({
    origin,
    random: () => 0.5,
    sleep: async (ms) => {
      delays.push(ms);
    },
    ...options,
  });
  const events = { serverError: vi.fn(), offline: vi.fn(), forbidden: vi.fn() };
  const state = { online: env.online ?? true, chat: env.chat ?? false, dev: env.dev ?? false };
  client.setEvents(events);
  client.setEnvironment({
    dictionaryCode: () => 'ger',
    isOnline: () => state.online,
    onChatScreen: () => state.chat,
    developerHost: () => state.dev,
  });
  return { client, events, delays, state };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    return err as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('headers', () => {
  it('sends Authorization: Bearer and the local header with the dictionary code', async () => {
    const { client } = makeClient();
    client.setAuthHandlers({
      getAccessToken: () => 'tok-1',
      refresh: async () => false,
      onRefreshFailed: vi.fn(),
    });
    await expect(client.get('/languages/get/all-data', { query: { platform: 'WEB' } })).resolves.toEqual({
      data: 'ok',
    });
    expect(seen[0]?.url).toBe('/api/languages/get/all-data?platform=WEB');
    expect(seen[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(seen[0]?.headers.local).toBe('ger');
  });

  it('sends no Authorization header for a guest', async () => {
    const { client } = makeClient();
    await client.get('/health');
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('omits local on the chat API and on chat and messages paths', async () => {
    const { client } = makeClient();
    await client.get('/chat/list', { base: 'chat' });
    await client.get('/messages', { query: { chat_id: 3 } });
    await client.get('/chat/are-there-unread-messages');
    await client.get('/translations', { base: 'v2' });
    expect(seen.map((s) => s.url)).toEqual([
      '/chat-api/chat/list',
      '/api/messages?chat_id=3',
      '/api/chat/are-there-unread-messages',
      '/api/v2/translations',
    ]);
    expect(seen.slice(0, 3).map((s) => s.headers.local)).toEqual([undefined, undefined, undefined]);
    expect(seen[3]?.headers.local).toBe('ger');
  });

  it('sends JSON bodies and array query parameters', async () => {
    const { client } = makeClient();
    await client.post('/favorites', { entity_type: 'translation', entity_id: 5 });
    await client.get('/users-by-lang-search', {
      query: { native_language: 'eng', learn_languages: ['ger', 'spa'] },
    });
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ entity_type: 'translation', entity_id: 5 });
    expect(decodeURIComponent(seen[1]?.url ?? '')).toBe(
      '/api/users-by-lang-search?native_language=eng&learn_languages[]=ger&learn_languages[]=spa',
    );
  });
});

describe('timeout and retries', () => {
  it('uses the spec values by default: 5000 ms timeout, 2 retries of 1000*2^n + up to 1000 ms', () => {
    const client = new ApiClient();
    expect(client.settings.timeoutMs).toBe(TIMINGS.apiTimeoutMs);
    expect(TIMINGS.apiTimeoutMs).toBe(5000);
    expect(client.settings.retries).toBe(2);
    expect(retryDelay(0, () => 0)).toBe(1000);
    expect(retryDelay(1, () => 0)).toBe(2000);
    expect(retryDelay(0, () => 0.999)).toBe(1999);
    expect(retryDelay(1, () => 0.5)).toBe(2500);
  });

  it('gives up after the timeout with a timeout error', async () => {
    handler = () => undefined; // never answers
    const { client, events } = makeClient({ timeoutMs: 150, retries: 0 });
    const started = Date.now();
    const error = await rejection(client.get('/slow'));
    expect(error.kind).toBe('timeout');
    expect(error.code).toBe('TIMEOUT');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(events.serverError).toHaveBeenCalledTimes(1);
  });

  // Sign-in and sign-up hash the password: seconds on a busy server, past the API timeout.
  describe('a patient call (sign-in, sign-up)', () => {
    const later = (ms: number) => new Promise((r) => setTimeout(r, ms));

    it('is not abandoned while the server answers its health check: it says it is slow and gets the answer', async () => {
      handler = (req, res) =>
        req.url === '/api/health' ? json(res, 200, { status: 'ok' }) : void later(450).then(() => json(res, 200, { data: 'tokens' }));
      const { client, events } = makeClient({ timeoutMs: 150, retries: 0 });
      const onSlow = vi.fn();
      await expect(client.post('/user/login', { email: 'a@b.c' }, { silent: true, patient: { onSlow } })).resolves.toEqual({ data: 'tokens' });
      expect(onSlow).toHaveBeenCalled();
      // One sign-in sent (never twice), and the server asked whether it is there.
      expect(seen.filter((r) => r.url === '/api/user/login')).toHaveLength(1);
      expect(seen.filter((r) => r.url === '/api/health').length).toBeGreaterThanOrEqual(1);
      expect(events.serverError).not.toHaveBeenCalled();
    });

    it('a server that answers neither the call nor the health check is "no connection" (network), not slow', async () => {
      handler = () => undefined; // answers nothing
      const { client } = makeClient({ timeoutMs: 100, retries: 0 });
      const onSlow = vi.fn();
      const error = await rejection(client.post('/user/login', {}, { silent: true, patient: { onSlow } }));
      expect(error.kind).toBe('network');
      expect(onSlow).toHaveBeenCalledTimes(1);
    });

    it('a reachable server that never answers the call fails it as a timeout once the patience is spent', async () => {
      handler = (req, res) => (req.url === '/api/health' ? json(res, 200, { status: 'ok' }) : undefined);
      const { client } = makeClient({ timeoutMs: 100, patientLimitMs: 350, retries: 0 });
      const started = Date.now();
      const error = await rejection(client.post('/user/login', {}, { silent: true, patient: {} }));
      expect(error.kind).toBe('timeout');
      expect(Date.now() - started).toBeGreaterThanOrEqual(340);
    });

    it('an ordinary call still gives up at the API timeout', async () => {
      handler = (req, res) => (req.url === '/api/health' ? json(res, 200, { status: 'ok' }) : undefined);
      const { client } = makeClient({ timeoutMs: 100, retries: 0 });
      const started = Date.now();
      const error = await rejection(client.post('/user/profile', {}, { silent: true }));
      expect(error.kind).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(1000);
      expect(seen.some((r) => r.url === '/api/health')).toBe(false);
    });
  });

  it('retries an idempotent request twice on 503 with backoff, then succeeds', async () => {
    let calls = 0;
    handler = (_req, res) =>
      ++calls <= 2 ? json(res, 503, errorBody('SERVICE_UNAVAILABLE')) : json(res, 200, { data: 7 });
    const { client, delays, events } = makeClient();
    await expect(client.get('/translations')).resolves.toEqual({ data: 7 });
    expect(seen).toHaveLength(3);
    expect(delays).toEqual([1500, 2500]);
    expect(events.serverError).not.toHaveBeenCalled();
  });

  it('stops after 2 retries and reports the server error', async () => {
    handler = (_req, res) => json(res, 502, errorBody('BAD_GATEWAY'));
    const { client, events } = makeClient();
    const error = await rejection(client.get('/translations'));
    expect(seen).toHaveLength(3);
    expect(error.status).toBe(502);
    expect(events.serverError).toHaveBeenCalledTimes(1);
  });

  it('retries a request that got no answer (connection dropped)', async () => {
    let calls = 0;
    handler = (req, res) => (++calls === 1 ? req.socket.destroy() : json(res, 200, { data: 'late' }));
    const { client } = makeClient();
    await expect(client.get('/translations')).resolves.toEqual({ data: 'late' });
    expect(calls).toBe(2);
  });

  it('never retries a POST without an Idempotency-Key (not safe to send twice)', async () => {
    handler = (_req, res) => json(res, 503, errorBody('SERVICE_UNAVAILABLE'));
    const { client } = makeClient();
    await rejection(client.post('/translations/4/attributes', { attributes: [] }));
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers['idempotency-key']).toBeUndefined();
  });

  it('does not retry 4xx answers', async () => {
    handler = (_req, res) => json(res, 400, errorBody('VALIDATION_ERROR', 'search is required', 'search'));
    const { client, events } = makeClient();
    const error = await rejection(client.get('/translations'));
    expect(seen).toHaveLength(1);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'search is required',
      field: 'search',
    });
    expect(events.serverError).not.toHaveBeenCalled();
  });
});

describe('cancelled requests and 304', () => {
  it('a cancelled request rejects as cancelled and shows nothing', async () => {
    handler = () => undefined;
    const { client, events } = makeClient();
    const controller = new AbortController();
    const pending = client.get('/translations', { signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    const error = await rejection(pending);
    expect(error.kind).toBe('cancelled');
    expect(error.isCancelled).toBe(true);
    expect(seen).toHaveLength(1);
    expect(events.serverError).not.toHaveBeenCalled();
    expect(events.offline).not.toHaveBeenCalled();
  });

  it('304 is not an error: getIfModified resolves null and sends X-modified-key', async () => {
    handler = (req, res) => {
      if (req.headers['x-modified-key'] === 'k1') {
        res.writeHead(304);
        res.end();
      } else json(res, 200, { data: [1], modified_key: 'k1' });
    };
    const { client, events } = makeClient();
    await expect(client.getIfModified('/localization/attributes', undefined)).resolves.toEqual({
      data: [1],
      modified_key: 'k1',
    });
    await expect(client.getIfModified('/localization/attributes', 'k1')).resolves.toBeNull();
    await expect(
      client.get('/localization/attributes', { headers: { 'X-modified-key': 'k1' } }),
    ).resolves.toBeUndefined();
    expect(seen[1]?.headers['x-modified-key']).toBe('k1');
    expect(events.serverError).not.toHaveBeenCalled();
  });
});

describe('401 and 403', () => {
  it('refreshes the token once for concurrent 401s and repeats the calls with the new token', async () => {
    let token = 'old';
    handler = (req, res) =>
      req.headers.authorization === 'Bearer new'
        ? json(res, 200, { data: req.url })
        : json(res, 401, errorBody('UNAUTHENTICATED'));
    const { client } = makeClient();
    const refresh = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 20));
      token = 'new';
      return true;
    });
    const onRefreshFailed = vi.fn();
    client.setAuthHandlers({ getAccessToken: () => token, refresh, onRefreshFailed });
    const [a, b] = await Promise.all([client.get('/favorites'), client.get('/favorites/group')]);
    expect(a).toEqual({ data: '/api/favorites' });
    expect(b).toEqual({ data: '/api/favorites/group' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onRefreshFailed).not.toHaveBeenCalled();
  });

  it('a failed refresh calls onRefreshFailed and rejects with the 401', async () => {
    handler = (_req, res) => json(res, 401, errorBody('UNAUTHENTICATED'));
    const { client } = makeClient();
    const onRefreshFailed = vi.fn();
    client.setAuthHandlers({ getAccessToken: () => 'expired', refresh: async () => false, onRefreshFailed });
    const error = await rejection(client.get('/favorites'));
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(1);
  });

  it('never refreshes on logout', async () => {
    handler = (_req, res) => json(res, 401, errorBody('UNAUTHENTICATED'));
    const { client } = makeClient();
    const refresh = vi.fn(async () => true);
    client.setAuthHandlers({ getAccessToken: () => 'tok', refresh, onRefreshFailed: vi.fn() });
    await rejection(client.post('/user/logout'));
    expect(refresh).not.toHaveBeenCalled();
  });

  it('403 FORBIDDEN asks the app to reload the user and go to the dictionary', async () => {
    handler = (_req, res) => json(res, 403, errorBody('FORBIDDEN', 'Not allowed'));
    const { client, events } = makeClient();
    const error = await rejection(client.put('/translations/4', {}));
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(events.forbidden).toHaveBeenCalledTimes(1);
    expect(events.serverError).not.toHaveBeenCalled();
  });

  it('a 403 with another code is only thrown', async () => {
    handler = (_req, res) => json(res, 403, errorBody('PREMIUM_REQUIRED'));
    const { client, events } = makeClient();
    await rejection(client.post('/translate'));
    expect(events.forbidden).not.toHaveBeenCalled();
  });
});

describe('server errors', () => {
  it.each([500, 502, 503, 504, 700])('%i shows the server error unless silenced', async (status) => {
    handler = (_req, res) => json(res, status, errorBody('INTERNAL_ERROR', 'Internal error'));
    const { client, events } = makeClient();
    const error = await rejection(client.post('/complain', { target: 1 }));
    expect(error.status).toBe(status);
    expect(events.serverError).toHaveBeenCalledWith({
      status,
      method: 'POST',
      url: `${origin}/api/complain`,
    });
    await rejection(client.post('/complain', { target: 1 }, { silent: true }));
    expect(events.serverError).toHaveBeenCalledTimes(1);
  });

  it('an answer that is not JSON still gives a usable error', async () => {
    handler = (_req, res) => {
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end('<h1>Bad Gateway</h1>');
    };
    const { client } = makeClient();
    const error = await rejection(client.post('/x'));
    expect(error).toMatchObject({ status: 500, code: 'HTTP_500' });
  });

  it('carries field and payload of the first error', async () => {
    const payload = { parents: [{ id: 3 }] };
    handler = (_req, res) =>
      json(res, 400, errorBody('ENTITY_HAS_UNVERIFIED_PARENTS', 'Parents', 'translation', payload));
    const { client } = makeClient();
    const error = await rejection(client.post('/translations/3/attributes'));
    expect(error).toMatchObject({ code: 'ENTITY_HAS_UNVERIFIED_PARENTS', field: 'translation', payload });
    expect(error.errors).toHaveLength(1);
  });
});

describe('suppression by URL', () => {
  const fail = (_req: IncomingMessage, res: ServerResponse) => json(res, 500, errorBody('INTERNAL_ERROR'));

  it('messages and tooltips errors are always suppressed', async () => {
    handler = fail;
    const { client, events } = makeClient({}, { chat: true });
    await rejection(client.post('/messages/search'));
    await rejection(client.post('/words/tooltips'));
    expect(events.serverError).not.toHaveBeenCalled();
  });

  it('chat errors are suppressed only away from the chat screen', async () => {
    handler = fail;
    const { client, events, state } = makeClient();
    await rejection(client.post('/chat/hide', { chat_ids: [1] }, { base: 'chat' }));
    expect(events.serverError).not.toHaveBeenCalled();
    state.chat = true;
    await rejection(client.post('/chat/hide', { chat_ids: [1] }, { base: 'chat' }));
    expect(events.serverError).toHaveBeenCalledTimes(1);
  });

  it('task errors are suppressed unless on a developer host', async () => {
    handler = fail;
    const { client, events, state } = makeClient();
    await rejection(client.post('/tasks/cards'));
    expect(events.serverError).not.toHaveBeenCalled();
    state.dev = true;
    await rejection(client.post('/tasks/cards'));
    expect(events.serverError).toHaveBeenCalledTimes(1);
  });

  it.each(['/education/lessons', '/questions/abc', '/posts/abc/like'])(
    '%s rejects with the first error code',
    async (path) => {
      handler = (_req, res) =>
        json(res, 400, {
          errors: [
            { code: 'FIRST_CODE', message: 'm1' },
            { code: 'SECOND', message: 'm2' },
          ],
        });
      const { client, events } = makeClient();
      const error = await rejection(client.post(path));
      expect(error.code).toBe('FIRST_CODE');
      expect(error.message).toBe('FIRST_CODE');
      expect(events.serverError).not.toHaveBeenCalled();
    },
  );
});

describe('Idempotency-Key on create POSTs (issue 34)', () => {
  const keys = () => seen.map((s) => s.headers['idempotency-key']);

  it('sends one key per action and the same key on its retry after a 503: one success', async () => {
    let calls = 0;
    handler = (_req, res) =>
      ++calls === 1 ? json(res, 503, errorBody('SERVICE_UNAVAILABLE')) : json(res, 200, { data: { uuid: 'p1' } });
    const { client, delays, events } = makeClient();
    await expect(client.post('/posts', { text: 'Hallo', lang_code: 'ger' })).resolves.toEqual({ data: { uuid: 'p1' } });
    expect(seen).toHaveLength(2);
    const [first, second] = keys();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
    expect(seen[1]!.body).toBe(seen[0]!.body);
    expect(delays).toEqual([1500]);
    expect(events.serverError).not.toHaveBeenCalled();
  });

  it('gives each action its own key', async () => {
    const { client } = makeClient();
    await client.post('/posts/9f0c/comments', { comment: 'a' });
    await client.post('/posts/9f0c/comments', { comment: 'a' });
    expect(new Set(keys()).size).toBe(2);
  });

  it('retries a keyed create twice after dropped connections, always with its key', async () => {
    let calls = 0;
    handler = (req, res) => (++calls <= 2 ? req.socket.destroy() : json(res, 200, { data: 'stored' }));
    const { client } = makeClient();
    await expect(client.post('/questions/q1/answers', { answer: 'Dativ' })).resolves.toEqual({ data: 'stored' });
    expect(seen).toHaveLength(3);
    expect(new Set(keys()).size).toBe(1);
  });

  it("honours the server's Retry-After when it is longer than the backoff", async () => {
    let calls = 0;
    handler = (_req, res) => {
      if (++calls > 1) return json(res, 200, { data: 1 });
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '3' });
      res.end(JSON.stringify(errorBody('SERVICE_UNAVAILABLE')));
    };
    const { client, delays } = makeClient();
    await client.post('/education/selections', { name: 'Verben' });
    expect(delays).toEqual([3000]);
    expect(new Set(keys()).size).toBe(1);
  });

  it('waits for a request with its key still running (409 with Retry-After), and does not wait for minutes', async () => {
    let calls = 0;
    handler = (_req, res) => {
      if (++calls > 1) return json(res, 200, { data: 'first answer' });
      res.writeHead(409, { 'content-type': 'application/json', 'retry-after': '1' });
      res.end(JSON.stringify(errorBody('IDEMPOTENCY_KEY_IN_USE')));
    };
    const { client } = makeClient();
    await expect(client.post('/complain/user', { user_uuid: 'u' })).resolves.toEqual({ data: 'first answer' });
    expect(seen).toHaveLength(2);

    seen = [];
    handler = (_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '120' });
      res.end(JSON.stringify(errorBody('SERVICE_UNAVAILABLE')));
    };
    expect((await rejection(client.post('/posts', { text: 'x', lang_code: 'ger' }))).status).toBe(503);
    expect(seen).toHaveLength(1);
  });

  it('does not retry a keyed create on a 4xx, and sends no key on other POSTs', async () => {
    handler = (_req, res) => json(res, 404, errorBody('POST_NOT_FOUND'));
    const { client } = makeClient();
    await rejection(client.post('/posts/gone/comments', { comment: 'a' }));
    expect(seen).toHaveLength(1);
    seen = [];
    handler = (_req, res) => json(res, 200, { data: 'ok' });
    await client.post('/posts/p1/like');
    await client.post('/user/login', { email: 'a@b.c', password: 'x' });
    expect(keys()).toEqual([undefined, undefined]);
  });

  it('replays an action queued offline with the key it was first sent with', async () => {
    handler = (req) => req.socket.destroy();
    const { client, state } = makeClient({}, { online: false });
    const pending = client.post('/translations', { primary_word_id: 1, translation_word_id: 2 });
    await vi.waitFor(() => expect(client.offlineQueue.size).toBe(1));
    handler = (_req, res) => json(res, 200, { data: 'created' });
    state.online = true;
    await client.replayQueued();
    await expect(pending).resolves.toEqual({ data: 'created' });
    expect(seen).toHaveLength(2);
    expect(new Set(keys()).size).toBe(1);
  });
});

describe('network errors and the offline queue', () => {
  const drop = (req: IncomingMessage) => req.socket.destroy();

  it('online: a request that gets no answer shows the server error', async () => {
    handler = drop;
    const { client, events } = makeClient();
    const error = await rejection(client.get('/translations'));
    expect(error.kind).toBe('network');
    expect(seen).toHaveLength(3);
    expect(events.serverError).toHaveBeenCalledWith({
      status: 0,
      method: 'GET',
      url: `${origin}/api/translations`,
    });
    expect(events.offline).not.toHaveBeenCalled();
  });

  it('offline: shows the no-internet popup; a failed read rejects at once', async () => {
    handler = drop;
    const { client, events } = makeClient({}, { online: false });
    const error = await rejection(client.get('/translations'));
    expect(error.kind).toBe('network');
    expect(seen).toHaveLength(1);
    expect(events.offline).toHaveBeenCalledTimes(1);
    expect(events.serverError).not.toHaveBeenCalled();
  });

  it('offline: a failed action waits and is sent again when the connection returns', async () => {
    handler = drop;
    const { client, events, state } = makeClient({}, { online: false });
    let settled = false;
    const pending = client.post('/favorites', { entity_id: 9 }).finally(() => (settled = true));
    await vi.waitFor(() => expect(events.offline).toHaveBeenCalledTimes(1));
    expect(client.offlineQueue.size).toBe(1);
    expect(settled).toBe(false);

    handler = (_req, res, body) => json(res, 200, { data: JSON.parse(body) });
    state.online = true;
    await client.replayQueued();
    await expect(pending).resolves.toEqual({ data: { entity_id: 9 } });
    expect(seen.filter((s) => s.method === 'POST')).toHaveLength(2);
    expect(client.offlineQueue.size).toBe(0);
  });

  it('a replayed action that fails while still offline waits for the next replay', async () => {
    handler = drop;
    const { client, state } = makeClient({}, { online: false });
    const pending = client.delete('/favorites/delete', { ids: [1] });
    await vi.waitFor(() => expect(client.offlineQueue.size).toBe(1));
    await client.replayQueued();
    expect(client.offlineQueue.size).toBe(1);
    state.online = true;
    handler = (_req, res) => json(res, 200, { data: { deleted: 1 } });
    await client.replayQueued();
    await expect(pending).resolves.toEqual({ data: { deleted: 1 } });
  });
});
