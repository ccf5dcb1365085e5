// Screenshots for review (e2e/artifacts/, gitignored) of the sessions and schedule screens at a phone
// and a desktop size, with an accessibility check of each screen.
import { expect, test } from '@playwright/test';
import { VIEWPORTS, expectNoSeriousViolations, shot, viewportShot } from './review';
import { startSignedInAs, useBookingClock } from './support';

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('student: list, booking form and detail', async ({ page }) => {
      await useBookingClock(page);
      await startSignedInAs(page, 'estudiante3@charla.test');
      await page.goto('/sesiones');
      await expect(page.getByRole('region', { name: 'Próximas Sesiones' }).getByRole('article').first()).toBeVisible();
      await page.getByRole('button', { name: 'Sesiones Pasadas' }).click();
      await expect(page.getByRole('region', { name: 'Sesiones Pasadas' }).getByRole('article').first()).toBeVisible();
      await expect(page.getByText('No hay más sesiones pasadas para cargar.')).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot(page, `sessions-list-${viewport.name}`);

      await page
        .getByRole('region', { name: 'Próximas Sesiones' })
        .getByRole('button', { name: 'Cancelar' })
        .first()
        .click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await viewportShot(page, `sessions-cancel-dialog-${viewport.name}`);
      await page.getByRole('button', { name: 'No, mantener' }).click();

      await page
        .getByRole('region', { name: 'Sesiones Pasadas' })
        .getByRole('link', { name: 'Ver Detalles' })
        .first()
        .click();
      await expect(page.getByRole('region', { name: 'Retroalimentación' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot(page, `session-detail-${viewport.name}`);

      await page.goto('/sesiones/agendar');
      await page.getByRole('button', { name: 'Agendar sesión' }).click();
      await expect(page.getByText('Por favor selecciona un tutor')).toBeVisible();
      await shot(page, `booking-errors-${viewport.name}`);
      await page.getByRole('button', { name: /^Tutor / }).click();
      await expect(page.getByRole('listbox', { name: 'Tutor' })).toBeVisible();
      await viewportShot(page, `booking-tutors-${viewport.name}`);
      await page.getByRole('option', { name: 'Carlos Méndez' }).click();
      await page.getByLabel('Fecha').selectOption({ index: 1 });
      await page.getByLabel('Hora', { exact: true }).selectOption({ index: 1 });
      await page.getByLabel('Tipo de sesión').selectOption({ label: 'Speaking' });
      await expectNoSeriousViolations(page);
      await shot(page, `booking-form-${viewport.name}`);
    });

    test('tutor: schedule and sessions', async ({ page }) => {
      await useBookingClock(page);
      await startSignedInAs(page, 'tutor2@charla.test');
      await page.goto('/tutor/horario');
      await expect(page.getByRole('list', { name: 'Lunes' }).getByRole('listitem').first()).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot(page, `schedule-${viewport.name}`);
      await page.getByRole('button', { name: 'Editar horario' }).click();
      await page.getByRole('button', { name: 'Agregar horario' }).click();
      await expect(page.getByText('El horario se superpone con otro existente')).toBeVisible();
      await expectNoSeriousViolations(page);
      await viewportShot(page, `schedule-add-dialog-${viewport.name}`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Cancelar' }).click();

      await page.goto('/tutor/sesiones');
      await page.getByRole('button', { name: 'Sesiones Pasadas' }).click();
      await expect(page.getByRole('region', { name: 'Sesiones Pasadas' }).getByRole('article').first()).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot(page, `tutor-sessions-${viewport.name}`);
    });

    test('admin: schedule with the tutor picker', async ({ page }) => {
      await useBookingClock(page);
      await startSignedInAs(page, 'admin@charla.test');
      await page.goto('/tutor/horario');
      const picker = page.getByRole('button', { name: 'Tutor Ana Rodríguez' });
      await expect(picker).toBeVisible();
      await picker.press('Enter');
      await expect(page.getByRole('listbox', { name: 'Tutor' })).toBeFocused();
      await expectNoSeriousViolations(page);
      await viewportShot(page, `schedule-picker-${viewport.name}`);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Tutor Carlos Méndez' })).toBeFocused();
      await expect(page.getByRole('list', { name: 'Sábado' }).getByRole('listitem')).toHaveText([
        '9:00 a.m. – 1:00 p.m.',
      ]);
    });
  });
}
