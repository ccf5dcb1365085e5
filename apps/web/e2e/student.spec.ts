import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, mainNav, signInThroughForm, STUDENT_EMAIL, startSignedInAs } from './support';

test('a new student registers, lands Home, reads the profile and logs out', async ({ page }) => {
  const email = `nueva.${Date.now()}@charla.test`;
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible();

  await page.getByRole('button', { name: 'Regístrate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registrarse' })).toBeVisible();
  await page.getByLabel('Nombre completo').fill('Sofía Prueba');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill('contraseña-segura');
  await page.getByRole('button', { name: 'Registrarse' }).click();

  await expect(page.getByText('¡Registro exitoso!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido a Charla' })).toBeVisible();
  await expect(mainNav(page).getByRole('link')).toHaveText([
    'Home',
    'Perfil',
    'Lecciones',
    'Prácticas',
    'SEDs',
    'Sesiones',
  ]);
  await expect(page.getByRole('link', { name: 'Administración' })).toHaveCount(0);

  await mainNav(page).getByRole('link', { name: 'Perfil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
  const personal = page.getByRole('region', { name: 'Información Personal' });
  await expect(personal).toContainText('Sofía Prueba');
  await expect(personal).toContainText(email);
  await expect(personal).toContainText('No disponible'); // registered without a phone
  // The role in people's words, and the plan the administrator marks as default (issue 8).
  await expect(page.getByRole('region', { name: 'Rol y Permisos' })).toContainText('Estudiante');
  await expect(page.getByRole('region', { name: 'Plan de Suscripción' })).toContainText('Básico');
  await expect(page.getByRole('region', { name: 'Información de Sesión' })).toContainText('La sesión expira');
  await expect(page.getByRole('region', { name: 'Información de Tutor' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByText('Sesión cerrada exitosamente')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => Object.keys(window.localStorage))).toEqual([]);

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('a demo student sees their plan in Spanish on the profile', async ({ page }) => {
  await signInThroughForm(page, STUDENT_EMAIL);
  await expect(page.getByText('¡Bienvenido!')).toBeVisible();
  await page.goto('/profile');
  const plan = page.getByRole('region', { name: 'Plan de Suscripción' });
  await expect(plan).toContainText('Básico');
  await expect(plan).toContainText('Inglés');
  await expect(plan).toContainText('lunes, miércoles y viernes');
  await expect(page.getByRole('region', { name: 'Información Personal' })).toContainText('Lucía Hernández');
});

test('wrong credentials show the server message and keep the user on /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(STUDENT_EMAIL);
  await page.getByLabel('Contraseña').fill('no-es-la-clave');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByText('Correo electrónico o contraseña incorrectos')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a student opening /admin/users lands Home', async ({ page }) => {
  await startSignedInAs(page, STUDENT_EMAIL);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido a Charla' })).toBeVisible();
});

test('an admin screen opens inside the layout, its navigation link marked current', async ({ page }) => {
  await startSignedInAs(page, ADMIN_EMAIL);
  await page.goto('/admin/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Planes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Básico' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Planes' })).toHaveAttribute('aria-current', 'page');
});
