import { expect, test, type Locator } from '@playwright/test';
import { ADMIN_EMAIL, STUDENT_EMAIL, signInThroughForm, startSignedInAs } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('on a phone the navigation lives in a keyboard-accessible menu', async ({ page }) => {
  await startSignedInAs(page, STUDENT_EMAIL);
  await page.goto('/');
  // The signed-in shell is a lazily loaded chunk: tab through it once it is there.
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido a Charla' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeHidden();

  // Skip link first, then the brand, the inbox's bell (docs/decisions/024), then the menu button.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Saltar al contenido principal' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /^Avisos/ })).toBeFocused();
  await page.keyboard.press('Tab');
  const menuButton = page.getByRole('button', { name: 'Abrir menú' });
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('Enter');

  const drawer = page.getByRole('dialog', { name: 'Menú' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link')).toHaveText(['Home', 'Perfil', 'Lecciones', 'Prácticas', 'SEDs', 'Sesiones']);
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
    'Lecciones',
    'Prácticas',
    'Estudiantes',
  ]);
  await drawer.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

test('on a phone a toast leaves the header and its menu button uncovered', async ({ page }) => {
  await signInThroughForm(page, STUDENT_EMAIL);
  // The toast's bar (around its status message), once it has slid in.
  const toast = page.getByRole('status').filter({ hasText: '¡Bienvenido!' }).locator('..');
  await expect(toast).toBeVisible();
  const header = await box(page.getByRole('banner'));
  // Below the sticky header: the menu button (in it) is never under a toast.
  await expect.poll(async () => (await box(toast)).y).toBeGreaterThanOrEqual(header.y + header.height);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
});

test('on a phone every slot of the weekly schedule shows its times whole', async ({ page }) => {
  // Sophie Martin (tutor3) has the longest labels: '10:00 a.m. – 12:30 p.m.', '7:15 p.m. – 8:45 p.m.'.
  await startSignedInAs(page, 'tutor3@charla.test');
  await page.goto('/tutor/horario');
  const grid = page.getByRole('group', { name: 'Horario semanal' });
  await expect(grid.getByText('– 12:30 p.m.').first()).toBeAttached();
  for (const editing of [false, true]) {
    if (editing) await page.getByRole('button', { name: 'Editar horario' }).click();
    const lines = grid.getByRole('listitem').locator('span');
    expect(await lines.count()).toBeGreaterThan(0);
    const cut = await lines.evaluateAll((spans) =>
      spans.filter((span) => span.scrollWidth > span.clientWidth).map((span) => span.textContent),
    );
    expect(cut, editing ? 'editing' : 'reading').toEqual([]);
  }
});
