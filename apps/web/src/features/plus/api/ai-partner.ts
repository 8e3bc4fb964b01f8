// The AI partner (docs/architecture.md "AI conversation partner"): the conversation, and sending a
// message whose reply streams back as server-sent events (delta, then done or error).
import type { AiMessage, QuotaEntry } from '@glossa/contract';
import { api, ApiError } from '../../../shared/api';
import { currentSession } from '../../../shared/session/session-store';

export interface Conversation {
  lang: string;
  level: string | null;
  messages: AiMessage[];
  quota: QuotaEntry;
}

export const fetchConversation = (lang: string, signal?: AbortSignal) =>
  api.get<{ data: Conversation }>('/ai-partner/conversation', { query: { lang }, signal, silent: true }).then((a) => a.data);

/** The languages the member learns, and their native one (the marked words' entries translate into it). */
export const fetchLearning = (signal?: AbortSignal) =>
  api.get<{ data: { lang: { code: string }; level: string }[] }>('/user/languages', { signal }).then((a) => ({
    learning: a.data.filter((l) => l.level !== 'NATIVE').map((l) => l.lang.code),
    native: a.data.find((l) => l.level === 'NATIVE')?.lang.code ?? null,
  }));

const URL = '/api/ai-partner/messages';
const failure = (status: number, code: string, message: string, payload?: unknown) =>
  new ApiError({ kind: 'http', status, code, message, payload, method: 'POST', url: URL });

export interface Done {
  user: AiMessage;
  reply: AiMessage;
  quota: QuotaEntry;
}

/** Sends a message; `onDelta` gets the reply as it arrives. Limit errors reject with ApiError. */
export async function sendToPartner(lang: string, text: string, onDelta: (piece: string) => void, signal?: AbortSignal): Promise<Done> {
  // A cheap authenticated call first: the client refreshes an expiring token on the way.
  await api.get('/plus/status', { silent: true });
  const token = currentSession()?.token;
  const res = await fetch(URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ lang, text }),
    signal,
  });
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => null)) as { errors?: { code: string; message: string; payload?: unknown }[] } | null;
    const e = body?.errors?.[0];
    throw failure(res.status, e?.code ?? 'HTTP_ERROR', e?.message ?? '', e?.payload);
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as Record<string, unknown>;
      if (event === 'delta') onDelta(String(data.text ?? ''));
      if (event === 'done') return data as unknown as Done;
      if (event === 'error') throw failure(502, String(data.code), String(data.message ?? ''), data.payload);
    }
  }
  throw failure(502, 'AI_PARTNER_UNAVAILABLE', '');
}
