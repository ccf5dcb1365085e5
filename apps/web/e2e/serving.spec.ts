// What a browser downloads (docs/decisions/016): /login loads only the first chunk and its static
// imports, compressed and cached for a year, within the 150 kB gzip budget; an area's chunk arrives
// when one of its pages is opened.
import { expect, test, type Page, type Response } from '@playwright/test';
import { DISPLAY_LOCALE, DISPLAY_TIME_ZONE } from '@charla/domain/time';
import { holdChunk, recordRequests, STUDENT_EMAIL, startSignedInAs, tokenOf, TUTOR_EMAIL } from './support';

const AREA_CHUNK = /\/assets\/(shell|student|tutor|content|admin|practices)-[\w-]+\.js$/;

function recordScripts(page: Page): Response[] {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  return scripts;
}

const isTutorsRead = (url: URL) => url.pathname === '/api/tutors';
const isBookableRead = (url: URL) => url.pathname === '/api/bookable_tutors';
const isUpcomingRead = (url: URL) => url.pathname === '/api/sessions' && url.searchParams.has('meeting_time_after');

test('/login loads at most 150 kB of compressed JavaScript, no area, cached immutable', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible();

  expect(scripts.length).toBeGreaterThan(0);
  let transferred = 0;
  for (const response of scripts) {
    const headers = await response.allHeaders();
    expect(response.url()).not.toMatch(AREA_CHUNK);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    if (Number(headers['content-length'] ?? 1024) >= 1024) expect(headers['content-encoding']).toMatch(/^(br|gzip)$/);
    transferred += (await response.request().sizes()).responseBodySize;
  }
  expect(transferred).toBeLessThanOrEqual(150_000);
});

// vite-warmup.ts (decision 025): ICU starts while the entry downloads; async, so it never delays the entry.
test('the page names the warm-up as an async script before the entry, in the display locale and zone', async ({
  request,
}) => {
  const html = await (await request.get('/login')).text();
  const tag = html.match(/<script type="module" async crossorigin src="(\/assets\/warmup-[\w-]+\.js)"><\/script>/);
  expect(tag).not.toBeNull();
  expect(html.indexOf(tag![0])).toBeLessThan(html.indexOf('src="/assets/index-'));
  const script = await (await request.get(tag![1]!)).text();
  expect(script).toContain(`new Intl.DateTimeFormat(${JSON.stringify(DISPLAY_LOCALE)}`);
  expect(script).toContain(JSON.stringify(DISPLAY_TIME_ZONE));
});

// vite-warmup.ts: ICU starts off the main thread, in a worker that is the warm-up itself; under the page's
// real CSP it starts, reaches its end (close()) and is gone.
test('the warm-up starts itself as a worker, which formats and ends', async ({ page }) => {
  const ended = new Promise<string>((resolve) =>
    page.once('worker', (worker) => worker.once('close', () => resolve(worker.url()))),
  );
  await page.goto('/login');
  expect(new URL(await ended).pathname).toMatch(/^\/assets\/warmup-[\w-]+\.js$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible();
});

// vite-warmup.ts: with a valid session stored, the shell's chunk downloads beside the entry, not after it
// has run; /login never asks for it.
test("a signed-in page asks for the shell's code while the entry is still downloading; /login does not", async ({
  page,
}) => {
  const releaseEntry = await holdChunk(page, 'index');
  const shellRequests = recordRequests(page, (url) => /^\/assets\/shell-[\w-]+\.js$/.test(url.pathname));

  await page.goto('/login', { waitUntil: 'commit' });
  await page.waitForResponse(/\/assets\/warmup-[\w-]+\.js$/);
  await page.waitForTimeout(300);
  expect(shellRequests).toEqual([]);

  await startSignedInAs(page, STUDENT_EMAIL);
  await page.goto('/sesiones', { waitUntil: 'commit' });
  await expect.poll(() => shellRequests.length).toBe(1);
  releaseEntry();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Sesiones' })).toBeVisible();
  expect(shellRequests).toHaveLength(1);
});

// vite-first-paint.ts (decision 025): the page's loading state is in the HTML, so a phone paints it before
// any script has arrived; the app's first commit replaces it.
test('the page paints its loading state before any script runs, and the app replaces it', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/login');
  await expect(page.getByRole('status')).toHaveText('Cargando sección...');
  await expect(page.getByRole('status').locator('svg')).toBeVisible();

  await page.unrouteAll();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible();
  await expect(page.getByText('Cargando sección...')).toHaveCount(0);
});

// vite-first-paint.ts and lib/stylesheets.ts (decision 025, twenty-fourth session): the loading state's own
// rules are in the page, so a phone paints it, styled, while the stylesheet is still on its way; the app
// draws nothing until the stylesheet is applied.
test('the loading state is painted with its own rules before the stylesheet arrives; the app waits for it', async ({
  page,
}) => {
  const releaseStylesheet = await holdChunk(page, 'index', 'css');
  const entryArrived = page.waitForResponse(/\/assets\/index-[\w-]+\.js$/);
  await page.goto('/login', { waitUntil: 'commit' });

  const contentfulPaints = () => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length);
  await expect.poll(contentfulPaints).toBe(1);
  const spinner = page.getByRole('status').locator('svg');
  await expect(spinner).toHaveCSS('animation-name', 'spin');
  await expect(spinner).toHaveCSS('width', '24px');

  await entryArrived;
  await page.waitForTimeout(300);
  await expect(page.getByRole('status')).toHaveText('Cargando sección...');
  await expect(page.getByRole('heading', { name: 'Iniciar Sesión' })).toHaveCount(0);

  releaseStylesheet();
  const heading = page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' });
  await expect(heading).toBeVisible();
  await expect(heading).toHaveCSS('font-weight', '700');
});

// vite-warmup.ts and app/load-failed.tsx (decision 016): when the app's code cannot be downloaded the page
// says so, styled by its own rules, instead of loading forever; its button loads the page again.
test("when the app's code cannot be downloaded the page says so, and its button loads the page again", async ({
  page,
}) => {
  for (const chunk of [/\/assets\/index-[\w-]+\.js$/, /\/assets\/zod-[\w-]+\.js$/]) {
    await page.route(chunk, (route) => route.abort());
    await page.goto('/login');
    await expect(page.getByRole('alert')).toHaveText(
      'No se pudo descargar Charla. Revisa tu conexión y recarga la página.Recargar página',
    );
    await expect(page.getByRole('status')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Recargar página' })).toHaveCSS('min-height', '44px');
    await page.unrouteAll();
  }

  await page.getByRole('button', { name: 'Recargar página' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page says JavaScript is needed instead of loading forever', async ({ page }) => {
    await page.goto('/login');
    // Playwright's text queries skip <noscript>, so the paragraph is found by its place.
    const notice = page.locator('noscript p');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Charla necesita JavaScript. Actívalo en tu navegador');
    // Styled by the stylesheet the page names inside <noscript> (vite-first-paint.ts).
    await expect(notice).toHaveCSS('text-align', 'center');
    await expect(page.getByRole('status')).toBeHidden();
  });
});

test('an area chunk is fetched when one of its pages opens', async ({ page }) => {
  await startSignedInAs(page, STUDENT_EMAIL);
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido a Charla' })).toBeVisible();
  expect(scripts.some((response) => /\/assets\/student-/.test(response.url()))).toBe(false);

  await page.goto('/seds');
  await expect(page.getByRole('heading', { level: 1, name: 'Registro de SEDs' })).toBeVisible();
  expect(scripts.some((response) => /\/assets\/student-/.test(response.url()))).toBe(true);
});

// zod's configuration (src/zod-jitless.ts) is a side effect the build must keep, before any schema is made:
// without `jitless`, zod probes `new Function` and the CSP reports it on every page (decision 025).
test('no page of the built app reports a Content-Security-Policy violation', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { violations: string[] }).violations.push(event.violatedDirective),
    );
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);

  await startSignedInAs(page, STUDENT_EMAIL);
  await page.goto('/sesiones/agendar', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});

// A page with a frame (lazy-area.ts, decision 025): its heading and intro come with the shell, and its
// area's code, asked for once they are on screen, fills the rest when it arrives. Its first read, the
// bookable tutors with their taken times (one request), leaves with the shell too
// (app/layouts/first-reads.tsx), and the page does not ask again.
test("the booking screen shows its heading and intro, and asks for the bookable tutors, while the sessions area's code arrives", async ({
  page,
}) => {
  await startSignedInAs(page, STUDENT_EMAIL);
  await page.addInitScript(() => {
    const watch = new MutationObserver(() => {
      if (!document.querySelector('main header p')) return;
      Object.assign(window, { frameShownAt: performance.now() });
      watch.disconnect();
    });
    watch.observe(document, { childList: true, subtree: true });
  });
  const release = await holdChunk(page, 'sessions');
  const tutorReads = recordRequests(page, isBookableRead);
  await page.goto('/sesiones/agendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Agendar sesión' })).toBeVisible();
  await expect(page.getByText('Elige tutor, fecha, hora y tipo de sesión.', { exact: false })).toBeVisible();
  const wayBack = page.getByRole('link', { name: 'Mis Sesiones' }).last();
  await expect(wayBack).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Cargando sección...');
  await expect.poll(() => tutorReads.length).toBe(1);
  await wayBack.focus();

  release();
  await expect(page.getByRole('button', { name: /^Tutor / })).toBeEnabled();
  await expect(wayBack).toBeFocused(); // the frame was kept, not made again
  await expect(page.getByText('Cargando sección...')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(tutorReads).toHaveLength(1);
  const { frameShownAt, chunkAskedAt } = await page.evaluate(() => ({
    frameShownAt: (window as unknown as { frameShownAt: number }).frameShownAt,
    chunkAskedAt: performance.getEntriesByType('resource').find((entry) => /\/assets\/sessions-/.test(entry.name))
      ?.startTime,
  }));
  expect(chunkAskedAt).toBeGreaterThan(frameShownAt);
});

// The sessions list's first page and the tutors' names leave with the shell (first-reads.tsx), at the
// visit's instant, which the page then shares (lib/visit-instant.ts): it finds both in the cache.
test("/sesiones asks for its first page of upcoming sessions and the tutors while the sessions area's code arrives", async ({
  page,
}) => {
  await startSignedInAs(page, STUDENT_EMAIL);
  const release = await holdChunk(page, 'sessions');
  const upcomingReads = recordRequests(page, isUpcomingRead);
  const tutorReads = recordRequests(page, isTutorsRead);
  await page.goto('/sesiones');
  await expect(page.getByRole('status')).toHaveText('Cargando sección...');
  await expect.poll(() => upcomingReads.length).toBe(1);
  await expect.poll(() => tutorReads.length).toBe(1);

  release();
  const upcoming = page.getByRole('region', { name: 'Próximas Sesiones' });
  const answered = upcoming.getByRole('article').or(upcoming.getByText('No tienes sesiones programadas.'));
  await expect(answered.first()).toBeVisible();
  await expect(page.getByText('Cargando...')).toHaveCount(0);
  expect(upcomingReads).toHaveLength(1);
  expect(tutorReads).toHaveLength(1);
});

// A practice player's practice leaves with the shell too (first-reads.tsx); the page finds it cached.
test("a practice player asks for its practice while the practices area's code arrives", async ({ page }) => {
  const token = await tokenOf(page.request, STUDENT_EMAIL);
  const listed = await page.request.get('/api/practices', { headers: { authorization: `Bearer ${token}` } });
  const practice = ((await listed.json()) as { data: { data: { id: string; title: string }[] } }).data.data[0]!;

  await startSignedInAs(page, STUDENT_EMAIL);
  const release = await holdChunk(page, 'practices');
  const practiceReads = recordRequests(page, (url) => url.pathname === `/api/practices/${practice.id}`);
  await page.goto(`/practices/${practice.id}`);
  await expect(page.getByRole('status')).toHaveText('Cargando sección...');
  await expect.poll(() => practiceReads.length).toBe(1);

  release();
  await expect(page.getByRole('heading', { level: 1, name: practice.title })).toBeVisible();
  expect(practiceReads).toHaveLength(1);
});

// The tutor's list of sessions reads its first page the same way (first-reads.tsx, lib/visit-instant.ts).
test("/tutor/sesiones asks for its first page of upcoming sessions while the tutor area's code arrives", async ({
  page,
}) => {
  await startSignedInAs(page, TUTOR_EMAIL);
  const release = await holdChunk(page, 'tutor');
  const upcomingReads = recordRequests(page, isUpcomingRead);
  await page.goto('/tutor/sesiones');
  await expect(page.getByRole('status')).toHaveText('Cargando sección...');
  await expect.poll(() => upcomingReads.length).toBe(1);

  release();
  const upcoming = page.getByRole('region', { name: 'Próximas Sesiones' });
  const answered = upcoming
    .getByRole('article')
    .or(upcoming.getByText('No tienes sesiones programadas con estudiantes.'));
  await expect(answered.first()).toBeVisible();
  expect(upcomingReads).toHaveLength(1);
});
