import type { ErrorBody, ErrorItem } from '@glossa/contract';

/** What went wrong: an HTTP answer, no answer at all, no answer in time, or the caller gave up. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'cancelled';

export type ApiErrorItem = ErrorBody['errors'][number];

/**
 * Every failed call rejects with this. `code` is the first error code of the answer (or NETWORK_ERROR,
 * TIMEOUT, CANCELLED); `errors` keeps all of them.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  readonly payload: unknown;
  readonly errors: ApiErrorItem[];
  readonly method: string;
  readonly url: string;

  constructor(init: {
    kind: ApiErrorKind;
    status?: number;
    code: string;
    message?: string;
    field?: string;
    payload?: unknown;
    errors?: ApiErrorItem[];
    method: string;
    url: string;
    cause?: unknown;
  }) {
    super(init.message ?? init.code, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.code = init.code;
    this.field = init.field;
    this.payload = init.payload;
    this.errors = init.errors ?? [];
    this.method = init.method;
    this.url = init.url;
  }

  get isCancelled(): boolean {
    return this.kind === 'cancelled';
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function isErrorItem(value: unknown): value is ErrorItem & { payload?: unknown } {
  return typeof value === 'object' && value !== null && typeof (value as ErrorItem).code === 'string';
}

/** Reads `{"errors":[...]}`; anything else (an HTML proxy page, empty body) gives HTTP_<status>. */
export function errorFromBody(body: unknown, status: number, method: string, url: string): ApiError {
  const items = (body as Partial<ErrorBody> | null)?.errors;
  const errors = Array.isArray(items) ? items.filter(isErrorItem) : [];
  const first = errors[0];
  return new ApiError({
    kind: 'http',
    status,
    code: first?.code ?? `HTTP_${status}`,
    message: first?.message || `Request failed with status ${status}`,
    field: first?.field,
    payload: first?.payload,
    errors,
    method,
    url,
  });
}
