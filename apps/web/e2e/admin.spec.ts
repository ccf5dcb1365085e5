import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, mainNav, signInThroughForm, TUTOR_EMAIL, startSignedInAs } from './support';

test('an admin signs in and sees the admin layout and the admin cards', async ({ page }) => {
  await signInThroughForm(page, ADMIN_EMAIL);
  await expect(mainNav(page).getByRole('listitem')).toHaveText([
    'Home',
    'Usuarios',
    'Planes',
    'Roles',
    'Vistas',
    'Tutores',
    'Estadísticas',
    'Creación de contenido',
  ]);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Administración', exact: true })).toHaveAttribute('href', '/admin/users');
  await expect(main.getByRole('link', { name: 'Creación de Contenido' })).toHaveAttribute('href', '/content/lessons');
  await expect(main.getByRole('link', { name: 'Administración de estudiantes' })).toHaveAttribute(
    'href',
    '/tutor/students',
  );

  // The dropdown works with the keyboard too.
  await mainNav(page).getByRole('button', { name: 'Creación de contenido' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Lecciones', 'Prácticas', 'Estudiantes']);
  await expect(menu.getByRole('menuitem', { name: 'Lecciones' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Prácticas' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/content\/practices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Prácticas' })).toBeVisible();

  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Administración', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
});

test('a tutor sees the tutor layout and their availability on the profile', async ({ page }) => {
  await startSignedInAs(page, TUTOR_EMAIL);
  await page.goto('/');
  await expect(mainNav(page).getByRole('link')).toHaveText(['Home', 'Estudiantes', 'Horario', 'Perfil']);
  await mainNav(page).getByRole('link', { name: 'Perfil' }).click();
  const tutor = page.getByRole('region', { name: 'Información de Tutor' });
  await expect(tutor).toContainText('Carlos Méndez');
  await expect(tutor).toContainText('Lunes: 6:00 p.m. – 9:00 p.m.');
  await expect(tutor).toContainText('Días 15 y 16 · 6:00 p.m. – 7:00 p.m.');
  await expect(tutor).toContainText('Costa Rica');
  await expect(tutor).not.toContainText('America/Costa_Rica');
  await page.goto('/admin/tutors');
  await expect(page).toHaveURL(/\/$/);
});
