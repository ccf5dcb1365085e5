// Issue 48: tutors teach languages, and a student is offered only those of their plan's (decision 029);
// the booking screen and the profile say how many sessions of each type are used and left this month.
// On a phone and on a desktop, with shots (SCREENSHOTS=1) and axe.
import { expect, test, type Page } from '@playwright/test';
import { e2eFixedNow } from './fixed-now.mjs';
import { expectNoSeriousViolations, shot, VIEWPORTS } from './review';
import { ADMIN_EMAIL, bookFirstOffered, startSignedInAs, useBookingClock } from './support';

// Camila Vargas: plan Francés (2 reading, 2 speaking, 4 in all), one speaking and one reading session
// booked this month by the demo. Lucía Hernández: plan Básico (English).
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

const DEMO_MONTH = ['Speaking | 1 de 2 | 1', 'Reading | 1 de 2 | 1', 'Total | 2 de 4 | 2'];
const WITH_ONE_MORE = ['Speaking | 2 de 2 | 0', 'Reading | 1 de 2 | 1', 'Total | 3 de 4 | 1'];

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
    await expect.poll(() => rowsOf(page)).toEqual(DEMO_MONTH);
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
    await expect.poll(() => rowsOf(page)).toEqual(DEMO_MONTH);
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
  await expect.poll(() => rowsOf(page)).toEqual(DEMO_MONTH);
  const card = await bookFirstOffered(page, 'Any Tutor');
  await expect(page).toHaveURL(/\/sesiones$/);

  // 'Any' chose Sophie, the only tutor of French.
  const booked = page.getByRole('region', { name: 'Próximas Sesiones' }).getByRole('article', { name: card });
  await expect(booked).toContainText('Tutor: Sophie Martin');

  await page.getByRole('link', { name: 'Agendar' }).click();
  await expect.poll(() => rowsOf(page)).toEqual(WITH_ONE_MORE);
  await page.goto('/profile');
  await expect.poll(() => rowsOf(page)).toEqual(WITH_ONE_MORE);
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
