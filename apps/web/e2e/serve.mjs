#!/usr/bin/env node
// Playwright's web server: the real API serving the built SPA, on a fresh temporary data directory
// (seeded with the demo data on start) that is removed when the server stops.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eFixedNow } from './fixed-now.mjs';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.join(webDir, 'dist');
if (!existsSync(path.join(webDist, 'index.html'))) {
  console.error(`No existe ${webDist}/index.html: construye la web primero (npm run build -w @charla/web).`);
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'charla-e2e-'));
// Booking journeys need bookable days left in this month (see fixed-now.mjs); the server's ctx.now()
// and the demo seed follow FIXED_NOW.
const fixedNow = e2eFixedNow();
// Its own process group, so a stop signal reaches npx, tsx and the server alike.
const server = spawn('npx', ['tsx', '../api/src/server.ts'], {
  cwd: webDir,
  detached: true,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: process.env.E2E_PORT ?? '4310',
    HOST: '127.0.0.1',
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    // Every journey signs in from 127.0.0.1; the default limit is per IP and per email per minute.
    RATE_LIMIT_AUTH: '100',
    // A reply that does not match its route's response schema fails the journey (a 500).
    STRICT_RESPONSES: 'true',
    ...(fixedNow ? { FIXED_NOW: fixedNow } : {}),
  },
});

const groupAlive = () => {
  try {
    process.kill(-server.pid, 0);
    return true;
  } catch {
    return false;
  }
};

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  if (groupAlive()) process.kill(-server.pid, signal);
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

server.on('exit', async (code, signal) => {
  // npx may exit before the server has closed its database: wait for the whole group.
  for (let waited = 0; groupAlive() && waited < 15_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});
