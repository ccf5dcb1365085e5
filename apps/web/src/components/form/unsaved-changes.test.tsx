// The kit's guard of unsaved work, under the app's router over a memory history: moves to another page
// (link, navigate(-1), the browser's back) and sign-out are asked first once the form changed; the
// question keeps the work or leaves; a saved form, an untouched one, or a move within the page goes.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, UNSAFE_createMemoryHistory, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GuardedRouter } from '@/lib/guarded-router';
import { useLeaveGuards } from '@/lib/leave-guards';
import { Form } from './form';
import { TextField } from './text-fields';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from './unsaved-changes';
import { useZodForm } from './use-zod-form';

const schema = z.object({ title: z.string() });

function Editor() {
  const form = useZodForm(schema, { defaultValues: { title: 'Saludos' } });
  const unsaved = useUnsavedChangesGuard(form);
  const navigate = useNavigate();
  const guards = useLeaveGuards();
  return (
    <Form
      form={form}
      onSubmit={() => {
        unsaved.release();
        navigate('/list');
      }}
    >
      <TextField name="title" label="Título" />
      <button type="submit">Guardar</button>
      <button type="button" onClick={() => navigate(-1)}>
        Atrás
      </button>
      <button type="button" onClick={() => navigate('/edit?tab=2')}>
        Otra pestaña
      </button>
      <button type="button" onClick={() => guards?.attempt(() => navigate('/login'))}>
        Cerrar sesión
      </button>
      <Link to="/list">Lista</Link>
      <UnsavedChangesDialog guard={unsaved} />
    </Form>
  );
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderEditor() {
  const history = UNSAFE_createMemoryHistory({ initialEntries: ['/list', '/edit'], v5Compat: true });
  render(
    <GuardedRouter history={history}>
      <Routes>
        <Route path="/edit" element={<Editor />} />
        <Route path="*" element={<p>Otra página</p>} />
      </Routes>
      <Where />
    </GuardedRouter>,
  );
  return { history, user: userEvent.setup() };
}

const where = () => screen.getByTestId('where').textContent;
const question = () => screen.queryByRole('alertdialog', { name: '¿Salir sin guardar?' });

async function change(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Título' }), ' y despedidas');
}

describe('useUnsavedChangesGuard', () => {
  it('lets an untouched form go without asking', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('link', { name: 'Lista' }));
    expect(where()).toBe('/list');
    expect(question()).toBeNull();
  });

  it('asks before a link leaves changed work: staying keeps it, leaving goes', async () => {
    const { user } = renderEditor();
    await change(user);
    await user.click(screen.getByRole('link', { name: 'Lista' }));
    expect(question()).toHaveAccessibleDescription(
      'Tienes cambios sin guardar en este formulario. Si sales ahora, se perderán.',
    );
    expect(screen.getByRole('button', { name: 'Seguir editando' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Seguir editando' }));
    expect(question()).toBeNull();
    expect(where()).toBe('/edit');
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Saludos y despedidas');

    await user.click(screen.getByRole('link', { name: 'Lista' }));
    await user.click(screen.getByRole('button', { name: 'Salir sin guardar' }));
    expect(where()).toBe('/list');
  });

  it("asks before navigate(-1) and before the browser's back, which is undone until the person leaves", async () => {
    const { history, user } = renderEditor();
    await change(user);
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(question()).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(where()).toBe('/edit');

    act(() => history.go(-1));
    expect(history.location.pathname).toBe('/edit');
    expect(where()).toBe('/edit');
    await user.click(screen.getByRole('button', { name: 'Salir sin guardar' }));
    expect(history.location.pathname).toBe('/list');
    expect(where()).toBe('/list');
  });

  it('asks before signing out', async () => {
    const { user } = renderEditor();
    await change(user);
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await user.click(screen.getByRole('button', { name: 'Seguir editando' }));
    expect(where()).toBe('/edit');
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await user.click(screen.getByRole('button', { name: 'Salir sin guardar' }));
    expect(where()).toBe('/login');
  });

  it('does not ask within the page, nor once the work is saved', async () => {
    const { user } = renderEditor();
    await change(user);
    await user.click(screen.getByRole('button', { name: 'Otra pestaña' }));
    expect(question()).toBeNull();
    expect(where()).toBe('/edit?tab=2');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(where()).toBe('/list'));
    expect(question()).toBeNull();
  });

  it('asks the browser before the tab is closed or reloaded, and not once saved', async () => {
    const { user } = renderEditor();
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);
    await change(user);
    expect(closing()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(where()).toBe('/list'));
    expect(closing()).toBe(false);
  });
});
