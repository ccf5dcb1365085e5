import { useRef } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, REQUEST_FAILED_MESSAGE } from '@/lib/api-client';
import { Button } from '../button';
import { Form, FormFooter } from './form';
import { TextField } from './text-fields';
import { useZodForm } from './use-zod-form';
import {
  applyValidationErrors,
  isValidationError,
  setValidationMessage,
  ValidationErrorBox,
} from './validation-error-box';

const FALLBACK = 'Error de validación. Por favor, revisa los datos ingresados.';
const Lesson = z.object({ title: z.string(), video_url: z.string() });

/** Answers each submit with the next failure of the list. */
function LessonForm({ failures }: { failures: unknown[] }) {
  const form = useZodForm(Lesson, { defaultValues: { title: 'Saludos', video_url: 'https://youtu.be/x' } });
  const attempt = useRef(0);
  return (
    <Form
      form={form}
      onSubmit={() => {
        const failure = failures[attempt.current++];
        if (failure) applyValidationErrors(form, failure, { fallback: FALLBACK });
      }}
    >
      <ValidationErrorBox />
      <TextField name="title" label="Título" />
      <TextField name="video_url" label="URL del video" />
      <FormFooter>
        <Button type="submit">Guardar</Button>
      </FormFooter>
    </Form>
  );
}

const issue = (loc: (string | number)[], msg: string) => ({ loc, msg, type: 'x' });

describe('ValidationErrorBox', () => {
  it("shows the server's words at the top, the field issues on their fields, and nothing above the buttons", async () => {
    const failure = new ApiError('La URL del video no es válida; Falta algo', 422, [
      issue(['body', 'video_url'], 'La URL del video no es válida'),
      issue(['body', 'otra'], 'Falta algo'),
    ]);
    render(<LessonForm failures={[failure]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('Error de validación');
    expect(box).toHaveTextContent('La URL del video no es válida; Falta algo');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    const url = screen.getByRole('textbox', { name: 'URL del video' });
    expect(url).toHaveAccessibleDescription('La URL del video no es válida');
    expect(url).toHaveFocus();
  });

  it('says the fallback when the server gave no words, and goes away on the next submit', async () => {
    render(<LessonForm failures={[new ApiError(REQUEST_FAILED_MESSAGE, 422)]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FALLBACK);

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells a 422 from other failures', () => {
    expect(isValidationError(new ApiError('x', 422))).toBe(true);
    expect(isValidationError(new ApiError('x', 409))).toBe(false);
    expect(isValidationError(new Error('x'))).toBe(false);
  });
});

const Practice = z.object({
  title: z.string().min(1, 'El título es obligatorio'),
  props: z.object({ exercises: z.array(z.object({ answer: z.string().min(1, 'La respuesta es obligatoria') })) }),
});
const LABELS: Record<string, string> = { title: 'Título', 'props.exercises.0.answer': 'Ejercicio 1 › Respuesta' };

/** A box that lists the field messages; each submit answers with the next failure, or a blocked save. */
function PracticeForm({ failures = [], isBlocked = false }: { failures?: unknown[]; isBlocked?: boolean }) {
  const form = useZodForm(Practice, { defaultValues: { title: '', props: { exercises: [{ answer: '' }] } } });
  const attempt = useRef(0);
  return (
    <Form
      form={form}
      onSubmit={() => {
        const failure = failures[attempt.current++];
        if (failure) applyValidationErrors(form, failure, { fallback: FALLBACK, generalOnly: true });
      }}
    >
      <ValidationErrorBox fieldErrors={{ intro: 'Revisa estos campos:', labelOf: (path) => LABELS[path] ?? path }} />
      <TextField name="title" label="Título" />
      <TextField name="props.exercises.0.answer" label="Respuesta" />
      <FormFooter>
        <Button
          type="submit"
          onClick={(event) => {
            if (!isBlocked) return;
            event.preventDefault();
            setValidationMessage(form, 'Por favor corrige los errores de validación antes de guardar');
          }}
        >
          Guardar
        </Button>
      </FormFooter>
    </Form>
  );
}

describe('ValidationErrorBox with fieldErrors', () => {
  it("appears on an invalid submit listing every field's message, each a way to its field, and goes when they are fixed", async () => {
    const user = userEvent.setup();
    render(<PracticeForm />);
    expect(screen.queryByRole('region', { name: 'Error de validación' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    const box = screen.getByRole('region', { name: 'Error de validación' });
    expect(box).toHaveTextContent('Revisa estos campos:');
    const items = within(box).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      'Título: El título es obligatorio',
      'Ejercicio 1 › Respuesta: La respuesta es obligatoria',
    ]);
    // Not an alert: focus is already on the first field, which says its own message.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(items[1]!);
    expect(screen.getByRole('textbox', { name: 'Respuesta' })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: 'Respuesta' }), 'went');
    expect(within(box).getAllByRole('button')).toHaveLength(1);
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Verbos');
    expect(screen.queryByRole('region', { name: 'Error de validación' })).not.toBeInTheDocument();
  });

  it("with generalOnly, says the server's general issues joined by '; ' and lists the field ones", async () => {
    const user = userEvent.setup();
    const failure = new ApiError('…', 422, [
      issue(['body', 'props', 'exercises', 0, 'answer'], 'Debe ser una palabra'),
      issue(['body'], 'Datos no válidos'),
      issue(['body', 'props', 'otra'], 'Falta algo'),
    ]);
    render(<PracticeForm failures={[failure]} />);
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Verbos');
    await user.type(screen.getByRole('textbox', { name: 'Respuesta' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('Datos no válidos; Falta algo');
    expect(within(box).getByRole('button')).toHaveTextContent('Ejercicio 1 › Respuesta: Debe ser una palabra');
  });

  it("lists the server's field messages in screen order, whatever order they came in", async () => {
    const user = userEvent.setup();
    const failure = new ApiError('…', 422, [
      issue(['body', 'props', 'exercises', 0, 'answer'], 'Debe ser una palabra'),
      issue(['body', 'title'], 'Ya existe'),
    ]);
    render(<PracticeForm failures={[failure]} />);
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Verbos');
    await user.type(screen.getByRole('textbox', { name: 'Respuesta' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    const box = await screen.findByRole('region', { name: 'Error de validación' });
    expect(
      within(box)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(['Título: Ya existe', 'Ejercicio 1 › Respuesta: Debe ser una palabra']);
  });

  it('with generalOnly, says nothing of its own when every issue found its field', async () => {
    const user = userEvent.setup();
    const failure = new ApiError('Debe ser una palabra', 422, [
      issue(['body', 'props', 'exercises', 0, 'answer'], 'Debe ser una palabra'),
    ]);
    render(<PracticeForm failures={[failure]} />);
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Verbos');
    await user.type(screen.getByRole('textbox', { name: 'Respuesta' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    const box = await screen.findByRole('region', { name: 'Error de validación' });
    expect(box).not.toHaveTextContent('Debe ser una palabraRevisa');
    expect(within(box).getByRole('button')).toHaveTextContent('Ejercicio 1 › Respuesta: Debe ser una palabra');
  });

  it('shows a message the screen sets itself (a blocked save) until the next submit', async () => {
    const user = userEvent.setup();
    render(<PracticeForm isBlocked />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error de validaciónPor favor corrige los errores de validación antes de guardar',
    );
  });
});
