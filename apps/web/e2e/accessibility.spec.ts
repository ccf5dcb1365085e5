import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './review';
import { STUDENT_EMAIL, TUTOR_EMAIL, startSignedInAs } from './support';

test('login has no serious accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByText('La contraseña es obligatoria')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('home and profile have no serious accessibility violations', async ({ page }) => {
  await startSignedInAs(page, STUDENT_EMAIL);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido a Charla' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Plan de Suscripción' })).toContainText('Básico');
  await expectNoSeriousViolations(page);
});

test('the tutor profile and the not-found page have no serious accessibility violations', async ({ page }) => {
  await startSignedInAs(page, TUTOR_EMAIL);
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Información de Tutor' })).toContainText('Carlos Méndez');
  await expectNoSeriousViolations(page);
  await page.goto('/no-existe');
  await expectNoSeriousViolations(page);
});
