import { expect, test } from '@playwright/test';
import { STUDENT_EMAIL, mainNav, startSignedInAs } from './support';

test('an unknown path shows the not-found page, signed out', async ({ page }) => {
  await page.goto('/esto/no/existe');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await expect(page.getByText('La página que buscas no existe.')).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown path keeps the navigation when signed in', async ({ page }) => {
  await startSignedInAs(page, STUDENT_EMAIL);
  await page.goto('/perfil-inexistente');
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await expect(mainNav(page)).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido a Charla' })).toBeVisible();
});
