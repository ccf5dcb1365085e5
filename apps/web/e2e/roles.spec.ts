// Issue 8 "Each role sees what it can use": what Home and the navigation offer each seeded role, and
// that those screens open for it.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_EMAIL, mainNav, signInThroughForm, startSignedInAs } from './support';

const cards = (page: Page) => page.getByRole('main').getByRole('list').getByRole('link');

test('a tutor is offered the tutor cards, not the student SED list or the booking form', async ({ page }) => {
  await startSignedInAs(page, 'tutor1@charla.test');
  await page.goto('/');
  await expect(cards(page)).toHaveText(['Estudiantes', 'Horario', 'Sesiones con estudiantes']);
  await expect(page.getByRole('link', { name: 'SEDs' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Mis Sesiones' })).toHaveCount(0);
  await expect(page.locator('a[href^="/sesiones"], a[href^="/seds"]')).toHaveCount(0);

  await cards(page).filter({ hasText: 'Horario' }).click();
  await expect(page).toHaveURL(/\/tutor\/horario$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Horario' })).toBeVisible();
});

test('a content author lands Home with the content cards and nothing that leads to /sesiones', async ({ page }) => {
  await signInThroughForm(page, 'contenido@charla.test');
  await expect(mainNav(page).getByRole('link')).toHaveText(['Home', 'Lecciones', 'Prácticas']);
  await expect(cards(page)).toHaveText(['Lecciones', 'Prácticas']);
  await expect(page.locator('a[href^="/sesiones"], a[href^="/seds"]')).toHaveCount(0);

  await cards(page).filter({ hasText: 'Prácticas' }).click();
  await expect(page).toHaveURL(/\/content\/practices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Prácticas' })).toBeVisible();
});

test("an admin is offered the admin cards alone (issue 48), and the SED list names each row's student", async ({
  page,
}) => {
  await startSignedInAs(page, ADMIN_EMAIL);
  await page.goto('/');
  await expect(cards(page)).toHaveText(['Administración', 'Creación de Contenido', 'Administración de estudiantes']);

  await page.goto('/seds');
  const rows = page.getByRole('list', { name: 'SEDs enviados' }).getByRole('link');
  // Newest first: each demo student's pending SED of an hour ago.
  await expect(rows.first()).toBeVisible();
  const firstFive = (await rows.allTextContents()).slice(0, 5).join(' | ');
  for (const name of ['Lucía Hernández', 'Diego Ramírez', 'Valeria Torres', 'Mateo Jiménez', 'Camila Vargas']) {
    expect(firstFive).toContain(name);
  }
});

test('on a desktop a toast sits below the navigation', async ({ page }) => {
  await signInThroughForm(page, ADMIN_EMAIL);
  const toast = page.getByRole('status').filter({ hasText: '¡Bienvenido!' }).locator('..');
  await expect(toast).toBeVisible();
  const nav = (await mainNav(page).boundingBox())!;
  await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(nav.y + nav.height);
});
