// Unique violations (SQLSTATE 23505) as the database reports them: pg and PGlite errors, wrapped
// by Drizzle or not. Modules turn them into their own business errors.

/** The unique index a failed insert or update violated ('unknown' when unnamed), else null. */
export function violatedUniqueIndex(err: unknown): string | null {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === '23505') return e.constraint || 'unknown';
    e = e.cause as typeof e;
  }
  return null;
}

/** A unique violation, optionally of one constraint (an unnamed one counts as any). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const violated = violatedUniqueIndex(err);
  return violated !== null && (constraint === undefined || violated === constraint || violated === 'unknown');
}
