// What the practices journey needs to play the demo practices: their answers (copied from the API's
// seed, apps/api/src/db/seed/practices.ts — the web may not import the API), a way to read what the
// shuffled player shows, the results as shown, and the saved run's POST.
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { atSizes as reviewAtSizes } from './review';

export { personPage } from './support';

export const atSizes = (page: Page, name: string, options: { dialog?: boolean } = {}) =>
  reviewAtSizes(page, `practices-${name}`, options);

export const PRACTICES = {
  magicE: 'La e mágica',
  animals: 'Animales',
  adverbs: 'Adverbios de frecuencia',
  timeWords: 'Palabras de tiempo',
  thereTheir: 'There, their o they’re',
  irregularPast: 'Pasado irregular',
  presentToPast: 'Del presente al pasado',
} as const;

/** Letter-tweak 'La e mágica': each letter as the player names its state. */
export const MAGIC_E: Record<string, string[]> = {
  cake: ['sonora', 'larga', 'sonora', 'muda'],
  kite: ['sonora', 'larga', 'sonora', 'muda'],
  hop: ['sonora', 'corta', 'sonora'],
  home: ['sonora', 'larga', 'sonora', 'muda'],
};

/** Subset-select 'Animales': emoji → word. */
export const ANIMALS: Record<string, string> = { '🐶': 'dog', '🐱': 'cat', '🐴': 'horse', '🐦': 'bird', '🐮': 'cow' };

/** Insert-it-right: word → its sentence and one allowed position (0: before the first word). */
export const ADVERBS: Record<string, { sentence: string; position: number }> = {
  always: { sentence: 'She drinks coffee in the morning', position: 1 },
  never: { sentence: 'They eat meat on Fridays', position: 1 },
  usually: { sentence: 'I walk to school', position: 1 },
  often: { sentence: 'We are late for class', position: 2 },
};
export const TIME_WORDS: Record<string, { sentence: string; position: number }> = {
  yesterday: { sentence: 'I called my mother', position: 4 },
  tomorrow: { sentence: 'We will visit the museum', position: 5 },
  already: { sentence: 'He has finished his homework', position: 2 },
};

/** Word-choice 'There, their o they’re': the options in their order (keys 1–3) and each sentence's answer. */
export const THERE_OPTIONS = ['there', 'their', 'they’re'];
export const THERE_THEIR: Record<string, string> = {
  'The keys are over <blank>, on the table.': 'there',
  '<blank> is a park near my house.': 'there',
  'The children forgot <blank> umbrellas.': 'their',
  'My neighbours painted <blank> door.': 'their',
  'Call them, <blank> waiting for you.': 'they’re',
  'I think <blank> from Canada.': 'they’re',
};

/** Fill-in-the-blank 'Pasado irregular': hint → answer. */
export const IRREGULAR_PAST: Record<string, string> = { go: 'went', buy: 'bought', see: 'saw', eat: 'ate' };

/** Tense-transform 'Del presente al pasado': original → transformed. */
export const PRESENT_TO_PAST: Record<string, string> = {
  'I eat breakfast at seven.': 'I ate breakfast at seven.',
  'She walks to work.': 'She walked to work.',
  'We play football on Sundays.': 'We played football on Sundays.',
  'He writes a letter.': 'He wrote a letter.',
};

/** The player's frame: 'Ejercicio n de N', the timer, the exercise and the feedback. */
export function playerFrame(page: Page): Locator {
  return page.getByText(/^Ejercicio \d+ de \d+$/).locator('xpath=..');
}

/** Waits for exercise `n` of `total` and returns what the frame shows (its text). */
export async function exercise(page: Page, n: number, total: number): Promise<string> {
  await expect(page.getByText(`Ejercicio ${n} de ${total}`, { exact: true })).toBeVisible();
  return playerFrame(page).innerText();
}

/** The entry of `answers` whose key the shown text contains (a sentence's longer side of its blank). */
export function answerFor<T>(shown: string, answers: Record<string, T>): [string, T] {
  const needle = (key: string) =>
    key
      .split('<blank>')
      .map((part) => part.trim())
      .sort((a, b) => b.length - a.length)[0]!;
  const found = Object.entries(answers).filter(([key]) => shown.includes(needle(key)));
  expect(
    found.map(([key]) => key),
    `one answer for: ${shown}`,
  ).toHaveLength(1);
  return found[0]!;
}

/** The results as shown: completed, attempts, accuracy, score. */
export async function results(page: Page) {
  const section = page.getByRole('region', { name: 'Resultados' });
  await expect(section).toBeVisible();
  const value = (label: string) => section.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
  return {
    completed: await value('Ejercicios completados').innerText(),
    attempts: await value('Intentos').innerText(),
    accuracy: await value('Precisión').innerText(),
    score: await value('Puntaje').innerText(),
  };
}

/** The run's POST /api/practice_stats, to await once the last answer is given. */
export function statsSaved(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/practice_stats',
  );
}

/** The card of one practice on 'Prácticas Disponibles', loading the next pages until it is there. */
export async function practiceCard(page: Page, title: string): Promise<Locator> {
  const list = page.getByRole('list', { name: 'Prácticas Disponibles' });
  await expect(list).toBeVisible();
  const card = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  const loadMore = page.getByRole('button', { name: 'Cargar más' });
  while ((await card.count()) === 0 && (await loadMore.isVisible())) {
    await loadMore.click();
    await expect(page.getByRole('button', { name: 'Cargando más...' })).toHaveCount(0);
  }
  await expect(card).toHaveCount(1);
  return card;
}

/** Presses Tab until `target` has the focus (a keyboard user's way there). */
export async function tabTo(page: Page, target: Locator, maxPresses = 120) {
  for (let press = 0; press < maxPresses; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** A finger's drag from the middle of `from` to the middle of `to`, as Chromium's touch input. */
export async function touchDrag(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('touchDrag: an element is not on screen');
  const [x0, y0] = [start.x + start.width / 2, start.y + start.height / 2];
  const [x1, y1] = [end.x + end.width / 2, end.y + end.height / 2];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y: y0 }] });
  const steps = 8;
  for (let step = 1; step <= steps; step++) {
    const x = x0 + ((x1 - x0) * step) / steps;
    const y = y0 + ((y1 - y0) * step) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

export async function openPractice(page: Page, title: string) {
  await page.goto('/practices');
  const card = await practiceCard(page, title);
  await card.getByRole('link', { name: 'Comenzar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** The pause after a right answer (1.5 s or 2 s, tested in the players' component tests), on the clock. */
export async function skipPause(page: Page, ms: number) {
  await page.clock.fastForward(ms);
}

/** The player's live region: '¡Correcto!', the wrong-answer and empty-answer messages. */
export const feedback = (page: Page) => playerFrame(page).getByRole('status');
