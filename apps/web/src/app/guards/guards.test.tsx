import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { makeToken, tokens } from '@/test/tokens';

const location = () => screen.getByTestId('location').textContent;

describe('route guards', () => {
  it('sends visitors without a token to /login', () => {
    stubApi();
    renderApp('/profile');
    expect(location()).toBe('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeInTheDocument();
  });

  it('treats an expired or malformed token as no token', () => {
    stubApi();
    const past = Math.floor(Date.now() / 1000) - 10;
    renderApp('/seds', { token: makeToken({ exp: past }) });
    expect(location()).toBe('/login');
  });

  it('rejects a token that is not three dot-separated parts', () => {
    stubApi();
    renderApp('/', { token: 'abc.def' });
    expect(location()).toBe('/login');
  });

  it.each([
    ['student', '/admin/users'],
    ['student', '/tutor/students'],
    ['student', '/content/lessons'],
    ['tutor', '/admin/plans/create'],
    ['tutor', '/content/practices'],
    ['content', '/admin/roles'],
    ['content', '/tutor/horario'],
    // Learner screens the server would refuse them (issue 8: each role sees what it can use).
    ['tutor', '/seds'],
    ['tutor', '/sesiones/agendar'],
    ['content', '/sesiones'],
    ['content', '/seds/enviar'],
  ] as const)('sends a %s opening %s Home', (role, path) => {
    stubApi();
    renderApp(path, { token: tokens[role]() });
    expect(location()).toBe('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenido a Charla' })).toBeInTheDocument();
  });

  it.each([
    ['admin', '/admin/roles', 'Roles'],
    ['admin', '/admin/roles/create', 'Crear Nuevo Rol'],
    ['admin', '/admin/views', 'Vistas de usuario'],
    ['admin', '/admin/views/create', 'Crear Nueva Vista'],
  ] as const)('lets a %s into %s, the role and user view screens', async (role, path, title) => {
    stubApi();
    renderApp(path, { token: tokens[role]() });
    expect(location()).toBe(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    ['student', '/practices', 'Prácticas Disponibles'],
    ['tutor', '/practices', 'Prácticas Disponibles'],
    ['content', '/practices/p1', 'Práctica no encontrada'],
  ] as const)('lets a %s into %s: the practices need login only', async (role, path, title) => {
    stubApi();
    renderApp(path, { token: tokens[role]() });
    expect(location()).toBe(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    ['content', '/content/practices/create', 'Crear Nueva Práctica'],
    ['admin', '/content/practices', 'Prácticas'],
    ['admin', '/content/practices/create', 'Crear Nueva Práctica'],
  ] as const)('lets a %s into %s, the content practice screens', async (role, path, title) => {
    stubApi();
    renderApp(path, { token: tokens[role]() });
    expect(location()).toBe(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    ['admin', '/admin/plans', 'Planes'],
    ['admin', '/admin/plans/create', 'Crear Nuevo Plan'],
    ['admin', '/admin/users', 'Usuarios'],
    ['admin', '/admin/users/create', 'Crear Nuevo Usuario'],
  ] as const)('lets a %s into %s, the admin user and plan screens', async (role, path, title) => {
    stubApi();
    renderApp(path, { token: tokens[role]() });
    expect(location()).toBe(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    ['tutor', '/tutor/students'],
    ['admin', '/tutor/students'],
  ] as const)("lets a %s into %s, the tutor's students", async (role, path) => {
    stubApi();
    renderApp(path, { token: tokens[role]() });
    expect(location()).toBe(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Estudiantes' })).toBeInTheDocument();
  });
});
