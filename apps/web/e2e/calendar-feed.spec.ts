// Issue 48 §13 in Chromium against the real server, on a phone and on a desktop: creating the calendar
// feed shows its link once, whole, as selectable text in a read-only box beside 'Copiar enlace'. One tap
// selects all of it; when the copy fails (a phone, a page not on HTTPS) the box is left selected to copy
// by hand, and a keyboard copy carries the whole link. After a reload it is gone from the page, and
// calendar apps read it without a token. Screens shot at both sizes with the link shown, axe clean.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousViolations, shot, viewportShot, VIEWPORTS } from './review';
import { startSignedInAs } from './support';

// Students no other journey gives a feed (notifications.spec.ts rotates estudiante4's).
const STUDENTS = { phone: 'estudiante2@charla.test', desktop: 'estudiante3@charla.test' } as const;
const FEED_PATH = /^http:\/\/127\.0\.0\.1:\d+\/api\/calendar\/[\w-]{43}\.ics$/;

async function profileAt(browser: Browser, viewport: (typeof VIEWPORTS)[number]): Promise<Page> {
  const { baseURL, locale, timezoneId } = test.info().project.use;
  const context = await browser.newContext({
    baseURL,
    locale,
    timezoneId,
    viewport: { width: viewport.width, height: viewport.height },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  await startSignedInAs(page, STUDENTS[viewport.name]);
  await page.goto('/profile');
  return page;
}

/** The part of the box's text that is selected now. */
const selectedText = (page: Page) =>
  page.evaluate(() => {
    const box = document.activeElement as HTMLTextAreaElement | null;
    return box?.value?.slice(box.selectionStart, box.selectionEnd) ?? '';
  });

for (const viewport of VIEWPORTS) {
  test(`the feed link is shown once as selectable text, with 'Copiar enlace' (${viewport.name})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(60_000); // a journey: two page loads, a second context and an axe run
    const page = await profileAt(browser, viewport);
    const calendar = page.getByRole('region', { name: 'Calendario' });
    await calendar.getByRole('button', { name: 'Crear enlace del calendario' }).click();

    const box = calendar.getByRole('textbox', { name: 'Enlace privado de tu calendario' });
    await expect(box).toHaveValue(FEED_PATH);
    const url = await box.inputValue();
    await expect(box).not.toBeEditable();
    await expect(box).toHaveAccessibleDescription(/Guárdalo ahora: no se volverá a mostrar\./);
    await expect(calendar.getByRole('button', { name: 'Copiar enlace' })).toBeVisible();
    // The whole link is in view: the box wraps it, nothing scrolled out of sight, nothing wider than the page.
    expect(
      await box.evaluate((element) => ({
        x: element.scrollWidth <= element.clientWidth,
        y: element.scrollHeight <= element.clientHeight,
      })),
    ).toEqual({ x: true, y: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0, { timeout: 10_000 });
    await shot(page, `calendar-feed-link-${viewport.name}`);
    await box.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await viewportShot(page, `calendar-feed-link-${viewport.name}-in-view`);
    await expectNoSeriousViolations(page);

    // One tap selects all of it, and a keyboard copy carries it whole.
    await page.getByRole('heading', { name: 'Calendario' }).click();
    await box.click();
    expect(await selectedText(page)).toBe(url);
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.keyboard.press('ControlOrMeta+C');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    if (viewport.name === 'phone') {
      // Copying refused, as a phone may: the link stays, selected for copying by hand.
      await page.evaluate(() => {
        navigator.clipboard.writeText = () => Promise.reject(new DOMException('Denegado', 'NotAllowedError'));
      });
      await page.getByRole('heading', { name: 'Calendario' }).click();
      await calendar.getByRole('button', { name: 'Copiar enlace' }).click();
      await expect(page.getByText('No se pudo copiar: el enlace quedó seleccionado, cópialo a mano.')).toBeVisible();
      await expect(box).toBeFocused();
      expect(await selectedText(page)).toBe(url);
      await expect(box).toHaveValue(url);
    } else {
      await calendar.getByRole('button', { name: 'Copiar enlace' }).click();
      await expect(page.getByText('Enlace copiado')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    }

    // Any calendar app reads it without a token.
    const feed = await request.get(url);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');

    // Once: after a reload the page says a link exists, and holds it nowhere.
    await page.reload();
    await expect(calendar).toContainText('Tienes un enlace activo desde el');
    await expect(calendar.getByRole('textbox')).toHaveCount(0);
    expect(await page.content()).not.toContain(new URL(url).pathname);
    await page.context().close();
  });
}
