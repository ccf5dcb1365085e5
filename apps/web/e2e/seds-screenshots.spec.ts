// SED screens for review (apps/web/e2e/artifacts/, gitignored) at a phone and a desktop size, each
// also checked with axe.
import { expect, test } from '@playwright/test';
import { VIEWPORTS, expectNoSeriousViolations, shot } from './review';
import { startSignedInAs } from './support';
import { EVERY_DAY_STUDENT, studentBlockedToday, syncBrowserClock } from './seds-support';

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('SED list and detail', async ({ page }) => {
      await startSignedInAs(page, EVERY_DAY_STUDENT);
      await page.goto('/seds');
      await expect(page.getByText('No hay más SEDs para cargar')).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot(page, `seds-list-${viewport.name}`);

      // A demo SED that is already processed (not the newest, which may still be pending).
      const ready = page
        .getByRole('list', { name: 'SEDs enviados' })
        .getByRole('link', { name: /palabras/ })
        .first();
      await ready.click();
      await expect(page.getByRole('region', { name: 'Tu video dice' })).not.toContainText('Aun no disponible');
      await expect(page.getByLabel('Grabación del SED')).toHaveAttribute('src', /^blob:/);
      await expectNoSeriousViolations(page);
      await shot(page, `seds-detail-${viewport.name}`);
    });

    test('SED upload form: idle, recording, recorded', async ({ page }) => {
      await syncBrowserClock(page);
      // A plan that does not allow today: the recorder is off and says why (issue 8).
      await startSignedInAs(page, studentBlockedToday().email);
      await page.goto('/seds/enviar');
      await expect(page.getByText(/Puedes enviar SEDs los/)).toBeVisible();
      await expect(page.getByText(/tu plan no permite enviar SEDs hoy/)).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot(page, `seds-upload-blocked-${viewport.name}`);

      // A plan that allows every day records.
      await startSignedInAs(page, EVERY_DAY_STUDENT);
      await page.goto('/seds/enviar');
      await expect(page.getByText('Puedes enviar SEDs todos los días.')).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot(page, `seds-upload-idle-${viewport.name}`);

      await page.getByLabel('URL del video').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      await page.getByRole('button', { name: 'Grabar audio' }).click();
      await expect(page.getByRole('timer')).toContainText('0:02', { timeout: 10_000 });
      await shot(page, `seds-upload-recording-${viewport.name}`);
      await page.getByRole('button', { name: 'Detener grabación' }).click();
      await expect(page.getByText('¡Audio grabado correctamente!')).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot(page, `seds-upload-recorded-${viewport.name}`);

      await page.getByRole('button', { name: 'Eliminar grabación' }).click();
      await expect(page.getByText('Por favor grabe un audio')).toBeVisible();
      await shot(page, `seds-upload-deleted-${viewport.name}`);
      // Keyboard: the record button has focus again and starts a new take.
      await expect(page.getByRole('button', { name: 'Grabar audio' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByText('Grabando...')).toBeVisible();
      await expect(page.getByRole('timer')).toContainText('0:01');
      await expect(page.getByRole('button', { name: 'Detener grabación' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByText('¡Audio grabado correctamente!')).toBeVisible();
    });
  });
}
