// Issue 48 journeys against the real server, at phone and desktop sizes. 'Mis Lecciones' is the caller's
// own: an admin sees theirs (none) and is never offered 'Enviar respuesta' for a student's homework,
// while the student still sends it; the list shows a summary of each lesson, the lesson says 'Enviar
// respuesta' once and its picture keeps its own shape. Removing the current lesson leaves the most
// recent open one current (decision 030).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { personPage as contextOf } from './admin-screens-support';
import { expectNoSeriousViolations, shot, VIEWPORTS } from './review';
import { recordFor } from './seds-support';
import { ADMIN_EMAIL, tokenOf } from './support';

/** A separate person with a microphone (the recorder's fake one). */
const personPage = (browser: Browser, email: string) => contextOf(browser, email, { permissions: ['microphone'] });

const TUTOR = 'tutor3@charla.test';
// Camila Vargas, Sophie Martin's student: no homework in the demo, so every assignment here is the test's.
const STUDENT = 'estudiante5@charla.test';

/** The tutor assigns the demo lessons with these titles to the student, in order (the last is current). */
async function assignAsTutor(page: Page, titles: string[]): Promise<{ studentId: string; ids: string[] }> {
  const headers = { authorization: `Bearer ${await tokenOf(page.request, TUTOR)}` };
  const students = await page.request.get(`/api/users?q=${encodeURIComponent(STUDENT)}`, { headers });
  const studentId = ((await students.json()) as { data: { data: { id: string }[] } }).data.data[0]!.id;
  const ids: string[] = [];
  for (const title of titles) {
    const found = await page.request.get(`/api/lessons?q=${encodeURIComponent(title)}`, { headers });
    const lesson = ((await found.json()) as { data: { data: { id: string; title: string }[] } }).data.data.find(
      (row) => row.title === title,
    )!;
    const made = await page.request.post('/api/assignments', {
      headers,
      data: { lesson_id: lesson.id, user_id: studentId },
    });
    expect(made.status()).toBe(201);
    ids.push(((await made.json()) as { data: { id: string } }).data.id);
  }
  return { studentId, ids };
}

/** Once the toasts are gone (one fading in reads to axe as low contrast). */
async function expectAccessible(page: Page) {
  await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0, { timeout: 8_000 });
  await expectNoSeriousViolations(page);
}

test("an admin's 'Mis Lecciones' are their own and never offer a student's homework; the student sends it", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await personPage(browser, ADMIN_EMAIL);
  const { ids } = await assignAsTutor(admin, ['La rutina diaria']);
  const theirs = ids[0]!;

  for (const viewport of VIEWPORTS) {
    await admin.setViewportSize(viewport);
    await admin.goto('/lecciones');
    await expect(admin.getByRole('heading', { level: 1, name: 'Mis Lecciones Asignadas' })).toBeVisible();
    await expect(admin.getByText('No tienes lecciones asignadas. Contacta a tu tutor.')).toBeVisible();
    await expect(admin.getByRole('list', { name: 'Lecciones asignadas' })).toHaveCount(0);
    await shot(admin, `lessons-owner-admin-list-${viewport.name}`);
    await expectAccessible(admin);

    // The student's lesson by its address: refused and back to the list, no lesson and no form.
    await admin.goto(`/lecciones/${theirs}`);
    await expect(admin.getByText('No tienes acceso a esta lección o no existe')).toBeVisible();
    await expect(admin).toHaveURL(/\/lecciones$/);
    await expect(admin.getByRole('heading', { name: 'La rutina diaria' })).toHaveCount(0);
    await expect(admin.getByRole('button', { name: 'Enviar respuesta' })).toHaveCount(0);
    await shot(admin, `lessons-owner-admin-refused-${viewport.name}`);
  }
  await admin.context().close();

  const student = await personPage(browser, STUDENT);
  for (const viewport of VIEWPORTS) {
    await student.setViewportSize(viewport);
    await student.goto('/lecciones');
    // A summary: the task's and the notes' words in a line or two, not their headings, lists or table.
    const card = student.getByRole('article', { name: 'La rutina diaria' });
    await expect(card.getByText(/^Tarea: Describe tu rutina de un día entre semana en un audio:/)).toBeVisible();
    await expect(card.getByText(/^Notas: Usamos el presente simple para hábitos/)).toBeVisible();
    await expect(card.getByRole('heading')).toHaveCount(1);
    await expect(card.getByRole('list')).toHaveCount(0);
    await expect(card.getByRole('table')).toHaveCount(0);
    await shot(student, `lessons-owner-student-list-${viewport.name}`);
    await expectAccessible(student);

    await card.getByRole('link', { name: 'Ver Lección' }).click();
    await expect(student.getByRole('heading', { level: 1, name: 'La rutina diaria' })).toBeVisible();
    // The picture (640 × 240) in a box of its own shape: no blank band under it.
    const picture = student.getByRole('img', { name: 'Línea de tiempo de un día típico' });
    await expect(picture).toBeVisible();
    await expect
      .poll(() =>
        picture.evaluate((img: HTMLImageElement) => Math.abs(img.clientHeight - (img.clientWidth * 240) / 640)),
      )
      .toBeLessThanOrEqual(1);
    // 'Enviar respuesta' once, on the button.
    await expect(student.getByText('Enviar respuesta', { exact: true })).toHaveCount(1);
    await expect(student.getByRole('button', { name: 'Enviar respuesta' })).toBeDisabled();
    await shot(student, `lessons-owner-student-lesson-${viewport.name}`);
    await expectAccessible(student);
  }

  await recordFor(student, 3);
  await student.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(student.getByText('Tarea enviada con éxito', { exact: true })).toBeVisible();
  await expect(student).toHaveURL(/\/lecciones$/);
  await expect(
    student.getByRole('article', { name: 'La rutina diaria' }).getByRole('link', { name: 'Revisar Lección' }),
  ).toBeVisible();
  await student.context().close();
});

test('removing the current lesson leaves the most recent open one current, on a phone', async ({ browser }) => {
  test.setTimeout(90_000);
  const tutor = await personPage(browser, TUTOR);
  const { studentId } = await assignAsTutor(tutor, [
    'Saludos y presentaciones',
    'Planes para el futuro',
    'El pasado simple',
  ]);
  await tutor.setViewportSize(VIEWPORTS[0]);
  await tutor.goto(`/tutor/students/${studentId}/lessons`);
  const current = tutor.getByRole('region', { name: 'Lección actual' });
  await expect(current).toContainText('El pasado simple');

  const assigned = tutor.getByRole('group', { name: 'Lecciones asignadas al estudiante' });
  await assigned.getByRole('button', { name: 'Remover El pasado simple' }).click();
  await tutor.getByRole('alertdialog').getByRole('button', { name: 'Remover' }).click();
  await expect(tutor.getByText('Lección removida', { exact: true })).toBeVisible();
  await expect(current).toContainText('Planes para el futuro');
  await expect(current).not.toContainText('Sin lección asignada');
  await shot(tutor, 'lessons-owner-tutor-fallback-phone');
  await expectAccessible(tutor);
  await tutor.context().close();
});
