// A client for any OpenAI-compatible chat-completions endpoint (Ollama, llama.cpp server, vLLM,
// hosted services): POST {url}/chat/completions with `stream: true`, read as server-sent events
// (`data: {...choices[0].delta.content}` lines until `data: [DONE]`). The whole answer must finish
// within `timeoutMs`; a non-2xx answer, a broken stream or the timeout throws AiChatError.

export interface AiChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export type AiChatFailure = 'timeout' | 'http' | 'protocol' | 'network';

export class AiChatError extends Error {
  constructor(
    readonly reason: AiChatFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface AiChat {
  model: string;
  /** Yields the answer's text pieces as they arrive. */
  stream(messages: AiChatMessage[], options?: { signal?: AbortSignal; temperature?: number }): AsyncGenerator<string>;
}

export interface AiChatOptions {
  /** Base URL up to /v1, e.g. http://127.0.0.1:11434/v1 */
  url: string;
  model: string;
  apiKey?: string | undefined;
  timeoutMs: number;
}

export function createAiChat(options: AiChatOptions): AiChat {
  const endpoint = `${options.url.replace(/\/$/, '')}/chat/completions`;
  return {
    model: options.model,
    async *stream(messages, { signal, temperature = 0.7 } = {}) {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
      const failed = (err: unknown): never => {
        if (err instanceof AiChatError) throw err;
        if (timeout.aborted) throw new AiChatError('timeout', `No complete answer within ${options.timeoutMs} ms`);
        throw new AiChatError('network', (err as Error).message);
      };
      let res: Response;
      try {
        res = await fetch(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({ model: options.model, messages, stream: true, temperature }),
          signal: combined,
        });
      } catch (err) {
        return failed(err);
      }
      if (!res.ok || !res.body) {
        await res.body?.cancel().catch(() => undefined);
        throw new AiChatError('http', `The AI endpoint answered ${res.status}`, res.status);
      }
      const decoder = new TextDecoder();
      let buffer = '';
      const reader = res.body.getReader();
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let nl: number;
          while ((nl = buffer.indexOf('\n')) >= 0) {
            const line = buffer.slice(0, nl).trim();
            buffer = buffer.slice(nl + 1);
            if (!line.startsWith('data:')) continue;
            const data = line.slice(5).trim();
            if (data === '[DONE]') return;
            let parsed: { choices?: { delta?: { content?: string | null } }[]; error?: { message?: string } };
            try {
              parsed = JSON.parse(data);
            } catch {
              throw new AiChatError('protocol', 'The AI endpoint sent a line that is not JSON');
            }
            if (parsed.error) throw new AiChatError('protocol', parsed.error.message ?? 'The AI endpoint reported an error');
            const piece = parsed.choices?.[0]?.delta?.content;
            if (piece) yield piece;
          }
        }
      } catch (err) {
        failed(err);
      } finally {
        reader.releaseLock();
        await res.body.cancel().catch(() => undefined);
      }
      // A stream that ends without [DONE] still delivered what it had; nothing more to do.
    },
  };
}
