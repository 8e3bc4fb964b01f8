// A stand-in for the HTTP server in component tests: answers the calls a page makes (by method and
// path), records them, and answers 404 to anything else. Every answer is parsed with the contract's
// schema (the call's response schema, fake-api-responses.ts, or the error body), so a fake that no
// longer matches the server fails the test. The real server is exercised by the server's route tests
// and the browser tests (e2e/auth.spec.ts).
import { errorBodySchema } from '@glossa/contract';
import { onTestFinished, vi } from 'vitest';
import { responseSchemaOf } from './fake-api-responses';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export type FakeAnswer = { status?: number; body?: unknown } | undefined;
export type FakeHandler = (call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>;

export function errorBody(code: string, message = code, extra: Record<string, unknown> = {}) {
  return { errors: [{ code, message, ...extra }] };
}

/** The answer as the server would send it: parsed with its schema (unknown fields dropped). */
function checked(method: string, pathname: string, status: number, body: unknown): unknown {
  if (body === undefined) return body;
  const schema = status >= 400 ? errorBodySchema : responseSchemaOf(method, pathname);
  if (!schema) throw new Error(`fake API: no response schema for ${method} ${pathname}; add it to test/fake-api-responses.ts`);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`fake API: the answer to ${method} ${pathname} does not match the contract: ${parsed.error.message}`);
  return parsed.data;
}

export function installFakeApi(routes: Record<string, FakeHandler>) {
  const calls: RecordedCall[] = [];
  // A fake that does not match fails the test even when the page swallows the broken answer.
  const mismatches: Error[] = [];
  onTestFinished(() => {
    if (mismatches.length) throw mismatches[0];
  });
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://glossa.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const call: RecordedCall = {
      method,
      path: url.pathname + url.search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      headers,
    };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    const answering = handler ? Promise.resolve(handler(call)) : Promise.resolve({ status: 404, body: errorBody('NOT_FOUND') });
    // Like a real fetch, a call the client's timeout aborts rejects at once (a slow server's answer
    // comes too late). Other aborts (a cancelled query) still get the answer the test holds for it:
    // tests step through those answers themselves.
    const signal = init.signal;
    const timedOut = (reason: unknown) => reason instanceof DOMException && reason.name === 'TimeoutError';
    const answer = await (signal
      ? Promise.race([
          answering,
          new Promise<never>((_, reject) => {
            if (signal.aborted && timedOut(signal.reason)) reject(signal.reason);
            signal.addEventListener('abort', () => timedOut(signal.reason) && reject(signal.reason), { once: true });
          }),
        ])
      : answering);
    const status = answer?.status ?? 200;
    let body: unknown;
    try {
      body = checked(method, url.pathname, status, answer?.body);
    } catch (err) {
      mismatches.push(err as Error);
      throw err;
    }
    const text = body === undefined ? '' : JSON.stringify(body);
    // What the client reads of a Response, settled in microtasks only (a real Response body is a
    // stream whose reading takes macrotasks, which tests on fake timers cannot step through).
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers({ 'content-type': 'application/json' }),
      body: null,
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as unknown as Response;
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    calls,
    /** Calls of one method and path (without query). */
    callsTo: (method: string, pathname: string) =>
      calls.filter((c) => c.method === method && c.path.split('?')[0] === pathname),
  };
}
