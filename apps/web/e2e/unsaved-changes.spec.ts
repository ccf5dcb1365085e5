// Issue 48: the lesson and practice editors ask before unsaved work is lost — going elsewhere through
// the navigation or the browser's back, signing out, closing the tab — and the answer keeps the work or
// leaves; saving leaves without asking. A video link the student page cannot show is refused in the
// editor. Phone and desktop, screens shot, axe clean.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, VIEWPORTS, viewportShot } from './review';
import { mainNav, startSignedInAs } from './support';

const AUTHOR = 'contenido@charla.test';
type Viewport = (typeof VIEWPORTS)[number];

const question = (page: Page) => page.getByRole('alertdialog', { name: '¿Salir sin guardar?' });

/** A link of the main navigation: in the header on a desktop, in the menu on a phone. */
async function navigate(page: Page, viewport: Viewport, name: string) {
  if (viewport.name === 'desktop') return mainNav(page).getByRole('link', { name, exact: true }).click();
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name, exact: true }).click();
}

async function signOut(page: Page, viewport: Viewport) {
  if (viewport.name === 'desktop')
    return page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('dialog', { name: 'Menú' }).getByRole('button', { name: 'Cerrar sesión' }).click();
}

async function stay(page: Page) {
  await question(page).getByRole('button', { name: 'Seguir editando' }).click();
  await expect(question(page)).toBeHidden();
}

/** The lesson editor reached from its list (so the browser's back stays in the app), with a title typed. */
async function dirtyLessonEditor(page: Page, viewport: Viewport) {
  await page.setViewportSize(viewport);
  await startSignedInAs(page, AUTHOR);
  await page.goto('/content/lessons');
  await page.getByRole('link', { name: 'Nueva lección' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crear Nueva Lección' })).toBeVisible();
  const title = page.getByRole('textbox', { name: 'Título' });
  await title.fill('Borrador sin guardar');
  return title;
}

for (const viewport of VIEWPORTS) {
  test(`the lesson editor asks before the navigation or the back button drops the work (${viewport.name})`, async ({
    page,
  }) => {
    const title = await dirtyLessonEditor(page, viewport);

    // The navigation: asked; staying keeps the work.
    await navigate(page, viewport, 'Prácticas');
    await expect(question(page)).toContainText('Tienes cambios sin guardar en este formulario.');
    await expect(question(page).getByRole('button', { name: 'Seguir editando' })).toBeFocused();
    await viewportShot(page, `unsaved-question-${viewport.name}`);
    await expectNoSeriousViolations(page);
    await stay(page);
    await expect(page).toHaveURL(/\/content\/lessons\/create$/);
    await expect(title).toHaveValue('Borrador sin guardar');

    // The browser's back: undone until the person chooses; leaving goes back.
    await page.goBack();
    await expect(question(page)).toBeVisible();
    await stay(page);
    await expect(page).toHaveURL(/\/content\/lessons\/create$/);
    await expect(title).toHaveValue('Borrador sin guardar');
    await page.goBack();
    await question(page).getByRole('button', { name: 'Salir sin guardar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lecciones' })).toBeVisible();
    await expect(page).toHaveURL(/\/content\/lessons$/);
  });

  test(`the lesson editor asks before closing the tab or signing out drops the work (${viewport.name})`, async ({
    page,
  }) => {
    const title = await dirtyLessonEditor(page, viewport);

    // Closing the tab: the browser's own question; dismissed, the page stays.
    const closing = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await closing;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    await expect(title).toHaveValue('Borrador sin guardar');

    // Signing out: asked; staying keeps the session and the work, leaving signs out.
    await signOut(page, viewport);
    await expect(question(page)).toBeVisible();
    await stay(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Crear Nueva Lección' })).toBeVisible();
    await expect(title).toHaveValue('Borrador sin guardar');
    await signOut(page, viewport);
    await question(page).getByRole('button', { name: 'Salir sin guardar' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Sesión cerrada exitosamente')).toBeVisible();
  });

  test(`the practice editor asks too, and leaves when told to (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await startSignedInAs(page, AUTHOR);
    await page.goto('/content/practices');
    await page
      .getByRole('group', { name: 'Prácticas' })
      .getByRole('listitem')
      .first()
      .getByRole('link')
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Editar Práctica' })).toBeVisible();
    const title = page.getByRole('textbox', { name: 'Título' });
    await expect(title).not.toHaveValue('');
    await title.fill('Título cambiado sin guardar');

    await page.getByRole('link', { name: 'Cancelar' }).click();
    await expect(question(page)).toBeVisible();
    await viewportShot(page, `unsaved-practice-question-${viewport.name}`);
    await stay(page);
    await expect(title).toHaveValue('Título cambiado sin guardar');

    await navigate(page, viewport, 'Lecciones');
    await question(page).getByRole('button', { name: 'Salir sin guardar' }).click();
    await expect(page).toHaveURL(/\/content\/lessons$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lecciones' })).toBeVisible();
  });
}

test('a saved lesson leaves without asking; a link students cannot watch is refused first', async ({ page }) => {
  await startSignedInAs(page, AUTHOR);
  await page.goto('/content/lessons/create');
  const title = `Lección guardada ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  const video = page.getByRole('textbox', { name: 'URL del video' });
  await video.fill('https://vimeo.com/123456');
  await page.getByRole('textbox', { name: 'Tarea' }).fill('Graba un saludo.');
  await page.getByRole('button', { name: 'Crear Lección' }).click();
  await expect(video).toHaveAccessibleDescription(
    /Los estudiantes no podrán ver este video: usa un enlace de YouTube \(watch, youtu\.be, shorts o embed\)/,
  );
  await expect(video).toBeFocused();
  await expect(page).toHaveURL(/\/content\/lessons\/create$/);
  await viewportShot(page, 'lesson-video-refused-desktop');

  await video.fill('https://youtu.be/dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Crear Lección' }).click();
  await expect(page.getByText('Lección creada', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/content\/lessons$/);
  await expect(question(page)).toHaveCount(0);
});
