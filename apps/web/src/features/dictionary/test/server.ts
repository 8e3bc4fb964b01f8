// A real HTTP server on 127.0.0.1 for the dictionary's component tests: the app's API client sends
// its relative /api/... requests there (fetch is pointed at the server's origin), and each test
// decides what the server answers and can hold an answer back to look at the page in between.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import type { Language } from '@glossa/contract';

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
  at: number;
}

export type Handler = (req: SeenRequest) => { status?: number; body: unknown; delayMs?: number; hold?: Promise<void> } | undefined;

export interface TestServer {
  origin: string;
  /** Points the app's relative /api requests at this server (for the current test). */
  route(): void;
  seen: SeenRequest[];
  on(handler: Handler): void;
  requests(path: string): SeenRequest[];
  close(): Promise<void>;
}

const realFetch = globalThis.fetch;

export async function startTestServer(): Promise<TestServer> {
  const seen: SeenRequest[] = [];
  let handler: Handler = () => undefined;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const entry: SeenRequest = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, body, at: Date.now() };
      seen.push(entry);
      const answer = handler(entry) ?? { status: 404, body: { errors: [{ code: 'NOT_FOUND', message: 'Not found' }] } };
      const send = () => {
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      };
      const delayed = () => (answer.delayMs ? setTimeout(send, answer.delayMs) : send());
      if (answer.hold) void answer.hold.then(delayed);
      else delayed();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    // Vitest restores spies before each test (restoreMocks): call in beforeEach.
    route: () =>
      void vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
        realFetch(typeof input === 'string' && input.startsWith('/') ? `${origin}${input}` : input, init),
      ),
    seen,
    on: (h) => (handler = h),
    requests: (path) => seen.filter((r) => r.path === path),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A promise a test resolves when it wants a held answer to go out. */
export function gate(): { promise: Promise<void>; open(): void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/** The languages answer the pickers need (GET /api/languages/get/all-data). */
export const LANGUAGES: Language[] = ['eng', 'ger', 'spa', 'fre', 'dut', 'pol', 'rus', 'ukr'].map((code, i) => ({
  code,
  code_two_signs: code.slice(0, 2),
  name: ['English', 'German', 'Spanish', 'French', 'Dutch', 'Polish', 'Russian', 'Ukrainian'][i]!,
  lang_detect: code,
  is_sentence_breaking: true,
}));

export function allDataAnswer() {
  return { body: { data: { languages: LANGUAGES, interface_languages: [], vocabularies: [] }, modified_key: 'k1' } };
}
