import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Button } from '../button';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors, fieldPathOf } from './apply-server-errors';
import { FieldArray } from './field-array';
import { Form, FormFooter } from './form';
import { TextField } from './text-fields';
import { useZodForm } from './use-zod-form';

const Practice = z.object({
  title: z.string(),
  props: z.object({ exercises: z.array(z.object({ sentence: z.string(), answer: z.string() })) }),
});

function PracticeForm({ failure }: { failure: unknown }) {
  const form = useZodForm(Practice, {
    defaultValues: {
      title: 'Verbos',
      props: {
        exercises: [
          { sentence: 'I <blank>', answer: 'run' },
          { sentence: 'You <blank>', answer: '' },
        ],
      },
    },
  });
  return (
    <Form form={form} onSubmit={() => applyServerErrors(form, failure)}>
      <TextField name="title" label="Título" />
      <FieldArray
        name="props.exercises"
        legend="Ejercicios"
        addLabel="Agregar ejercicio"
        removeLabel={(i) => `Eliminar ejercicio ${i + 1}`}
        newItem={() => ({ sentence: '', answer: '' })}
      >
        {(index) => (
          <>
            <TextField name={`props.exercises.${index}.sentence`} label={`Oración ${index + 1}`} />
            <TextField name={`props.exercises.${index}.answer`} label={`Respuesta ${index + 1}`} />
          </>
        )}
      </FieldArray>
      <FormFooter>
        <Button type="submit">Actualizar Práctica</Button>
      </FormFooter>
    </Form>
  );
}

const issue = (loc: (string | number)[], msg: string) => ({ loc, msg, type: 'x' });

describe('fieldPathOf', () => {
  it.each([
    [['body', 'props', 'exercises', 0, 'answer'], 'props.exercises.0.answer'],
    [['query', 'q'], 'q'],
    [['path', 'id'], 'id'],
    [['title'], 'title'],
    [['body'], ''],
    [[], ''],
  ])('%j → %j', (loc, path) => {
    expect(fieldPathOf(loc)).toBe(path);
  });
});

describe('applyServerErrors', () => {
  it("puts a 422 list on nested fields and array rows, joins the rest with '; ' above the submit button, and focuses the first", async () => {
    const failure = new ApiError('…', 422, [
      issue(['body', 'props', 'exercises', 1, 'answer'], 'La respuesta es obligatoria'),
      issue(['body', 'title'], 'El título es demasiado largo'),
      issue(['body', 'props', 'exercises', 1, 'answer'], 'Debe ser una palabra'),
      issue(['body'], 'Datos no válidos'),
      issue(['body', 'props', 'practice_type'], 'Tipo de práctica no soportado'),
    ]);
    render(<PracticeForm failure={failure} />);
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar Práctica' }));

    const answer = screen.getByRole('textbox', { name: 'Respuesta 2' });
    expect(answer).toHaveAttribute('aria-invalid', 'true');
    expect(answer).toHaveAccessibleDescription('La respuesta es obligatoria; Debe ser una palabra');
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveAccessibleDescription('El título es demasiado largo');
    expect(screen.getByRole('textbox', { name: 'Respuesta 1' })).not.toHaveAttribute('aria-invalid');
    // practice_type is no field of this form: it joins the general message.
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Datos no válidos; Tipo de práctica no soportado');
    expect(
      alert.compareDocumentPosition(screen.getByRole('button', { name: 'Actualizar Práctica' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(answer).toHaveFocus();
  });

  it("rewrites the server's paths with mapPath before matching them to fields", async () => {
    const failure = new ApiError('…', 422, [
      issue(['body', 'props', 'fill-in-the-blank', 'exercises', 0, 'answer'], 'La respuesta es obligatoria'),
      issue(['body', 'props', 'fill-in-the-blank', 'exercises', 7, 'answer'], 'No existe'),
    ]);
    function MappedForm() {
      const form = useZodForm(Practice, {
        defaultValues: { title: 'Verbos', props: { exercises: [{ sentence: 'I <blank>', answer: '' }] } },
      });
      const mapPath = (path: string) => path.replace(/^props\.fill-in-the-blank\./, 'props.');
      return (
        <Form form={form} onSubmit={() => applyServerErrors(form, failure, { mapPath })}>
          <TextField name="props.exercises.0.answer" label="Respuesta 1" />
          <FormFooter>
            <Button type="submit">Actualizar Práctica</Button>
          </FormFooter>
        </Form>
      );
    }
    render(<MappedForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar Práctica' }));
    expect(screen.getByRole('textbox', { name: 'Respuesta 1' })).toHaveAccessibleDescription(
      'La respuesta es obligatoria',
    );
    // A row the form does not have is no field: the message is general.
    expect(screen.getByRole('alert')).toHaveTextContent('No existe');
  });

  it.each([
    ['a detail string', new ApiError('Error al guardar la práctica', 409), 'Error al guardar la práctica'],
    ['a network failure', new ApiError('Error de conexión', 0), 'Error de conexión'],
    ['something that is no Error', 'boom', 'Error en la solicitud'],
  ])('shows %s as the form-level error only', async (_case, failure, message) => {
    render(<PracticeForm failure={failure} />);
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar Práctica' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByRole('textbox').filter((box) => box.getAttribute('aria-invalid'))).toHaveLength(0);
  });

  it('clears the form-level error on the next submit', async () => {
    render(<PracticeForm failure={new ApiError('Error al guardar la práctica', 500)} />);
    const submit = screen.getByRole('button', { name: 'Actualizar Práctica' });
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(submit);
    // Submitted again, failed again: still one message, not two.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('adds and removes rows of a field array', async () => {
    render(<PracticeForm failure={null} />);
    const group = screen.getByRole('group', { name: 'Ejercicios' });
    await userEvent.click(within(group).getByRole('button', { name: 'Agregar ejercicio' }));
    expect(screen.getByRole('textbox', { name: 'Respuesta 3' })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar ejercicio 1' }));
    expect(screen.getAllByRole('textbox', { name: /Respuesta/ }).map((box) => (box as HTMLInputElement).value)).toEqual(
      ['', ''],
    );
    expect(screen.getByRole('textbox', { name: 'Oración 1' })).toHaveValue('You <blank>');
  });
});
