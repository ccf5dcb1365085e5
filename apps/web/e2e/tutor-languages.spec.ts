// Issue 48: tutors teach languages, and a student is offered only those of their plan's (decision 029);
// the booking screen and the profile say how many sessions of each type are used and left this month.
// On a phone and on a desktop, with shots (SCREENSHOTS=1) and axe.
import { expect, test, type Page } from '@playwright/test';
import { e2eFixedNow } from './fixed-now.mjs';
import { expectNoSeriousViolations, shot, VIEWPORTS } from './review';
import { ADMIN_EMAIL, bookFirstOffered, startSignedInAs, tokenOf, useBookingClock } from './support';

// Camila Vargas: plan Francés, tutor Sophie. Lucía Hernández: plan Básico (English). The tables are held
// to what the server says of the month (its counting is proven by the API's tests), and the booking to
// one more speaking session used.
const FRENCH_STUDENT = 'estudiante5@charla.test';
const ENGLISH_STUDENT = 'estudiante1@charla.test';

/** This month's name in Mexico City, as the usage heading says it. */
const MONTH = new Intl.DateTimeFormat('es-MX', { month: 'long', timeZone: 'America/Mexico_City' }).format(
  new Date(e2eFixedNow() ?? Date.now()),
);

/** The usage table's rows as text: type, used of limit, left. */
async function rowsOf(page: Page) {
  const table = page.getByRole('table', { name: `Tus sesiones de ${MONTH}` });
  await expect(table).toBeVisible();
  const rows = (await table.getByRole('row').all()).slice(1);
  return Promise.all(
    rows.map(async (row) =>
      [await row.getByRole('rowheader').textContent(), ...(await row.getByRole('cell').allTextContents())].join(' | '),
    ),
  );
}

interface Count {
  used: number;
  limit: number;
  remaining: number;
}
interface Usage {
  usage: { types: (Count & { type: string })[]; total: Count };
}

/** What the server says of the caller's month (GET /api/session_usage), as the table's rows. */
async function usageFromApi(page: Page, email: string) {
  const token = await tokenOf(page.request, email);
  const response = await page.request.get('/api/session_usage', { headers: { authorization: `Bearer ${token}` } });
  const { usage } = ((await response.json()) as { data: Usage }).data;
  const row = (label: string, count: Count) => `${label} | ${count.used} de ${count.limit} | ${count.remaining}`;
  const label = (type: string) => (type === 'speaking-session' ? 'Speaking' : 'Reading');
  return {
    speaking: usage.types.find((entry) => entry.type === 'speaking-session')!,
    rows: [...usage.types.map((entry) => row(label(entry.type), entry)), row('Total', usage.total)],
  };
}

async function tutorOptions(page: Page) {
  const tutorButton = page.getByRole('button', { name: /^Tutor / });
  await expect(tutorButton).toBeEnabled();
  await tutorButton.click();
  const listbox = page.getByRole('listbox', { name: 'Tutor' });
  const names = await listbox.getByRole('option').allTextContents();
  return { names, listbox };
}

for (const viewport of VIEWPORTS) {
  test(`a French-plan student is offered only Sophie and sees her month's sessions left (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await useBookingClock(page);
    await startSignedInAs(page, FRENCH_STUDENT);
    await page.goto('/sesiones/agendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Agendar sesión' })).toBeVisible();
    const { rows } = await usageFromApi(page, FRENCH_STUDENT);
    expect(rows[0]).toMatch(/^Speaking \| \d+ de \d+ \| \d+$/);
    await expect.poll(() => rowsOf(page)).toEqual(rows);
    const { names, listbox } = await tutorOptions(page);
    expect(names).toEqual(['Sophie Martin', 'Any Tutor']);
    await listbox.getByRole('option', { name: 'Any Tutor' }).click();
    await expect(page.getByLabel('Fecha')).toBeEnabled();
    await shot(page, `languages-booking-french-${viewport.name}`);
    await expectNoSeriousViolations(page);
  });

  test(`the profile shows the month's sessions used and left per type (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await useBookingClock(page);
    await startSignedInAs(page, FRENCH_STUDENT);
    await page.goto('/profile');
    await expect(page.getByRole('region', { name: 'Plan de Suscripción' })).toContainText('Francés');
    await expect.poll(async () => rowsOf(page)).toEqual((await usageFromApi(page, FRENCH_STUDENT)).rows);
    await shot(page, `languages-profile-french-${viewport.name}`);
    await expectNoSeriousViolations(page);
  });
}

test("an English-plan student is offered Ana and Carlos, never Sophie, also as 'Any'", async ({ page }) => {
  await useBookingClock(page);
  await startSignedInAs(page, ENGLISH_STUDENT);
  await page.goto('/sesiones/agendar');
  const { names } = await tutorOptions(page);
  expect(names).toEqual(['Ana Rodríguez', 'Carlos Méndez', 'Any Tutor']);
});

// Runs after the screens above: it books one more speaking session of hers.
test("booking with 'Any' gives the French student Sophie, and her month's count follows", async ({ page }) => {
  await useBookingClock(page);
  await startSignedInAs(page, FRENCH_STUDENT);
  await page.goto('/sesiones/agendar');
  const before = await usageFromApi(page, FRENCH_STUDENT);
  await expect.poll(() => rowsOf(page)).toEqual(before.rows);
  expect(before.speaking.remaining).toBeGreaterThan(0);
  const card = await bookFirstOffered(page, 'Any Tutor');
  await expect(page).toHaveURL(/\/sesiones$/);

  // 'Any' chose Sophie, the only tutor of French.
  const booked = page.getByRole('region', { name: 'Próximas Sesiones' }).getByRole('article', { name: card });
  await expect(booked).toContainText('Tutor: Sophie Martin');

  // One more speaking session used, one less left, as the booking screen says when opened again.
  const after = await usageFromApi(page, FRENCH_STUDENT);
  expect(after.speaking).toMatchObject({
    used: before.speaking.used + 1,
    remaining: before.speaking.remaining - 1,
  });
  await page.getByRole('link', { name: 'Agendar' }).click();
  await expect.poll(() => rowsOf(page)).toEqual(after.rows);
});

for (const viewport of VIEWPORTS) {
  test(`the admin's tutor form names the languages a tutor teaches (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await startSignedInAs(page, ADMIN_EMAIL);
    await page.goto('/admin/tutors');
    const row = page.getByRole('listitem').filter({ hasText: 'Sophie Martin' });
    await expect(row).toContainText('Francés');
    await row.getByRole('link', { name: 'Sophie Martin' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Editar Tutor' })).toBeVisible();
    const languages = page.getByRole('group', { name: 'Idiomas que enseña' });
    await expect(languages.getByRole('checkbox', { name: 'Francés' })).toBeChecked();
    await expect(languages.getByRole('checkbox', { name: 'Inglés' })).not.toBeChecked();
    await expect(page.getByRole('group', { name: 'Horario semanal' })).toBeVisible();
    await shot(page, `languages-admin-tutor-form-${viewport.name}`);
    await expectNoSeriousViolations(page);
  });
}
