// The global response rules of core.md §8, as pure functions of the request. The client applies
// them; tests pin each one.
import { TIMINGS } from '@glossa/contract/constants';

export type ApiBase = 'api' | 'v2' | 'chat';

export const BASE_PATHS: Record<ApiBase, string> = { api: '/api', v2: '/api/v2', chat: '/chat-api' };

/** Answers that mean "the server failed" and show server_error_title (700 is the spec's own code). */
export const SERVER_ERROR_STATUSES: ReadonlySet<number> = new Set([500, 502, 503, 504, 700]);

/** Statuses worth another try: the server or a proxy in front of it failed transiently. */
const RETRY_STATUSES: ReadonlySet<number> = new Set([500, 502, 503, 504]);

/** Methods that can be sent twice without doing twice (RFC 9110 §9.2.2). */
const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

function segments(path: string): string[] {
  return path.split(/[?#]/, 1)[0]!.split('/').filter(Boolean);
}

/** The chat API, and chat or messages paths of any base: no `local` header there (core.md §7). */
export function isChatOrMessagesPath(base: ApiBase, path: string): boolean {
  if (base === 'chat') return true;
  const first = segments(path)[0];
  return first === 'chat' || first === 'messages';
}

export function sendsLocalHeader(base: ApiBase, path: string): boolean {
  return !isChatOrMessagesPath(base, path);
}

/** Paths under education, questions and posts reject with their first error code and show nothing. */
export function throwsFirstErrorCode(path: string): boolean {
  const first = segments(path)[0];
  return first === 'education' || first === 'questions' || first === 'posts';
}

/** Logout never triggers a refresh; neither does the refresh call itself. */
export function refreshesOn401(path: string): boolean {
  const parts = segments(path);
  return !(parts[0] === 'user' && (parts[1] === 'logout' || parts[1] === 'refresh-token'));
}

export interface ScreenContext {
  onChatScreen: boolean;
  developerHost: boolean;
}

/**
 * Errors whose global display is suppressed (core.md §8): messages and tooltips always, chat
 * unless the user is on the chat screen, tasks unless on a developer host.
 */
export function isSuppressed(base: ApiBase, path: string, screen: ScreenContext): boolean {
  const parts = segments(path);
  if (parts.includes('messages') || parts.includes('tooltips')) return true;
  if (base === 'chat' || parts.includes('chat')) return !screen.onChatScreen;
  if (parts[0] === 'tasks' || parts[0] === 'task') return !screen.developerHost;
  return false;
}

export type Failure = { kind: 'network' | 'timeout' } | { kind: 'http'; status: number; retryAfterMs?: number };

/** The longest Retry-After a retry waits for; a server asking for more gets no retry. */
export const RETRY_AFTER_MAX_MS = 10_000;

/**
 * Only what is safe to send again: idempotent methods, and POSTs that carry an Idempotency-Key (the
 * server answers a repeat with the first answer), after no answer, a timeout or a 5xx. A keyed POST
 * also retries the server's 409 "still running" when it says when (Retry-After). A Retry-After
 * longer than RETRY_AFTER_MAX_MS is not waited for.
 */
export function isRetryable(method: string, failure: Failure, idempotent?: boolean, keyed = false): boolean {
  const safe = idempotent ?? (keyed || IDEMPOTENT_METHODS.has(method.toUpperCase()));
  if (!safe) return false;
  if (failure.kind !== 'http') return true;
  if ((failure.retryAfterMs ?? 0) > RETRY_AFTER_MAX_MS) return false;
  return RETRY_STATUSES.has(failure.status) || (keyed && failure.status === 409 && failure.retryAfterMs !== undefined);
}

/** Retry-After in milliseconds (seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (/^\s*\d+\s*$/.test(header)) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * A new Idempotency-Key: 128 random bits in hex. getRandomValues, not randomUUID, which browsers
 * only offer on HTTPS and localhost.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Delay before retry n (0-based): 1000 * 2^n ms plus up to 1000 ms of jitter (core.md §9). */
export function retryDelay(
  attempt: number,
  random: () => number = Math.random,
  baseMs: number = TIMINGS.retryBaseMs,
  jitterMs: number = TIMINGS.retryJitterMs,
): number {
  return baseMs * 2 ** attempt + Math.floor(random() * jitterMs);
}
