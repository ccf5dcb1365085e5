import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from './apply-server-errors';
import { FocusFirstInvalid } from './focus-first-invalid';
import { Form, useFieldIds } from './form';
import { TextField } from './text-fields';
import { useZodForm } from './use-zod-form';

const schema = z.object({ name: z.string(), grid: z.object({ a: z.boolean(), b: z.boolean() }) });

/** A composite control: one value, its own inputs, each with the kit's id for its path. */
function Grid() {
  const { field } = useController({ name: 'grid' });
  const a = useFieldIds('grid.a');
  const b = useFieldIds('grid.b');
  const value = field.value as { a: boolean; b: boolean };
  return (
    <>
      <input
        type="checkbox"
        id={a.id}
        aria-label="A"
        checked={value.a}
        onChange={() => field.onChange({ ...value, a: !value.a })}
      />
      <input
        type="checkbox"
        id={b.id}
        aria-label="B"
        checked={value.b}
        onChange={() => field.onChange({ ...value, b: !value.b })}
      />
    </>
  );
}

function Screen({ loc }: { loc: string[] }) {
  const form = useZodForm(schema, { defaultValues: { name: 'x', grid: { a: false, b: false } } });
  const [request, setRequest] = useState(0);
  const failure = new ApiError('Error de validación', 422, [{ loc, msg: 'No', type: 'x' }]);
  return (
    <Form
      form={form}
      onSubmit={() => {
        applyServerErrors(form, failure);
        setRequest((n) => n + 1);
      }}
    >
      <FocusFirstInvalid request={request} />
      <TextField name="name" label="Nombre" />
      <Grid />
      <button type="submit">Guardar</button>
    </Form>
  );
}

describe('FocusFirstInvalid', () => {
  it("focuses a composite editor's control named by the server", async () => {
    render(<Screen loc={['body', 'grid', 'b']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'B' })).toHaveFocus());
  });

  it('focuses nothing before the first request, and a registered field as before', async () => {
    render(<Screen loc={['body', 'name']} />);
    expect(document.body).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveFocus());
  });
});
