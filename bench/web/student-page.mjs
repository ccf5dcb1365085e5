// `npm run bench:web`, part 4: the tutor's page of one student, /tutor/students/{id}/lessons (issue 48): time
// from navigation start until its first screen is there — the student's assignments and the lessons to
// assign from both listed — in cold loads (a fresh context, nothing cached), without throttling and under
// the emulated slow 4G of observed.mjs. Timed in the page (performance.now), as the booking screen is.
import { chromium } from 'playwright-core';
import { emulateSlow4G, median } from './observed.mjs';

/** The two lists of the page (apps/web/src/features/tutor-students/components/texts.ts), by their labels. */
const LISTS = ['Lecciones asignadas al estudiante', 'Lecciones para asignar'];

function watchLists(labels) {
  const bench = { ready: null };
  Object.defineProperty(window, '__bench', { value: bench });
  const observer = new MutationObserver(() => {
    const listed = labels.every((label) => document.querySelector(`[aria-label="${label}"] li`));
    if (bench.ready === null && listed) {
      bench.ready = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { subtree: true, childList: true });
}

async function loadOnce(browser, { origin, path, token, tokenKey, fixedNow, slow }) {
  const context = await browser.newContext({ locale: 'es-MX', timezoneId: 'America/Mexico_City' });
  try {
    const page = await context.newPage();
    if (fixedNow) await page.clock.setFixedTime(new Date(fixedNow));
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [tokenKey, token]);
    await page.addInitScript(watchLists, LISTS);
    if (slow) await emulateSlow4G(page);
    let apiRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests++;
    });
    await page.goto(`${origin}${path}`);
    await page.waitForFunction(() => window.__bench.ready !== null, undefined, { timeout: 30_000 });
    const ready = await page.evaluate(() => window.__bench.ready);
    await page.waitForLoadState('networkidle');
    return { ready_ms: Math.round(ready), api_requests: apiRequests };
  } finally {
    await context.close();
  }
}

/** `loads` cold loads of `path` signed in with `token`, unthrottled and under slow 4G: the medians and every load. */
export async function measureStudentPage({ chromePath, flags, origin, path, token, tokenKey, fixedNow, loads }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: flags });
  const runs = [];
  try {
    for (let index = 0; index < loads; index++) {
      const fast = await loadOnce(browser, { origin, path, token, tokenKey, fixedNow, slow: false });
      const slow = await loadOnce(browser, { origin, path, token, tokenKey, fixedNow, slow: true });
      runs.push({ ...fast, slow_4g_ready_ms: slow.ready_ms });
    }
  } finally {
    await browser.close();
  }
  return {
    loads: runs,
    ready_ms_median: median(runs.map((run) => run.ready_ms)),
    slow_4g_ready_ms_median: median(runs.map((run) => run.slow_4g_ready_ms)),
    api_requests: median(runs.map((run) => run.api_requests)),
  };
}
