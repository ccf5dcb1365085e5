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

test('the server answers an unknown path with HTTP 404 and the app, which shows the not-found page', async ({
  page,
}) => {
  for (const path of ['/no-existe', '/seds/a/b/c']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  }
  // A route of the app is a 200 (the login page, signed out).
  expect((await page.goto('/login'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible();
});

test('a missing asset is a JSON 404, not the app', async ({ request }) => {
  const response = await request.get('/assets/index-NoExiste.js');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ success: false, detail: 'Archivo no encontrado' });
});

test('an unknown path keeps the navigation when signed in', async ({ page }) => {
  await startSignedInAs(page, STUDENT_EMAIL);
  await page.goto('/perfil-inexistente');
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await expect(mainNav(page)).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido a Charla' })).toBeVisible();
});
