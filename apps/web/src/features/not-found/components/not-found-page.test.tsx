import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';

describe('not-found page', () => {
  it('shows 404 for any unknown path, signed out, without navigation', () => {
    stubApi();
    renderApp('/no/existe');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByText('La página que buscas no existe.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/no/existe');
  });

  it('keeps the navigation for signed-in users and leads back Home', async () => {
    const user = userEvent.setup();
    stubApi();
    renderApp('/sesionez', { token: tokens.student() });
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Volver al inicio' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenido a Charla' })).toBeInTheDocument();
  });
});
