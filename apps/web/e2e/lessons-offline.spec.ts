// Issue 48: homework sent without a network is never lost (decision 033). Real server, Chromium's fake
// microphone, Playwright's offline switch: a tutor assigns a lesson; the student records, the network
// goes, 'Enviar respuesta' says the recording is kept; the network returns without the server (the
// retry fails, and says so); a reload offers it again; the student sends it and the assignment is
// completed on the server.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessibleOnceToastsGo, KEPT_TITLE, keptRecordings, OFFLINE_KEPT } from './offline-support';
import { shot, VIEWPORTS } from './review';
import { expectPlays, recordFor } from './seds-support';
import { startSignedInAs, tokenOf } from './support';

const TUTOR = 'tutor2@charla.test';
const UNREACHABLE_KEPT =
  'No se pudo conectar con el servidor. Tu grabación está guardada en este dispositivo: pulsa «Enviar respuesta» para intentarlo de nuevo.';
const STUDENT = 'estudiante3@charla.test';

function claimsOf(token: string): { id: string } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { id: string };
}

/** A fresh assignment of the tutor's first lesson to the student, through the API; its id. */
async function assignLesson(request: APIRequestContext): Promise<string> {
  const headers = { authorization: `Bearer ${await tokenOf(request, TUTOR)}` };
  const lessons = await request.get('/api/lessons?page_number=1&page_size=10', { headers });
  expect(lessons.ok()).toBe(true);
  const lesson = ((await lessons.json()) as { data: { data: { id: string }[] } }).data.data[0]!;
  const student = claimsOf(await tokenOf(request, STUDENT));
  const created = await request.post('/api/assignments', {
    headers,
    data: { lesson_id: lesson.id, user_id: student.id },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: string } }).data.id;
}

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('homework sent offline is kept, retried when the network returns, offered again after a reload, and sent', async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      const assignmentId = await assignLesson(page.request);
      await startSignedInAs(page, STUDENT);
      await page.goto(`/lecciones/${assignmentId}`);
      const form = page.getByRole('form', { name: 'Enviar respuesta' });
      await recordFor(page, 2);

      await context.setOffline(true);
      await form.getByRole('button', { name: 'Enviar respuesta' }).click();
      await expect(page.getByText(OFFLINE_KEPT)).toBeVisible();
      await expect(form.getByRole('button', { name: 'Esperando conexión...' })).toBeDisabled();
      await form.scrollIntoViewIfNeeded();
      await shot(page, `lessons-offline-waiting-${viewport.name}`);
      await expectAccessibleOnceToastsGo(page);

      // The network returns but the server stays out of reach (the phone's case: a network that says it
      // is up): the retry fails and the page says so. A reload then offers the recording again.
      const submissions = `**/api/assignments/${assignmentId}/submissions`;
      await page.route(submissions, (route) => route.abort('internetdisconnected'));
      await context.setOffline(false);
      await expect(page.getByText(UNREACHABLE_KEPT)).toBeVisible();
      await expect(form.getByRole('button', { name: 'Enviar respuesta' })).toBeEnabled();
      await page.reload();
      await expect(form.getByRole('region', { name: KEPT_TITLE })).toBeVisible();
      await page.unroute(submissions);
      await expectPlays(page.locator('audio'));
      await shot(page, `lessons-offline-offered-${viewport.name}`);
      await expectAccessibleOnceToastsGo(page);

      const [response] = await Promise.all([
        page.waitForResponse(
          (res) =>
            res.request().method() === 'POST' && res.url().endsWith(`/api/assignments/${assignmentId}/submissions`),
        ),
        form.getByRole('button', { name: 'Enviar respuesta' }).click(),
      ]);
      expect(response.status()).toBe(201);
      expect(((await response.json()) as { data: { completed_at: string | null } }).data.completed_at).not.toBeNull();
      await expect(page.getByText('Tarea enviada con éxito', { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/lecciones$/);
      expect(await keptRecordings(page)).toBe(0);

      await page.goto(`/lecciones/${assignmentId}`);
      await expect(page.getByText('Tarea completada')).toBeVisible();
      await expect(page.getByText(KEPT_TITLE)).toHaveCount(0);
    });
  });
}
