import { useRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, REQUEST_FAILED_MESSAGE } from '@/lib/api-client';
import { Button } from '../button';
import { Form, FormFooter } from './form';
import { TextField } from './text-fields';
import { useZodForm } from './use-zod-form';
import { applyValidationErrors, isValidationError, ValidationErrorBox } from './validation-error-box';

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
