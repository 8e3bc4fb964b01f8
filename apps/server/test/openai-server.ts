// A local server speaking the OpenAI chat-completions protocol with `stream: true` (as Ollama,
// llama.cpp server and vLLM do), for the AI partner's tests: it streams the pieces it is given,
// answers 500, or stalls (to test timeouts), or answers from the prompt's dictionary entries
// (`dictionary`: the first entry's word marked, with its first translation, so a test sees that the
// entries reached the prompt). Requests are recorded. The browser tests start it in
// their worker (e2e/language-exchange.spec.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type OpenAiMode =
  | { kind: 'stream'; pieces: string[]; delayMs?: number }
  | { kind: 'status'; status: number }
  | { kind: 'stall' }
  | { kind: 'dictionary' };

/**
 * The deterministic answer of `dictionary` mode: the prompt's first dictionary entry
 * (`- <word> (...) = <translation>, ... [<language>]`), marked, or a plain answer without entries.
 */
export function answerFromEntries(system: string, lastUser: string): string[] {
  const entry = /^- (\S+)(?: \([^)]*\))? = ([^,[]+)/m.exec(system);
  if (!entry) return [`Du hast geschrieben: ${lastUser}`];
  const [, word, translation] = entry;
  return ['CORRECTION: ', `${lastUser.trim().replace(/\?*$/, '?')}\n`, `Das Wort [[`, `${word}]] heißt „${translation!.trim()}“. `, 'Gefällt dir dein [[Haus', ']]?'];
}

export interface FakeOpenAi {
  url: string;
  mode: OpenAiMode;
  requests: { headers: http.IncomingHttpHeaders; body: { model: string; stream: boolean; messages: { role: string; content: string }[] } }[];
  close(): Promise<void>;
}

export async function startFakeOpenAi(port = 0): Promise<FakeOpenAi> {
  const state: FakeOpenAi = { url: '', mode: { kind: 'stream', pieces: ['Hallo!'] }, requests: [], close: async () => undefined };
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      state.requests.push({ headers: req.headers, body: JSON.parse(raw) });
      const mode = state.mode;
      if (mode.kind === 'status') {
        res.writeHead(mode.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'model crashed' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      open.add(res);
      res.on('close', () => open.delete(res));
      if (mode.kind === 'dictionary') {
        const body = state.requests.at(-1)!.body;
        const pieces = answerFromEntries(body.messages[0]?.content ?? '', body.messages.at(-1)?.content ?? '');
        for (const piece of pieces) res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece } }] })}\n\n`);
        res.write('data: [DONE]\n\n');
        res.end();
        return;
      }
      if (mode.kind === 'stall') {
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { role: 'assistant', content: 'Ich' } }] })}\n\n`);
        return;
      }
      void (async () => {
        for (const piece of mode.pieces) {
          res.write(`data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: piece } }] })}\n\n`);
          if (mode.delayMs) await new Promise((r) => setTimeout(r, mode.delayMs));
        }
        res.write('data: [DONE]\n\n');
        res.end();
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const res of open) res.destroy();
      server.close(() => resolve());
    });
  return state;
}

