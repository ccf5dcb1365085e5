// Issue 49 journey against the real server and the real speech pipeline: an author gives a lesson a
// passage to read aloud; a tutor assigns it; the student sees 'Lee en voz alta', records with the fake
// microphone (espeak-ng reading the passage: fake-voice.ts) and submits; pocketsphinx hears it against the
// passage in the job; the student sees how many words were read right, in plain Spanish; the tutor sees
// the marked passage, plays the recording from a word, and the readings over time. Phone and desktop.
import { expect, test, type Page } from '@playwright/test';
import { FAKE_VOICE_TEXT } from './fake-voice';
import { atSizes as reviewAtSizes } from './review';
import { recordFor } from './seds-support';
import { personPage } from './support';

const atSizes = (page: Page, name: string) => reviewAtSizes(page, `reading-${name}`, { mustPass: ['heading-order'] });

const AUTHOR = 'contenido@charla.test';
const TUTOR = 'tutor2@charla.test';
const STUDENT = 'estudiante3@charla.test';
const STUDENT_NAME = 'Valeria Torres';
const PASSAGE_WORDS = FAKE_VOICE_TEXT.split(' ').length;

test('a passage read aloud: written, assigned, recorded, assessed word by word, reviewed', async ({ browser }) => {
  test.setTimeout(240_000);
  const title = `Lectura en voz alta ${Date.now()}`;

  // 1. The author writes the lesson with its passage, sees the count, and previews it.
  const author = await personPage(browser, AUTHOR);
  await author.goto('/content/lessons/create');
  await expect(author.getByRole('heading', { level: 1, name: 'Crear Nueva Lección' })).toBeVisible();
  await author.getByLabel('Título').fill(title);
  await author.getByLabel('URL del video').fill('https://www.youtube.com/watch?v=jNQXAC9IVRw');
  await author.getByLabel('Tarea', { exact: true }).fill('Lee el texto en voz alta y grábate.');
  await author.getByLabel('Texto para leer en voz alta (opcional)').fill(FAKE_VOICE_TEXT);
  await expect(author.getByText(`${PASSAGE_WORDS} palabras`)).toBeVisible();
  await expect(author.getByLabel('Idioma del texto')).toBeVisible();
  await atSizes(author, 'editor');
  await author.getByRole('button', { name: 'Vista previa', exact: true }).click();
  const preview = author.getByRole('region', { name: 'Vista previa' });
  await expect(preview.getByRole('heading', { name: 'Lee en voz alta' })).toBeVisible();
  await expect(preview.getByText(FAKE_VOICE_TEXT)).toBeVisible();
  await atSizes(author, 'preview');
  await author.getByRole('button', { name: 'Editar', exact: true }).click();
  await author.getByRole('button', { name: 'Crear Lección' }).click();
  await expect(author.getByText('Lección creada', { exact: true })).toBeVisible();
  await author.context().close();

  // 2. The tutor assigns it to the student.
  const tutor = await personPage(browser, TUTOR);
  await tutor.goto('/tutor/students');
  await tutor.getByRole('searchbox', { name: 'Buscar estudiantes por nombre o correo' }).fill('Valeria');
  await tutor.getByRole('link', { name: new RegExp(STUDENT_NAME) }).click();
  await expect(tutor.getByRole('heading', { level: 1, name: STUDENT_NAME })).toBeVisible();
  await tutor.getByRole('searchbox', { name: 'Buscar lecciones por título' }).fill(title);
  await tutor
    .getByRole('region', { name: 'Asignar lección' })
    .getByRole('button', { name: `Asignar ${title}` })
    .click();
  await expect(tutor.getByText('Lección asignada', { exact: true })).toBeVisible();

  // 3. The student reads the passage aloud, records and submits.
  const student = await personPage(browser, STUDENT);
  await student.goto('/lecciones');
  const card = student.getByRole('listitem').filter({ hasText: title });
  await card.getByRole('link', { name: 'Ver Lección' }).click();
  await expect(student.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(student.getByRole('heading', { name: 'Lee en voz alta' })).toBeVisible();
  await expect(student.getByText(FAKE_VOICE_TEXT)).toBeVisible();
  await atSizes(student, 'student-lesson');
  await recordFor(student, 10);
  await student.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(student.getByText('Tarea enviada con éxito', { exact: true })).toBeVisible();

  // 4. Back on the lesson: the reading is assessed by the job, then shown in plain Spanish.
  await card.getByRole('link', { name: 'Revisar Lección' }).click();
  const summary = student.getByText(new RegExp(`^Leíste \\d+ de ${PASSAGE_WORDS} palabras correctamente$`));
  await expect(summary).toBeVisible({ timeout: 120_000 });
  const [read] = (await summary.textContent())!.match(/\d+/)!;
  // espeak-ng's voice through Chromium's fake microphone and Opus: most words are heard where expected.
  expect(Number(read)).toBeGreaterThanOrEqual(Math.ceil(PASSAGE_WORDS * 0.7));
  await expect(student.getByText('Palabras por minuto')).toBeVisible();
  await expect(student.getByText(/WCPM|accuracy|precisión/i)).toHaveCount(0);
  await atSizes(student, 'student-result');
  await student.context().close();

  // 5. The tutor sees the marked passage and the figures, plays the recording from a word, and the trend.
  await tutor.reload();
  const assignment = tutor
    .getByRole('group', { name: 'Lecciones asignadas al estudiante' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(
    assignment.getByText(new RegExp(`^Leyó ${read} de ${PASSAGE_WORDS} palabras correctamente$`)),
  ).toBeVisible();
  const player = assignment.locator('audio');
  await expect(player).toHaveAttribute('src', /^blob:/);
  const word = assignment.getByRole('button', { name: /^Escuchar «/ }).nth(5);
  await word.click();
  await expect
    .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.5);
  await player.evaluate((audio: HTMLAudioElement) => audio.pause());
  await expect(tutor.getByRole('heading', { name: 'Lecturas en voz alta' })).toBeVisible();
  await atSizes(tutor, 'tutor-review');
  await tutor.context().close();
});
