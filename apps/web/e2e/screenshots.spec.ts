// Screenshots for review (apps/web/e2e/artifacts/, gitignored) at a phone and a desktop size.
import { expect, test } from '@playwright/test';
import { VIEWPORTS, shot, viewportShot } from './review';
import { ADMIN_EMAIL, STUDENT_EMAIL, TUTOR_EMAIL, startSignedInAs } from './support';

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('login and not-found', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible();
      await shot(page, `login-${viewport.name}`);
      await page.getByRole('button', { name: 'Regístrate' }).click();
      await page.getByRole('button', { name: 'Registrarse' }).click();
      await expect(page.getByText('El nombre es obligatorio')).toBeVisible();
      await shot(page, `register-errors-${viewport.name}`);
      await page.goto('/no-existe');
      await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
      await shot(page, `not-found-${viewport.name}`);
    });

    test('student home and profile', async ({ page }) => {
      await startSignedInAs(page, STUDENT_EMAIL);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido a Charla' })).toBeVisible();
      await shot(page, `home-student-${viewport.name}`);
      await page.goto('/profile');
      await expect(page.getByRole('region', { name: 'Plan de Suscripción' })).toContainText('Básico');
      await expect(page.getByRole('region', { name: 'Rol y Permisos' })).toContainText('Estudiante');
      await shot(page, `profile-student-${viewport.name}`);
      if (viewport.name === 'phone') {
        await page.getByRole('button', { name: 'Abrir menú' }).click();
        await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
        await viewportShot(page, 'menu-student-phone');
      }
    });

    test('admin home and tutor profile', async ({ page }) => {
      await startSignedInAs(page, ADMIN_EMAIL);
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Administración de estudiantes' })).toBeVisible();
      await shot(page, `home-admin-${viewport.name}`);
      if (viewport.name === 'desktop') {
        await page.getByRole('button', { name: 'Creación de contenido' }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await viewportShot(page, 'menu-admin-desktop');
      }
    });

    test('tutor profile', async ({ page }) => {
      await startSignedInAs(page, TUTOR_EMAIL);
      await page.goto('/profile');
      await expect(page.getByRole('region', { name: 'Información de Tutor' })).toContainText('Carlos Méndez');
      await shot(page, `profile-tutor-${viewport.name}`);
    });
  });
}
