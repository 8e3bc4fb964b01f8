// Client -> server commands over the socket, answered through the acknowledgement callback with
// the same bodies as HTTP: `{data}` or `{errors:[{code,message,field}]}`. Input is validated with the
// contract's schema; the work is tracked so shutdown waits for it.
import type { z } from 'zod';
import { CommonErrorCode, withoutControlChars } from '@glossa/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, errorBody } from '../errors';
import type { Viewer } from '../auth/viewer';
import type { Realtime, ViewerSocket } from './index';

export function errorToBody(err: unknown, log: FastifyBaseLogger) {
  if (err instanceof AppError) return errorBody(err.code, err.message, err.field, err.payload);
  log.error({ err }, 'socket command failed');
  return errorBody(CommonErrorCode.INTERNAL_ERROR, 'Internal server error');
}

/** Per-connection flood guard: a bucket of BURST commands refilled at RATE per second. */
const RATE = 10;
const BURST = 30;
const buckets = new WeakMap<object, { tokens: number; at: number }>();
function allow(socket: ViewerSocket): boolean {
  const now = Date.now();
  const bucket = buckets.get(socket) ?? { tokens: BURST, at: now };
  bucket.tokens = Math.min(BURST, bucket.tokens + ((now - bucket.at) / 1000) * RATE);
  bucket.at = now;
  buckets.set(socket, bucket);
  if (bucket.tokens < 1) return false;
  bucket.tokens -= 1;
  return true;
}

export function onCommand<S extends z.ZodType>(
  realtime: Realtime,
  socket: ViewerSocket,
  log: FastifyBaseLogger,
  name: string,
  schema: S,
  handler: (viewer: Viewer, input: z.output<S>) => Promise<unknown>,
): void {
  // The contract's control-character rule first, as on HTTP: a NUL byte never reaches PostgreSQL.
  const guarded = withoutControlChars(schema);
  socket.on(name, (payload: unknown, ack?: unknown) => {
    const reply = typeof ack === 'function' ? (ack as (body: unknown) => void) : () => undefined;
    if (realtime.closing) {
      reply(errorBody(CommonErrorCode.SERVICE_UNAVAILABLE, 'Server is shutting down, send again after reconnecting'));
      return;
    }
    if (!allow(socket)) {
      reply(errorBody(CommonErrorCode.TOO_MANY_REQUESTS, 'Too many messages, slow down'));
      return;
    }
    const parsed = guarded.safeParse(payload);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      reply(errorBody(CommonErrorCode.VALIDATION_ERROR, issue?.message ?? 'Invalid input', issue?.path.join('.') || 'payload'));
      return;
    }
    void realtime.track(
      handler(socket.data.viewer, parsed.data).then(
        (data) => reply({ data }),
        (err: unknown) => reply(errorToBody(err, log)),
      ),
    );
  });
}
