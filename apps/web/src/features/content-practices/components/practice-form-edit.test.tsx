// /content/practices/{id}/edit against the real routes (the app's 'Probar' is the learner's
// PracticePlayer) and a stubbed network (spec part 2 §2, §7, §8).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';
import {
  findToast,
  invalid,
  item,
  location,
  makePractice,
  openEdit,
  page,
  practicesUrl,
  writes,
} from '../test/practice-fixtures';

type User = ReturnType<typeof userEvent.setup>;

const group = (name: string, scope: HTMLElement = document.body) => within(scope).getByRole('group', { name });
const box = (name: string, scope: HTMLElement = document.body) => within(scope).getByRole('textbox', { name });
const typeSelect = () => screen.getByRole('combobox', { name: 'Tipo de práctica' });

async function replace(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

const PRACTICE = makePractice(1);
const PUT = `PUT /api/practices/${PRACTICE.id}`;

describe('/content/practices/{id}/edit', () => {
  it('opens the saved practice in its own editor and saves the changes with PUT', async () => {
    const user = userEvent.setup();
    const french = { ...PRACTICE, language: 'fr' as const };
    const { calls } = await openEdit(french, { [PUT]: json(item(french)) });
    expect(screen.getByRole('heading', { level: 1, name: 'Editar Práctica' })).toBeInTheDocument();
    expect(box('Título')).toHaveValue('Pasado simple 1');
    expect(box('Instrucciones')).toHaveValue('Completa cada oración 1.');
    expect(screen.getByRole('combobox', { name: /^Idioma/ })).toHaveValue('fr');
    expect(typeSelect()).toHaveValue('fill-in-the-blank');
    expect(box('Pista', group('Ejercicio 1'))).toHaveValue('go');
    expect(box('Oración', group('Ejercicio 2'))).toHaveValue('She <blank> an apple.');
    expect(box('Respuesta', group('Ejercicio 2'))).toHaveValue('ate');

    await replace(user, box('Respuesta', group('Ejercicio 2')), 'had');
    await user.click(screen.getByRole('button', { name: 'Actualizar Práctica' }));
    expect(await findToast('Práctica actualizada')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/content/practices'));
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: `/api/practices/${PRACTICE.id}`,
        body: {
          title: 'Pasado simple 1',
          instructions: 'Completa cada oración 1.',
          language: 'fr',
          props: {
            practice_type: 'fill-in-the-blank',
            exercises: [
              { hint: 'go', sentence: 'Yesterday I <blank> home.', answer: 'went' },
              { hint: 'eat', sentence: 'She <blank> an apple.', answer: 'had' },
            ],
          },
        },
      }),
    ]);
  });

  it('fills the letter-tweak editor from the saved tweaks, saying which one the player cannot reach', async () => {
    const letterTweak = makePractice(2, {
      props: {
        practice_type: 'letter-tweak',
        exercises: [
          {
            word: 'knee',
            tweaks: [
              { letter: 'k', silent: true, length: null },
              { letter: 'n', silent: false, length: null },
              { letter: 'e', silent: false, length: 'long' },
              { letter: 'e', silent: false, length: null },
            ],
          },
        ],
      },
    });
    await openEdit(letterTweak);
    const letters = screen.getByRole('list', { name: 'Letras de «knee»' });
    const chosen = within(letters)
      .getAllByRole('combobox')
      .map((select) => (select as HTMLSelectElement).selectedOptions[0]!.text);
    expect(chosen).toEqual(['muda', 'sonora', 'larga', 'sonora (no se puede marcar jugando)']);
  });

  it('shows saved allowed positions as comma-separated text', async () => {
    const insert = makePractice(3, {
      props: {
        practice_type: 'insert-it-right',
        exercises: [{ word: 'always', sentence: 'I eat breakfast', allowed_positions: [1, 2] }],
      },
    });
    await openEdit(insert);
    expect(box('Posiciones permitidas')).toHaveValue('1, 2');
  });

  it('keeps what was written for each type when switching, and saves only the type chosen', async () => {
    const user = userEvent.setup();
    const { calls } = await openEdit(PRACTICE, { [PUT]: json(item(PRACTICE)) });
    await replace(user, box('Pista', group('Ejercicio 1')), 'to go');

    await user.selectOptions(typeSelect(), 'tense-transform');
    expect(screen.queryByRole('textbox', { name: 'Pista' })).not.toBeInTheDocument();
    expect(within(group('Ejercicios')).getAllByRole('group')).toHaveLength(4);
    await user.type(box('Oración original', group('Ejercicio 1')), 'I eat.');

    await user.selectOptions(typeSelect(), 'fill-in-the-blank');
    expect(box('Pista', group('Ejercicio 1'))).toHaveValue('to go');
    expect(box('Respuesta', group('Ejercicio 2'))).toHaveValue('ate');

    await user.selectOptions(typeSelect(), 'tense-transform');
    expect(box('Oración original', group('Ejercicio 1'))).toHaveValue('I eat.');
    for (let n = 1; n <= 4; n++) {
      const row = group(`Ejercicio ${n}`);
      if (n > 1) await user.type(box('Oración original', row), `I run ${n}.`);
      await user.type(box('Oración transformada', row), `I ran ${n}.`);
    }
    await user.click(screen.getByRole('button', { name: 'Actualizar Práctica' }));
    await findToast('Práctica actualizada');
    expect(writes(calls)[0]!.body).toEqual({
      title: PRACTICE.title,
      instructions: PRACTICE.instructions,
      language: 'en',
      props: {
        practice_type: 'tense-transform',
        exercises: [
          { original_sentence: 'I eat.', transformed_sentence: 'I ran 1.' },
          { original_sentence: 'I run 2.', transformed_sentence: 'I ran 2.' },
          { original_sentence: 'I run 3.', transformed_sentence: 'I ran 3.' },
          { original_sentence: 'I run 4.', transformed_sentence: 'I ran 4.' },
        ],
      },
    });
  });

  it('edits a practice of an unknown type as raw JSON, ignoring text that is not JSON', async () => {
    const user = userEvent.setup();
    const karaoke = makePractice(4, { props: { practice_type: 'karaoke', songs: ['Yesterday'] } });
    const { calls } = await openEdit(karaoke, { [`PUT /api/practices/${karaoke.id}`]: json(item(karaoke)) });
    expect(typeSelect()).toHaveDisplayValue('karaoke — tipo desconocido, se edita como JSON');
    const raw = box('Datos de la práctica (JSON)');
    expect(JSON.parse((raw as HTMLTextAreaElement).value)).toEqual({ practice_type: 'karaoke', songs: ['Yesterday'] });

    // Half-typed JSON is ignored: the form keeps the last object, which the schema refuses.
    await replace(user, raw, '{"practice_type": "fill-in-the-bl');
    await user.click(screen.getByRole('button', { name: 'Actualizar Práctica' }));
    expect(raw).toHaveAccessibleDescription(expect.stringContaining('practice_type: Tipo de práctica no válido'));
    expect(screen.getByRole('region', { name: 'Error de validación' })).toHaveTextContent(
      'Tipo de práctica: Tipo de práctica no válido',
    );
    expect(writes(calls)).toEqual([]);

    // Another type and back: the JSON as it was written.
    await user.selectOptions(typeSelect(), 'word-choice');
    expect(screen.queryByRole('textbox', { name: 'Datos de la práctica (JSON)' })).not.toBeInTheDocument();
    await user.selectOptions(typeSelect(), 'raw-json');
    const again = box('Datos de la práctica (JSON)');
    expect(JSON.parse((again as HTMLTextAreaElement).value)).toEqual({
      practice_type: 'karaoke',
      songs: ['Yesterday'],
    });

    const props = {
      practice_type: 'tense-transform',
      exercises: [{ original_sentence: 'I sing.', transformed_sentence: 'I sang.' }],
    };
    await replace(user, again, JSON.stringify(props));
    await user.click(screen.getByRole('button', { name: 'Actualizar Práctica' }));
    await findToast('Práctica actualizada');
    expect(writes(calls)[0]!.body).toEqual({
      title: karaoke.title,
      instructions: karaoke.instructions,
      language: 'en',
      props,
    });
  });

  it("puts the server's 422 on the fields by path (the type's name in it too) and joins the rest with '; ' in the box", async () => {
    const user = userEvent.setup();
    await openEdit(PRACTICE, {
      [PUT]: invalid(
        [['body', 'props', 'exercises', 1, 'answer'], 'La respuesta no puede ser igual a la pista'],
        [['body', 'props', 'fill-in-the-blank', 'exercises', 0, 'hint'], 'La pista es demasiado corta'],
        [['body', 'title'], 'Ya existe una práctica con ese título'],
        [['body'], 'Datos no válidos'],
        [['body', 'props', 'exercises', 9, 'hint'], 'Ese ejercicio no existe'],
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Actualizar Práctica' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error de validación');
    expect(alert).toHaveTextContent('Datos no válidos; Ese ejercicio no existe');
    expect(
      within(alert)
        .getAllByRole('button')
        .map((entry) => entry.textContent),
    ).toEqual([
      'Título: Ya existe una práctica con ese título',
      'Ejercicio 1 › Pista: La pista es demasiado corta',
      'Ejercicio 2 › Respuesta: La respuesta no puede ser igual a la pista',
    ]);
    expect(box('Respuesta', group('Ejercicio 2'))).toHaveAccessibleDescription(
      'La respuesta no puede ser igual a la pista',
    );
    expect(box('Pista', group('Ejercicio 1'))).toHaveAccessibleDescription('La pista es demasiado corta');
    expect(box('Título')).toHaveAccessibleDescription('Ya existe una práctica con ese título');
    expect(box('Respuesta', group('Ejercicio 2'))).toHaveFocus();
    // The box's entries lead to their fields.
    await user.click(within(alert).getByRole('button', { name: /^Título/ }));
    expect(box('Título')).toHaveFocus();
    expect(location()).toBe(`/content/practices/${PRACTICE.id}/edit`);
  });

  it.each([
    [
      'a detail string',
      json({ success: false, detail: 'Las posiciones no caben en la oración' }, 422),
      'Las posiciones no caben en la oración',
    ],
    ['no words at all', json({ success: false }, 422), 'Error al guardar la práctica'],
  ])("shows a 422 with %s in the 'Error de validación' box", async (_case, reply, message) => {
    const user = userEvent.setup();
    await openEdit(PRACTICE, { [PUT]: reply });
    await user.click(screen.getByRole('button', { name: 'Actualizar Práctica' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Error de validación${message}`);
  });

  it.each([
    ['without a reason', json({}, 500), 'Error al guardar la práctica'],
    [
      'with the server reason',
      json({ success: false, detail: 'Práctica no encontrada' }, 404),
      'Práctica no encontrada',
    ],
    ['on a network failure', 'network-error' as const, 'Error de conexión'],
  ])('says why a save failed %s, above the buttons, and keeps the form', async (_case, reply, message) => {
    const user = userEvent.setup();
    await openEdit(PRACTICE, { [PUT]: reply });
    await replace(user, box('Título'), 'Nuevo título');
    await user.click(screen.getByRole('button', { name: 'Actualizar Práctica' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(
      alert.compareDocumentPosition(screen.getByRole('button', { name: 'Actualizar Práctica' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(box('Título')).toHaveValue('Nuevo título');
    expect(screen.getByRole('button', { name: 'Actualizar Práctica' })).toBeEnabled();
  });

  it.each([
    ['is not found', json({ success: false, detail: 'Práctica no encontrada' }, 404)],
    ['fails', json({}, 500)],
  ])("says 'Error al cargar la práctica' and goes back to the list when it %s", async (_case, reply) => {
    stubApi({ [`GET /api/practices/${PRACTICE.id}`]: reply, [practicesUrl(1)]: json(page([])) });
    renderApp(`/content/practices/${PRACTICE.id}/edit`, { token: tokens.content() });
    expect(screen.getByText('Cargando práctica...')).toBeInTheDocument();
    expect(await findToast('Error al cargar la práctica')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/content/practices'));
  });

  it("'Cancelar' asks first when something changed, then goes back to the list without saving", async () => {
    const user = userEvent.setup();
    const { calls } = await openEdit(PRACTICE);
    await replace(user, box('Título'), 'Otro');
    await user.click(screen.getByRole('link', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Seguir editando' }));
    expect(location()).toBe(`/content/practices/${PRACTICE.id}/edit`);
    expect(box('Título')).toHaveValue('Otro');

    await user.click(screen.getByRole('link', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Salir sin guardar' }));
    expect(location()).toBe('/content/practices');
    expect(writes(calls)).toEqual([]);
  });
});

describe("'Probar'", () => {
  const ONE = makePractice(5, {
    title: 'Un verbo',
    props: {
      practice_type: 'fill-in-the-blank',
      exercises: [{ hint: 'go', sentence: 'I <blank> home.', answer: 'went' }],
    },
  });

  it('plays what is written in the real player, without saving or sending results', async () => {
    const user = userEvent.setup();
    const { calls } = await openEdit(ONE);
    await replace(user, box('Título'), 'Un verbo, probado');
    await user.click(screen.getByRole('button', { name: 'Probar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Probar práctica' });
    expect(dialog).toHaveTextContent('No se guarda nada ni se envían resultados.');
    expect(await within(dialog).findByRole('heading', { level: 2, name: 'Un verbo, probado' })).toBeInTheDocument();
    expect(within(dialog).getByText('go')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Tu respuesta' }), 'went{Enter}');
    expect(await within(dialog).findByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();

    await user.click(within(dialog).getAllByRole('button', { name: 'Volver' })[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(box('Título')).toHaveValue('Un verbo, probado');
    expect(writes(calls)).toEqual([]);
  });

  it('plays only a draft that validates, and otherwise says why', async () => {
    const user = userEvent.setup();
    await openEdit(ONE);
    await replace(user, box('Oración', group('Ejercicio 1')), 'I went home.');
    await user.click(screen.getByRole('button', { name: 'Probar' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Error de validación' })).toHaveTextContent(
      'Ejercicio 1 › Oración: La oración debe contener exactamente un <blank>',
    );
    expect(box('Oración', group('Ejercicio 1'))).toHaveFocus();
  });
});
