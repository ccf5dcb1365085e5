import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';

const ADMIN_CARDS = ['Administración', 'Creación de Contenido', 'Administración de estudiantes'];

describe('Home', () => {
  it("links to SEDs, 'Mis Sesiones' and Lecciones, with a help line", () => {
    stubApi();
    renderApp('/', { token: tokens.student() });
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('¿Necesitas ayuda?');
    for (const [name, href] of [['SEDs', '/seds'], ['Mis Sesiones', '/sesiones'], ['Lecciones', '/lecciones']]) {
      expect(within(main).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    for (const name of ADMIN_CARDS) expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
  });

  it('adds the admin-only cards for admins', () => {
    stubApi();
    renderApp('/', { token: tokens.admin() });
    expect(screen.getByRole('link', { name: 'Administración' })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: 'Creación de Contenido' })).toHaveAttribute('href', '/content/lessons');
    expect(screen.getByRole('link', { name: 'Administración de estudiantes' })).toHaveAttribute('href', '/tutor/students');
  });

  it.each(['tutor', 'content'] as const)('shows no admin cards to a %s', (role) => {
    stubApi();
    renderApp('/', { token: tokens[role]() });
    for (const name of ADMIN_CARDS) expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
  });
});
