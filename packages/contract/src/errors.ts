import { z } from 'zod';

/** Generic codes of the HTTP contract (ARCHITECTURE.md §3). Domain codes live beside their schemas. */
export const CommonErrorCode = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  /** A `Range` header past the end of a file (416). */
  RANGE_NOT_SATISFIABLE: 'RANGE_NOT_SATISFIABLE',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
} as const;

export const errorItemSchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
});

/** Every non-2xx answer has this body. Business errors may add a `payload` (e.g. the dispute popup data). */
export const errorBodySchema = z.object({
  errors: z.array(errorItemSchema.extend({ payload: z.unknown().optional() })),
});

export type ErrorItem = z.infer<typeof errorItemSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
