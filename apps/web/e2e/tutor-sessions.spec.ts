// Tutor journeys: a new availability slot reaches the student's booking screen, and feedback written
// on a past session reaches the student's detail screen.
import { expect, test } from '@playwright/test';
import { startSignedInAs, useBookingClock } from './support';

const TUTOR = 'tutor1@charla.test'; // Ana: Monday–Friday 8–12 and 14–17:30, Costa Rica
const STUDENT = 'estudiante1@charla.test'; // Lucía, Ana's student

test('a tutor adds a Saturday slot, sees the overlap error, saves, and students are offered the new times', async ({
  browser,
}) => {
  const tutorPage = await browser.newPage();
  await useBookingClock(tutorPage);
  await startSignedInAs(tutorPage, TUTOR);
  await tutorPage.goto('/tutor/horario');
  await expect(tutorPage.getByRole('heading', { level: 1, name: 'Horario' })).toBeVisible();
  await expect(tutorPage.getByText('Tutor: Ana Rodríguez')).toBeVisible();
  await expect(tutorPage.getByRole('list', { name: 'Lunes' }).getByRole('listitem')).toHaveText([
    '8:00 a.m. – 12:00 p.m.',
    '2:00 p.m. – 5:30 p.m.',
  ]);

  await tutorPage.getByRole('button', { name: 'Editar horario' }).click();
  await tutorPage.getByRole('button', { name: 'Agregar horario' }).click();
  let dialog = tutorPage.getByRole('dialog', { name: 'Agregar horario' });
  await expect(dialog.getByLabel('Hora de inicio')).toHaveValue('19:00');
  await expect(dialog.getByLabel('Hora de fin')).toHaveValue('21:00');
  await dialog.getByLabel('Día').selectOption({ label: 'Sábado' });
  await dialog.getByRole('button', { name: 'Agregar' }).click();
  await expect(tutorPage.getByText('Horario agregado')).toBeVisible();
  await expect(tutorPage.getByRole('list', { name: 'Sábado' }).getByRole('listitem')).toHaveText([
    '7:00 p.m. – 9:00 p.m.',
  ]);

  // The same times again overlap; touching the end is fine.
  await tutorPage.getByRole('button', { name: 'Agregar horario' }).click();
  dialog = tutorPage.getByRole('dialog', { name: 'Agregar horario' });
  await dialog.getByLabel('Día').selectOption({ label: 'Sábado' });
  await dialog.getByLabel('Hora de inicio').fill('20:00');
  await expect(dialog.getByText('El horario se superpone con otro existente')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Agregar' })).toBeDisabled();
  await dialog.getByLabel('Hora de inicio').fill('21:00');
  await dialog.getByLabel('Hora de fin').fill('22:00');
  await expect(dialog.getByText('El horario se superpone con otro existente')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Agregar' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();

  await tutorPage.getByRole('button', { name: 'Guardar' }).click();
  await expect(tutorPage.getByText('Horario guardado exitosamente')).toBeVisible();
  await expect(tutorPage.getByRole('button', { name: 'Editar horario' })).toBeVisible();
  await tutorPage.reload();
  await expect(tutorPage.getByRole('list', { name: 'Sábado' }).getByRole('listitem')).toHaveText([
    '7:00 p.m. – 9:00 p.m.',
  ]);
  await tutorPage.close();

  const studentPage = await browser.newPage();
  await useBookingClock(studentPage);
  await startSignedInAs(studentPage, STUDENT);
  await studentPage.goto('/sesiones/agendar');
  await studentPage.getByRole('button', { name: /^Tutor / }).click();
  await studentPage.getByRole('option', { name: 'Ana Rodríguez' }).click();
  const date = studentPage.getByLabel('Fecha');
  await expect(date).toBeEnabled();
  const saturdays = (await date.locator('option').allTextContents()).filter((label) => label.startsWith('sábado'));
  expect(saturdays.length).toBeGreaterThan(0);
  await date.selectOption({ label: saturdays[0]! });
  // Costa Rica and Mexico City share the clock: 19:00–21:00 in 15-minute steps.
  await expect(studentPage.getByLabel('Hora', { exact: true }).locator('option')).toHaveText([
    'Selecciona una hora',
    '7:00 p.m.',
    '7:15 p.m.',
    '7:30 p.m.',
    '7:45 p.m.',
    '8:00 p.m.',
    '8:15 p.m.',
    '8:30 p.m.',
    '8:45 p.m.',
  ]);
  await studentPage.close();
});

test('a tutor writes feedback on a past session and the student reads it', async ({ browser }) => {
  const feedback = `Muy buena lectura; repasa la pronunciación de "thought" (${Date.now()}).`;
  const tutorPage = await browser.newPage();
  await useBookingClock(tutorPage);
  await startSignedInAs(tutorPage, TUTOR);
  await tutorPage.goto('/');
  await tutorPage.getByRole('link', { name: 'Sesiones con estudiantes' }).click();
  await expect(tutorPage.getByRole('heading', { level: 1, name: 'Sesiones con estudiantes' })).toBeVisible();
  await tutorPage.getByRole('button', { name: 'Sesiones Pasadas' }).click();
  const pastRegion = tutorPage.getByRole('region', { name: 'Sesiones Pasadas' });
  const withoutFeedback = pastRegion
    .getByRole('article')
    .filter({ hasText: 'Lucía Hernández' })
    .filter({ hasText: 'Sin retroalimentación todavía.' })
    .first();
  await expect(withoutFeedback).toBeVisible();
  // The card's accessible name (type and date) finds the same session on the student's list.
  const name = await withoutFeedback.evaluate((element) =>
    element
      .getAttribute('aria-labelledby')!
      .split(' ')
      .map((id) => document.getElementById(id)!.textContent)
      .join(' '),
  );
  const card = pastRegion.getByRole('article', { name });
  await card.getByRole('button', { name: 'Escribir retroalimentación' }).click();
  await card.getByLabel('Retroalimentación').fill(feedback);
  await card.getByRole('button', { name: 'Guardar retroalimentación' }).click();
  await expect(tutorPage.getByText('Retroalimentación guardada')).toBeVisible();
  await expect(card).toContainText(feedback);
  await tutorPage.close();

  const studentPage = await browser.newPage();
  await useBookingClock(studentPage);
  await startSignedInAs(studentPage, STUDENT);
  await studentPage.goto('/sesiones');
  await studentPage.getByRole('button', { name: 'Sesiones Pasadas' }).click();
  const studentCard = studentPage.getByRole('region', { name: 'Sesiones Pasadas' }).getByRole('article', { name });
  await studentCard.getByRole('link', { name: 'Ver Detalles' }).click();
  await expect(studentPage.getByRole('region', { name: 'Retroalimentación' })).toContainText(feedback);
  await studentPage.close();
});
