// Issue 48 journeys against the real server: a student finds the practices from Home and the
// navigation (desktop and the phone's menu) without any lesson, the French plan's student sees the
// French practices first and an English plan's the English ones, and a finished run scored 0 says
// why and what would raise it — on the results, the list and 'Mi progreso'. Shots at phone and
// desktop size, axe clean on each.
import { expect, test, type Page } from '@playwright/test';
import { answerFor, atSizes, exercise, openPractice, results, statsSaved } from './practices-support';
import { mainNav, startSignedInAs, tokenOf } from './support';

/** Camila Vargas: the 'Francés' plan, and no lesson assigned (the demo's empty state). */
const FRENCH_STUDENT = 'estudiante5@charla.test';
/** Lucía Hernández: the 'Básico' plan (English). */
const ENGLISH_STUDENT = 'estudiante1@charla.test';
const FRENCH_TITLES = ['Le o la', 'El verbo être', 'Del presente al passé composé'];

/** Word-choice 'Le o la' (apps/api/src/db/seed/practices.ts): its options in order (keys 1–2), each sentence's answer. */
const LE_LA_OPTIONS = ['le', 'la'];
const LE_LA: Record<string, string> = {
  '<blank> chat dort sur le canapé.': 'le',
  'Je lis <blank> livre de Marie.': 'le',
  '<blank> maison est très grande.': 'la',
  'Il ouvre <blank> fenêtre.': 'la',
};

const ZERO_REASON =
  'Tu puntaje es 0 porque ninguno de tus 4 ejercicios salió bien al primer intento. El puntaje cuenta los aciertos a la primera.';
// Two options: 3 of 4 at the first try is p = 0.75, probability 0.5, score 10 · (4 · 0.5 + ln 0.5) = 13.1.
const ZERO_REMEDY = 'Si aciertas 3 de 4 al primer intento, tu puntaje sería 13.1.';
const ZERO_HINT = /^Un puntaje de 0 quiere decir que todavía pocos ejercicios salieron bien al primer intento/;

/** The cards of 'Prácticas Disponibles' on its first page: [title, language] each. */
async function firstPage(page: Page): Promise<[string, string][]> {
  const cards = page.getByRole('list', { name: 'Prácticas Disponibles' }).getByRole('listitem');
  await expect(cards).toHaveCount(10);
  return Promise.all(
    (await cards.all()).map(async (card): Promise<[string, string]> => {
      const title = await card.getByRole('heading').innerText();
      const language = (await card.getByText(/^Idioma: \S/).innerText()).replace(/^Idioma:\s*/, '');
      return [title, language];
    }),
  );
}

test('a student without lessons reaches the practices from Home', async ({ page }) => {
  await startSignedInAs(page, FRENCH_STUDENT);
  await page.goto('/lecciones');
  await expect(page.getByText('No tienes lecciones asignadas. Contacta a tu tutor.')).toBeVisible();
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Prácticas', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prácticas Disponibles' })).toBeVisible();
});

test('a student’s Home offers the practices after the lessons', async ({ page }) => {
  await startSignedInAs(page, FRENCH_STUDENT);
  await page.goto('/');
  const cards = page.getByRole('main').getByRole('list').getByRole('link');
  await expect(cards).toHaveText(['SEDs', 'Mis Sesiones', 'Lecciones', 'Prácticas', 'Mi progreso']);
  await atSizes(page, 'finding-home');
});

test('the navigation leads a student to the practices', async ({ page }) => {
  await startSignedInAs(page, FRENCH_STUDENT);
  await page.goto('/');
  await mainNav(page).getByRole('link', { name: 'Prácticas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prácticas Disponibles' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Prácticas' })).toHaveAttribute('aria-current', 'page');
});

test('the French plan’s student sees the French practices first', async ({ page }) => {
  await startSignedInAs(page, FRENCH_STUDENT);
  await page.goto('/practices');
  const shown = await firstPage(page);
  expect(shown.slice(0, 3).map(([title]) => title)).toEqual(expect.arrayContaining(FRENCH_TITLES));
  expect(shown.map(([, language]) => language)).toEqual([...Array(3).fill('Francés'), ...Array(7).fill('Inglés')]);
  await atSizes(page, 'finding-list-french');
});

test('on a phone the menu leads a student to the practices', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startSignedInAs(page, FRENCH_STUDENT);
  await page.goto('/');
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menú' });
  await drawer.getByRole('link', { name: 'Prácticas' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Prácticas Disponibles' })).toBeVisible();
  const first = page.getByRole('list', { name: 'Prácticas Disponibles' }).getByRole('listitem').first();
  await expect(first.getByText(/^Idioma: \S/)).toHaveText('Idioma: Francés');
});

test('an English plan’s student sees the English practices first, the French ones after', async ({ page }) => {
  await startSignedInAs(page, ENGLISH_STUDENT);
  await page.goto('/practices');
  const shown = await firstPage(page);
  expect(shown.map(([, language]) => language)).toEqual(Array(10).fill('Inglés'));
  // To the end of the list (other journeys may have added practices): the French ones close it.
  const loadMore = page.getByRole('button', { name: 'Cargar más' });
  const end = page.getByText('No hay más prácticas para cargar');
  while (!(await end.isVisible())) {
    await loadMore.click();
    await expect(page.getByRole('button', { name: 'Cargando más...' })).toHaveCount(0);
    await expect(loadMore.or(end)).toBeVisible();
  }
  const cards = page.getByRole('list', { name: 'Prácticas Disponibles' }).getByRole('listitem');
  const last = await cards.evaluateAll((items) => items.slice(-3).map((item) => item.querySelector('h2')?.textContent));
  expect(last).toEqual(expect.arrayContaining(FRENCH_TITLES));
});

test('a finished run scored 0 says why and what would raise it', async ({ page }) => {
  await startSignedInAs(page, FRENCH_STUDENT);
  await openPractice(page, 'Le o la');
  const saved = statsSaved(page);
  for (let n = 1; n <= 4; n++) {
    const [, right] = answerFor(await exercise(page, n, 4), LE_LA);
    const rightKey = LE_LA_OPTIONS.indexOf(right) + 1;
    // The other option first (wrong), then the right one: nothing at the first try.
    await page.keyboard.press(String(3 - rightKey));
    await expect(page.getByText('Respuesta incorrecta. Inténtalo de nuevo.')).toBeVisible();
    await page.keyboard.press(String(rightKey));
  }
  expect(await results(page)).toEqual({ completed: '4 de 4', attempts: '8', accuracy: '0%', score: '0' });
  // The server takes the run the player sends: its exercises and events are the practice's own.
  expect((await saved).status()).toBe(201);
  const resultsRegion = page.getByRole('region', { name: 'Resultados' });
  await expect(resultsRegion.getByText(ZERO_REASON)).toBeVisible();
  await expect(resultsRegion.getByText(ZERO_REMEDY)).toBeVisible();
  const score = resultsRegion.locator('dt', { hasText: 'Puntaje' }).locator('xpath=following-sibling::dd');
  await expect(score).toHaveAccessibleDescription(`${ZERO_REASON} ${ZERO_REMEDY}`);
  await atSizes(page, 'finding-zero-score');
});

/** Signs the page in as the French student, who records a run of 'Le o la' with nothing right at the first try (as the player sends it; n = 2). */
async function recordZeroRun(page: Page): Promise<void> {
  await startSignedInAs(page, FRENCH_STUDENT);
  const token = await tokenOf(page.request, FRENCH_STUDENT);
  const headers = { authorization: `Bearer ${token}` };
  const me = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { id: string }).id;
  const found = await page.request.get(`/api/practices?q=${encodeURIComponent('Le o la')}`, { headers });
  const practiceId = ((await found.json()) as { data: { data: { id: string }[] } }).data.data[0]!.id;
  const run = { completed: 4, total_attempts: 8, first_try_correct_ones: 0, average_attempts: 2, accuracy: 0 };
  const body = { user_id: me, practice_id: practiceId, ...run, probability_of_knowing: 0, score: 0 };
  expect((await page.request.post('/api/practice_stats', { headers, data: body })).status()).toBe(201);
}

test('a 0 comes with a hint on the practice’s card', async ({ page }) => {
  await recordZeroRun(page);
  await page.goto('/practices');
  const card = page
    .getByRole('list', { name: 'Prácticas Disponibles' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Le o la', exact: true }) });
  await expect(card.getByText('Puntaje: 0')).toBeVisible();
  await expect(card.getByText(ZERO_HINT)).toBeVisible();
  await atSizes(page, 'finding-list-zero');
});

test('a 0 comes with a hint in the progress', async ({ page }) => {
  await recordZeroRun(page);
  await page.goto('/progreso');
  const progress = page.getByRole('list', { name: 'Prácticas completadas' }).getByRole('listitem');
  await expect(progress.filter({ hasText: 'Le o la' }).getByText(ZERO_HINT)).toBeVisible();
  await atSizes(page, 'finding-progress-zero');
});
