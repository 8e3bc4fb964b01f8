// One error type with a stable code; one global handler turns everything into the contract's
// error body and never leaks internals (ARCHITECTURE.md §3).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { CommonErrorCode, type ErrorBody } from '@glossa/contract';
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import { isForeignKeyViolation, isTransientConflict } from './db/conflicts';
import { isMalformedMultipart } from './http/multipart';

export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status = 400,
    message?: string,
    readonly field?: string,
    readonly payload?: unknown,
  ) {
    super(message ?? code);
  }
}

export const notFound = (thing: string, message?: string) =>
  new AppError(`${thing}_NOT_FOUND`, 404, message ?? `${thing.toLowerCase().replace(/_/g, ' ')} not found`);
export const forbidden = (message = 'You are not allowed to do this') => new AppError(CommonErrorCode.FORBIDDEN, 403, message);
export const unauthenticated = (message = 'Authentication required') =>
  new AppError(CommonErrorCode.UNAUTHENTICATED, 401, message);
export const validationError = (field: string, message: string) =>
  new AppError(CommonErrorCode.VALIDATION_ERROR, 400, message, field);

export function errorBody(code: string, message: string, field?: string, payload?: unknown): ErrorBody {
  const item: ErrorBody['errors'][number] = { code, message };
  if (field !== undefined) item.field = field;
  if (payload !== undefined) item.payload = payload;
  return { errors: [item] };
}

const fastifyCodeMap: Record<string, { status: number; code: string; field?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: CommonErrorCode.VALIDATION_ERROR, field: 'body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: CommonErrorCode.VALIDATION_ERROR, field: 'body' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: CommonErrorCode.VALIDATION_ERROR, field: 'body' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: CommonErrorCode.PAYLOAD_TOO_LARGE },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: CommonErrorCode.UNSUPPORTED_MEDIA_TYPE },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, code: CommonErrorCode.UNSUPPORTED_MEDIA_TYPE },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: CommonErrorCode.UNSUPPORTED_MEDIA_TYPE },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: CommonErrorCode.PAYLOAD_TOO_LARGE },
  FST_FILES_LIMIT: { status: 413, code: CommonErrorCode.PAYLOAD_TOO_LARGE },
  FST_PARTS_LIMIT: { status: 413, code: CommonErrorCode.PAYLOAD_TOO_LARGE },
  FST_FIELDS_LIMIT: { status: 413, code: CommonErrorCode.PAYLOAD_TOO_LARGE },
  FST_PROTO_VIOLATION: { status: 400, code: CommonErrorCode.VALIDATION_ERROR, field: 'body' },
  FST_ERR_VALIDATION: { status: 400, code: CommonErrorCode.VALIDATION_ERROR },
};

/** 'items.0.name' style name of the invalid field (query and params fields are named as sent). */
function fieldOf(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean);
  if (path.length) return path.join('.');
  return context ?? 'body';
}

/**
 * Refusals of Node's HTTP parser, before Fastify sees a request (431 headers too large, 400 bad
 * request line, 408): in the API's error shape, and with `Connection: close` so a keep-alive client
 * does not send its next request on a connection that is about to close.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, CommonErrorCode.VALIDATION_ERROR, 'The request headers or URL are too large']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, CommonErrorCode.VALIDATION_ERROR, 'The request took too long to arrive']
        : [400, CommonErrorCode.VALIDATION_ERROR, 'The request is malformed'];
  const body = JSON.stringify(errorBody(code, message));
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  } else {
    socket.destroy();
  }
}

/** 'Key (publication_id)=(7) is not present in table "publications"': the row referred to is gone. */
function vanishedParent(err: unknown): boolean {
  if (!isForeignKeyViolation(err)) return false;
  for (let e = err as { detail?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.detail === 'string') return e.detail.includes('is not present');
    if (typeof e.message === 'string' && e.message.includes('insert or update on table')) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * A foreign-key violation on a parent that vanished while the request ran (a like racing the
 * post's deletion): the handler runs once more, and its own existence check answers the parent's
 * 404 code. One mechanism for every route; a multipart body cannot be read twice, so it gets the
 * generic 404.
 */
function rerunWhenParentVanished(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function (this: FastifyInstance, request, reply) {
      const gone = () => new AppError(CommonErrorCode.NOT_FOUND, 404, 'What this refers to no longer exists');
      const result = handler.call(this, request, reply) as unknown;
      if (!(result instanceof Promise)) return result;
      return result.catch((err: unknown) => {
        if (!vanishedParent(err) || reply.sent) throw err;
        if (request.headers['content-type']?.toLowerCase().startsWith('multipart/')) throw gone();
        request.log.info('a row this request refers to was deleted meanwhile: running it again');
        return Promise.resolve(handler.call(this, request, reply)).catch((again: unknown) => {
          throw vanishedParent(again) ? gone() : again;
        });
      });
    } as typeof route.handler;
  });
}

export function registerErrorHandling(app: FastifyInstance): void {
  rerunWhenParentVanished(app);
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(errorBody(error.code, error.message, error.field, error.payload));
    }
    if (isTransientConflict(error)) {
      // Still deadlocked after the transaction's retries (conflicts.ts), or a single statement.
      request.log.warn({ err: error }, 'database conflict: answered 503');
      return reply
        .status(503)
        .header('retry-after', '1')
        .send(errorBody(CommonErrorCode.SERVICE_UNAVAILABLE, 'The server is busy with the same data, try again in a moment'));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = fieldOf(first?.instancePath ?? '', error.validationContext);
      return reply.status(400).send(errorBody(CommonErrorCode.VALIDATION_ERROR, first?.message ?? 'Invalid input', field));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(errorBody(CommonErrorCode.INTERNAL_ERROR, 'Internal server error'));
    }
    if (isMalformedMultipart(error)) {
      return reply.status(400).send(errorBody(CommonErrorCode.VALIDATION_ERROR, `The multipart body is malformed (${error.message})`, 'file'));
    }
    const mapped = error.code ? fastifyCodeMap[error.code] : undefined;
    if (mapped) {
      return reply.status(mapped.status).send(errorBody(mapped.code, error.message, mapped.field));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      // @fastify/rate-limit throws the body its errorResponseBuilder made.
      const built = (error as unknown as { errors?: ErrorBody['errors'] }).errors;
      return reply.status(429).send(built ? { errors: built } : errorBody(CommonErrorCode.TOO_MANY_REQUESTS, 'Too many requests, try again later'));
    }
    if (status >= 400 && status < 500) {
      // Any other client error Fastify or a plugin raised: keep the status, give it a code.
      const code = status === 404 ? CommonErrorCode.NOT_FOUND : CommonErrorCode.VALIDATION_ERROR;
      return reply.status(status).send(errorBody(code, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(CommonErrorCode.INTERNAL_ERROR, 'Internal server error'));
  });
}
