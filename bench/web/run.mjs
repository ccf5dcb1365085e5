#!/usr/bin/env node
// `npm run bench:web`: the web app measured in the browser, never asserted in tests (issue 13).
// 1. Lighthouse (mobile profile: phone screen, simulated slow 4G and 4x slower CPU) on five pages,
//    signed in as the demo student, against the real server on the embedded database with the demo
//    data (apps/web/e2e/serve.mjs, FIXED_NOW like the journeys), once its startup work is done (quiet.mjs).
// 2. The booking screen: time from navigation start to the first selectable date, and how many
//    blocked_slots requests its load makes (Playwright, median of several cold loads), also under
//    emulated slow 4G.
// 3. The same pages loaded for real under an emulated phone network, FCP and LCP (observed.mjs).
// 4. The tutor's page of a student: time to its first screen, cold, also under slow 4G (student-page.mjs).
// Beside the pages, Lighthouse measures two floors (floor.mjs): React alone, and the least page on the app's
// libraries, in the same run, so the table shows what the machine allows as the API's shows its bare route.
// Builds the web first when apps/web/dist is missing or older than its sources (--no-build skips).
// Debian's Chromium only (DESIGN §2): nothing downloads a browser. Results: bench/results/web.json.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { e2eFixedNow } from '../../apps/web/e2e/fixed-now.mjs';
import { FLOOR_NAMES, startFloors } from './floor.mjs';
import { emulateSlow4G, measureObserved, median } from './observed.mjs';
import { waitUntilQuiet } from './quiet.mjs';
import { measureStudentPage } from './student-page.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WEB_DIR = path.join(ROOT, 'apps/web');
const RESULTS_DIR = path.join(ROOT, 'bench/results');
const RESULTS_FILE = path.join(RESULTS_DIR, 'web.json');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_WEB_PORT ?? 4614);
const DEVTOOLS_PORT = Number(process.env.BENCH_WEB_DEVTOOLS_PORT ?? 4615);
const FLOOR_PORT = Number(process.env.BENCH_WEB_FLOOR_PORT ?? 4616);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.slice(name.length + 3)) : fallback;
};
/** Lighthouse runs per page (the median by performance score is kept) and booking-screen loads. */
const LIGHTHOUSE_RUNS = option('runs', 5);
const BOOKING_LOADS = option('loads', 5);
/** Loads per page under the emulated network (0: not measured). */
const OBSERVED_LOADS = option('observed', 5);
/** --page=sesiones: only the pages whose name contains it (and no booking measure unless it is that page). */
const ONLY = args.find((arg) => arg.startsWith('--page='))?.slice('--page='.length);

// DESIGN §2's flags, with the new headless mode.
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const STUDENT = { email: 'estudiante1@charla.test', password: 'charla123' };
const TUTOR = { email: 'tutor1@charla.test', password: 'charla123' };
const STUDENT_PAGE = '/tutor/students/{id}/lessons';
const TOKEN_KEY = 'charla.token'; // apps/web/src/lib/token-key.ts
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95 };

// ─── build ──────────────────────────────────────────────────────────────────────────────────────

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function run(command, commandArgs, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: 'inherit', ...options });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${commandArgs.join(' ')}: ${code}`)),
    );
  });
}

async function buildIfNeeded() {
  const built = path.join(WEB_DIR, 'dist/index.html');
  const sources = [path.join(WEB_DIR, 'src'), path.join(WEB_DIR, 'public'), path.join(ROOT, 'packages/domain/src')];
  const files = ['index.html', 'vite.config.ts'].map((name) => statSync(path.join(WEB_DIR, name)).mtimeMs);
  const newest = Math.max(...files, ...sources.map(newestMtime));
  if (args.includes('--no-build') && existsSync(built)) return;
  if (existsSync(built) && statSync(built).mtimeMs >= newest) return;
  console.log('Building the web (npm run build)…');
  await run('npm', ['run', 'build'], { cwd: ROOT });
}

// ─── server ─────────────────────────────────────────────────────────────────────────────────────

async function startServer() {
  const server = spawn(process.execPath, ['e2e/serve.mjs'], {
    cwd: WEB_DIR,
    env: { ...process.env, E2E_PORT: String(PORT) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  for (let waited = 0; ; waited += 500) {
    if (server.exitCode !== null) throw new Error('el servidor no arrancó');
    if (waited > 120_000) throw new Error('el servidor no respondió en 120 s');
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) break;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    pid: server.pid,
    stop: async () => {
      if (server.exitCode === null) server.kill('SIGTERM');
      await exited;
    },
  };
}

async function api(pathname, token, body) {
  const response = await fetch(`${ORIGIN}/api${pathname}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${pathname}: ${response.status}`);
  return response.json();
}

// ─── Lighthouse ─────────────────────────────────────────────────────────────────────────────────

/** Puts the token where the app keeps it, in the browser's default profile (Lighthouse keeps localStorage). */
async function setToken(token) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEVTOOLS_PORT}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${ORIGIN}/api/health`);
  await page.evaluate(
    ([key, value]) => (value ? localStorage.setItem(key, value) : localStorage.removeItem(key)),
    [TOKEN_KEY, token],
  );
  await page.close();
  await browser.close();
}

const CATEGORIES = Object.keys(TARGETS);

/**
 * How much CPU the page's main thread got while it ran tasks. Lighthouse's simulated throttling
 * multiplies the *wall* time of each observed task by 4; on a machine shared with other work a task
 * waits for the CPU too, so its wall time, and TBT with it, grow with the machine's load. The trace
 * also has each task's thread time: from it, the same TBT rule (every task's time × 4, less 50 ms,
 * after the first contentful paint) gives an estimate that does not depend on the load.
 */
function cpuOf(trace, lhr) {
  const events = trace.traceEvents;
  const threads = new Map();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain') {
      threads.set(`${event.pid}:${event.tid}`, []);
    }
  }
  for (const event of events) {
    if (event.ph === 'X' && event.name === 'RunTask') threads.get(`${event.pid}:${event.tid}`)?.push(event);
  }
  // The page's main thread is the renderer thread that worked the most.
  const total = (tasks) => tasks.reduce((sum, task) => sum + task.dur, 0);
  const tasks = [...threads.values()].sort((a, b) => total(b) - total(a))[0] ?? [];
  const wall = total(tasks) / 1000;
  const cpu = tasks.reduce((sum, task) => sum + (task.tdur ?? task.dur), 0) / 1000;
  const navigationStart = lhr.audits.metrics.details.items[0].observedNavigationStartTs;
  const fcp = lhr.audits.metrics.details.items[0].observedFirstContentfulPaintTs;
  const slowdown = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  const blocking = tasks
    .filter((task) => task.ts >= fcp && task.ts >= navigationStart)
    .reduce((sum, task) => sum + Math.max(0, ((task.tdur ?? task.dur) / 1000) * slowdown - 50), 0);
  return {
    main_thread_cpu_share: wall > 0 ? Number((cpu / wall).toFixed(2)) : 1,
    tbt_cpu_time_ms: Math.round(blocking),
  };
}

function summarize(lhr, trace) {
  const audit = (id) => lhr.audits[id];
  const scripts = audit('resource-summary')?.details?.items?.find((item) => item.resourceType === 'script');
  const failing = Object.values(lhr.audits)
    .filter(
      (entry) =>
        entry.score !== null &&
        entry.score < 1 &&
        !['manual', 'notApplicable', 'informative'].includes(entry.scoreDisplayMode),
    )
    .filter((entry) =>
      CATEGORIES.some((id) => lhr.categories[id].auditRefs.some((ref) => ref.id === entry.id && ref.weight > 0)),
    )
    .map((entry) => `${entry.id}${entry.displayValue ? ` (${entry.displayValue})` : ''}`);
  return {
    final_url: lhr.finalDisplayedUrl,
    // Lighthouse's measure of this machine's speed (about 1000+ on a quiet desktop): low means a busy CPU.
    benchmark_index: lhr.environment.benchmarkIndex,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)])),
    lcp_ms: Math.round(audit('largest-contentful-paint').numericValue),
    tbt_ms: Math.round(audit('total-blocking-time').numericValue),
    ...cpuOf(trace, lhr),
    fcp_ms: Math.round(audit('first-contentful-paint').numericValue),
    cls: Number(audit('cumulative-layout-shift').numericValue.toFixed(3)),
    js_transfer_bytes: scripts?.transferSize ?? 0,
    js_requests: scripts?.requestCount ?? 0,
    total_transfer_bytes: Math.round(audit('total-byte-weight').numericValue),
    flagged: failing,
    warnings: lhr.runWarnings,
  };
}

/** Tries per run: Lighthouse sometimes loses the trace's navigation start (NO_NAVSTART) and says to run again. */
const LIGHTHOUSE_TRIES = 3;

async function lighthouseRun(url) {
  for (let tries = 1; ; tries++) {
    const result = await lighthouse(url, {
      port: DEVTOOLS_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse no devolvió resultado para ${url}`);
    const failure = result.lhr.runtimeError;
    if (!failure) return result;
    if (tries === LIGHTHOUSE_TRIES) throw new Error(`Lighthouse falló ${tries} veces en ${url}: ${failure.code}`);
    console.log(`  ${failure.code} en ${url}: se repite la medición`);
  }
}

async function lighthouseOn(url) {
  const runs = [];
  for (let index = 0; index < LIGHTHOUSE_RUNS; index++) {
    const result = await lighthouseRun(url);
    runs.push({ summary: summarize(result.lhr, result.artifacts.Trace), lhr: result.lhr });
  }
  runs.sort((a, b) => a.summary.scores.performance - b.summary.scores.performance);
  const middle = runs[Math.floor(runs.length / 2)];
  return {
    summary: { ...middle.summary, performance_runs: runs.map((entry) => entry.summary.scores.performance) },
    lhr: middle.lhr,
  };
}

// ─── booking screen ─────────────────────────────────────────────────────────────────────────────

/**
 * Records in the page, by performance.now(): when the tutor picker is first enabled (the tutor list is
 * there), when a tutor option is clicked, and when the date select first offers a date. Timed in the page,
 * not by Playwright's waits, which poll at growing intervals (up to 500 ms late).
 */
function watchFirstDate() {
  const bench = { tutors: null, chosen: null, date: null };
  Object.defineProperty(window, '__bench', { value: bench });
  const check = () => {
    const picker = document.querySelector('main button[aria-haspopup="listbox"]');
    if (bench.tutors === null && picker && !picker.disabled) bench.tutors = performance.now();
    const select = document.querySelector('select[name="date"]');
    if (bench.date === null && select && !select.disabled && select.options.length > 1) {
      bench.date = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true });
  document.addEventListener(
    'click',
    (event) => {
      if (bench.chosen === null && event.target instanceof Element && event.target.closest('[role="option"]'))
        bench.chosen = performance.now();
    },
    { capture: true },
  );
}

/**
 * Opens /sesiones/agendar and times its first selectable date (and the tutor list) from navigation start.
 * The date select opens once a tutor is chosen: 'Any Tutor' (every tutor's blocked slots). The person's
 * choice is not the screen's time, so the first date is when the tutor list was there plus what the screen
 * took from the click to the dates; a screen that offers dates without a choice is measured as is.
 */
async function openBookingScreen(page) {
  const started = Date.now();
  await page.goto(`${ORIGIN}/sesiones/agendar`);
  const tutorButton = page.getByRole('button', { name: /^Tutor / });
  const dateReady = page.locator('select[name="date"]:enabled option:nth-child(2)');
  await page.locator('main button[aria-haspopup="listbox"]:enabled').or(dateReady).first().waitFor();
  if ((await page.evaluate(() => window.__bench.date)) === null) {
    await tutorButton.click();
    // ANY_TUTOR_NAME of @charla/domain/tutors.
    await page.getByRole('listbox', { name: 'Tutor' }).getByRole('option', { name: 'Any Tutor' }).click();
  }
  await dateReady.first().waitFor({ state: 'attached', timeout: 15_000 });
  const { tutors, chosen, date } = await page.evaluate(() => window.__bench);
  // Also from here, by the wall clock (a page's performance.now() runs on Playwright's clock, which a
  // second tab of the same browser does not start at its navigation): Playwright's own waits included.
  const wallMs = Date.now() - started;
  // Requests made after the first date (a late refetch) count too: wait for the network to settle.
  await page.waitForLoadState('networkidle');
  const firstDate = chosen === null ? date : tutors + Math.max(0, date - chosen);
  return { firstDateMs: Math.round(firstDate), tutorListMs: Math.round(tutors ?? date), wallMs };
}

async function measureBooking(token) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS });
  const fixedNow = e2eFixedNow();
  const loads = [];
  try {
    for (let index = 0; index < BOOKING_LOADS; index++) {
      // A fresh context each time: nothing cached, as when the screen is opened from a link elsewhere.
      const context = await browser.newContext({ locale: 'es-MX', timezoneId: 'America/Mexico_City' });
      // A page of its own for each opening: the clock and performance.now() start with it.
      const newPage = async (inContext = context) => {
        const page = await inContext.newPage();
        if (fixedNow) await page.clock.setFixedTime(new Date(fixedNow));
        await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token]);
        await page.addInitScript(watchFirstDate);
        return page;
      };
      const page = await newPage();
      const blocked = [];
      let apiRequests = 0;
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) apiRequests++;
        if (url.pathname.includes('blocked_slots')) blocked.push(url.pathname);
      });
      const cold = await openBookingScreen(page);
      const counts = { blocked_slots_requests: blocked.length, api_requests: apiRequests };
      // The same screen opened again in another tab of the same browser: the app's files now come
      // from its cache (and blocked_slots answers 304 to their ETags).
      const warm = await openBookingScreen(await newPage());
      // Once more in a fresh context, on a phone's network (observed.mjs): what the burst costs there.
      const phoneContext = await browser.newContext({ locale: 'es-MX', timezoneId: 'America/Mexico_City' });
      const phonePage = await newPage(phoneContext);
      await emulateSlow4G(phonePage);
      const phone = await openBookingScreen(phonePage);
      await phoneContext.close();
      loads.push({
        first_date_ms: cold.firstDateMs,
        tutor_list_ms: cold.tutorListMs,
        ...counts,
        wall_first_date_ms: cold.wallMs,
        warm_wall_first_date_ms: warm.wallMs,
        slow_4g_first_date_ms: phone.firstDateMs,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return {
    loads,
    first_date_ms_median: median(loads.map((load) => load.first_date_ms)),
    tutor_list_ms_median: median(loads.map((load) => load.tutor_list_ms)),
    wall_first_date_ms_median: median(loads.map((load) => load.wall_first_date_ms)),
    warm_wall_first_date_ms_median: median(loads.map((load) => load.warm_wall_first_date_ms)),
    slow_4g_first_date_ms_median: median(loads.map((load) => load.slow_4g_first_date_ms)),
    blocked_slots_requests: median(loads.map((load) => load.blocked_slots_requests)),
    api_requests: median(loads.map((load) => load.api_requests)),
  };
}

// ─── report ─────────────────────────────────────────────────────────────────────────────────────

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const mark = (score, target) => `${score} ${score >= target ? '✓' : '✗'}`;

function table(pages) {
  const lines = [
    `| page | performance (≥ ${TARGETS.performance}) | accessibility (${TARGETS.accessibility}) | best practices (≥ ${TARGETS['best-practices']}) | LCP | TBT | TBT by CPU time | CPU share | JS transferred |`,
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const page of pages) {
    const { scores } = page;
    lines.push(
      `| ${page.name} | ${mark(scores.performance, TARGETS.performance)} | ${mark(scores.accessibility, TARGETS.accessibility)} | ${mark(scores['best-practices'], TARGETS['best-practices'])} | ${(page.lcp_ms / 1000).toFixed(1)} s | ${page.tbt_ms} ms | ${page.tbt_cpu_time_ms} ms | ${page.main_thread_cpu_share} | ${kb(page.js_transfer_bytes)} (${page.js_requests} files) |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  await buildIfNeeded();
  const server = await startServer();
  mkdirSync(RESULTS_DIR, { recursive: true });
  const pages = [];
  let booking;
  let studentPage;
  let observed;
  let chrome;
  let floor;
  try {
    // The demo's pending SEDs go through the speech pipeline as the server starts: measured beside it,
    // the first page would pay for that CPU (bench/web/quiet.mjs).
    const settled = await waitUntilQuiet(server.pid);
    console.log(
      settled.quiet
        ? `Server quiet after ${settled.waited} s (${settled.cpu.toFixed(1)} s of CPU at startup).`
        : `The server was still busy after ${settled.waited} s (${settled.cpu.toFixed(1)} s of CPU): measuring anyway.`,
    );
    // chrome-launcher starts Debian's Chromium with a DevTools port; Lighthouse opens its own tab there.
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROMIUM_FLAGS, port: DEVTOOLS_PORT });
    const { token } = await api('/login', undefined, STUDENT);
    const assignments = (await api('/assignments', token)).data.data;
    const practices = (await api('/practices', token)).data.data;
    if (!assignments[0] || !practices[0]) throw new Error('el estudiante demo no tiene lecciones o prácticas');
    const targets = [
      { name: '/login', path: '/login', signedIn: false },
      { name: '/sesiones', path: '/sesiones', signedIn: true },
      { name: '/sesiones/agendar', path: '/sesiones/agendar', signedIn: true },
      { name: '/lecciones/{id}', path: `/lecciones/${assignments[0].id}`, signedIn: true },
      { name: '/practices/{id}', path: `/practices/${practices[0].id}`, signedIn: true },
    ];
    const chosen = targets.filter((entry) => !ONLY || entry.name.includes(ONLY));
    const measured = [...chosen];
    const floorNames = FLOOR_NAMES.filter((name) => !ONLY || name.includes(ONLY));
    if (floorNames.length > 0) {
      floor = await startFloors(FLOOR_PORT, floorNames);
      measured.unshift(...floor.pages.map((page) => ({ ...page, signedIn: false })));
    }
    for (const target of LIGHTHOUSE_RUNS > 0 ? measured : []) {
      await setToken(target.signedIn ? token : null);
      const url = target.url ?? `${ORIGIN}${target.path}`;
      console.log(`Lighthouse ${target.url ? target.name : target.path} (${LIGHTHOUSE_RUNS}×)…`);
      const { summary, lhr } = await lighthouseOn(url);
      if (new URL(summary.final_url).pathname !== target.path) {
        throw new Error(`${target.path} terminó en ${summary.final_url}: ¿sesión no iniciada?`);
      }
      pages.push({ name: target.name, path: target.path, ...summary });
      // The whole report of the median run, to open in https://googlechrome.github.io/lighthouse/viewer/.
      const slug = target.name
        .toLowerCase()
        .replace(/[^a-z]+/g, '-')
        .replace(/^-|-$/g, '');
      writeFileSync(path.join(RESULTS_DIR, `web-lighthouse-${slug}.json`), JSON.stringify(lhr));
    }
    if (!ONLY || '/sesiones/agendar'.includes(ONLY)) {
      console.log(`Booking screen: ${BOOKING_LOADS} loads…`);
      booking = await measureBooking(token);
    }
    if (!ONLY || STUDENT_PAGE.includes(ONLY)) {
      console.log(`${STUDENT_PAGE}: ${BOOKING_LOADS} loads…`);
      const tutorToken = (await api('/login', undefined, TUTOR)).token;
      const student = (await api('/users?q=estudiante1', tutorToken)).data.data[0];
      if (!student) throw new Error('la tutora demo no tiene a su estudiante');
      studentPage = await measureStudentPage({
        chromePath: CHROME_PATH,
        flags: CHROMIUM_FLAGS,
        origin: ORIGIN,
        path: STUDENT_PAGE.replace('{id}', student.id),
        token: tutorToken,
        tokenKey: TOKEN_KEY,
        fixedNow: e2eFixedNow(),
        loads: BOOKING_LOADS,
      });
    }
    if (OBSERVED_LOADS > 0) {
      console.log(`Emulated slow 4G: ${OBSERVED_LOADS} loads per page…`);
      observed = await measureObserved({
        chromePath: CHROME_PATH,
        flags: CHROMIUM_FLAGS,
        origin: ORIGIN,
        token,
        tokenKey: TOKEN_KEY,
        targets: chosen,
        loads: OBSERVED_LOADS,
      });
    }
  } finally {
    await chrome?.kill();
    await floor?.stop();
    await server.stop();
  }

  const machine = {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    node: process.version,
    date: new Date().toISOString(),
  };
  writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify({ machine, lighthouse: { profile: 'mobile (default config)', runs: LIGHTHOUSE_RUNS }, targets: TARGETS, pages, booking, student_page: studentPage, observed }, null, 2)}\n`,
  );

  if (pages.length > 0) {
    console.log(`\nLighthouse, mobile profile (the median of ${LIGHTHOUSE_RUNS} runs by performance score):\n`);
    console.log(table(pages));
    console.log(
      '\nTBT by CPU time: the same rule over the thread time of each task instead of its wall time (what TBT would be\n' +
        'on a machine with nothing else running); CPU share: thread time / wall time of those tasks (1 = a quiet machine).\n' +
        "The floors are no pages of the product (bench/web/floor/): React 19 alone, and the least page on the app's\n" +
        'libraries, each over a first paint in the HTML; what this machine and those libraries allow.',
    );
  }
  for (const page of pages) {
    if (page.flagged.length > 0) console.log(`\n${page.name}: ${page.flagged.join(', ')}`);
  }
  if (booking) {
    console.log(
      `\n/sesiones/agendar, no cache and no throttling (median of ${BOOKING_LOADS} loads): first selectable date ` +
        `${booking.first_date_ms_median} ms after navigation start (tutor list ${booking.tutor_list_ms_median} ms), ` +
        `${booking.blocked_slots_requests} blocked_slots requests, ${booking.api_requests} API requests in all; ` +
        `from goto by the wall clock ${booking.wall_first_date_ms_median} ms, and opened again in another tab ` +
        `(the app's files cached) ${booking.warm_wall_first_date_ms_median} ms. Under emulated slow 4G, nothing ` +
        `cached: ${booking.slow_4g_first_date_ms_median} ms.`,
    );
  }
  if (studentPage) {
    console.log(
      `\n${STUDENT_PAGE} (the demo tutor's first student), cold, median of ${BOOKING_LOADS} loads: assignments and ` +
        `lessons to assign listed ${studentPage.ready_ms_median} ms after navigation start ` +
        `(${studentPage.api_requests} API requests); under emulated slow 4G ${studentPage.slow_4g_ready_ms_median} ms.`,
    );
  }
  if (observed) {
    console.log(
      `\nLoaded under emulated slow 4G, nothing cached, CPU not throttled (median of ${observed.loads} loads):\n`,
    );
    console.log('| page | FCP | LCP |\n|---|---|---|');
    for (const page of observed.pages)
      console.log(`| ${page.name} | ${page.fcp_ms_median} ms | ${page.lcp_ms_median} ms |`);
  }
  console.log(`\nResults: ${path.relative(ROOT, RESULTS_FILE)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
