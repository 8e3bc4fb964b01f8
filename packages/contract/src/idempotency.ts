// Idempotency-Key (issue 34; server: apps/server/src/platform/http/idempotency.ts, web: the API
// client). The POSTs that create something a retry must not create twice: the web client sends one
// key per user action on these, reuses it on its retries, and only retries these POSTs.
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const IdempotencyErrorCode = {
  /** The key is not 1-255 visible ASCII characters (400). */
  INVALID: 'IDEMPOTENCY_KEY_INVALID',
  /** The key was used for another method, URL or body (422). */
  REUSED: 'IDEMPOTENCY_KEY_REUSED',
  /** A request with the key is still running (409, Retry-After). */
  IN_USE: 'IDEMPOTENCY_KEY_IN_USE',
} as const;

/**
 * Full paths (`:name` is one segment). Chat messages have their own `client_message_id`; uploads
 * (multipart) are not listed: their body is a stream the server cannot fingerprint before reading it.
 */
export const IDEMPOTENT_CREATES: readonly string[] = [
  // feed
  '/api/posts',
  '/api/articles',
  '/api/questions',
  '/api/posts/:uuid/comments',
  '/api/articles/:uuid/comments',
  '/api/questions/:uuid/answers',
  // contributions
  '/api/translations',
  '/api/translations/:id/meaning-descriptions',
  '/api/words/:wordId/sentence',
  '/api/words/sentence/:sentenceId/translation',
  // compilations (training) and favourite groups
  '/api/education/selections',
  '/api/education/selections/:uuid/comments',
  '/api/education/videos/:uuid/comments',
  '/api/favorites/group',
  // tasks
  '/api/tasks/:type/:id/comment-logs',
  // reports
  '/api/complain',
  '/api/complain/user',
  '/api/complain/user-action',
  '/api/feed/complain',
  '/api/reviews',
];

const patterns = IDEMPOTENT_CREATES.map((p) => new RegExp(`^${p.replace(/:[A-Za-z_]+/g, '[^/]+')}/?$`));

/** Does `POST <path>` (a full path, query allowed) take an Idempotency-Key? */
export function takesIdempotencyKey(method: string, path: string): boolean {
  if (method.toUpperCase() !== 'POST') return false;
  const bare = path.split(/[?#]/, 1)[0]!;
  return patterns.some((p) => p.test(bare));
}
