// Issue 48: a SED sent without a network is never lost (decision 033). Real server, Chromium's fake
// microphone, Playwright's offline switch: the student records, the network goes, 'Enviar SED' says the
// recording is kept; the tab is closed; back online the page offers it again with the video link; a
// refused send (the session ended) keeps it; another student on the same browser is not offered it; the
// owner sends it and it is created on the server and forgotten by the browser.
import { expect, test } from '@playwright/test';
import { expectAccessibleOnceToastsGo, KEPT_TITLE, keptRecordings, OFFLINE_KEPT, signOut } from './offline-support';
import { shot, viewportShot, VIEWPORTS } from './review';
import { expectPlays, recordFor } from './seds-support';
import { signInThroughForm } from './support';

// Both on the Intensivo plan: SEDs every day, so the form is open to each of them.
const OWNER = 'estudiante3@charla.test';
const OTHER = 'estudiante2@charla.test';

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a SED sent offline is kept, offered again after the tab is closed, to its owner only, and sent', async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      const videoUrl = `https://www.youtube.com/watch?v=offline${viewport.name}${Date.now()}`;
      await signInThroughForm(page, OWNER);
      await page.goto('/seds/enviar');
      await page.getByLabel('URL del video').fill(videoUrl);
      await recordFor(page, 2);

      // The network goes: the page says what will happen before and after 'Enviar SED'.
      await context.setOffline(true);
      await expect(page.getByText(/^Sin conexión a internet\. Puedes grabar y enviar/)).toBeVisible();
      await page.getByRole('button', { name: 'Enviar SED' }).click();
      await expect(page.getByText(OFFLINE_KEPT)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Esperando conexión...' })).toBeDisabled();
      await shot(page, `seds-offline-waiting-${viewport.name}`);
      await expectAccessibleOnceToastsGo(page);

      // The tab is closed before the network returns: only the browser's copy is left.
      await page.close();
      await context.setOffline(false);
      const again = await context.newPage();
      await again.goto('/seds/enviar');
      await expect(again.getByRole('region', { name: KEPT_TITLE })).toBeVisible();
      await expect(again.getByLabel('URL del video')).toHaveValue(videoUrl);
      await expectPlays(again.locator('audio'));
      await expect(again.getByRole('button', { name: 'Enviar SED' })).toBeEnabled();
      await shot(again, `seds-offline-offered-${viewport.name}`);
      await expectAccessibleOnceToastsGo(again);

      // The session ends (its token no longer verifies) just before sending: a 401 keeps the recording.
      await again.evaluate(() => {
        const [header, payload] = window.localStorage.getItem('charla.token')!.split('.');
        window.localStorage.setItem('charla.token', `${header}.${payload}.firma-no-valida`);
      });
      const refused = again.waitForResponse(
        (res) => res.request().method() === 'POST' && res.url().endsWith('/api/seds'),
      );
      await again.getByRole('button', { name: 'Enviar SED' }).click();
      expect((await refused).status()).toBe(401);
      await expect(again).toHaveURL(/\/login$/);
      expect(await keptRecordings(again)).toBe(1);

      // Another student on the same browser is offered nothing.
      await signInThroughForm(again, OTHER);
      await again.goto('/seds/enviar');
      await expect(again.getByRole('heading', { level: 1, name: 'Subir SED' })).toBeVisible();
      // The form opens once the browser's copy has been looked for.
      await expect(again.getByLabel('URL del video')).toBeEnabled();
      await expect(again.getByRole('button', { name: 'Grabar audio' })).not.toHaveAttribute('aria-disabled');
      await expect(again.getByText(KEPT_TITLE)).toHaveCount(0);
      await expect(again.getByLabel('URL del video')).toHaveValue('');
      await expect(again.locator('audio')).toHaveCount(0);
      await signOut(again);

      // The owner signs in again: offered, sent, created on the server, forgotten by the browser.
      await signInThroughForm(again, OWNER);
      await again.goto('/seds/enviar');
      await expect(again.getByRole('region', { name: KEPT_TITLE })).toBeVisible();
      await expect(again.getByLabel('URL del video')).toHaveValue(videoUrl);
      const [response] = await Promise.all([
        again.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith('/api/seds')),
        again.getByRole('button', { name: 'Enviar SED' }).click(),
      ]);
      expect(response.status()).toBe(201);
      const created = ((await response.json()) as { data: { id: string; video_url: string } }).data;
      expect(created.video_url).toBe(videoUrl);
      await expect(again.getByText('SED enviado con éxito')).toBeVisible();
      await expect(again).toHaveURL(/\/seds$/);
      await expect(again.getByRole('list', { name: 'SEDs enviados' }).getByRole('link').first()).toHaveAttribute(
        'href',
        `/seds/${created.id}`,
      );
      expect(await keptRecordings(again)).toBe(0);
      await again.goto('/seds/enviar');
      await expect(again.getByLabel('URL del video')).toBeEnabled();
      await expect(again.getByRole('button', { name: 'Grabar audio' })).not.toHaveAttribute('aria-disabled');
      await expect(again.getByText(KEPT_TITLE)).toHaveCount(0);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: VIEWPORTS[0].width, height: VIEWPORTS[0].height } });

  test('a kept SED the student discards is gone from the form and from the browser', async ({ page, context }) => {
    test.setTimeout(90_000);
    await signInThroughForm(page, OWNER);
    await page.goto('/seds/enviar');
    await page.getByLabel('URL del video').fill('https://vimeo.com/48');
    await recordFor(page, 2);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Enviar SED' }).click();
    await expect(page.getByText(OFFLINE_KEPT)).toBeVisible();
    await page.close();
    await context.setOffline(false);

    const again = await context.newPage();
    await again.goto('/seds/enviar');
    const kept = again.getByRole('region', { name: KEPT_TITLE });
    await kept.getByRole('button', { name: 'Descartar grabación' }).click();
    const dialog = again.getByRole('alertdialog', { name: '¿Descartar la grabación sin enviar?' });
    await expect(dialog).toContainText('Se borrará de este dispositivo y no podrás recuperarla.');
    await viewportShot(again, 'seds-offline-discard-phone');
    await dialog.getByRole('button', { name: 'Descartar' }).click();
    await expect(again.getByText('Grabación descartada')).toBeVisible();
    await expect(kept).toHaveCount(0);
    await expect(again.getByLabel('URL del video')).toHaveValue('');
    await expect(again.locator('audio')).toHaveCount(0);
    expect(await keptRecordings(again)).toBe(0);

    await again.reload();
    await expect(again.getByLabel('URL del video')).toBeEnabled();
    await expect(again.getByRole('button', { name: 'Grabar audio' })).not.toHaveAttribute('aria-disabled');
    await expect(again.getByText(KEPT_TITLE)).toHaveCount(0);
  });
});
