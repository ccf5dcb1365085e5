// "Ver como…": pick a user, see Antes (saved) and Después (the draft) per collection, changes marked,
// a draft the server refuses explained in its words; nothing asked before a user is picked.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccessPreview, CollectionPreview } from '@charla/domain/access';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { json, stubApi, type Routes } from '@/test/api-stub';
import { tokens } from '@/test/tokens';
import { setToken } from '@/lib/session';
import { AccessPreviewPanel, type AccessDraft } from './access-preview';

const USER_ID = '01a1fb99-0000-7000-8000-0000000000a1';
const usersUrl = 'GET /api/users?q=uno&page_number=1&page_size=10';
const users = json({
  success: true,
  data: { data: [{ id: USER_ID, name: 'Estudiante Uno', email: 'uno@charla.test' }], page_number: 1, page_size: 10 },
});

const col = (collection: CollectionPreview['collection'], overrides: Partial<CollectionPreview> = {}) => ({
  collection,
  allowed: false,
  operations: [],
  filtered: false,
  count: null,
  rows: [],
  ...overrides,
});

function preview(collections: CollectionPreview[], draft: boolean): AccessPreview {
  return {
    user: { id: USER_ID, name: 'Estudiante Uno', email: 'uno@charla.test' },
    role: { id: 'r', name: 'student' },
    draft,
    collections,
  };
}

const SAVED = preview(
  [
    col('users', {
      allowed: true,
      operations: ['list', 'read'],
      filtered: true,
      count: 1,
      rows: [{ id: USER_ID, label: 'Estudiante Uno', at: null }],
    }),
    col('user_views'),
    col('sessions', {
      allowed: true,
      operations: ['list', 'read'],
      filtered: true,
      count: 3,
      rows: [{ id: 's', label: 'Sesión de Reading', at: '2026-10-29T17:00:00.000Z' }],
    }),
  ],
  false,
);
const DRAFTED = preview(
  [
    col('users', {
      allowed: true,
      operations: ['list', 'read'],
      filtered: true,
      count: 7,
      rows: [
        { id: 'a', label: 'Ana', at: null },
        { id: 'b', label: 'Beto', at: null },
      ],
    }),
    col('user_views'),
  ],
  true,
);

function renderPanel(routes: Routes, draft?: AccessDraft) {
  setToken(tokens.admin());
  const api = stubApi({ [usersUrl]: users, ...routes });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AccessPreviewPanel draft={draft} savedId="01a1fb99-0000-7000-8000-0000000000f1" />
    </QueryClientProvider>,
  );
  return { ...api, user: userEvent.setup() };
}

const draft: AccessDraft = {
  kind: 'view',
  views: {
    users: [{ operations: ['list', 'read'], user_field: 'plan_id', collection_field: 'plan_id', operator: '$eq' }],
  },
};

describe('Ver como…', () => {
  it('shows Antes and Después per collection for the picked user, marking what the draft changes', async () => {
    const { calls, user } = renderPanel(
      {
        'POST /api/access_preview': (request) =>
          request
            .clone()
            .json()
            .then((body: { view?: unknown }) => json({ success: true, data: body.view ? DRAFTED : SAVED })),
      },
      draft,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Ver como…' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/access_preview')).toBe(false);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar usuario por nombre o correo' }), 'uno');
    await user.click(await screen.findByRole('button', { name: /Estudiante Uno/ }));

    const table = await screen.findByRole('table', { name: 'Acceso de Estudiante Uno' });
    expect(within(table).getByRole('columnheader', { name: 'Antes' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Después' })).toBeInTheDocument();
    const usersRow = await within(table).findByRole('row', { name: /Usuarios.*Cambia/ });
    expect(within(usersRow).getByText('1 registro')).toBeInTheDocument();
    expect(await within(usersRow).findByText('7 registros')).toBeInTheDocument();
    expect(within(usersRow).getByText('Beto')).toBeInTheDocument();
    expect(within(usersRow).getByText('y 5 más')).toBeInTheDocument();
    // A session in words, at its time in the display zone (17:00 UTC is 11:00 a.m. in Mexico City).
    const sessionsRow = within(table).getByRole('row', { name: /Sesiones/ });
    expect(within(sessionsRow).getByText('Sesión de Reading · 29/10/2026, 11:00 a.m.')).toBeInTheDocument();
    const viewsRow = within(table).getByRole('row', { name: /Vistas de usuario/ });
    expect(within(viewsRow).getAllByText('Sin acceso')).toHaveLength(2);
    expect(within(viewsRow).queryByText('Cambia')).not.toBeInTheDocument();

    const posts = calls.filter((call) => call.path === '/api/access_preview').map((call) => call.body);
    expect(posts).toContainEqual({ user_id: USER_ID });
    expect(posts).toContainEqual({
      user_id: USER_ID,
      view: { id: '01a1fb99-0000-7000-8000-0000000000f1', views: draft.kind === 'view' ? draft.views : {} },
    });
  });

  it('explains a draft the server refuses, keeping the saved column', async () => {
    const { user } = renderPanel(
      {
        'POST /api/access_preview': (request) =>
          request
            .clone()
            .json()
            .then((body: { role?: unknown }) =>
              body.role
                ? json(
                    {
                      success: false,
                      detail: [
                        { loc: ['body', 'role', 'user_view_id'], msg: 'La vista de usuario no existe', type: 'x' },
                      ],
                    },
                    422,
                  )
                : json({ success: true, data: SAVED }),
            ),
      },
      { kind: 'role', permissions: { users: ['read'] }, user_view_id: '01a1fb99-0000-7000-8000-0000000000f9' },
    );
    await user.type(screen.getByRole('searchbox', { name: 'Buscar usuario por nombre o correo' }), 'uno');
    await user.click(await screen.findByRole('button', { name: /Estudiante Uno/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El borrador aún no es válido: La vista de usuario no existe',
    );
    expect(screen.getByText('1 registro')).toBeInTheDocument();
  });

  it('shows only Antes without a draft, and says when the preview fails', async () => {
    const { user } = renderPanel({
      'POST /api/access_preview': json({ success: false, detail: 'Solo un administrador…' }, 403),
    });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar usuario por nombre o correo' }), 'uno');
    await user.click(await screen.findByRole('button', { name: /Estudiante Uno/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al calcular el acceso');
  });
});
