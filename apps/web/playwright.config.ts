import { defineConfig } from '@playwright/test';
import { fakeMicrophoneArgs } from './e2e/fake-voice';

const PORT = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${PORT}`;

// Debian's Chromium (DESIGN §2): never `npx playwright install`.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Journeys that record audio run in their own project, with Chromium's fake microphone. */
const MICROPHONE_SPECS = /(seds|lessons|reading)[^/]*\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // One server, two cores: journeys run one after another.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: MICROPHONE_SPECS },
    {
      name: 'chromium-microphone',
      testMatch: MICROPHONE_SPECS,
      use: {
        browserName: 'chromium',
        permissions: ['microphone'],
        launchOptions: { executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...fakeMicrophoneArgs()] },
      },
    },
  ],
  webServer: {
    command: 'node e2e/serve.mjs',
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: String(PORT) },
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
