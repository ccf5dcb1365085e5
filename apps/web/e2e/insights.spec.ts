// Insights (issue 51): the admin's 'Estadísticas' draws the demo data's sessions per week and each
// tutor's use, the CSV holds the table's numbers; a tutor marks a past session 'Realizada'. Phone and
// desktop shots (under SCREENSHOTS=1) and axe.
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator } from '@playwright/test';
import { VIEWPORTS, atSizes, expectNoSeriousViolations } from './review';
import { ADMIN_EMAIL, mainNav, personPage, useBookingClock } from './support';

const TUTOR = 'tutor1@charla.test'; // Ana Rodríguez, with past demo sessions

/** The table's rows as cell texts, header first. */
async function tableRows(table: Locator): Promise<string[][]> {
  return table
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())),
    );
}

test('the admin sees the sessions per week and the tutors’ use, and downloads the same numbers', async ({
  browser,
}) => {
  const admin = await personPage(browser, ADMIN_EMAIL);
  await useBookingClock(admin);
  await admin.goto('/');
  await mainNav(admin).getByRole('link', { name: 'Estadísticas' }).click();
  await expect(admin).toHaveURL(/\/admin\/insights$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Estadísticas' })).toBeVisible();

  const chart = admin.getByRole('img', { name: /^Sesiones por semana según su resultado\. \d+ en total/ });
  await expect(chart).toBeVisible();
  expect(Number((await chart.getAttribute('aria-label'))!.match(/\. (\d+) en total/)![1])).toBeGreaterThan(0);
  await expect(chart.locator('rect').first()).toBeVisible();

  await admin.getByText('Ver datos').click();
  const table = admin.getByRole('table', { name: 'Sesiones por semana según su resultado' });
  await expect(table).toBeVisible();
  const rows = await tableRows(table);
  expect(rows[0]).toEqual(['Semana del', 'Realizada', 'No se presentó', 'Cancelada', 'Sin marcar', 'Próxima', 'Total']);
  expect(rows.length).toBeGreaterThanOrEqual(9);

  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin
      .getByRole('figure', { name: 'Sesiones por semana según su resultado' })
      .getByRole('button', { name: 'Descargar CSV' })
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^sesiones-por-semana-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  expect(
    csv
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(',')),
  ).toEqual(rows);

  const use = admin.getByRole('table', { name: /Horas reservadas sobre horas disponibles/ });
  await expect(use.getByRole('rowheader', { name: 'Ana Rodríguez' })).toBeVisible();
  await use.getByRole('button', { name: 'Tutor' }).click();
  await expect(use.getByRole('columnheader', { name: 'Tutor' })).toHaveAttribute('aria-sort', 'ascending');

  await atSizes(admin, 'insights-admin');
  // On a phone the open tables scroll inside the page: axe there too.
  await admin.setViewportSize(VIEWPORTS[0]);
  await expectNoSeriousViolations(admin);
  await admin.context().close();
});

test('a tutor marks a past session as done, and can take the mark back', async ({ browser }) => {
  const tutor = await personPage(browser, TUTOR);
  await useBookingClock(tutor);
  await tutor.goto('/tutor/sesiones');
  await tutor.getByRole('button', { name: 'Sesiones Pasadas' }).click();
  const past = tutor.getByRole('region', { name: 'Sesiones Pasadas' });
  const card = past
    .getByRole('article')
    .filter({ has: tutor.getByRole('group', { name: 'Asistencia' }) })
    .first();
  const done = card.getByRole('button', { name: 'Realizada' });
  await expect(done).toBeVisible();
  // Another run may have left it marked: start from unmarked.
  if ((await done.getAttribute('aria-pressed')) === 'true') {
    await done.click();
    await expect(done).toHaveAttribute('aria-pressed', 'false');
  }
  await done.click();
  await expect(tutor.getByText('Asistencia guardada')).toBeVisible();
  await expect(done).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByRole('button', { name: 'El estudiante no se presentó' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await atSizes(tutor, 'insights-tutor-attendance');

  await done.click();
  await expect(done).toHaveAttribute('aria-pressed', 'false');
  await tutor.context().close();
});
