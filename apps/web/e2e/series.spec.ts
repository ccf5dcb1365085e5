// Issue 50 journey: a student books six weeks with Ana, one of them blocked by Ana beforehand; the
// preview marks that week before confirming; five sessions appear in 'Mis Sesiones', each 'Semanal';
// cancelling from the third leaves the first two. Screens shot at phone and desktop sizes, axe clean.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations, viewportShot, VIEWPORTS, atSizes as reviewAtSizes } from './review';
import { startSignedInAs, tokenOf, useBookingClock } from './support';

const atSizes = (page: Page, name: string) => reviewAtSizes(page, `series-${name}`);

// Valeria (plan Intensivo: 8 Speaking a month): her tutor is Carlos, so Ana's 11:00 is free of the demo's
// bookings and of the other journeys' (they book the first and last times).
const STUDENT = 'estudiante3@charla.test';
const TUTOR = 'tutor1@charla.test';
const TIME = '11:00 a.m.';
const BLOCKED_REASON = 'El tutor bloqueó ese horario';

type BlockedSlot = { dates: number[]; start_time: number; end_time: number };

/** Ana's own tutor row, as she sees it, and a way to change her blocked slots through the API. */
async function anaSchedule(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await tokenOf(request, TUTOR)}` };
  const list = await request.get('/api/tutors', { headers });
  const [tutor] = ((await list.json()) as { data: { data: { id: string; blocked_slots: BlockedSlot[] }[] } }).data.data;
  const setBlocked = async (blocked_slots: BlockedSlot[]) => {
    const response = await request.patch(`/api/tutors/${tutor!.id}`, { headers, data: { blocked_slots } });
    expect(response.ok()).toBe(true);
  };
  return { original: tutor!.blocked_slots, setBlocked };
}

const dayOfMonth = (dateKey: string, plusDays: number) => {
  const date = new Date(`${dateKey}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + plusDays);
  return date.getUTCDate();
};

test('a student books six weeks, one blocked by the tutor, then cancels the following from the third', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await useBookingClock(page);
  await startSignedInAs(page, STUDENT);
  const ana = await anaSchedule(page.request);

  await page.goto('/sesiones/agendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Agendar sesión' })).toBeVisible();
  const tutorButton = page.getByRole('button', { name: /^Tutor / });
  await expect(tutorButton).toBeEnabled();
  await tutorButton.click();
  await page.getByRole('listbox', { name: 'Tutor' }).getByRole('option', { name: 'Ana Rodríguez' }).click();
  const date = page.getByLabel('Fecha');
  await expect(date).toBeEnabled();
  const first = (await date.locator('option').nth(1).getAttribute('value'))!;

  // Ana blocks the third week's 11:00 (her blocks name days of the month).
  await ana.setBlocked([...ana.original, { dates: [dayOfMonth(first, 14)], start_time: 11, end_time: 11.25 }]);
  try {
    await date.selectOption(first);
    await page.getByLabel('Hora', { exact: true }).selectOption({ label: TIME });
    await page.getByLabel('Tipo de sesión').selectOption({ label: 'Speaking' });
    await page.getByRole('checkbox', { name: 'Repetir cada semana' }).check();
    await page.getByRole('combobox', { name: 'Número de semanas' }).selectOption('6');

    const weeks = page.getByRole('region', { name: 'Semanas de la serie' }).getByRole('listitem');
    await expect(weeks).toHaveCount(6);
    await expect(weeks.nth(2)).toContainText(`No se puede agendar: ${BLOCKED_REASON}`);
    for (const index of [0, 1, 3, 4, 5]) await expect(weeks.nth(index)).toContainText('Se puede agendar');
    await expect(page.getByText('Tutor: Ana Rodríguez')).toBeVisible();
    await atSizes(page, 'preview');

    await page.getByRole('button', { name: 'Agendar 5 sesiones' }).click();
    await expect(page.getByText('Se agendaron 5 sesiones semanales')).toBeVisible();
    await expect(page).toHaveURL(/\/sesiones$/);

    const upcoming = page.getByRole('region', { name: 'Próximas Sesiones' });
    const weekly = upcoming.getByRole('article').filter({ hasText: 'Semanal' });
    await expect(weekly).toHaveCount(5);
    await atSizes(page, 'booked');

    const third = weekly.nth(2);
    await third.getByRole('button', { name: 'Cancelar esta y las siguientes' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Cancelar esta sesión y las siguientes?' });
    await expect(dialog).toContainText('las de las semanas siguientes');
    await page.setViewportSize(VIEWPORTS[0]);
    await viewportShot(page, 'series-cancel-dialog-phone');
    await page.setViewportSize(VIEWPORTS[1]);
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Sí, cancelar las siguientes' }).click();

    await expect(page.getByText('Se cancelaron 3 sesiones')).toBeVisible();
    await expect(weekly.filter({ hasText: 'Sesión cancelada' })).toHaveCount(3);
    // The first two stay, in date order; the rest show as cancelled.
    const texts = await weekly.evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
    expect(texts.map((text) => text.includes('Sesión cancelada'))).toEqual([false, false, true, true, true]);
    await atSizes(page, 'cancelled');
  } finally {
    await ana.setBlocked(ana.original);
  }
});
