import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// API tests run against a real database: embedded PGlite by default, the PostgreSQL server named by
// TEST_DATABASE_URL when set (scripts/test.mjs runs both). Each test file gets its own database.
// `*.pg.test.ts` need a real PostgreSQL server (several connections, several processes): they are part
// of the run only when TEST_DATABASE_URL is set, and left out otherwise, so no test is ever skipped.
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(hasPostgres ? [] : ['**/*.pg.test.ts'])],
    globalSetup: ['./test/global-setup.ts'],
    pool: 'forks',
    // A worker per core, two at most (docs/decisions/007): Vitest's default of cores − 1 is one worker on
    // two cores, and a file may hold 40 connections (test/database.ts) of PostgreSQL's default 100.
    maxWorkers: Math.min(availableParallelism(), 2),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    onConsoleLog: (log, type) => (type === 'stderr' && /FSTDEP|ExperimentalWarning/.test(log) ? false : undefined),
  },
});
