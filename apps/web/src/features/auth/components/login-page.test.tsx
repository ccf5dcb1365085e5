import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getSession } from '@/lib/session';
import { json, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { makeToken } from '@/test/tokens';

describe('/login', () => {
  it('toggles between Iniciar Sesión and Registrarse; register adds the full name', async () => {
    const user = userEvent.setup();
    stubApi();
    renderApp('/login');

    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
    expect(screen.queryByLabelText('Nombre completo')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Regístrate' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Registrarse' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre completo')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Registrarse' })).toHaveAttribute('type', 'submit');

    await user.click(screen.getByRole('button', { name: 'Inicia sesión' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Nombre completo')).not.toBeInTheDocument();
  });

  it('requires email and password, and the name when registering, without calling the API', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubApi();
    renderApp('/login');

    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByText('El correo electrónico es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es obligatoria')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Regístrate' }));
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    expect(await screen.findByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server detail when the credentials are wrong', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/login': json({ success: false, detail: 'Correo electrónico o contraseña incorrectos' }, 401),
    });
    renderApp('/login');

    await user.type(screen.getByLabelText('Correo electrónico'), 'nadie@charla.test');
    await user.type(screen.getByLabelText('Contraseña'), 'equivocada');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));

    expect(await screen.findByText('Correo electrónico o contraseña incorrectos')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(getSession()).toBeNull();
  });

  it("falls back to 'Error en la autenticación', and says 'Error de conexión' when the network fails", async () => {
    const user = userEvent.setup();
    let reply: 'empty' | 'network' = 'empty';
    stubApi({ 'POST /api/login': () => (reply === 'empty' ? { status: 500, body: {} } : 'network-error') });
    renderApp('/login');

    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@charla.test');
    await user.type(screen.getByLabelText('Contraseña'), 'charla123');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByText('Error en la autenticación')).toBeInTheDocument();

    reply = 'network';
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByText('Error de conexión')).toBeInTheDocument();
  });

  it("signs in, stores the token, greets with '¡Bienvenido!' and goes Home", async () => {
    const user = userEvent.setup();
    const token = makeToken();
    const { calls } = stubApi({ 'POST /api/login': json({ success: true, token }) });
    renderApp('/login');

    await user.type(screen.getByLabelText('Correo electrónico'), 'estudiante1@charla.test');
    await user.type(screen.getByLabelText('Contraseña'), 'charla123');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenido a Charla' })).toBeInTheDocument();
    expect(screen.getByText('¡Bienvenido!')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(getSession()?.token).toBe(token);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/login',
      body: { email: 'estudiante1@charla.test', password: 'charla123' },
    });
    expect(calls[0]!.headers.get('authorization')).toBeNull();
  });

  it("registers with the full name and greets with '¡Registro exitoso!'", async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({ 'POST /api/register': json({ success: true, token: makeToken() }) });
    renderApp('/login');

    await user.click(screen.getByRole('button', { name: 'Regístrate' }));
    await user.type(screen.getByLabelText('Nombre completo'), 'Nueva Estudiante');
    await user.type(screen.getByLabelText('Correo electrónico'), 'nueva@charla.test');
    await user.type(screen.getByLabelText('Contraseña'), 'charla123');
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));

    expect(await screen.findByText('¡Registro exitoso!')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      path: '/api/register',
      body: { name: 'Nueva Estudiante', email: 'nueva@charla.test', password: 'charla123' },
    });
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
    expect(within(nav).getByRole('link', { name: 'Perfil' })).toBeInTheDocument();
  });

  it('sends a signed-in user from /login to Home', () => {
    stubApi();
    renderApp('/login', { token: makeToken() });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('/login error toast', () => {
  it('keeps an authentication failure on screen for 15 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubApi({
      'POST /api/login': json({ success: false, detail: 'Correo electrónico o contraseña incorrectos' }, 401),
    });
    renderApp('/login');

    await user.type(screen.getByLabelText('Correo electrónico'), 'nadie@charla.test');
    await user.type(screen.getByLabelText('Contraseña'), 'equivocada');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByText('Correo electrónico o contraseña incorrectos')).toBeInTheDocument();

    // A toast is dismissed when its time is up and removed a second later (the removal timer is
    // set when the dismissal renders, hence the separate steps). A default 4 s error toast
    // would be gone after the first two steps.
    const message = 'Correo electrónico o contraseña incorrectos';
    act(() => vi.advanceTimersByTime(14_000));
    act(() => vi.advanceTimersByTime(1_100));
    expect(screen.getByText(message)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_100));
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
  });
});
