// The resource list against a stubbed network. Layout is a browser boundary jsdom does not compute:
// the list box's scroll metrics are set by hand (a box 500 px high over 80 px per row).
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes as RouteTable, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi, type Routes } from '@/test/api-stub';
import { makeToken } from '@/test/tokens';
import { setToken } from '@/lib/session';
import { ResourceList } from './resource-list';

interface User {
  id: string;
  name: string;
  email: string;
}

const user = (n: number): User => ({ id: `u${n}`, name: `Persona ${n}`, email: `p${n}@charla.test` });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => user(from + i));
const page = (rows: User[], n: number) => json({ success: true, data: { data: rows, page_number: n, page_size: 10 } });
const url = (n: number, q?: string) => `GET /api/users?page_number=${n}&page_size=10${q ? `&q=${q}` : ''}`;

const TEXTS = {
  loadError: 'Error al cargar los usuarios',
  deleteError: 'Error al eliminar el usuario',
  deleted: 'Usuario eliminado',
  empty: 'No hay usuarios.',
  end: 'No hay más usuarios para cargar.',
  noMatch: 'Ningún usuario coincide con la búsqueda.',
  confirmDelete: (row: User) => `¿Eliminar a ${row.name}?`,
};

// Scroll metrics of the list box: rows of 80 px in a 500 px box.
let scrollTop = 0;
const box = () => screen.getByRole('group', { name: 'Usuarios' });
beforeEach(() => {
  scrollTop = 0;
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'group' ? this.querySelectorAll('li').length * 80 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'group' ? 500 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollTop', 'get').mockImplementation(() => scrollTop);
});
afterEach(() => vi.restoreAllMocks());

function scrollBoxTo(top: number) {
  scrollTop = top;
  act(() => void box().dispatchEvent(new Event('scroll')));
}

function renderList(routes: Routes, props: { confirm?: 'dialog' | 'browser'; search?: boolean } = {}) {
  setToken(makeToken());
  const api = stubApi(routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ResourceList<User>
          resource="users"
          label="Usuarios"
          rowName={(row) => row.name}
          editPath={(row) => `/admin/users/${row.id}/edit`}
          renderDetails={(row) => row.email}
          create={{ to: '/admin/users/create', label: 'Crear usuario' }}
          texts={TEXTS}
          confirm={props.confirm ?? 'dialog'}
          search={props.search ? { label: 'Buscar por nombre o correo' } : undefined}
        />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return api;
}

const paths = (calls: { method: string; path: string }[]) => calls.map((call) => `${call.method} ${call.path}`);

describe('ResourceList', () => {
  it('loads pages of 10, the next one only within 100 px of the bottom, and stops on a short page', async () => {
    const { calls } = renderList({ [url(1)]: page(range(1, 10), 1), [url(2)]: page(range(11, 13), 2) });
    expect(await screen.findAllByRole('link', { name: /Persona/ })).toHaveLength(10);
    expect(calls).toHaveLength(1);

    scrollBoxTo(800 - 500 - 101); // 101 px left
    expect(calls).toHaveLength(1);
    scrollBoxTo(800 - 500 - 100);
    await waitFor(() => expect(within(box()).getAllByRole('link')).toHaveLength(13));
    expect(await screen.findByText(TEXTS.end)).toBeInTheDocument();
    scrollBoxTo(13 * 80 - 500);
    expect(paths(calls)).toEqual([
      'GET /api/users?page_number=1&page_size=10',
      'GET /api/users?page_number=2&page_size=10',
    ]);
  });

  it('offers the create button and opens a row by its name, a link reachable by keyboard', async () => {
    renderList({ [url(1)]: page(range(1, 2), 1) });
    expect(screen.getByRole('link', { name: 'Crear usuario' })).toHaveAttribute('href', '/admin/users/create');
    const row = await screen.findByRole('link', { name: 'Persona 2' });
    expect(row).toHaveAttribute('href', '/admin/users/u2/edit');
    expect(screen.getByText('p2@charla.test')).toBeInTheDocument();
    await userEvent.tab(); // the create button
    await userEvent.tab(); // the list box
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Persona 1' })).toHaveFocus();
  });

  it('says when there is nothing, without the end-of-list text', async () => {
    const { calls } = renderList({ [url(1)]: page([], 1) });
    expect(await screen.findByText(TEXTS.empty)).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.end)).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('shows the end of the list under a first page that is not full', async () => {
    const { calls } = renderList({ [url(1)]: page(range(1, 4), 1) });
    expect(await screen.findByText(TEXTS.end)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('searches on the server after a pause, from page 1 again', async () => {
    const { calls } = renderList(
      {
        [url(1)]: page(range(1, 10), 1),
        [url(2)]: page(range(11, 20), 2),
        [url(1, 'ana')]: page([{ id: 'u99', name: 'Ana Rodríguez', email: 'ana@charla.test' }], 1),
        [url(1, 'zz')]: page([], 1),
      },
      { search: true },
    );
    await screen.findAllByRole('link', { name: /Persona/ });
    scrollBoxTo(800 - 500);
    await waitFor(() => expect(within(box()).getAllByRole('link')).toHaveLength(20));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar por nombre o correo' }), 'ana');
    expect(await screen.findByRole('link', { name: 'Ana Rodríguez' })).toBeInTheDocument();
    expect(within(box()).getAllByRole('link')).toHaveLength(1);
    // One request for the pause, not one per letter; page 1 of the new list.
    expect(paths(calls).filter((call) => call.includes('q='))).toEqual([
      'GET /api/users?page_number=1&page_size=10&q=ana',
    ]);

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Buscar por nombre o correo' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar por nombre o correo' }), 'zz');
    expect(await screen.findByText(TEXTS.noMatch)).toBeInTheDocument();
  });

  it('deletes after the in-app confirmation, says so, and reloads the list', async () => {
    let deleted = false;
    const { calls } = renderList({
      [url(1)]: () => page(deleted ? [user(2)] : range(1, 2), 1),
      'DELETE /api/users/u1': () => {
        deleted = true;
        return json({ success: true, data: user(1) });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar Persona 1' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar a Persona 1?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Persona 1' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(TEXTS.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Persona 1' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Persona 2' })).toBeInTheDocument();
  });

  it("asks with the browser's confirm when the list says so, and shows the delete error", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { calls } = renderList(
      {
        [url(1)]: page(range(1, 1), 1),
        'DELETE /api/users/u1': json({ success: false, detail: 'No se puede eliminar: el registro está en uso' }, 409),
      },
      { confirm: 'browser' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar Persona 1' }));
    expect(confirm).toHaveBeenCalledWith('¿Eliminar a Persona 1?');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Persona 1' }));
    expect(await screen.findByText(TEXTS.deleteError)).toBeInTheDocument();
    expect(screen.getByText('No se puede eliminar: el registro está en uso')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Persona 1' })).toBeInTheDocument();
  });

  it.each([
    ['the server fails', json({ success: false, detail: 'Error interno del servidor' }, 500), TEXTS.loadError],
    ['the network fails', 'network-error' as const, 'Error de conexión'],
  ])('shows the load error when %s, and retries', async (_case, reply, message) => {
    let fail = true;
    renderList({ [url(1)]: () => (fail ? reply : page(range(1, 2), 1)) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Persona 1' })).toBeInTheDocument();
  });
});

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

describe('ResourceList without delete', () => {
  function renderReadOnly(routes: Routes) {
    setToken(makeToken());
    const api = stubApi(routes);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/tutor/students']}>
          <RouteTable>
            <Route
              path="/tutor/students"
              element={
                <ResourceList<User>
                  resource="users"
                  label="Usuarios"
                  params={{ role_id: 'r-student' }}
                  rowName={(row) => row.name}
                  editPath={(row) => `/tutor/students/${row.id}/lessons`}
                  renderDetails={(row) => (
                    <>
                      {row.email} <button type="button">Otro control</button>
                    </>
                  )}
                  texts={{ loadError: TEXTS.loadError, empty: TEXTS.empty, end: TEXTS.end }}
                  canDelete={false}
                />
              }
            />
            <Route path="*" element={null} />
          </RouteTable>
          <Location />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return api;
  }

  it('sends its filters, offers no delete button, and opens a row clicked anywhere but on another control', async () => {
    const { calls } = renderReadOnly({
      'GET /api/users?page_number=1&page_size=10&role_id=r-student': page(range(1, 2), 1),
    });
    expect(await screen.findByRole('link', { name: 'Persona 1' })).toHaveAttribute(
      'href',
      '/tutor/students/u1/lessons',
    );
    expect(paths(calls)).toEqual(['GET /api/users?page_number=1&page_size=10&role_id=r-student']);
    expect(screen.queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: 'Otro control' })[0]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/tutor/students');

    await userEvent.click(screen.getByText('p2@charla.test'));
    expect(screen.getByTestId('location')).toHaveTextContent('/tutor/students/u2/lessons');
  });
});
