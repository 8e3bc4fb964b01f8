// One error type with a stable code; one global handler turns everything into the contract's
// error body and never leaks internals (ARCHITECTURE.md §3).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { CommonErrorCode, type ErrorBody } from '@glossa/contract';

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

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(errorBody(error.code, error.message, error.field, error.payload));
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
