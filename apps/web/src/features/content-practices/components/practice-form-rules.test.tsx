// The practice form's own rules (spec part 2 §3, §5): allowed_positions typed as numbers with its
// messages and the save block, the 'more than one remains' rule, and letter-tweak's letters following
// the word.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '@/test/api-stub';
import { findToast, item, makePractice, openCreate, openEdit, writes } from '../test/practice-fixtures';

type User = ReturnType<typeof userEvent.setup>;

const group = (name: string, scope: HTMLElement = document.body) => within(scope).getByRole('group', { name });
const box = (name: string, scope: HTMLElement = document.body) => within(scope).getByRole('textbox', { name });
const BLOCK = 'Por favor corrige los errores de validación antes de guardar';

async function replace(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
}

const INSERT = makePractice(1, {
  props: {
    practice_type: 'insert-it-right',
    exercises: [{ word: 'always', sentence: 'I eat breakfast', allowed_positions: [1] }],
  },
});
const PUT = `PUT /api/practices/${INSERT.id}`;

describe('allowed_positions', () => {
  it("says which values are not numbers or are negative, and blocks saving and 'Probar' until they are fixed", async () => {
    const user = userEvent.setup();
    const { calls } = await openEdit(INSERT, { [PUT]: json(item(INSERT)) });
    const positions = box('Posiciones permitidas');
    await replace(user, positions, 'abc, 2, -1');

    expect(positions).toHaveAttribute('aria-invalid', 'true');
    expect(positions).toHaveAccessibleDescription(
      'Valores inválidos: abc, -1 abc: not a number -1: must be non-negative Números separados por comas: 0 es antes de la primera palabra.',
    );
    await user.click(screen.getByRole('button', { name: 'Actualizar Práctica' }));
    expect(screen.getByRole('alert')).toHaveTextContent(`Error de validación${BLOCK}`);
    expect(positions).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Probar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    // Fixed: the block goes, and the numbers are saved.
    await replace(user, positions, '0, 2');
    expect(positions).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(BLOCK)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actualizar Práctica' }));
    await findToast('Práctica actualizada');
    expect(writes(calls)[0]!.body).toMatchObject({
      props: { exercises: [{ word: 'always', sentence: 'I eat breakfast', allowed_positions: [0, 2] }] },
    });
  });

  it('lifts the block when the exercise with the invalid values is removed or the type changes', async () => {
    const user = userEvent.setup();
    await openEdit(INSERT);
    await user.click(screen.getByRole('button', { name: 'Agregar ejercicio' }));
    await replace(user, box('Posiciones permitidas', group('Ejercicio 2')), 'x');
    await user.click(screen.getByRole('button', { name: 'Actualizar Práctica' }));
    expect(screen.getByRole('alert')).toHaveTextContent(BLOCK);

    await user.click(screen.getByRole('button', { name: 'Eliminar ejercicio 2' }));
    expect(screen.queryByText(BLOCK)).not.toBeInTheDocument();

    await replace(user, box('Posiciones permitidas', group('Ejercicio 1')), '-3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de práctica' }), 'word-choice');
    await user.click(screen.getByRole('button', { name: 'Actualizar Práctica' }));
    // Now the word-choice editor's own rules speak, not the block.
    expect(screen.queryByText(BLOCK)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Error de validación' })).toHaveTextContent(
      'Opción 1 › Palabra correcta: La opción es obligatoria',
    );
  });

  it("says the schema's word on numbers that are not whole or fall outside the sentence", async () => {
    const user = userEvent.setup();
    await openEdit(INSERT);
    const positions = box('Posiciones permitidas');
    await replace(user, positions, '1.5');
    await user.click(screen.getByRole('button', { name: 'Actualizar Práctica' }));
    expect(positions).toHaveAccessibleDescription(expect.stringContaining('La posición debe ser un número entero'));

    await replace(user, positions, '7');
    expect(positions).toHaveAccessibleDescription(
      expect.stringContaining('La posición 7 está fuera de la oración (de 0 a 3)'),
    );
    await replace(user, positions, '');
    expect(positions).toHaveAccessibleDescription(expect.stringContaining('Indica al menos una posición permitida'));
  });

  it('numbers the gaps of the sentence, and a gap toggles its position in the text', async () => {
    const user = userEvent.setup();
    await openEdit(INSERT);
    const gaps = group('Huecos de la oración');
    expect(gaps).toHaveTextContent('0I1eat2breakfast3');
    await user.click(within(gaps).getByRole('button', { name: 'Posición 1' }));
    expect(box('Posiciones permitidas')).toHaveValue('');
    await user.click(within(gaps).getByRole('button', { name: 'Posición 0' }));
    await user.click(within(gaps).getByRole('button', { name: 'Posición 3' }));
    expect(box('Posiciones permitidas')).toHaveValue('0, 3');
    expect(within(gaps).getByRole('button', { name: 'Posición 3' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('an exercise can be deleted only when more than one remains', () => {
  it('in tense-transform, which starts with 4', async () => {
    const user = userEvent.setup();
    openCreate();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de práctica' }), 'tense-transform');
    for (const n of [4, 3, 2]) await user.click(screen.getByRole('button', { name: `Eliminar ejercicio ${n}` }));
    expect(screen.getByRole('button', { name: 'Eliminar ejercicio 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Agregar ejercicio' }));
    expect(screen.getByRole('button', { name: 'Eliminar ejercicio 1' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Eliminar ejercicio 2' })).toBeEnabled();
  });

  it('in letter-tweak, which starts with 1', async () => {
    const user = userEvent.setup();
    openCreate();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de práctica' }), 'letter-tweak');
    expect(screen.getByRole('button', { name: 'Eliminar ejercicio 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Agregar ejercicio' }));
    await user.type(box('Palabra', group('Ejercicio 2')), 'dog');
    await user.click(screen.getByRole('button', { name: 'Eliminar ejercicio 1' }));
    expect(box('Palabra', group('Ejercicio 1'))).toHaveValue('dog');
    expect(screen.getByRole('button', { name: 'Eliminar ejercicio 1' })).toBeDisabled();
  });
});

describe('letter-tweak letters', () => {
  it('follow the word, keeping the marks of the letters it keeps; the word is required', async () => {
    const user = userEvent.setup();
    openCreate();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de práctica' }), 'letter-tweak');
    const word = box('Palabra', group('Ejercicio 1'));
    await user.type(word, 'cake');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Letra 2: a' }), 'larga');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Letra 4: e' }), 'muda');

    await user.type(word, 's');
    const letters = screen.getByRole('list', { name: 'Letras de «cakes»' });
    const chosen = within(letters)
      .getAllByRole('combobox')
      .map((select) => (select as HTMLSelectElement).selectedOptions[0]!.text);
    expect(chosen).toEqual(['sonora', 'larga', 'sonora', 'muda', 'sonora']);

    await user.clear(word);
    expect(screen.getByText('Escribe la palabra para marcar sus letras.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear Práctica' }));
    expect(word).toHaveAccessibleDescription('La palabra es obligatoria');
  });
});
