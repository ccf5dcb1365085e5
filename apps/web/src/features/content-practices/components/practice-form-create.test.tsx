// /content/practices/create against the real routes and a stubbed network: one practice of each of
// the six types, typed as an author would, and the exact POST body (spec part 2 §2, §3, §5, §7).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '@/test/api-stub';
import { findToast, item, location, makePractice, openCreate, writes } from '../test/practice-fixtures';

type User = ReturnType<typeof userEvent.setup>;

const group = (name: string, within_: HTMLElement = document.body) => within(within_).getByRole('group', { name });
const box = (name: string, scope: HTMLElement) => within(scope).getByRole('textbox', { name });

async function write(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function startPractice(user: User, type: string) {
  await write(user, screen.getByRole('textbox', { name: 'Título' }), 'Mi práctica');
  await write(user, screen.getByRole('textbox', { name: 'Instrucciones' }), 'Hazlo con calma.');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de práctica' }), type);
}

async function saveAndReadBody(user: User, calls: { method: string; body: unknown }[]) {
  await user.click(screen.getByRole('button', { name: 'Crear Práctica' }));
  expect(await findToast('Práctica creada')).toBeInTheDocument();
  await waitFor(() => expect(location()).toBe('/content/practices'));
  const posts = writes(calls);
  expect(posts).toHaveLength(1);
  return posts[0]!.body as { title: string; instructions: string; props: unknown };
}

const CREATED = { 'POST /api/practices': json(item(makePractice(9)), 201) };

describe('/content/practices/create', () => {
  it('starts empty with the type to choose, and the six types each with its English description', async () => {
    openCreate();
    expect(screen.getByRole('heading', { level: 1, name: 'Crear Nueva Práctica' })).toBeInTheDocument();
    const type = screen.getByRole('combobox', { name: 'Tipo de práctica' });
    expect(type).toHaveValue('');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Selecciona un tipo',
      'Sonidos de las letras — Letter tweak: mark which letters of a word are silent and which vowels are long or short.',
      'Imagen y palabra — Subset select: pick the word that matches a picture or emoji, out of three choices.',
      'Coloca la palabra — Insert it right: drag a word into the right place in a sentence.',
      'Elige la palabra — Word choice: choose the word that completes each sentence.',
      'Completa la oración — Fill in the blank: type the missing word of a sentence, helped by a hint.',
      'Cambia el tiempo verbal — Tense transform: rewrite a sentence in another tense.',
    ]);
    expect(screen.getByText('Elige un tipo de práctica para escribir sus ejercicios.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/content/practices');

    // Once chosen, the type can't go back to empty; its description is said under the select.
    await userEvent.selectOptions(type, 'tense-transform');
    expect(within(type).queryByRole('option', { name: 'Selecciona un tipo' })).not.toBeInTheDocument();
    expect(type).toHaveAccessibleDescription(expect.stringContaining('Tense transform: rewrite a sentence'));
  });

  it("won't save without a title, instructions and a type, saying so at the top and on each field", async () => {
    const user = userEvent.setup();
    const { calls } = openCreate();
    await user.click(screen.getByRole('button', { name: 'Crear Práctica' }));

    const title = screen.getByRole('textbox', { name: 'Título' });
    expect(title).toHaveAccessibleDescription('El título es obligatorio');
    expect(title).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Instrucciones' })).toHaveAccessibleDescription(
      expect.stringContaining('Las instrucciones son obligatorias'),
    );
    expect(screen.getByRole('combobox', { name: 'Tipo de práctica' })).toHaveAccessibleDescription(
      'Selecciona un tipo de práctica',
    );
    const summary = screen.getByRole('region', { name: 'Error de validación' });
    expect(
      within(summary)
        .getAllByRole('button')
        .map((entry) => entry.textContent),
    ).toEqual([
      'Título: El título es obligatorio',
      'Instrucciones: Las instrucciones son obligatorias',
      'Tipo de práctica: Selecciona un tipo de práctica',
    ]);
    // 'Probar' needs a type first.
    expect(screen.getByRole('button', { name: 'Probar' })).toBeDisabled();
    expect(writes(calls)).toEqual([]);
  });

  it('creates a fill-in-the-blank practice: hint, sentence with one <blank> and answer', async () => {
    const user = userEvent.setup();
    const { calls } = openCreate(CREATED);
    await startPractice(user, 'fill-in-the-blank');
    const first = group('Ejercicio 1');
    await write(user, box('Pista', first), 'go');
    await write(user, box('Oración', first), 'Yesterday I <blank> home.');
    await write(user, box('Respuesta', first), 'went');
    await user.click(screen.getByRole('button', { name: 'Agregar ejercicio' }));
    const second = group('Ejercicio 2');
    await write(user, box('Pista', second), ' eat ');
    await write(user, box('Oración', second), 'She <blank> an apple.');
    await write(user, box('Respuesta', second), 'ate');
    // Issue 48: the language it teaches (English unless chosen).
    const language = screen.getByRole('combobox', { name: /^Idioma/ });
    expect(language).toHaveValue('en');
    await user.selectOptions(language, 'Francés');

    expect(await saveAndReadBody(user, calls)).toEqual({
      title: 'Mi práctica',
      instructions: 'Hazlo con calma.',
      language: 'fr',
      props: {
        practice_type: 'fill-in-the-blank',
        exercises: [
          { hint: 'go', sentence: 'Yesterday I <blank> home.', answer: 'went' },
          { hint: 'eat', sentence: 'She <blank> an apple.', answer: 'ate' },
        ],
      },
    });
  });

  it('creates a tense-transform practice, which starts with 4 exercises', async () => {
    const user = userEvent.setup();
    const { calls } = openCreate(CREATED);
    await startPractice(user, 'tense-transform');
    expect(within(group('Ejercicios')).getAllByRole('group')).toHaveLength(4);
    const pairs = [
      ['I eat.', 'I ate.'],
      ['She runs.', 'She ran.'],
      ['We go.', 'We went.'],
    ];
    for (const [index, [original, transformed]] of pairs.entries()) {
      await write(user, box('Oración original', group(`Ejercicio ${index + 1}`)), original!);
      await write(user, box('Oración transformada', group(`Ejercicio ${index + 1}`)), transformed!);
    }
    await user.click(screen.getByRole('button', { name: 'Eliminar ejercicio 4' }));

    expect((await saveAndReadBody(user, calls)).props).toEqual({
      practice_type: 'tense-transform',
      exercises: pairs.map(([original, transformed]) => ({
        original_sentence: original,
        transformed_sentence: transformed,
      })),
    });
  });

  it('creates a letter-tweak practice: the word makes one letter each, marked as the learner must', async () => {
    const user = userEvent.setup();
    const { calls } = openCreate(CREATED);
    await startPractice(user, 'letter-tweak');
    const first = group('Ejercicio 1');
    expect(within(first).getByText('Escribe la palabra para marcar sus letras.')).toBeInTheDocument();
    await user.type(box('Palabra', first), 'cake');
    const letters = within(first).getByRole('list', { name: 'Letras de «cake»' });
    expect(within(letters).getAllByRole('combobox')).toHaveLength(4);
    // A vowel is short, long or silent; a consonant sounded or silent (the player's click cycle).
    const a = within(letters).getByRole('combobox', { name: 'Letra 2: a' });
    expect(
      within(a)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['corta', 'larga', 'muda']);
    const k = within(letters).getByRole('combobox', { name: 'Letra 3: k' });
    expect(
      within(k)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['sonora', 'muda']);
    await user.selectOptions(a, 'larga');
    await user.selectOptions(within(letters).getByRole('combobox', { name: 'Letra 4: e' }), 'muda');

    expect((await saveAndReadBody(user, calls)).props).toEqual({
      practice_type: 'letter-tweak',
      exercises: [
        {
          word: 'cake',
          tweaks: [
            { letter: 'c', silent: false, length: null },
            { letter: 'a', silent: false, length: 'long' },
            { letter: 'k', silent: false, length: null },
            { letter: 'e', silent: true, length: null },
          ],
        },
      ],
    });
  });

  it('creates a subset-select practice, which starts with 4 pairs of a picture, text or emoji and a word', async () => {
    const user = userEvent.setup();
    const { calls } = openCreate(CREATED);
    await startPractice(user, 'subset-select');
    const pairs = [
      ['🐶', 'dog'],
      ['/images/practices/cat.svg', 'cat'],
      ['🐦', 'bird'],
      ['pez', 'fish'],
    ];
    expect(within(group('Imágenes y palabras')).getAllByRole('group')).toHaveLength(4);
    for (const [index, [image, word]] of pairs.entries()) {
      await write(user, box('Imagen', group(`Par ${index + 1}`)), image!);
      await write(user, box('Palabra', group(`Par ${index + 1}`)), word!);
    }
    // The picture as the learner will see it.
    expect(group('Par 2').querySelector('img')).toHaveAttribute('src', '/images/practices/cat.svg');
    expect(group('Par 1')).toHaveTextContent('🐶');

    expect((await saveAndReadBody(user, calls)).props).toEqual({
      practice_type: 'subset-select',
      image_word_pairs: pairs.map(([image_url, word]) => ({ image_url, word })),
    });
  });

  it('creates an insert-it-right practice: word, sentence and the allowed positions', async () => {
    const user = userEvent.setup();
    const { calls } = openCreate(CREATED);
    await startPractice(user, 'insert-it-right');
    const first = group('Ejercicio 1');
    await write(user, box('Palabra', first), 'always');
    await write(user, box('Oración', first), 'I eat breakfast');
    await write(user, box('Posiciones permitidas', first), '1');
    // The sentence with its gaps numbered: a tap allows another position.
    const gaps = within(first).getByRole('group', { name: 'Huecos de la oración' });
    expect(
      within(gaps)
        .getAllByRole('button')
        .map((gap) => gap.getAttribute('aria-pressed')),
    ).toEqual(['false', 'true', 'false', 'false']);
    await user.click(within(gaps).getByRole('button', { name: 'Posición 3' }));
    expect(box('Posiciones permitidas', first)).toHaveValue('1, 3');

    expect((await saveAndReadBody(user, calls)).props).toEqual({
      practice_type: 'insert-it-right',
      exercises: [{ word: 'always', sentence: 'I eat breakfast', allowed_positions: [1, 3] }],
    });
  });

  it('creates a word-choice practice: options with their sentences, an image only where one is given', async () => {
    const user = userEvent.setup();
    const { calls } = openCreate(CREATED);
    await startPractice(user, 'word-choice');
    expect(within(group('Opciones')).getAllByRole('group', { name: /^Opción/ })).toHaveLength(2);
    const first = group('Opción 1');
    await write(user, box('Palabra correcta', first), 'in');
    await write(user, box('Oración', group('Oración 1', first)), 'I live <blank> Mexico.');
    await user.click(within(first).getByRole('button', { name: 'Agregar oración' }));
    await write(user, box('Oración', group('Oración 2', first)), 'The cat is <blank> the box.');
    await write(user, box('Imagen (opcional)', group('Oración 2', first)), '📦');
    const second = group('Opción 2');
    await write(user, box('Palabra correcta', second), 'on');
    await write(user, box('Oración', group('Oración 1', second)), 'The book is <blank> the desk.');

    expect((await saveAndReadBody(user, calls)).props).toEqual({
      practice_type: 'word-choice',
      options: [
        {
          value: 'in',
          sentences: [{ text: 'I live <blank> Mexico.' }, { text: 'The cat is <blank> the box.', image: '📦' }],
        },
        { value: 'on', sentences: [{ text: 'The book is <blank> the desk.' }] },
      ],
    });
  });

  it("says 'Guardando...' while saving, and keeps the button from a second save", async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => {};
    const { calls } = openCreate({
      'POST /api/practices': () =>
        new Promise((resolve) => {
          answer = () => resolve(json(item(makePractice(9)), 201));
        }),
    });
    await startPractice(user, 'fill-in-the-blank');
    const first = group('Ejercicio 1');
    await write(user, box('Pista', first), 'go');
    await write(user, box('Oración', first), 'I <blank> home.');
    await write(user, box('Respuesta', first), 'went');
    await user.click(screen.getByRole('button', { name: 'Crear Práctica' }));

    const saving = await screen.findByRole('button', { name: 'Guardando...' });
    expect(saving).toBeDisabled();
    answer(undefined);
    expect(await findToast('Práctica creada')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(1);
  });
});
