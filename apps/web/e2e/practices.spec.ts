// Issue 10 journeys against the real server (the content editor's: practice-editor.spec.ts): a
// student plays each of the six practice types to the
// results — insert-it-right by keyboard only, subset-select and insert-it-right by touch on a phone,
// fill-in-the-blank left to run out of time on Playwright's clock — and finds the scores on the list
// and in 'Mi progreso'; their tutor sees the results and what they missed. Screens shot at phone and
// desktop sizes, axe clean on each.
import { expect, test } from '@playwright/test';
import {
  ADVERBS,
  atSizes,
  feedback,
  openPractice,
  personPage,
  skipPause,
  ANIMALS,
  answerFor,
  exercise,
  IRREGULAR_PAST,
  MAGIC_E,
  PRACTICES,
  PRESENT_TO_PAST,
  practiceCard,
  results,
  statsSaved,
  tabTo,
  THERE_OPTIONS,
  THERE_THEIR,
  TIME_WORDS,
  touchDrag,
} from './practices-support';
import { VIEWPORTS } from './review';

const TUTOR = 'tutor2@charla.test';
const STUDENT = 'estudiante3@charla.test';
const STUDENT_NAME = 'Valeria Torres';

test.describe.configure({ mode: 'serial' });

/** The original sentence of the tense-transform exercise answered wrong (the tutor sees it missed). */
let missedSentence = '';

test('a student plays the six practice types to their results, one by keyboard only, one left to run out of time', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await personPage(browser, STUDENT);
  // The fill-in-the-blank run is ended by this clock, not by waiting 30 s: installed before the app loads.
  await page.clock.install();
  await page.goto('/practices');
  await expect(page.getByRole('heading', { level: 1, name: 'Prácticas Disponibles' })).toBeVisible();

  // 1. Insert-it-right by keyboard only: Tab to the card (after 'Cargar más' when it is on page 2),
  //    Enter, then arrows move the word between the gaps and Enter drops it.
  const adverbs = await practiceCard(page, PRACTICES.adverbs);
  const loadMore = page.getByRole('button', { name: 'Cargar más' });
  while (await loadMore.isVisible()) {
    await loadMore.click();
    await expect(page.getByRole('button', { name: 'Cargando más...' })).toHaveCount(0);
  }
  await expect(page.getByText('No hay más prácticas para cargar')).toBeVisible();
  await atSizes(page, 'list');
  await page.goto('/practices');
  await expect(loadMore.or(adverbs)).not.toHaveCount(0);
  if ((await adverbs.count()) === 0) {
    await tabTo(page, loadMore);
    await page.keyboard.press('Enter');
    await expect(adverbs).toHaveCount(1);
  }
  await tabTo(page, adverbs.getByRole('link', { name: 'Comenzar' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: PRACTICES.adverbs })).toBeVisible();
  const chip = page.getByRole('button', { name: /^Mover «/ });
  let saved = statsSaved(page);
  for (let n = 1; n <= 4; n++) {
    await exercise(page, n, 4);
    await expect(chip).toBeFocused();
    const word = /«(.+)»/.exec((await chip.getAttribute('aria-label'))!)![1]!;
    const { position } = ADVERBS[word]!;
    await page.keyboard.press('Home');
    for (let step = 0; step < position; step++) await page.keyboard.press('ArrowRight');
    if (n === 1) await atSizes(page, 'insert-it-right-keyboard');
    await expect(chip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(feedback(page)).toHaveText('¡Correcto!');
    await skipPause(page, 2000);
  }
  expect(await results(page)).toEqual({ completed: '4 de 4', attempts: '4', accuracy: '100%', score: '40' });
  expect((await saved).status()).toBe(201);
  await expect(page.getByRole('heading', { level: 2, name: 'Resultados' })).toBeFocused();
  await expect(page.getByRole('img', { name: '¡Excelente!' })).toBeVisible();
  await atSizes(page, 'insert-it-right-results');

  // 2. Letter-tweak: a click moves each letter through its states; 'Comprobar' when all match.
  await openPractice(page, PRACTICES.magicE);
  saved = statsSaved(page);
  for (let n = 1; n <= 4; n++) {
    await exercise(page, n, 4);
    const group = page.getByRole('group', { name: /^Letras de «/ });
    const word = /«(.+)»/.exec((await group.getAttribute('aria-label'))!)![1]!;
    const states = MAGIC_E[word]!;
    for (const [index, state] of states.entries()) {
      const letter = group.getByRole('button').nth(index);
      for (let click = 0; click < 4 && !(await letter.getAttribute('aria-label'))!.endsWith(`: ${state}`); click++)
        await letter.click();
      await expect(letter).toHaveAttribute('aria-label', `${word[index]}: ${state}`);
    }
    if (n === 1) await atSizes(page, 'letter-tweak');
    await page.getByRole('button', { name: 'Comprobar' }).click();
    await expect(feedback(page)).toHaveText('¡Correcto!');
    await skipPause(page, 1500);
  }
  expect(await results(page)).toEqual({ completed: '4 de 4', attempts: '4', accuracy: '100%', score: '40' });
  expect((await saved).status()).toBe(201);
  await atSizes(page, 'letter-tweak-results');

  // 3. Tense-transform, one wrong answer on purpose (the tutor will see it missed): 3 of 4 at the
  //    first try, p = 0.75, score 10 · (4 · 0.75 + ln 0.75) = 27.1.
  await openPractice(page, PRACTICES.presentToPast);
  await expect(page.getByRole('progressbar', { name: 'Tiempo restante' })).toBeVisible();
  const answer = page.getByRole('textbox', { name: 'Tu respuesta' });
  saved = statsSaved(page);
  for (let n = 1; n <= 4; n++) {
    const [original, transformed] = answerFor(await exercise(page, n, 4), PRESENT_TO_PAST);
    await expect(answer).toBeFocused();
    if (n === 1) {
      missedSentence = original;
      await answer.fill(original);
      await answer.press('Enter');
      await expect(feedback(page)).toHaveText('Respuesta incorrecta. Inténtalo de nuevo.');
      await atSizes(page, 'tense-transform-wrong');
      // Editing after a wrong answer clears the message.
      await answer.fill('');
      await expect(page.getByText('Respuesta incorrecta. Inténtalo de nuevo.')).toHaveCount(0);
    }
    await answer.fill(` ${transformed.toUpperCase()} `);
    await answer.press('Enter');
    await expect(feedback(page)).toHaveText('¡Correcto!');
    await skipPause(page, 1500);
  }
  expect(await results(page)).toEqual({ completed: '4 de 4', attempts: '5', accuracy: '75%', score: '27.1' });
  expect((await saved).status()).toBe(201);
  await expect(page.getByRole('img', { name: '¡Buen trabajo!' })).toBeVisible();
  await atSizes(page, 'tense-transform-results');

  // 4. Word-choice by its number keys.
  await openPractice(page, PRACTICES.thereTheir);
  const options = page.getByRole('group', { name: 'Opciones' });
  await expect(options.getByRole('button')).toHaveText(THERE_OPTIONS.map((value, i) => `${i + 1}${value}`));
  saved = statsSaved(page);
  for (let n = 1; n <= 6; n++) {
    const [, right] = answerFor(await exercise(page, n, 6), THERE_THEIR);
    if (n === 1) await atSizes(page, 'word-choice');
    // Keys 1–3 pick the options; 0.15 s after a right answer the next one is there.
    await page.keyboard.press(String(THERE_OPTIONS.indexOf(right) + 1));
  }
  expect(await results(page)).toEqual({ completed: '6 de 6', attempts: '6', accuracy: '100%', score: '60' });
  expect((await saved).status()).toBe(201);
  await atSizes(page, 'word-choice-results');

  // 5. Fill-in-the-blank: two answered, then the 30 seconds pass on the clock; only those two count.
  await openPractice(page, PRACTICES.irregularPast);
  const blank = page.getByRole('textbox', { name: 'Tu respuesta' });
  saved = statsSaved(page);
  for (let n = 1; n <= 2; n++) {
    const shown = await exercise(page, n, 4);
    const hint = /Pista:\s*(\S+)/.exec(shown)![1]!;
    await blank.fill(IRREGULAR_PAST[hint]!);
    await blank.press('Enter');
  }
  await exercise(page, 3, 4);
  await blank.press('Enter');
  await expect(feedback(page)).toHaveText('Por favor, escribe tu respuesta');
  await atSizes(page, 'fill-in-the-blank');
  await page.clock.fastForward(30_000);
  await expect(page.getByText('¡Se acabó el tiempo!')).toBeVisible();
  expect(await results(page)).toEqual({ completed: '2 de 4', attempts: '2', accuracy: '100%', score: '20' });
  expect((await saved).status()).toBe(201);
  await atSizes(page, 'fill-in-the-blank-timeout');
  await page.context().close();
});

test('on a phone the student taps subset-select and drags insert-it-right with a finger', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await personPage(browser, STUDENT, { viewport: VIEWPORTS[0], hasTouch: true });
  await page.clock.install();

  // Subset-select by taps: the emoji and three words, one of them its name.
  await openPractice(page, PRACTICES.animals);
  let saved = statsSaved(page);
  for (let n = 1; n <= 5; n++) {
    const [, word] = answerFor(await exercise(page, n, 5), ANIMALS);
    const choices = page.getByRole('group', { name: '¿Qué palabra corresponde a la imagen?' }).getByRole('button');
    await expect(choices).toHaveCount(3);
    if (n === 1) await atSizes(page, 'subset-select');
    await choices.getByText(word, { exact: true }).tap();
  }
  expect(await results(page)).toEqual({ completed: '5 de 5', attempts: '5', accuracy: '100%', score: '50' });
  expect((await saved).status()).toBe(201);
  await atSizes(page, 'subset-select-results');

  // Insert-it-right by a finger's drag into the gap. n = 2 (the first exercise allows two places):
  // all right, p = 1, probability (2 · 1 − 1)/(2 − 1) = 1, score 10 · 3 = 30.
  await openPractice(page, PRACTICES.timeWords);
  const chip = page.getByRole('button', { name: /^Mover «/ });
  saved = statsSaved(page);
  for (let n = 1; n <= 3; n++) {
    await exercise(page, n, 3);
    const word = /«(.+)»/.exec((await chip.getAttribute('aria-label'))!)![1]!;
    const { position } = TIME_WORDS[word]!;
    const gap = (at: number) => page.locator(`[data-gap="${at}"]`);
    await gap(position).scrollIntoViewIfNeeded();
    if (n === 1) await atSizes(page, 'insert-it-right-touch');
    await touchDrag(page, chip, gap(position));
    await expect(feedback(page)).toHaveText('¡Correcto!');
    await skipPause(page, 2000);
  }
  expect(await results(page)).toEqual({ completed: '3 de 3', attempts: '3', accuracy: '100%', score: '30' });
  expect((await saved).status()).toBe(201);
  await atSizes(page, 'insert-it-right-touch-results');
  // Back by the keyboard: a tap can land mid-scroll while the results take focus, and miss.
  await page.getByRole('button', { name: 'Volver' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/practices$/);
  await page.context().close();
});

/** The scores each run above left: best score, latest accuracy and attempts. */
const SCORES = [
  { title: PRACTICES.adverbs, score: '40', accuracy: '100%', attempts: '4' },
  { title: PRACTICES.magicE, score: '40', accuracy: '100%', attempts: '4' },
  { title: PRACTICES.presentToPast, score: '27.1', accuracy: '75%', attempts: '5' },
  { title: PRACTICES.thereTheir, score: '60', accuracy: '100%', attempts: '6' },
  { title: PRACTICES.irregularPast, score: '20', accuracy: '100%', attempts: '2' },
  { title: PRACTICES.animals, score: '50', accuracy: '100%', attempts: '5' },
  { title: PRACTICES.timeWords, score: '30', accuracy: '100%', attempts: '3' },
];

test("the student finds each score on the practices list and in 'Mi progreso'", async ({ browser }) => {
  test.setTimeout(60_000);
  const page = await personPage(browser, STUDENT);
  await page.goto('/practices');
  for (const { title, score } of SCORES) {
    const card = await practiceCard(page, title);
    const best = card.locator('dt', { hasText: 'Mejor puntaje' }).locator('xpath=following-sibling::dd');
    await expect(best).toHaveText(score);
    await expect(card.getByText(`Puntaje: ${score}`, { exact: true })).toBeVisible();
  }
  await atSizes(page, 'list-scores');

  await page.goto('/');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Mi progreso/ })
    .click();
  await expect(page).toHaveURL(/\/progreso$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi progreso' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Prácticas completadas' });
  await expect(list.getByRole('article')).toHaveCount(SCORES.length);
  for (const { title, score, accuracy, attempts } of SCORES) {
    const card = list.getByRole('article', { name: title, exact: true });
    const stat = (label: string) => card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
    await expect(stat('Mejor puntaje')).toHaveText(score);
    await expect(stat('Último puntaje')).toHaveText(score);
    await expect(stat('Precisión (última vez)')).toHaveText(accuracy);
    await expect(stat('Intentos (última vez)')).toHaveText(attempts);
    await expect(stat('Veces jugada')).toHaveText('1');
    await expect(card.getByRole('link', { name: 'Practicar de nuevo' })).toBeVisible();
  }
  await atSizes(page, 'progress');
  await page.context().close();
});

test("the tutor sees the student's results and what they missed", async ({ browser }) => {
  test.setTimeout(60_000);
  const tutor = await personPage(browser, TUTOR);
  await tutor.goto('/tutor/students');
  await tutor.getByRole('searchbox', { name: 'Buscar estudiantes por nombre o correo' }).fill('Valeria');
  await tutor.getByRole('link', { name: new RegExp(STUDENT_NAME) }).click();
  await expect(tutor.getByRole('heading', { level: 1, name: STUDENT_NAME })).toBeVisible();
  const section = tutor.getByRole('region', { name: 'Progreso en prácticas' });
  const list = section.getByRole('list', { name: 'Prácticas completadas por el estudiante' });
  await expect(list.getByRole('article')).toHaveCount(SCORES.length);
  for (const { title, score, accuracy } of SCORES) {
    const card = list.getByRole('article', { name: title, exact: true });
    const stat = (label: string) => card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
    await expect(stat('Mejor puntaje')).toHaveText(score);
    await expect(stat('Precisión (última vez)')).toHaveText(accuracy);
    if (title !== PRACTICES.presentToPast) await expect(card.getByText('Ningún fallo registrado.')).toBeVisible();
  }
  const tense = list.getByRole('article', { name: PRACTICES.presentToPast, exact: true });
  const missed = tense.getByRole('list', { name: 'Lo que más falla' }).getByRole('listitem');
  await expect(missed).toHaveCount(1);
  await expect(missed.getByText(missedSentence, { exact: true })).toBeVisible();
  await expect(missed.getByText('1 fallo', { exact: true })).toBeVisible();
  await expect(tense.getByRole('link', { name: 'Practicar de nuevo' })).toHaveCount(0);
  await section.scrollIntoViewIfNeeded();
  await atSizes(tutor, 'tutor-student');
  await tutor.context().close();
});
