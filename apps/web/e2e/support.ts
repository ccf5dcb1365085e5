// Shared steps of the journeys: demo accounts, signing in through the UI or with an API token.
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { TOKEN_KEY } from '../src/lib/token-key';
import { e2eFixedNow } from './fixed-now.mjs';

export const DEMO_PASSWORD = 'charla123';
export const STUDENT_EMAIL = 'estudiante1@charla.test';
export const ADMIN_EMAIL = 'admin@charla.test';
export const TUTOR_EMAIL = 'tutor2@charla.test';

export async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido a Charla' })).toBeVisible();
}

/**
 * A separate person: their own browser context with the project's options (a bare browser.newContext has
 * none), signed in as `email` when given.
 */
export async function personPage(browser: Browser, email?: string, options: BrowserContextOptions = {}): Promise<Page> {
  const { baseURL, locale, timezoneId, viewport, permissions } = test.info().project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId, viewport, permissions, ...options });
  const page = await context.newPage();
  if (email) await startSignedInAs(page, email);
  return page;
}

/** A fresh token for the demo account `email`, from POST /api/login. */
export async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

const tokenCache = new Map<string, string>();

/** Starts the page signed in as `email` (a real token from POST /api/login, one per account). */
export async function startSignedInAs(page: Page, email: string) {
  let token = tokenCache.get(email);
  if (!token) {
    token = await tokenOf(page.request, email);
    tokenCache.set(email, token);
  }
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
}

export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Navegación principal' });
}

/**
 * The browser's clock for journeys that book: the same instant as the server's FIXED_NOW when the
 * run froze it (e2e/fixed-now.mjs), else the real clock. Call before the first navigation.
 */
export async function useBookingClock(page: Page) {
  const fixedNow = e2eFixedNow();
  if (fixedNow) await page.clock.setFixedTime(new Date(fixedNow));
}

/**
 * Holds a chunk by its name (an area's, `sessions`, `lessons`…, or the entry's, `index`) until the
 * returned function is called, so a test can look at what the page shows and asks for while that code
 * is on the way (decision 025). `extension` 'css' holds the stylesheet of that name instead.
 */
export async function holdChunk(page: Page, name: string, extension: 'js' | 'css' = 'js'): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.${extension}$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The path and query of each request `page` makes from now on that `matches` picks, in order. */
export function recordRequests(page: Page, matches: (url: URL) => boolean): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (matches(url)) urls.push(url.pathname + url.search);
  });
  return urls;
}

// Any space may be a no-break space in the browser's date format.
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s');

/**
 * On the booking screen: books a Speaking session with `tutor` (a name, or 'Any Tutor') at the first
 * offered date and time; returns the new card's accessible name on /sesiones.
 */
export async function bookFirstOffered(page: Page, tutor: string): Promise<RegExp> {
  const tutorButton = page.getByRole('button', { name: /^Tutor / });
  await expect(tutorButton).toBeEnabled();
  await tutorButton.click();
  await page.getByRole('listbox', { name: 'Tutor' }).getByRole('option', { name: tutor }).click();
  const date = page.getByLabel('Fecha');
  await expect(date).toBeEnabled();
  const dateLabel = (await date.locator('option').allTextContents())[1]!;
  await date.selectOption({ label: dateLabel });
  const time = page.getByLabel('Hora', { exact: true });
  const timeLabel = (await time.locator('option').allTextContents())[1]!;
  await time.selectOption({ label: timeLabel });
  await page.getByLabel('Tipo de sesión').selectOption({ label: 'Speaking' });
  await page.getByRole('button', { name: 'Agendar sesión' }).click();
  await expect(page.getByText('Sesión agendada con éxito')).toBeVisible();
  return new RegExp(`^Speaking ${escape(dateLabel)}\\sde\\s\\d{4},\\s${escape(timeLabel)}$`);
}
