import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '@/lib/session';
import { stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { makeToken, tokens } from '@/test/tokens';

function navLabels() {
  const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('navigation layouts', () => {
  it.each([
    ['student', ['Home', 'Perfil', 'Lecciones', 'Prácticas', 'SEDs', 'Sesiones']],
    ['admin', ['Home', 'Usuarios', 'Planes', 'Roles', 'Vistas', 'Tutores', 'Estadísticas', 'Creación de contenido']],
    ['content', ['Home', 'Lecciones', 'Prácticas']],
    ['tutor', ['Home', 'Estudiantes', 'Horario', 'Perfil']],
  ] as const)('shows the %s layout', (role, labels) => {
    stubApi();
    renderApp('/', { token: tokens[role]() });
    expect(navLabels()).toEqual(labels);
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it("opens the admin 'Creación de contenido' menu with Lecciones, Prácticas and Estudiantes", async () => {
    const user = userEvent.setup();
    stubApi();
    renderApp('/', { token: tokens.admin() });

    await user.click(screen.getByRole('button', { name: 'Creación de contenido' }));
    // The menu is a chunk of its own: a click before it arrives opens it on arrival (desktop-nav.test.tsx).
    const menu = await screen.findByRole('menu', {}, { timeout: 5000 });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Lecciones', 'Prácticas', 'Estudiantes']);
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/content/lessons',
      '/content/practices',
      '/tutor/students',
    ]);

    await user.click(items[2]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/tutor/students');
  });

  it('opens the small-screen menu as a dialog and closes it after choosing a link', async () => {
    const user = userEvent.setup();
    stubApi();
    renderApp('/', { token: tokens.student() });

    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menú' });
    const links = within(drawer)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Home', 'Perfil', 'Lecciones', 'Prácticas', 'SEDs', 'Sesiones']);
    expect(within(drawer).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();

    await user.click(within(drawer).getByRole('link', { name: 'SEDs' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/seds');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the small-screen menu with Escape', async () => {
    const user = userEvent.setup();
    stubApi();
    renderApp('/', { token: tokens.tutor() });
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    expect(await screen.findByRole('dialog', { name: 'Menú' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("logs out: 'Sesión cerrada exitosamente', token cleared, back at /login", async () => {
    const user = userEvent.setup();
    stubApi();
    renderApp('/', { token: tokens.student() });

    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByText('Sesión cerrada exitosamente')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it('leaves out the links to areas the role does not grant (here SEDs and Lecciones)', () => {
    stubApi();
    renderApp('/', { token: makeToken({ granted_resources: ['users', 'sessions'] }) });
    expect(navLabels()).toEqual(['Home', 'Perfil', 'Sesiones']);
  });

  it('leads a student without lessons to the practices (issue 48)', () => {
    stubApi();
    renderApp('/', { token: makeToken({ granted_resources: ['users', 'practices'] }) });
    expect(navLabels()).toEqual(['Home', 'Perfil', 'Prácticas']);
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(within(nav).getByRole('link', { name: 'Prácticas' })).toHaveAttribute('href', '/practices');
  });
});
