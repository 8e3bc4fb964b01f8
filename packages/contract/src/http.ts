import { z } from 'zod';

/** Success answers wrap their payload: `{ "data": ... }` plus the sibling fields the spec names. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/** Pagination helpers shared by list endpoints: the server clamps every limit to its maximum. */
export function limitParam(defaultLimit: number, max: number) {
  return z.coerce.number().int().min(1).default(defaultLimit).transform((n) => Math.min(n, max));
}

export const offsetParam = z.coerce.number().int().min(0).default(0);

/** Numeric path ids: reject anything that is not a positive integer before it reaches SQL. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);

export const okSchema = envelope(z.object({ success: z.literal(true) }));
