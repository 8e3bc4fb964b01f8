// A local server speaking the OpenAI chat-completions protocol with `stream: true` (as Ollama,
// llama.cpp server and vLLM do), for the AI partner's tests: it streams the pieces it is given,
// answers 500, or stalls (to test timeouts). Requests are recorded.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type OpenAiMode = { kind: 'stream'; pieces: string[]; delayMs?: number } | { kind: 'status'; status: number } | { kind: 'stall' };

export interface FakeOpenAi {
  url: string;
  mode: OpenAiMode;
  requests: { headers: http.IncomingHttpHeaders; body: { model: string; stream: boolean; messages: { role: string; content: string }[] } }[];
  close(): Promise<void>;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const res of open) res.destroy();
      server.close(() => resolve());
    });
  return state;
}
