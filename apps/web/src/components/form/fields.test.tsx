import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Button } from '../button';
import { CheckboxGroupField } from './checkbox-group-field';
import { Form, FormFooter } from './form';
import { MarkdownField } from './markdown-field';
import { NumberField, toNumberValue } from './number-field';
import { SelectField } from './select-field';
import { EmailField, TextareaField, TextField } from './text-fields';
import { useZodForm } from './use-zod-form';

const Plan = z.object({
  name: z.string().trim().min(1, 'El nombre es obligatorio'),
  email: z.email('Correo electrónico no válido'),
  quota: z.number('La cuota debe ser un número').min(0, 'La cuota debe ser al menos 0'),
  language: z.enum(['en', 'fr'], 'Selecciona un idioma'),
  days: z.array(z.string()).min(1, 'Elige al menos un día'),
  notes: z.string().max(10, 'Las notas son demasiado largas'),
  task: z.string().min(1, 'La tarea es obligatoria'),
});

function PlanForm({ onSubmit }: { onSubmit: (values: z.output<typeof Plan>) => void }) {
  const form = useZodForm(Plan, {
    defaultValues: { name: '', email: '', quota: undefined, language: '' as 'en', days: [], notes: '', task: '' },
  });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <TextField name="name" label="Nombre" />
      <EmailField name="email" label="Correo electrónico" />
      <NumberField name="quota" label="Sesiones de lectura" />
      <SelectField
        name="language"
        label="Idioma"
        placeholder="Selecciona"
        options={[
          { value: 'en', label: 'Inglés' },
          { value: 'fr', label: 'Francés' },
        ]}
      />
      <CheckboxGroupField
        name="days"
        label="Días de SED"
        options={[
          { value: 'MONDAY', label: 'Lunes' },
          { value: 'FRIDAY', label: 'Viernes' },
        ]}
      />
      <TextareaField name="notes" label="Notas" hint="Opcional." />
      <MarkdownField name="task" label="Tarea" />
      <FormFooter>
        <Button type="submit">Guardar</Button>
      </FormFooter>
    </Form>
  );
}

describe('form fields', () => {
  it("shows each field's message tied to its control, and focuses the first invalid field on screen", async () => {
    const onSubmit = vi.fn();
    render(<PlanForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Notas' }), 'demasiado largas');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(onSubmit).not.toHaveBeenCalled();
    const expectations: [HTMLElement, string][] = [
      [screen.getByRole('textbox', { name: 'Nombre' }), 'El nombre es obligatorio'],
      [screen.getByRole('textbox', { name: 'Correo electrónico' }), 'Correo electrónico no válido'],
      [screen.getByRole('spinbutton', { name: 'Sesiones de lectura' }), 'La cuota debe ser un número'],
      [screen.getByRole('combobox', { name: 'Idioma' }), 'Selecciona un idioma'],
      [screen.getByRole('textbox', { name: 'Notas' }), 'Las notas son demasiado largas Opcional.'],
      [screen.getByRole('textbox', { name: 'Tarea' }), 'La tarea es obligatoria'],
    ];
    for (const [control, message] of expectations) {
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(message);
    }
    const days = screen.getByRole('group', { name: 'Días de SED' });
    expect(days).toHaveAccessibleDescription('Elige al menos un día');
    expect(within(days).getByRole('checkbox', { name: 'Lunes' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
  });

  it('submits the parsed values: numbers as numbers, checkbox groups as arrays in option order', async () => {
    const onSubmit = vi.fn();
    render(<PlanForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nombre' }), '  Básico ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@charla.test');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Sesiones de lectura' }), '4');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'Francés');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Viernes' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lunes' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Tarea' }), 'Lee');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Básico',
      email: 'ana@charla.test',
      quota: 4,
      language: 'fr',
      days: ['MONDAY', 'FRIDAY'],
      notes: '',
      task: 'Lee',
    });
  });

  it('moves focus to the first invalid field in screen order, not in the order the schema lists them', async () => {
    render(<PlanForm onSubmit={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Básico');
    await userEvent.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@charla.test');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('spinbutton', { name: 'Sesiones de lectura' })).toHaveFocus();
  });

  it.each([
    ['', undefined, undefined],
    ['  ', 0, 0],
    ['abc', undefined, undefined],
    ['abc', 0, 0],
    ['12', undefined, 12],
    ['2,5', undefined, 2.5],
    [7, undefined, 7],
  ])('a number box holding %j (empty value %j) gives %j, never NaN', (raw, emptyValue, expected) => {
    expect(toNumberValue(raw, emptyValue)).toBe(expected);
  });

  it('previews markdown, sanitised, and goes back to editing with the text kept', async () => {
    render(<PlanForm onSubmit={vi.fn()} />);
    const task = screen.getByRole('textbox', { name: 'Tarea' });
    await userEvent.click(task);
    await userEvent.paste('**Lee** [el texto](https://example.com) [malo](javascript:alert(1))');
    await userEvent.click(screen.getByRole('button', { name: 'Vista previa: Tarea' }));

    const preview = screen.getByRole('region', { name: 'Vista previa: Tarea' });
    expect(within(preview).getByText('Lee').tagName).toBe('STRONG');
    expect(within(preview).getByRole('link', { name: 'el texto' })).toHaveAttribute('target', '_blank');
    expect(within(preview).getByText('malo')).not.toHaveAttribute('href', expect.stringContaining('javascript'));
    expect(screen.queryByRole('textbox', { name: 'Tarea' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Editar: Tarea' }));
    expect(screen.getByRole('textbox', { name: 'Tarea' })).toHaveValue(
      '**Lee** [el texto](https://example.com) [malo](javascript:alert(1))',
    );
  });
});
