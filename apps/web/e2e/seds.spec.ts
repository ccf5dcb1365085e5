// SED journeys with Chromium's fake microphone against the real server and its real speech pipeline
// (ffmpeg + pocketsphinx): record, play, delete, record again, submit, find it, read the transcript.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { startSignedInAs } from './support';
import { EVERY_DAY_STUDENT, expectPlays, recordFor, studentBlockedToday, syncBrowserClock } from './seds-support';

const DEMO_RECORDING = new URL('../../api/src/db/seed/audio/demo-1.webm', import.meta.url);

test('a student records, plays, deletes, records again, submits, and reads the transcript once it is processed', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await startSignedInAs(page, EVERY_DAY_STUDENT);
  await page.goto('/seds');
  await expect(page.getByRole('heading', { level: 1, name: 'Registro de SEDs' })).toBeVisible();
  await page.getByRole('link', { name: 'Crear Nuevo' }).click();
  await expect(page).toHaveURL(/\/seds\/enviar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Subir SED' })).toBeVisible();
  await expect(page.getByText('Puedes enviar SEDs todos los días.')).toBeVisible();

  const submit = page.getByRole('button', { name: 'Enviar SED' });
  await expect(submit).toBeDisabled();
  const videoUrl = `https://www.youtube.com/watch?v=e2e${Date.now()}`;
  await page.getByLabel('URL del video').fill('youtube.com/watch');
  await expect(page.getByText('Por favor ingrese una URL válida que comience con http:// o https://')).toBeVisible();
  await page.getByLabel('URL del video').fill(videoUrl);
  await expect(page.getByText('¡URL válida!')).toBeVisible();
  await expect(submit).toBeDisabled();

  // First take: record, play it back, delete it.
  await recordFor(page, 2);
  const player = page.locator('audio');
  await expectPlays(player);
  await expect(submit).toBeEnabled();
  await page.getByRole('button', { name: 'Eliminar grabación' }).click();
  await expect(page.getByText('Por favor grabe un audio')).toBeVisible();
  await expect(player).toHaveCount(0);
  await expect(submit).toBeDisabled();

  // Second take, long enough for the fake voice's sentences.
  await recordFor(page, 8);
  await expect(submit).toBeEnabled();
  const [response] = await Promise.all([
    page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/seds'),
    submit.click(),
  ]);
  expect(response.status()).toBe(201);
  const created = ((await response.json()) as { data: { id: string } }).data;
  await expect(page.getByText('SED enviado con éxito')).toBeVisible();
  await expect(page).toHaveURL(/\/seds$/);

  // Newest first: the new SED heads the list.
  const rows = page.getByRole('list', { name: 'SEDs enviados' }).getByRole('link');
  await expect(rows.first()).toHaveAttribute('href', `/seds/${created.id}`);
  await rows.first().click();
  await expect(page).toHaveURL(new RegExp(`/seds/${created.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Detalles del SED' })).toBeVisible();
  await expect(page.getByRole('link', { name: /youtube\.com/ })).toHaveAttribute('href', videoUrl);
  await expect(page.getByLabel('Grabación del SED')).toHaveAttribute('src', /^blob:/);

  // The page polls by itself; wait for the pipeline with a deadline, not a fixed sleep.
  const transcript = page.getByRole('region', { name: 'Tu video dice' });
  const feedback = page.getByRole('region', { name: 'Tus palabras fueron' });
  await expect(page.getByText('Procesando tu audio…')).toBeHidden({ timeout: 180_000 });
  await expect(page.getByText('Falló el procesamiento')).toHaveCount(0);
  await expect(transcript).not.toContainText('Aun no disponible');
  await expect(feedback).not.toContainText('Aun no disponible');
  await expect(feedback).toContainText(/Dijiste \d+ palabras|No se reconocieron palabras en el audio\./);
  await expect(transcript.locator('p').first()).not.toBeEmpty();

  await page.getByRole('link', { name: 'Volver' }).click();
  await expect(page).toHaveURL(/\/seds$/);
  await expect(rows.first()).not.toContainText('Procesando…');
});

test('a student whose plan does not allow today cannot record, sees why, and the server refuses with its 409', async ({
  page,
}) => {
  const student = studentBlockedToday();
  await syncBrowserClock(page);
  await startSignedInAs(page, student.email);
  await page.goto('/seds/enviar');
  await expect(page.getByText(`Puedes enviar SEDs los ${student.days}.`)).toBeVisible();
  const reason = page.getByText(/^Hoy es .+: tu plan no permite enviar SEDs hoy\.$/);
  await expect(reason).toBeVisible();

  // Issue 8: the recorder and submit are off on such a day, and submit names the reason.
  await page.getByLabel('URL del video').fill('https://vimeo.com/123456');
  await expect(page.getByRole('button', { name: 'Grabar audio' })).toHaveAttribute('aria-disabled', 'true');
  const submit = page.getByRole('button', { name: 'Enviar SED' });
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAccessibleDescription(/^Hoy es .+: tu plan no permite enviar SEDs hoy\.$/);

  // The server still decides: a direct upload is refused with the plan's days in Spanish.
  const token = await page.evaluate(() => window.localStorage.getItem('charla.token'));
  const response = await page.request.post('/api/seds', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      video_url: 'https://vimeo.com/123456',
      // A real WebM/Opus recording (the seed's), so the refusal is the day's and not the audio's.
      audio_file: { name: 'grabacion.webm', mimeType: 'audio/webm', buffer: readFileSync(DEMO_RECORDING) },
    },
  });
  expect(response.status()).toBe(409);
  const detail = ((await response.json()) as { detail: string }).detail;
  expect(detail).toContain('Hoy no puedes enviar SEDs');
  expect(detail).toContain(student.days);
});
