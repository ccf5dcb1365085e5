import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// API tests run against a real database: embedded PGlite by default, the PostgreSQL server named by
// TEST_DATABASE_URL when set (scripts/test.mjs runs both). Each test file gets its own database.
// `*.pg.test.ts` need a real PostgreSQL server (several connections, several processes): they are part
// of the run only when TEST_DATABASE_URL is set, and left out otherwise, so no test is ever skipped.
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

// `npm test` runs the whole suite on PostgreSQL and, with API_TESTS=embedded, on PGlite only what concerns
// the embedded database itself — migrations, the job queue's PGlite adapter, locking and concurrency on
// its one connection, recovery of its data directory — and a smoke file that drives every module once.
const EMBEDDED_FILES = [
  'test/embedded-smoke.test.ts',
  'src/modules/health/health.test.ts',
  'src/modules/lessons/lesson-html.test.ts',
  'test/booking-concurrency.test.ts',
  'test/booking-overlap.test.ts',
  'src/modules/sessions/series.test.ts',
  'src/modules/assignments/assignments-concurrency.test.ts',
  'src/modules/assignments/reading.test.ts',
  'test/sed-worker-crash.test.ts',
  'test/reading-worker-crash.test.ts',
  'src/modules/seds/seds.test.ts',
  'src/notify/reminders.test.ts',
  'src/mail/mail-retry.test.ts',
];
const embeddedOnly = process.env.API_TESTS === 'embedded';

export default defineConfig({
  test: {
    include: embeddedOnly ? EMBEDDED_FILES : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(hasPostgres ? [] : ['**/*.pg.test.ts'])],
    globalSetup: ['./test/global-setup.ts'],
    pool: 'forks',
    // Each worker loads the code once for all its files (decision 028): every file builds its own app on its
    // own database, and no module keeps state a file could leave behind.
    isolate: false,
    // A worker per core, two at most (docs/decisions/007): Vitest's default of cores − 1 is one worker on
    // two cores, and a file may hold 40 connections (test/database.ts) of PostgreSQL's default 100.
    maxWorkers: Math.min(availableParallelism(), 2),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    onConsoleLog: (log, type) => (type === 'stderr' && /FSTDEP|ExperimentalWarning/.test(log) ? false : undefined),
  },
});
