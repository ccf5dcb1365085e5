import { defineConfig } from 'vitest/config';

// API tests run against a real database: embedded PGlite by default, the PostgreSQL server named by
// TEST_DATABASE_URL when set (scripts/test.mjs runs both). Each test file gets its own database.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    onConsoleLog: (log, type) => (type === 'stderr' && /FSTDEP|ExperimentalWarning/.test(log) ? false : undefined),
  },
});
