import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, STUDENT_EMAIL, startSignedInAs } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('on a phone the navigation lives in a keyboard-accessible menu', async ({ page }) => {
  await startSignedInAs(page, STUDENT_EMAIL);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeHidden();

  // Skip link first, then the brand, then the menu button.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Saltar al contenido principal' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const menuButton = page.getByRole('button', { name: 'Abrir menú' });
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('Enter');

  const drawer = page.getByRole('dialog', { name: 'Menú' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link')).toHaveText(['Home', 'Perfil', 'Lecciones', 'SEDs', 'Sesiones']);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await drawer.getByRole('link', { name: 'Perfil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
});

test('on a phone the admin menu lists the content group', async ({ page }) => {
  await startSignedInAs(page, ADMIN_EMAIL);
  await page.goto('/');
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menú' });
  await expect(drawer.getByRole('list', { name: 'Creación de contenido' }).getByRole('link')).toHaveText([
    'Lecciones', 'Prácticas', 'Estudiantes',
  ]);
  await drawer.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
