// Issue 12 "Proof" in Chromium against the real server: a student books and, in the tutor's own
// context, the bell's count rises at its next poll (Playwright's clock, no sleeping); the tutor opens
// the item and lands on its screen, and takes the session into a calendar (.ics). An admin sets the
// plan's cancellation notice in the plan form: inside it the student's card says why and Cancelar and
// Editar are disabled, and the server refuses with the same words; outside it the student cancels with
// a reason the tutor then reads. The profile: preferences (without SMTP, said so) and the private
// calendar feed, created, rotated and revoked. Screens shot at phone and desktop sizes, axe clean.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eFixedNow } from './fixed-now.mjs';
import { atSizes as reviewAtSizes } from './review';
import { ADMIN_EMAIL, bookFirstOffered, tokenOf, TUTOR_EMAIL, useBookingClock, personPage } from './support';

const atSizes = (page: Page, name: string) => reviewAtSizes(page, `notifications-${name}`);

// Mateo (plan Básico, tutor Carlos = tutor2): no other journey books or cancels for him.
const STUDENT = 'estudiante4@charla.test';
const STUDENT_NAME = 'Mateo Jiménez';
const TUTOR_NAME = 'Carlos Méndez';
const PLAN = 'Básico';
const DEMO_NOTICE_HOURS = 12;
const REASON = 'Me surgió un viaje de trabajo.';

test.describe.configure({ mode: 'serial' });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function unreadOf(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/notifications/unread_count', { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { unread: number } }).data.unread;
}

const bellName = (unread: number) => (unread > 0 ? `Avisos, ${unread} sin leer` : 'Avisos');
const bell = (page: Page) => page.getByRole('link', { name: /^Avisos(, \d+ sin leer)?$/ });
const upcoming = (page: Page) => page.getByRole('region', { name: 'Próximas Sesiones' });

/** Books a Speaking session with the tutor at the first offered date and time; returns the card's name. */
async function book(page: Page): Promise<RegExp> {
  await page.goto('/sesiones/agendar');
  return bookFirstOffered(page, TUTOR_NAME);
}

/** The admin plan form's notice for the demo plan, through the screen. */
async function setNotice(admin: Page, hours: number) {
  await admin.goto('/admin/plans');
  await admin.getByRole('searchbox', { name: 'Buscar planes por nombre' }).fill(PLAN);
  await admin.getByRole('link', { name: PLAN, exact: true }).click();
  const field = admin.getByRole('spinbutton', { name: 'Aviso mínimo para cancelar (horas)' });
  await expect(field).toHaveValue(/\d+/);
  await field.fill(String(hours));
  await admin.getByRole('button', { name: 'Actualizar Plan' }).click();
  await expect(admin.getByText('Plan actualizado')).toBeVisible();
}

let booked: RegExp;

test("a student books; the tutor's bell counts it at the next poll, and its item opens the tutor's sessions", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const tutorToken = await tokenOf(request, TUTOR_EMAIL);
  const before = await unreadOf(request, tutorToken);

  const tutor = await personPage(browser, TUTOR_EMAIL);
  const fixedNow = e2eFixedNow();
  await tutor.clock.install(fixedNow ? { time: new Date(fixedNow) } : {});
  await tutor.goto('/');
  await expect(bell(tutor)).toHaveAccessibleName(bellName(before));

  const student = await personPage(browser, STUDENT);
  await useBookingClock(student);
  booked = await book(student);
  await expect(upcoming(student).getByRole('article', { name: booked })).toBeVisible();

  // The bell asks every 30 s: the tutor's clock runs half a minute at once.
  await tutor.clock.runFor(30_000);
  await expect(bell(tutor)).toHaveAccessibleName(bellName(before + 1));
  await expect(bell(tutor)).toHaveText(String(before + 1 > 99 ? '99+' : before + 1));

  await bell(tutor).click();
  await expect(tutor).toHaveURL(/\/avisos$/);
  await expect(tutor.getByRole('heading', { level: 1, name: 'Avisos' })).toBeVisible();
  const item = tutor.getByRole('list', { name: 'Tus avisos' }).getByRole('link').first();
  await expect(item).toContainText(`Sesión agendada: Speaking con ${STUDENT_NAME}`);
  await expect(item).toContainText('Sin leer');
  await atSizes(tutor, 'inbox-tutor');

  await item.click();
  await expect(tutor).toHaveURL(/\/tutor\/sesiones$/);
  await expect(tutor.getByRole('heading', { level: 1, name: 'Sesiones con estudiantes' })).toBeVisible();
  await expect(bell(tutor)).toHaveAccessibleName(bellName(before));
  expect(await unreadOf(request, tutorToken)).toBe(before);

  // 'Añadir al calendario' saves the session's invitation.
  const card = upcoming(tutor).getByRole('article', { name: booked });
  await expect(card).toContainText(`Estudiante: ${STUDENT_NAME}`);
  const [download] = await Promise.all([
    tutor.waitForEvent('download'),
    card.getByRole('button', { name: 'Añadir al calendario' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('sesion-charla.ics');
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('BEGIN:VEVENT');

  await tutor.context().close();
  await student.context().close();
});

test('inside the notice the card says why and Cancelar is disabled, the server refuses too; outside it the student cancels with a reason the tutor reads', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = await personPage(browser, ADMIN_EMAIL);
  const studentToken = await tokenOf(request, STUDENT);
  const student = await personPage(browser, STUDENT);
  await useBookingClock(student);
  try {
    // A week's notice: every upcoming session this month is inside it.
    await setNotice(admin, 168);
    await student.goto('/sesiones');
    const card = upcoming(student).getByRole('article', { name: booked });
    const why =
      'Faltan menos de 168 horas para la sesión: ya no puedes cancelarla ni reprogramarla. Escríbele a tu tutor si necesitas ayuda.';
    await expect(card).toContainText(why);
    for (const name of ['Cancelar', 'Editar']) await expect(card.getByRole('button', { name })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Añadir al calendario' })).toBeEnabled();
    await atSizes(student, 'notice-student');

    // Trying anyway: the server's 409, in the same words.
    const list = await request.get('/api/sessions?sort_by=meeting_time&sort_order=1&page_number=1&page_size=10', {
      headers: bearer(studentToken),
    });
    const rows = ((await list.json()) as { data: { data: { id: string; estado: string; meeting_time: string }[] } })
      .data.data;
    const mine = rows.filter((row) => row.estado === 'programada');
    const refused = await request.delete(`/api/sessions/${mine.at(-1)!.id}`, { headers: bearer(studentToken) });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { detail: string }).detail).toBe(why);
  } finally {
    await setNotice(admin, DEMO_NOTICE_HOURS);
  }

  // Outside the demo's 12 h again: cancel with a reason.
  await student.reload();
  const card = upcoming(student).getByRole('article', { name: booked });
  await expect(card).not.toContainText('Faltan menos');
  await card.getByRole('button', { name: 'Cancelar' }).click();
  const dialog = student.getByRole('alertdialog', { name: '¿Estás seguro de que deseas cancelar esta sesión?' });
  await dialog.getByRole('textbox', { name: 'Motivo (opcional)' }).fill(REASON);
  await dialog.getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(student.getByText('Sesión cancelada exitosamente')).toBeVisible();
  await expect(card).toContainText(`Motivo: ${REASON}`);

  const tutor = await personPage(browser, TUTOR_EMAIL);
  await useBookingClock(tutor);
  await tutor.goto('/tutor/sesiones');
  const tutorCard = upcoming(tutor).getByRole('article', { name: booked });
  await expect(tutorCard).toContainText('Sesión cancelada');
  await expect(tutorCard).toContainText(`Motivo: ${REASON}`);
  await tutor.goto('/avisos');
  await expect(tutor.getByRole('list', { name: 'Tus avisos' }).getByRole('link').first()).toContainText(
    `Sesión cancelada: Speaking con ${STUDENT_NAME}`,
  );

  await admin.context().close();
  await student.context().close();
  await tutor.context().close();
});

test('the profile: email choices (inbox only without SMTP) and the private calendar feed, created, rotated and revoked', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const student = await personPage(browser, STUDENT, { permissions: ['clipboard-read', 'clipboard-write'] });
  await student.goto('/profile');
  const notices = student.getByRole('region', { name: 'Avisos' });
  const group = notices.getByRole('group', { name: 'Recibir también por correo' });
  // A student's kinds only (issue 48): not the tutor's 'Tarea entregada por un estudiante'.
  await expect(group.getByRole('checkbox')).toHaveCount(8);
  await expect(notices).toContainText('En la app recibes siempre todos tus avisos');

  const token = await tokenOf(request, STUDENT);
  const settings = await request.get('/api/notification_settings', { headers: bearer(token) });
  const { email_available } = ((await settings.json()) as { data: { email_available: boolean } }).data;
  if (email_available) {
    // A server with SMTP: the choice is saved and read back.
    await group.getByRole('checkbox', { name: 'Recordatorio de sesión' }).uncheck();
    await notices.getByRole('button', { name: 'Guardar preferencias' }).click();
    await expect(student.getByText('Preferencias de avisos guardadas')).toBeVisible();
    await student.reload();
    await expect(group.getByRole('checkbox', { name: 'Recordatorio de sesión' })).not.toBeChecked();
  } else {
    // The journeys' server has no SMTP_URL: only the inbox, and the screen says so.
    await expect(notices).toContainText(
      'Este servidor no tiene el correo configurado: por ahora los avisos solo llegan a la app.',
    );
    for (const box of await group.getByRole('checkbox').all()) await expect(box).toBeDisabled();
    await expect(notices.getByRole('button', { name: 'Guardar preferencias' })).toBeDisabled();
  }

  const calendar = student.getByRole('region', { name: 'Calendario' });
  await calendar.getByRole('button', { name: 'Crear enlace del calendario' }).click();
  const box = calendar.getByRole('textbox', { name: 'Enlace privado de tu calendario' });
  await expect(box).toHaveValue(/\/api\/calendar\/[\w-]+\.ics$/);
  const first = await box.inputValue();
  await calendar.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(student.getByText('Enlace copiado')).toBeVisible();
  expect(await student.evaluate(() => navigator.clipboard.readText())).toBe(first);
  await atSizes(student, 'profile-feed');

  // Any calendar app reads it without a token.
  const feed = await request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  await calendar.getByRole('button', { name: 'Generar un enlace nuevo' }).click();
  await student.getByRole('button', { name: 'Sí, generar uno nuevo' }).click();
  await expect(box).not.toHaveValue(first);
  const second = await box.inputValue();
  expect((await request.get(first)).status()).toBe(404);
  expect((await request.get(second)).status()).toBe(200);

  await student.reload();
  await expect(calendar).toContainText('Tienes un enlace activo desde el');
  await expect(calendar.getByRole('textbox')).toHaveCount(0);
  await calendar.getByRole('button', { name: 'Revocar enlace' }).click();
  await student.getByRole('button', { name: 'Sí, revocar' }).click();
  await expect(student.getByText('Enlace del calendario revocado')).toBeVisible();
  await expect(calendar.getByRole('button', { name: 'Crear enlace del calendario' })).toBeVisible();
  expect((await request.get(second)).status()).toBe(404);

  await student.context().close();
});
