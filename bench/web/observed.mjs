// `npm run bench:web`, part 3: pages loaded for real under an emulated phone network (docs/decisions/025).
// Lighthouse simulates the network but replays the main thread's observed tasks times four, so on a
// busy machine its scores move with the load. A change to what travels and when (which files, in which
// order) is judged better here: Chromium's own network emulation (150 ms latency, 1.6 Mbps down, as
// Lighthouse's slow 4G), nothing cached, the CPU not throttled, FCP and LCP as the page reports them.
import { chromium } from 'playwright-core';

/** Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbps down, 750 kbps up (its 0.9 factor included). */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
};

/** Puts `page` on Lighthouse's slow 4G through Chromium's own emulation, with nothing cached. */
export async function emulateSlow4G(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
}

/** Records the page's largest contentful paint as it goes (the last entry is the LCP). */
function watchPaints() {
  const paints = { lcp: 0 };
  Object.defineProperty(window, '__paints', { value: paints });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) paints.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function loadOnce(browser, { origin, path, token, tokenKey }) {
  const context = await browser.newContext({
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    viewport: { width: 412, height: 823 },
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(
      ([key, value]) => (value ? localStorage.setItem(key, value) : localStorage.removeItem(key)),
      [tokenKey, token],
    );
    await page.addInitScript(watchPaints);
    await emulateSlow4G(page);
    await page.goto(`${origin}${path}`);
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => ({
      fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0),
      lcp: Math.round(window.__paints.lcp),
    }));
  } finally {
    await context.close();
  }
}

/** The middle value (the upper one of an even count), as every measure of bench:web reports. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * `loads` cold loads of each target (`{ name, path, signedIn }`), signed in with `token` where asked:
 * per page the median FCP and LCP in ms, and every load's pair.
 */
export async function measureObserved({ chromePath, flags, origin, token, tokenKey, targets, loads }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: flags });
  const pages = [];
  try {
    for (const target of targets) {
      const runs = [];
      for (let index = 0; index < loads; index++) {
        runs.push(
          await loadOnce(browser, { origin, path: target.path, token: target.signedIn ? token : null, tokenKey }),
        );
      }
      pages.push({
        name: target.name,
        fcp_ms_median: median(runs.map((run) => run.fcp)),
        lcp_ms_median: median(runs.map((run) => run.lcp)),
        loads: runs,
      });
    }
  } finally {
    await browser.close();
  }
  return { network: 'slow 4G emulated by Chromium (150 ms, 1.6 Mbps down), CPU not throttled', loads, pages };
}
