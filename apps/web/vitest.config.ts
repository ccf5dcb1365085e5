import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Files that replace a module with vi.mock run isolated: a mock must not leak into the files after them.
// lesson-reading.test.tsx too: in the shared worker, after some other file, its lesson page stays on
// 'Cargando lección...' (it passes alone and with its folder; the leaking state is not found yet).
const MOCKING = [
  'src/app/layouts/desktop-nav.test.tsx',
  'src/features/practices/components/timer-renders.test.tsx',
  'src/features/lessons/components/lesson-reading.test.tsx',
];

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    passWithNoTests: false,
    // A worker per core (docs/decisions/007): Vitest's default of cores − 1 is one worker on two cores.
    maxWorkers: availableParallelism(),
    // Long keyboard-driven form journeys take seconds in jsdom; on a busy two-core machine they passed
    // the 5 s default. A wrong assertion still fails at once.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        // The rest share each worker's loaded modules (decision 028): after every test the setup file
        // clears the DOM, storage, toasts, timers, stubbed globals and spies; each test renders with a
        // query client of its own.
        // isolate: true again (issue 49–51 session): with the modules shared, some state leaked between files and
        // left a later file's page loading (a different file each run); not found in the time there was.
        test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: MOCKING, isolate: true },
      },
      { extends: true, test: { name: 'isolated', include: MOCKING } },
    ],
  },
});
