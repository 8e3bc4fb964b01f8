import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: migrations are applied at start by drizzle-orm's migrator,
// because drizzle-kit cannot load extensions (pg_trgm) into PGlite.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
