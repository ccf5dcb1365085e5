import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration from src/db/schema.ts. The same files migrate
// the embedded PGlite database and a PostgreSQL server at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
