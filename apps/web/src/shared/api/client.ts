// The HTTP client of the web app, on fetch. It applies core.md §8 "Global response handling":
// headers, timeout, retries, 401 refresh, 403, server errors, network errors, suppression rules and
// the offline replay queue. It shows nothing itself: it reports to the handlers the app registers
// (setApiEvents), so the UI decides how an error looks.
import { TIMINGS } from '@glossa/contract/constants';
import { IDEMPOTENCY_KEY_HEADER, takesIdempotencyKey } from '@glossa/contract/idempotency';
import { ApiError, errorFromBody } from './errors';
import { OfflineQueue, StillOffline } from './offline-queue';
import {
  BASE_PATHS,
  SERVER_ERROR_STATUSES,
  isRetryable,
  isSuppressed,
  newIdempotencyKey,
  refreshesOn401,
  retryAfterMs,
  retryDelay,
  sendsLocalHeader,
  throwsFirstErrorCode,
  type ApiBase,
  type Failure,
} from './rules';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  /** Which API: `/api` (default), `/api/v2` or the chat API `/chat-api`. */
  base?: ApiBase;
  query?: Record<string, QueryValue>;
  /** JSON-serialisable value, or FormData for uploads. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Cancels the request (TanStack Query passes one); a cancelled request shows nothing. */
  signal?: AbortSignal;
  /** Do not show the global server-error alert or the no-internet popup for this call. */
  silent?: boolean;
  /** Override whether the call is safe to retry (default: idempotent methods, and POSTs with a key). */
  idempotent?: boolean;
  /**
   * The Idempotency-Key of this user action. By default each call to one of the contract's create
   * POSTs (IDEMPOTENT_CREATES) gets a new one, sent again on its retries and its offline replay;
   * pass one to make several calls one action.
   */
  idempotencyKey?: string;
  /** Queue the call while offline and send it when the connection returns (default: all but GET/HEAD). */
  replayWhenOnline?: boolean;
  /**
   * A call the server may take long to answer by design (sign-in and sign-up hash the password,
   * seconds when the server is busy). At the API timeout it is not abandoned while the server is
   * reachable: the client asks GET /api/health, tells `onSlow`, and keeps waiting (asking again at
   * each further timeout) up to `patientLimitMs`. A server that does not answer the check either
   * fails the call as a network error ("no connection"); one that answers it but never the call, as
   * a timeout ("the server is slow").
   */
  patient?: { onSlow?: () => void };
}

export interface AuthHandlers {
  /** The current access token, or null for a guest. May refresh first when the token is nearly expired. */
  getAccessToken(): string | null | Promise<string | null>;
  /** Called on a 401; resolves true when a new token is available. Concurrent 401s share one call. */
  refresh(): Promise<boolean>;
  /** The refresh failed: log out, close panels, go to auth (core.md §4 Token refresh). */
  onRefreshFailed(): void;
}

export interface ApiEvents {
  /** A server error (500/502/503/504/700 or no answer while online) that is not silenced. */
  serverError(info: { status: number; method: string; url: string }): void;
  /** A call failed and the browser is offline: show the no-internet popup. */
  offline(): void;
  /** 403 FORBIDDEN: reload the user and go to the dictionary. */
  forbidden(): void;
}

export interface ApiEnvironment {
  /** Dictionary code of the interface language, sent as the `local` header. */
  dictionaryCode(): string;
  isOnline(): boolean;
  onChatScreen(): boolean;
  developerHost(): boolean;
}

export interface ApiClientOptions {
  /** Prefix for every URL; '' in the browser (same origin), `http://127.0.0.1:PORT` in tests. */
  origin?: string;
  timeoutMs?: number;
  /** How long a `patient` call waits in all while the server stays reachable. */
  patientLimitMs?: number;
  retries?: number;
  retryBaseMs?: number;
  retryJitterMs?: number;
  random?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  fetch?: typeof fetch;
}

const noop = () => undefined;

/**
 * How long a `patient` call (RequestOptions.patient) waits while the server answers its health
 * check: a password hash on a loaded 2-core server took 3-11 s, far past the API timeout.
 */
export const PATIENT_LIMIT_MS = 60_000;

function defaultEnvironment(): ApiEnvironment {
  return {
    dictionaryCode: () => 'eng',
    isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine),
    onChatScreen: () => false,
    developerHost: () => false,
  };
}

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** AbortSignal.any, with a fallback for browsers that lack it (Safari < 17.4). */
function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

function appendQuery(url: string, query: RequestOptions['query']): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

type Outcome = { response: Response } | { failure: 'network' | 'timeout' | 'cancelled'; cause: unknown };

export class ApiClient {
  private auth: AuthHandlers | null = null;
  private events: ApiEvents = { serverError: noop, offline: noop, forbidden: noop };
  private env: ApiEnvironment = defaultEnvironment();
  private refreshing: Promise<boolean> | null = null;
  readonly offlineQueue = new OfflineQueue();
  /** Effective settings (timeouts and retry policy), readable for tests and diagnostics. */
  readonly settings: Readonly<Required<ApiClientOptions>>;

  constructor(options: ApiClientOptions = {}) {
    this.settings = {
      origin: options.origin ?? '',
      timeoutMs: options.timeoutMs ?? TIMINGS.apiTimeoutMs,
      patientLimitMs: options.patientLimitMs ?? PATIENT_LIMIT_MS,
      retries: options.retries ?? TIMINGS.retries,
      retryBaseMs: options.retryBaseMs ?? TIMINGS.retryBaseMs,
      retryJitterMs: options.retryJitterMs ?? TIMINGS.retryJitterMs,
      random: options.random ?? Math.random,
      sleep: options.sleep ?? abortableSleep,
      fetch: options.fetch ?? ((...args) => globalThis.fetch(...args)),
    };
  }

  /** Registration point for the accounts feature: tokens and refresh. */
  setAuthHandlers(handlers: AuthHandlers | null): void {
    this.auth = handlers;
  }

  setEvents(events: Partial<ApiEvents>): void {
    this.events = { ...this.events, ...events };
  }

  setEnvironment(env: Partial<ApiEnvironment>): void {
    this.env = { ...this.env, ...env };
  }

  /** Sends the actions queued while offline (on `online`, after a token refresh, on "Try again"). */
  replayQueued(): Promise<void> {
    return this.offlineQueue.replay();
  }

  get<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('GET', path, options);
  }

  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('POST', path, { ...options, body });
  }

  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('PUT', path, { ...options, body });
  }

  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('PATCH', path, { ...options, body });
  }

  delete<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('DELETE', path, { ...options, body });
  }

  /**
   * GET with `X-modified-key` (core.md §7 Localization): resolves null when the server answers 304
   * (the caller's copy is current), else the fresh answer.
   */
  async getIfModified<T>(
    path: string,
    modifiedKey: string | undefined,
    options?: RequestOptions,
  ): Promise<T | null> {
    const headers = modifiedKey ? { ...options?.headers, 'X-modified-key': modifiedKey } : options?.headers;
    const result = await this.send<T>('GET', path, { ...options, headers });
    return result.notModified ? null : result.data;
  }

  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const result = await this.send<T>(method, path, options);
    // 304 is ignored (core.md §8): a plain request has no cached copy to offer, so it resolves undefined.
    return result.notModified ? (undefined as T) : result.data;
  }

  private url(base: ApiBase, path: string, query: RequestOptions['query']): string {
    const clean = path.startsWith('/') ? path : `/${path}`;
    return appendQuery(`${this.settings.origin}${BASE_PATHS[base]}${clean}`, query);
  }

  private async headersFor(base: ApiBase, path: string, options: RequestOptions): Promise<Headers> {
    const headers = new Headers({ Accept: 'application/json' });
    const token = this.auth ? await this.auth.getAccessToken() : null;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (sendsLocalHeader(base, path)) headers.set('local', this.env.dictionaryCode());
    if (options.body !== undefined && !(options.body instanceof FormData))
      headers.set('Content-Type', 'application/json');
    if (options.idempotencyKey) headers.set(IDEMPOTENCY_KEY_HEADER, options.idempotencyKey);
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    return headers;
  }

  /** One HTTP exchange with the timeout; never throws, says what happened. */
  private async exchange(
    method: string,
    url: string,
    headers: Headers,
    options: RequestOptions,
  ): Promise<Outcome> {
    const timeout = new AbortController();
    const started = Date.now();
    let settled = false;
    let unreachable = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const giveUp = () => timeout.abort(new DOMException('Timed out', 'TimeoutError'));
    // A patient call outlives the API timeout as long as the server answers its health check.
    const onTimeout = async () => {
      const patient = options.patient;
      const left = this.settings.patientLimitMs - (Date.now() - started);
      if (!patient || left <= 0) return giveUp();
      patient.onSlow?.();
      const reachable = await this.reachable(options.signal);
      if (settled) return;
      if (!reachable) {
        unreachable = true;
        return giveUp();
      }
      const elapsed = Date.now() - started;
      timer = setTimeout(() => void onTimeout(), Math.max(0, Math.min(this.settings.timeoutMs, this.settings.patientLimitMs - elapsed)));
    };
    timer = setTimeout(() => void onTimeout(), this.settings.timeoutMs);
    const signal = options.signal ? anySignal([options.signal, timeout.signal]) : timeout.signal;
    const body =
      options.body === undefined
        ? undefined
        : options.body instanceof FormData
          ? options.body
          : JSON.stringify(options.body);
    try {
      const response = await this.settings.fetch(url, {
        method,
        headers,
        body,
        signal,
        credentials: 'same-origin',
      });
      return { response };
    } catch (cause) {
      if (options.signal?.aborted) return { failure: 'cancelled', cause };
      if (timeout.signal.aborted) return { failure: unreachable ? 'network' : 'timeout', cause };
      return { failure: 'network', cause };
    } finally {
      settled = true;
      clearTimeout(timer);
    }
  }

  /** Whether the server answers at all (GET /api/health, any status) within the API timeout. */
  private async reachable(signal?: AbortSignal): Promise<boolean> {
    if (!this.env.isOnline()) return false;
    const limit = new AbortController();
    const timer = setTimeout(() => limit.abort(), this.settings.timeoutMs);
    try {
      const response = await this.settings.fetch(`${this.settings.origin}${BASE_PATHS.api}/health`, {
        method: 'GET',
        headers: { Accept: 'application/json' },
        signal: signal ? anySignal([signal, limit.signal]) : limit.signal,
        credentials: 'same-origin',
      });
      await response.body?.cancel().catch(noop);
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  private async send<T>(
    method: string,
    path: string,
    given: RequestOptions,
    replaying = false,
  ): Promise<{ notModified: true } | { notModified: false; data: T }> {
    const base = given.base ?? 'api';
    const url = this.url(base, path, given.query);
    // One key per call (one user action): every retry and the offline replay send the same one.
    const options =
      given.idempotencyKey === undefined && takesIdempotencyKey(method, `${BASE_PATHS[base]}${path.startsWith('/') ? '' : '/'}${path}`)
        ? { ...given, idempotencyKey: newIdempotencyKey() }
        : given;
    const keyed = options.idempotencyKey !== undefined;
    let refreshed = false;

    for (let attempt = 0; ; attempt++) {
      const headers = await this.headersFor(base, path, options);
      const outcome = await this.exchange(method, url, headers, options);

      if ('failure' in outcome) {
        if (outcome.failure === 'cancelled') {
          throw new ApiError({ kind: 'cancelled', code: 'CANCELLED', method, url, cause: outcome.cause });
        }
        const failure: Failure = { kind: outcome.failure };
        // Offline, another try cannot help: the call goes to the replay queue instead.
        const online = this.env.isOnline();
        if (online && attempt < this.settings.retries && isRetryable(method, failure, options.idempotent, keyed)) {
          await this.wait(attempt, options.signal, method, url);
          continue;
        }
        return this.failedWithoutAnswer(
          method,
          path,
          options,
          url,
          { failure: outcome.failure, cause: outcome.cause },
          replaying,
        );
      }

      const { response } = outcome;
      if (response.status === 304) return { notModified: true };
      if (response.ok) return { notModified: false, data: (await readBody(response)) as T };

      const failure: Failure = {
        kind: 'http',
        status: response.status,
        retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
      };
      if (attempt < this.settings.retries && isRetryable(method, failure, options.idempotent, keyed)) {
        await response.body?.cancel().catch(noop);
        await this.wait(attempt, options.signal, method, url, failure.retryAfterMs);
        continue;
      }

      const body = await readBody(response);
      if (response.status === 401 && !refreshed && this.auth && refreshesOn401(path)) {
        refreshed = true;
        if (await this.refreshOnce()) {
          // One more exchange with the new token; it is not one of the two backoff retries.
          attempt--;
          continue;
        }
        this.auth.onRefreshFailed();
      }

      const error = errorFromBody(body, response.status, method, url);
      throw this.handleHttpError(error, base, path, options);
    }
  }

  /** The backoff before retry `attempt`, or the server's Retry-After when that is longer. */
  private async wait(
    attempt: number,
    signal: AbortSignal | undefined,
    method: string,
    url: string,
    serverAskedMs = 0,
  ): Promise<void> {
    const delay = Math.max(
      serverAskedMs,
      retryDelay(attempt, this.settings.random, this.settings.retryBaseMs, this.settings.retryJitterMs),
    );
    try {
      await this.settings.sleep(delay, signal);
    } catch (cause) {
      throw new ApiError({ kind: 'cancelled', code: 'CANCELLED', method, url, cause });
    }
  }

  private refreshOnce(): Promise<boolean> {
    const auth = this.auth;
    if (!auth) return Promise.resolve(false);
    this.refreshing ??= auth
      .refresh()
      .catch(() => false)
      .finally(() => {
        this.refreshing = null;
      });
    return this.refreshing;
  }

  private screen() {
    return { onChatScreen: this.env.onChatScreen(), developerHost: this.env.developerHost() };
  }

  private handleHttpError(error: ApiError, base: ApiBase, path: string, options: RequestOptions): ApiError {
    if (error.status === 403 && error.code === 'FORBIDDEN') {
      this.events.forbidden();
      return error;
    }
    if (throwsFirstErrorCode(path)) {
      // The feature shows these itself, keyed by the code (core.md §8).
      return new ApiError({ ...error, kind: 'http', message: error.code, cause: error });
    }
    if (SERVER_ERROR_STATUSES.has(error.status)) {
      console.error(`[api] ${error.method} ${error.url} -> ${error.status} ${error.code}`);
      if (!options.silent && !isSuppressed(base, path, this.screen())) {
        this.events.serverError({ status: error.status, method: error.method, url: error.url });
      }
    }
    return error;
  }

  private failedWithoutAnswer<T>(
    method: string,
    path: string,
    options: RequestOptions,
    url: string,
    outcome: { failure: 'network' | 'timeout'; cause: unknown },
    replaying: boolean,
  ): Promise<{ notModified: false; data: T }> {
    const base = options.base ?? 'api';
    const error = new ApiError({
      kind: outcome.failure,
      code: outcome.failure === 'timeout' ? 'TIMEOUT' : 'NETWORK_ERROR',
      message:
        outcome.failure === 'timeout' ? `No answer within ${this.settings.timeoutMs} ms` : 'Network error',
      method,
      url,
      cause: outcome.cause,
    });
    const quiet = options.silent || isSuppressed(base, path, this.screen());

    if (!this.env.isOnline()) {
      if (replaying) return Promise.reject(new StillOffline());
      if (!quiet) this.events.offline();
      const replay = options.replayWhenOnline ?? !['GET', 'HEAD'].includes(method.toUpperCase());
      if (replay) {
        return this.offlineQueue.enqueue(
          () => this.send<T>(method, path, options, true) as Promise<{ notModified: false; data: T }>,
          () => error,
        );
      }
      return Promise.reject(error);
    }
    if (!quiet && !throwsFirstErrorCode(path)) {
      console.error(`[api] ${method} ${url} -> ${error.code}`);
      this.events.serverError({ status: 0, method, url });
    }
    return Promise.reject(error);
  }
}

/** The app's client (same origin). Features import `api` and never call fetch directly. */
export const api = new ApiClient();
