-- Extensions are not written by drizzle-kit. pg_trgm powers "close spellings" and fuzzy search;
-- PGlite loads it through its `extensions` option, PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
