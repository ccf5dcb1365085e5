import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    passWithNoTests: false,
    // A worker per core (docs/decisions/007): Vitest's default of cores − 1 is one worker on two cores.
    maxWorkers: availableParallelism(),
    // Long keyboard-driven form journeys take seconds in jsdom; on a busy two-core machine they passed
    // the 5 s default. A wrong assertion still fails at once.
    testTimeout: 20_000,
  },
});
