import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { makeToken, tokens } from '@/test/tokens';

const ADMIN_CARDS = ['Administración', 'Creación de Contenido', 'Administración de estudiantes'];
const LEARNER_CARDS = ['SEDs', 'Mis Sesiones', 'Lecciones'];

const cardLinks = () =>
  within(screen.getByRole('main'))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Home', () => {
  it("links to SEDs, 'Mis Sesiones' and Lecciones, with a help line", () => {
    stubApi();
    renderApp('/', { token: tokens.student() });
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('¿Necesitas ayuda?');
    for (const [name, href] of [
      ['SEDs', '/seds'],
      ['Mis Sesiones', '/sesiones'],
      ['Lecciones', '/lecciones'],
    ]) {
      expect(within(main).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    for (const name of ADMIN_CARDS) expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
  });

  it("offers a student 'Mi progreso' after the learner's cards (issue 10), a student the practices too (issue 48)", () => {
    stubApi();
    renderApp('/', { token: tokens.student() });
    expect(cardLinks()).toEqual([
      ['SEDs', '/seds'],
      ['Mis Sesiones', '/sesiones'],
      ['Lecciones', '/lecciones'],
      ['Prácticas', '/practices'],
      ['Mi progreso', '/progreso'],
    ]);
  });

  it('offers an admin the admin cards alone, and the help line without a tutor (issue 48)', () => {
    stubApi();
    renderApp('/', { token: tokens.admin() });
    expect(cardLinks()).toEqual([
      ['Administración', '/admin/users'],
      ['Creación de Contenido', '/content/lessons'],
      ['Administración de estudiantes', '/tutor/students'],
    ]);
    for (const name of [...LEARNER_CARDS, 'Mi progreso']) {
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('main')).toHaveTextContent('¿Necesitas ayuda? Contacta al equipo de Charla.');
  });

  it("leaves 'Mi progreso' out for a role that does not read practice runs", () => {
    stubApi();
    renderApp('/', { token: makeToken({ granted_resources: ['users', 'sessions', 'practices'] }) });
    expect(screen.queryByRole('link', { name: 'Mi progreso' })).not.toBeInTheDocument();
  });

  it('adds the admin-only cards for admins', () => {
    stubApi();
    renderApp('/', { token: tokens.admin() });
    expect(screen.getByRole('link', { name: 'Administración' })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: 'Creación de Contenido' })).toHaveAttribute('href', '/content/lessons');
    expect(screen.getByRole('link', { name: 'Administración de estudiantes' })).toHaveAttribute(
      'href',
      '/tutor/students',
    );
  });

  it.each(['tutor', 'content'] as const)('shows no admin cards to a %s', (role) => {
    stubApi();
    renderApp('/', { token: tokens[role]() });
    for (const name of ADMIN_CARDS) expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
  });

  it("offers a tutor the tutor's cards, not the student's SEDs, sessions or booking", () => {
    stubApi();
    renderApp('/', { token: tokens.tutor() });
    expect(cardLinks()).toEqual([
      ['Estudiantes', '/tutor/students'],
      ['Horario', '/tutor/horario'],
      ['Sesiones con estudiantes', '/tutor/sesiones'],
    ]);
  });

  it('offers a content author the content cards, nothing that leads to /sesiones', () => {
    stubApi();
    renderApp('/', { token: tokens.content() });
    expect(cardLinks()).toEqual([
      ['Lecciones', '/content/lessons'],
      ['Prácticas', '/content/practices'],
    ]);
    expect(screen.getByRole('main')).toHaveTextContent('¿Necesitas ayuda? Contacta al equipo de Charla.');
  });

  it('leaves out a card whose resource the role does not grant, and says so when none is left', () => {
    stubApi();
    renderApp('/', { token: makeToken({ granted_resources: ['users', 'sessions'] }) });
    expect(cardLinks()).toEqual([['Mis Sesiones', '/sesiones']]);
    for (const name of ['SEDs', 'Lecciones']) expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
  });

  it('tells a role without any area that it has nothing to open yet', () => {
    stubApi();
    renderApp('/', { token: makeToken({ granted_resources: [] }) });
    for (const name of LEARNER_CARDS) expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    expect(screen.getByText(/Tu rol aún no tiene secciones disponibles/)).toBeInTheDocument();
  });
});
