// The content editor's practices journey (issue 10) against the real server: an author creates one
// practice of each type (a validation error first, fixed after) and tries one in the player. Screens
// shot at phone and desktop sizes, axe clean on each.
import { expect, test, type Locator } from '@playwright/test';
import { atSizes, personPage, results } from './practices-support';

const AUTHOR = 'contenido@charla.test';

test('an author creates one practice of each type, fixing a missing <blank> and a negative position first, and tries one', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const author = await personPage(browser, AUTHOR);
  const stamp = Date.now();
  const created: string[] = [];
  const group = (name: string, scope: Locator = author.locator('body')) => scope.getByRole('group', { name });
  const box = (name: string, scope: Locator) => scope.getByRole('textbox', { name, exact: true });

  /** From the list to a new practice with its title, instructions and type. */
  async function start(title: string, instructions: string, type: string) {
    await author.goto('/content/practices');
    await expect(author.getByRole('heading', { level: 1, name: 'Prácticas' })).toBeVisible();
    await author.getByRole('link', { name: 'Nueva práctica' }).click();
    await expect(author.getByRole('heading', { level: 1, name: 'Crear Nueva Práctica' })).toBeVisible();
    await author.getByRole('textbox', { name: 'Título' }).fill(title);
    await author.getByRole('textbox', { name: 'Instrucciones' }).fill(instructions);
    await author.getByRole('combobox', { name: 'Tipo de práctica' }).selectOption(type);
  }

  async function save(title: string) {
    await author.getByRole('button', { name: 'Crear Práctica' }).click();
    await expect(author.getByText('Práctica creada', { exact: true })).toBeVisible();
    await expect(author).toHaveURL(/\/content\/practices$/);
    created.push(title);
  }

  // Fill-in-the-blank: a sentence without <blank> is refused, said at the top and on the field.
  const fillTitle = `Have o has ${stamp}`;
  await start(fillTitle, 'Completa con have o has.', 'fill-in-the-blank');
  const fill = group('Ejercicio 1');
  await box('Pista', fill).fill('have / has');
  await box('Oración', fill).fill('She has a red bike.');
  await box('Respuesta', fill).fill('has');
  await author.getByRole('button', { name: 'Crear Práctica' }).click();
  const errors = author.getByRole('region', { name: 'Error de validación' });
  await expect(errors).toContainText('Ejercicio 1 › Oración: La oración debe contener exactamente un <blank>');
  await expect(box('Oración', fill)).toHaveAttribute('aria-invalid', 'true');
  await atSizes(author, 'editor-error');
  await box('Oración', fill).fill('She <blank> a red bike.');
  await expect(errors).toHaveCount(0);
  await atSizes(author, 'editor-fill-in-the-blank');

  // 'Probar' plays the draft in the real player, nothing saved or sent.
  let statsPosted = false;
  author.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/practice_stats') statsPosted = true;
  });
  await author.getByRole('button', { name: 'Probar' }).click();
  const trial = author.getByRole('dialog', { name: 'Probar práctica' });
  await expect(trial.getByRole('heading', { level: 2, name: fillTitle })).toBeVisible();
  await trial.getByRole('textbox', { name: 'Tu respuesta' }).fill('has');
  await trial.getByRole('textbox', { name: 'Tu respuesta' }).press('Enter');
  await expect(trial.getByRole('region', { name: 'Resultados' })).toBeVisible();
  expect(await results(author)).toEqual({ completed: '1 de 1', attempts: '1', accuracy: '100%', score: '10' });
  await atSizes(author, 'editor-try', { dialog: true });
  await trial.getByRole('button', { name: 'Volver' }).click();
  await expect(trial).toHaveCount(0);
  await save(fillTitle);
  expect(statsPosted).toBe(false);
  await atSizes(author, 'content-list');

  // Insert-it-right: '-1' is 'must be non-negative' and blocks the save until fixed.
  const insertTitle = `Sometimes ${stamp}`;
  await start(insertTitle, 'Coloca «sometimes» donde va.', 'insert-it-right');
  const insert = group('Ejercicio 1');
  await box('Palabra', insert).fill('sometimes');
  await box('Oración', insert).fill('I drink tea after lunch');
  const positions = box('Posiciones permitidas', insert);
  await positions.fill('-1');
  await expect(insert.getByText('Valores inválidos: -1')).toBeVisible();
  await expect(insert.getByText('-1: must be non-negative')).toBeVisible();
  await author.getByRole('button', { name: 'Crear Práctica' }).click();
  await expect(author.getByRole('alert')).toContainText('Por favor corrige los errores de validación antes de guardar');
  await expect(positions).toBeFocused();
  await atSizes(author, 'editor-positions-error');
  await positions.fill('0');
  await insert.getByRole('group', { name: 'Huecos de la oración' }).getByRole('button', { name: 'Posición 1' }).click();
  await expect(positions).toHaveValue('0, 1');
  await expect(author.getByText('Por favor corrige los errores de validación antes de guardar')).toHaveCount(0);
  await atSizes(author, 'editor-insert-it-right');
  await save(insertTitle);

  // Letter-tweak: the word makes its letters; each is set as the learner must mark it.
  const letterTitle = `Bike ${stamp}`;
  await start(letterTitle, 'Marca la vocal larga y la e muda.', 'letter-tweak');
  const letters = group('Ejercicio 1');
  await box('Palabra', letters).fill('bike');
  const word = letters.getByRole('list', { name: 'Letras de «bike»' });
  await expect(word.getByRole('combobox')).toHaveCount(4);
  await word.getByRole('combobox', { name: 'Letra 2: i' }).selectOption('larga');
  await word.getByRole('combobox', { name: 'Letra 4: e' }).selectOption('muda');
  await atSizes(author, 'editor-letter-tweak');
  await save(letterTitle);

  // Subset-select: four pairs to begin with, pictures the app ships and emoji.
  const subsetTitle = `Frutas ${stamp}`;
  await start(subsetTitle, 'Elige la fruta.', 'subset-select');
  const pairs = [
    ['/images/practices/apple.svg', 'apple'],
    ['🍌', 'banana'],
    ['🍇', 'grapes'],
    ['🍊', 'orange'],
  ];
  await expect(group('Imágenes y palabras').getByRole('group')).toHaveCount(4);
  for (const [index, [image, name]] of pairs.entries()) {
    await box('Imagen', group(`Par ${index + 1}`)).fill(image!);
    await box('Palabra', group(`Par ${index + 1}`)).fill(name!);
  }
  await atSizes(author, 'editor-subset-select');
  await save(subsetTitle);

  // Word-choice: two options, each with a sentence holding one <blank>.
  const choiceTitle = `Much o many ${stamp}`;
  await start(choiceTitle, 'Elige much o many.', 'word-choice');
  const much = group('Opción 1');
  await box('Palabra correcta', much).fill('much');
  await box('Oración', group('Oración 1', much)).fill('How <blank> water do you drink?');
  const many = group('Opción 2');
  await box('Palabra correcta', many).fill('many');
  await box('Oración', group('Oración 1', many)).fill('How <blank> books do you have?');
  await many.getByRole('button', { name: 'Agregar oración' }).click();
  await box('Oración', group('Oración 2', many)).fill('There are too <blank> cars.');
  await atSizes(author, 'editor-word-choice');
  await save(choiceTitle);

  // Tense-transform: four exercises to begin with; two written, the other two removed.
  const tenseTitle = `Presente continuo ${stamp}`;
  await start(tenseTitle, 'Reescribe en presente continuo.', 'tense-transform');
  const sentences = [
    ['I read a book.', 'I am reading a book.'],
    ['They play tennis.', 'They are playing tennis.'],
  ];
  for (const [index, [original, transformed]] of sentences.entries()) {
    await box('Oración original', group(`Ejercicio ${index + 1}`)).fill(original!);
    await box('Oración transformada', group(`Ejercicio ${index + 1}`)).fill(transformed!);
  }
  await author.getByRole('button', { name: 'Eliminar ejercicio 4' }).click();
  await author.getByRole('button', { name: 'Eliminar ejercicio 3' }).click();
  await expect(group('Ejercicios').getByRole('group')).toHaveCount(2);
  await atSizes(author, 'editor-tense-transform');
  await save(tenseTitle);

  // All six are on the list, each with its type.
  const search = author.getByRole('searchbox', { name: 'Buscar prácticas por título' });
  await search.fill(String(stamp));
  for (const title of created) await expect(author.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(author.getByRole('link', { name: new RegExp(String(stamp)) })).toHaveCount(6);
  await atSizes(author, 'content-search');
  await author.context().close();
});
