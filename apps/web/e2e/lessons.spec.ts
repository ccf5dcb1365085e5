// Issue 9 journey against the real server: an author writes a lesson with markdown and two linked
// practices and previews it; a tutor assigns it; the student opens it, sees the video and markdown,
// records with the fake microphone and submits; the tutor plays the recording and writes feedback;
// the student sees 'Tarea completada' and the feedback. Screens shot at phone and desktop sizes.
import { expect, test, type Page } from '@playwright/test';
import { atSizes as reviewAtSizes } from './review';
import { recordFor } from './seds-support';
import { holdChunk, recordRequests, startSignedInAs, personPage } from './support';

const atSizes = (page: Page, name: string) => reviewAtSizes(page, `lessons-${name}`);

const AUTHOR = 'contenido@charla.test';
const TUTOR = 'tutor2@charla.test';
const STUDENT = 'estudiante4@charla.test';
const STUDENT_NAME = 'Mateo Jiménez';

test('a lesson from the author to the student and back: write, preview, assign, record, review, read the feedback', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `Comparativos ${Date.now()}`;
  const feedback = 'Muy bien: pronuncias claramente "bigger". Practica "more interesting".';

  // 1. The author writes the lesson, links two practices and previews it.
  const author = await personPage(browser, AUTHOR);
  await author.goto('/content/lessons');
  await expect(author.getByRole('heading', { level: 1, name: 'Lecciones' })).toBeVisible();
  await author.getByRole('link', { name: 'Nueva lección' }).click();
  await expect(author.getByRole('heading', { level: 1, name: 'Crear Nueva Lección' })).toBeVisible();
  await author.getByLabel('Título').fill(title);
  await author.getByLabel('URL del video').fill('https://www.youtube.com/watch?v=jNQXAC9IVRw');
  await author
    .getByLabel('Tarea', { exact: true })
    .fill('## Tu tarea\n\nCompara dos ciudades:\n\n- cuál es **más grande**;\n- cuál es más interesante.');
  await author
    .getByLabel('Notas (opcional)')
    .fill(
      '## Comparativos\n\n- *big → bigger*\n- *interesting → more interesting*\n\n[Gramática](https://dictionary.cambridge.org/grammar/)',
    );
  await author.getByRole('button', { name: 'Prácticas enlazadas (0)' }).click();
  const search = author.getByRole('searchbox', { name: 'Buscar prácticas por título' });
  await search.fill('Pasado irregular');
  await author.getByRole('button', { name: 'Enlazar Pasado irregular' }).click();
  await expect(author.getByText('Práctica enlazada', { exact: true })).toBeVisible();
  await search.fill('Artículos');
  await author.getByRole('button', { name: 'Enlazar Artículos a, an, the' }).click();
  const linked = author.getByRole('list', { name: 'Prácticas enlazadas, en orden' });
  await expect(linked.getByRole('listitem')).toHaveCount(2);
  await atSizes(author, 'editor');

  await author.getByRole('button', { name: 'Vista previa', exact: true }).click();
  const preview = author.getByRole('region', { name: 'Vista previa' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.locator('iframe[src="https://www.youtube.com/embed/jNQXAC9IVRw"]')).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Comparativos', exact: true })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Gramática' })).toHaveAttribute('target', '_blank');
  await expect(preview.getByRole('button', { name: 'Enviar respuesta' })).toHaveCount(0);
  await atSizes(author, 'preview');
  await author.getByRole('button', { name: 'Editar', exact: true }).click();
  await author.getByRole('button', { name: 'Crear Lección' }).click();
  await expect(author.getByText('Lección creada', { exact: true })).toBeVisible();
  await expect(author).toHaveURL(/\/content\/lessons$/);
  await atSizes(author, 'content-list');
  await author.context().close();

  // 2. The tutor finds the student and assigns the lesson.
  const tutor = await personPage(browser, TUTOR);
  await tutor.goto('/tutor/students');
  await tutor.getByRole('searchbox', { name: 'Buscar estudiantes por nombre o correo' }).fill('Mateo');
  await tutor.getByRole('link', { name: new RegExp(STUDENT_NAME) }).click();
  await expect(tutor.getByRole('heading', { level: 1, name: STUDENT_NAME })).toBeVisible();
  await tutor.getByRole('searchbox', { name: 'Buscar lecciones por título' }).fill(title);
  await tutor
    .getByRole('region', { name: 'Asignar lección' })
    .getByRole('button', { name: `Asignar ${title}` })
    .click();
  await expect(tutor.getByText('Lección asignada', { exact: true })).toBeVisible();
  const assignment = tutor
    .getByRole('group', { name: 'Lecciones asignadas al estudiante' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(assignment.getByText('Pendiente')).toBeVisible();
  await atSizes(tutor, 'tutor-student');

  // 3. The student opens it, sees the video and markdown, records and submits.
  const student = await personPage(browser, STUDENT);
  await student.goto('/lecciones');
  await expect(student.getByRole('heading', { level: 1, name: 'Mis Lecciones Asignadas' })).toBeVisible();
  const card = student.getByRole('listitem').filter({ hasText: title });
  await atSizes(student, 'student-list');
  await card.getByRole('link', { name: 'Ver Lección' }).click();
  await expect(student.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(student.locator('iframe[src="https://www.youtube.com/embed/jNQXAC9IVRw"]')).toBeVisible();
  await expect(student.getByRole('heading', { name: 'Tu tarea' })).toBeVisible();
  await expect(student.getByText('Ejercicios recomendados para esta lección (2 disponibles)')).toBeVisible();
  await expect(student.getByText('Práctica #2')).toBeVisible();
  await atSizes(student, 'student-lesson');
  const submit = student.getByRole('button', { name: 'Enviar respuesta' });
  await expect(submit).toBeDisabled();
  await recordFor(student, 3);
  await submit.click();
  await expect(student.getByText('Tarea enviada con éxito', { exact: true })).toBeVisible();
  await expect(student).toHaveURL(/\/lecciones$/);
  await expect(card.getByRole('link', { name: 'Revisar Lección' })).toBeVisible();

  // 4. The tutor plays the recording and writes feedback.
  await tutor.reload();
  await expect(assignment.getByText('Completada el')).toBeVisible();
  const player = assignment.locator('audio');
  await expect(player).toHaveAttribute('src', /^blob:/);
  await player.evaluate((audio: HTMLAudioElement) => audio.play());
  await expect
    .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await assignment.getByLabel('Retroalimentación').fill(feedback);
  await assignment.getByRole('button', { name: 'Guardar retroalimentación' }).click();
  await expect(tutor.getByText('Retroalimentación guardada', { exact: true })).toBeVisible();
  await atSizes(tutor, 'tutor-feedback');

  // 5. The student comes back later and sees the completion and the feedback.
  await student.goto('/lecciones');
  await card.getByRole('link', { name: 'Revisar Lección' }).click();
  await expect(student.getByText('Completada', { exact: true })).toBeVisible();
  await expect(student.getByText('Tarea completada')).toBeVisible();
  await expect(student.getByText(feedback)).toBeVisible();
  await expect(student.getByRole('button', { name: 'Enviar respuesta' })).toHaveCount(0);
  await atSizes(student, 'student-completed');
  await student.context().close();
  await tutor.context().close();
});

test("a lesson's first image is asked for at high priority from its first request", async ({ page }) => {
  // A lazy image, or one whose priority is raised only once it is in the page, starts low and waits
  // behind the page's scripts and reads: on a lesson it is often the largest paint (decision 025).
  await startSignedInAs(page, 'estudiante1@charla.test');
  await page.goto('/lecciones');
  const card = page.getByRole('article', { name: 'La rutina diaria' });
  const href = await card.getByRole('link').getAttribute('href');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const priorities: string[] = [];
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    if (request.url.endsWith('/images/lessons/daily-routine.svg')) priorities.push(request.initialPriority);
  });
  await page.goto(href!);
  await expect(page.getByRole('img', { name: 'Línea de tiempo de un día típico' })).toBeVisible();
  expect(priorities).toEqual(['High']);
});

test("a lesson's assignment, first image and practices are asked for while the lessons area's code is on its way", async ({
  page,
}) => {
  // The shell starts the page's first read beside the area's chunk, and the image and the linked practices
  // as soon as the assignment names them (app/layouts/first-reads.tsx, decision 025); the page then asks
  // for nothing again.
  await startSignedInAs(page, 'estudiante1@charla.test');
  await page.goto('/lecciones');
  const href = await page.getByRole('article', { name: 'La rutina diaria' }).getByRole('link').getAttribute('href');
  const assignment = `/api/assignments/${href!.split('/').pop()}`;
  const release = await holdChunk(page, 'lessons');
  const asked = recordRequests(
    page,
    ({ pathname }) => pathname.startsWith('/api/assignments/') || pathname.startsWith('/images/'),
  );
  const practiceReads = recordRequests(page, ({ pathname }) => /^\/api\/lessons\/[\w-]+\/practices$/.test(pathname));

  await page.goto(href!);
  await expect.poll(() => asked).toEqual([assignment, '/images/lessons/daily-routine.svg']);
  await expect.poll(() => practiceReads).toHaveLength(1);
  await expect(page.getByRole('status')).toHaveText('Cargando sección...');

  release();
  await expect(page.getByRole('img', { name: 'Línea de tiempo de un día típico' })).toBeVisible();
  await expect(page.getByText('Ejercicios recomendados para esta lección (2 disponibles)')).toBeVisible();
  expect(asked.filter((path) => path === assignment)).toHaveLength(1);
  expect(practiceReads).toHaveLength(1);
});
