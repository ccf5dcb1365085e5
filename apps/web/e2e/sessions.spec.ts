// Student journeys on /sesiones: booking with a chosen tutor and with Any, cancelling through the
// dialog, and reading a past session's details. Bookable days: see fixed-now.mjs.
import { expect, test, type Page } from '@playwright/test';
import { startSignedInAs, useBookingClock } from './support';

// Diego (plan Intensivo, tutor Ana): quota enough for both bookings.
const STUDENT = 'estudiante2@charla.test';

const upcoming = (page: Page) => page.getByRole('region', { name: 'Próximas Sesiones' });
const past = (page: Page) => page.getByRole('region', { name: 'Sesiones Pasadas' });

/** Fills the booking form with the tutor and the first or last offered date and time; returns the card's name. */
// Any space may be a no-break space in the browser's date format.
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s');

async function book(page: Page, tutor: string, pick: 'first' | 'last', type: 'Speaking' | 'Reading') {
  await page.goto('/sesiones');
  await page.getByRole('link', { name: 'Agendar' }).click();
  await expect(page).toHaveURL(/\/sesiones\/agendar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agendar sesión' })).toBeVisible();

  const tutorButton = page.getByRole('button', { name: /^Tutor / });
  await expect(tutorButton).toBeEnabled();
  await tutorButton.click();
  await page.getByRole('listbox', { name: 'Tutor' }).getByRole('option', { name: tutor }).click();
  await expect(page.getByText('Al elegir "Any", se te asignará automáticamente un tutor disponible')).toBeVisible();

  const date = page.getByLabel('Fecha');
  await expect(date).toBeEnabled();
  const dates = await date.locator('option').allTextContents();
  expect(dates.length).toBeGreaterThan(1);
  const dateLabel = pick === 'first' ? dates[1]! : dates[dates.length - 1]!;
  await date.selectOption({ label: dateLabel });

  const time = page.getByLabel('Hora', { exact: true });
  const times = await time.locator('option').allTextContents();
  const timeLabel = pick === 'first' ? times[1]! : times[times.length - 1]!;
  await time.selectOption({ label: timeLabel });
  await page.getByLabel('Tipo de sesión').selectOption({ label: type });
  await page.getByRole('button', { name: 'Agendar sesión' }).click();

  await expect(page.getByText('Sesión agendada con éxito')).toBeVisible();
  await expect(page).toHaveURL(/\/sesiones$/);
  // The card shows the year the option leaves out.
  return new RegExp(`^${type} ${escape(dateLabel)}\\sde\\s\\d{4},\\s${escape(timeLabel)}$`);
}

test('a student books with a chosen tutor and with Any, cancels one, and reads a past session', async ({ page }) => {
  await useBookingClock(page);
  await startSignedInAs(page, STUDENT);

  const withAna = await book(page, 'Ana Rodríguez', 'first', 'Speaking');
  const anaCard = upcoming(page).getByRole('article', { name: withAna });
  await expect(anaCard).toBeVisible();
  await expect(anaCard).toContainText('Tutor: Ana Rodríguez');

  const withAny = await book(page, 'Any Tutor', 'last', 'Reading');
  const anyCard = upcoming(page).getByRole('article', { name: withAny });
  await expect(anyCard).toBeVisible();
  await expect(anyCard).toContainText('Tutor: ');
  await expect(anyCard).not.toContainText('Cargando...');
  await expect(upcoming(page).getByRole('article', { name: withAna })).toBeVisible();

  // Cancel the Any booking through the dialog.
  await anyCard.getByRole('button', { name: 'Cancelar' }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Estás seguro de que deseas cancelar esta sesión?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(page.getByText('Sesión cancelada exitosamente')).toBeVisible();
  await expect(anyCard).toContainText('Sesión cancelada');
  await expect(anyCard.getByRole('button', { name: 'Cancelar' })).toHaveCount(0);
  await expect(anaCard.getByRole('button', { name: 'Cancelar' })).toBeVisible();

  // Still cancelled after a reload: the server agrees.
  await page.reload();
  await expect(upcoming(page).getByRole('article', { name: withAny })).toContainText('Sesión cancelada');

  // A past session's details.
  await page.getByRole('button', { name: 'Sesiones Pasadas' }).click();
  const first = past(page).getByRole('article').first();
  await expect(first).toBeVisible();
  await first.getByRole('link', { name: 'Ver Detalles' }).click();
  await expect(page).toHaveURL(/\/sesiones\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Detalles de la sesión' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Retroalimentación' })).not.toContainText('No feedback disponible');
  await page.getByRole('link', { name: 'Volver' }).click();
  await expect(page).toHaveURL(/\/sesiones$/);
});

test('the booking form checks tutor, date, time and type in order', async ({ page }) => {
  await useBookingClock(page);
  await startSignedInAs(page, STUDENT);
  await page.goto('/sesiones/agendar');
  const submit = page.getByRole('button', { name: 'Agendar sesión' });
  await expect(page.getByRole('button', { name: /^Tutor / })).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Por favor selecciona un tutor')).toBeVisible();
  // The listbox works with the keyboard: Enter opens, arrows move, Enter chooses.
  await page.getByRole('button', { name: /^Tutor / }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox', { name: 'Tutor' })).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Tutor Any Tutor' })).toBeFocused();
  await submit.click();
  await expect(page.getByText('Por favor selecciona una fecha')).toBeVisible();
  await expect(page.getByText('Por favor selecciona un tutor')).toHaveCount(0);
});

test('opening the booking screen again revalidates the bookable tutors: nothing changed, no body sent', async ({
  page,
}) => {
  await useBookingClock(page);
  await startSignedInAs(page, STUDENT);
  // Each bookable_tutors request: the ETag it asked with, the one it got, and the body bytes that travelled.
  const seen: Promise<{ asked?: string; etag?: string; bodyBytes: number }>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== '/api/bookable_tutors') return;
    seen.push(
      (async () => ({
        asked: (await response.request().allHeaders())['if-none-match'],
        etag: (await response.headerValue('etag')) ?? undefined,
        bodyBytes: (await response.request().sizes()).responseBodySize,
      }))(),
    );
  });
  /** Opens the screen from /sesiones, waits for its requests, and reads the dates offered with Any. */
  const openBooking = async () => {
    await page.goto('/sesiones');
    await page.getByRole('link', { name: 'Agendar' }).click();
    await expect(page.getByRole('button', { name: /^Tutor / })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: /^Tutor / }).click();
    await page.getByRole('listbox', { name: 'Tutor' }).getByRole('option', { name: 'Any Tutor' }).click();
    await expect(page.getByLabel('Fecha')).toBeEnabled();
    return page.getByLabel('Fecha').locator('option').allTextContents();
  };
  const dates = await openBooking();
  const firstVisit = await Promise.all(seen);
  expect(firstVisit.length).toBeGreaterThan(0);
  for (const request of firstVisit) {
    expect(request.asked).toBeUndefined();
    expect(request.bodyBytes).toBeGreaterThan(0);
  }

  // The same dates again, from the browser's cache: the answer revalidated, no body sent.
  expect(await openBooking()).toEqual(dates);
  await expect.poll(() => seen.length).toBe(2 * firstVisit.length);
  const secondVisit = (await Promise.all(seen)).slice(firstVisit.length);
  expect(secondVisit.map((request) => request.asked).sort()).toEqual(firstVisit.map((request) => request.etag).sort());
  expect(secondVisit.every((request) => request.bodyBytes === 0)).toBe(true);
});
