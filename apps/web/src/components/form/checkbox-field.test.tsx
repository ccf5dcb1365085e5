import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Button } from '../button';
import { CheckboxField } from './checkbox-field';
import { Form, FormFooter } from './form';
import { useZodForm } from './use-zod-form';

const Schema = z.object({
  is_default: z.boolean().refine((value) => value, 'Marca la casilla para seguir'),
});

function OneBox({
  onSubmit,
  initial = false,
}: {
  onSubmit: (values: { is_default: boolean }) => void;
  initial?: boolean;
}) {
  const form = useZodForm(Schema, { defaultValues: { is_default: initial } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <CheckboxField name="is_default" label="Plan predeterminado" hint="Para los estudiantes nuevos." />
      <FormFooter>
        <Button type="submit">Guardar</Button>
      </FormFooter>
    </Form>
  );
}

describe('CheckboxField', () => {
  it('is a labelled checkbox whose value is a boolean, with its hint and message tied to it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<OneBox onSubmit={onSubmit} />);
    const box = screen.getByRole('checkbox', { name: 'Plan predeterminado' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('Para los estudiantes nuevos.');

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Marca la casilla para seguir Para los estudiantes nuevos.');
    expect(box).toHaveFocus();

    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledWith({ is_default: true });
  });

  it('shows a saved true as checked', () => {
    render(<OneBox onSubmit={vi.fn()} initial />);
    expect(screen.getByRole('checkbox', { name: 'Plan predeterminado' })).toBeChecked();
  });
});
