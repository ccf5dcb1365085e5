// /progreso 'Mi progreso' through the real route table against a stubbed network: the cards with their
// numbers formatted, the empty, loading and error states, and who may open it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi, type Reply } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';
import { makeProgress, OWN_PROGRESS, practiceId, progressPage } from '../test/progress-fixtures';

const location = () => screen.getByTestId('location').textContent;
const card = (title: string) => screen.getByRole('article', { name: title });
/** The value shown under a label of a card. */
const stat = (scope: HTMLElement, label: string) => within(scope).getByText(label).nextElementSibling;

describe('/progreso', () => {
  it('shows per practice the best and latest score, accuracy, attempts, runs and last date, with a way back to it', async () => {
    const { calls } = stubApi({
      [OWN_PROGRESS]: progressPage([
        makeProgress(1, { title: 'There, their o they’re' }),
        makeProgress(2, {
          title: 'Pasado simple',
          practice_type: 'tense-transform',
          runs: 1,
          best_score: 1234.5,
          latest_score: 0,
          latest_accuracy: 66.66,
          latest_total_attempts: 1000,
          last_played_at: '2026-12-01T05:15:00Z',
          most_missed: [{ exercise_key: 'I go home', misses: 4 }],
        }),
        makeProgress(3, { title: 'Sin tipo', practice_type: null }),
      ]),
    });
    renderApp('/progreso', { token: tokens.student() });

    expect(screen.getByRole('heading', { level: 1, name: 'Mi progreso' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Prácticas completadas' })).toBeInTheDocument();

    const first = card('There, their o they’re');
    expect(within(first).getByText('Elige la palabra')).toBeInTheDocument();
    expect(stat(first, 'Mejor puntaje')).toHaveTextContent('42.1');
    expect(stat(first, 'Último puntaje')).toHaveTextContent('20.3');
    expect(stat(first, 'Precisión (última vez)')).toHaveTextContent('75%');
    expect(stat(first, 'Intentos (última vez)')).toHaveTextContent('5');
    expect(stat(first, 'Veces jugada')).toHaveTextContent('3');
    expect(stat(first, 'Última vez')).toHaveTextContent('20/11/2026, 11:30 a.m.');
    const again = within(first).getByRole('link', { name: 'Practicar de nuevo' });
    expect(again).toHaveAttribute('href', `/practices/${practiceId(1)}`);
    expect(again).toHaveAccessibleDescription('There, their o they’re');

    // es-MX digits, one decimal at most, Mexico City's day (05:15 UTC is still 30/11 there).
    const second = card('Pasado simple');
    expect(within(second).getByText('Cambia el tiempo verbal')).toBeInTheDocument();
    expect(stat(second, 'Mejor puntaje')).toHaveTextContent('1,234.5');
    expect(stat(second, 'Último puntaje')).toHaveTextContent(/^0$/);
    expect(stat(second, 'Precisión (última vez)')).toHaveTextContent('66.7%');
    expect(stat(second, 'Intentos (última vez)')).toHaveTextContent('1,000');
    expect(stat(second, 'Última vez')).toHaveTextContent('30/11/2026, 11:15 p.m.');
    // The items most missed are the tutor's view.
    expect(screen.queryByText('Lo que más falla')).not.toBeInTheDocument();
    expect(screen.queryByText('I go home')).not.toBeInTheDocument();

    expect(within(card('Sin tipo')).getByText('Tipo desconocido')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/practice_stats/progress']);
  });

  it('says when nothing has been completed yet and leads to the practices', async () => {
    stubApi({ [OWN_PROGRESS]: progressPage([]) });
    renderApp('/progreso', { token: tokens.student() });
    expect(await screen.findByText('Aún no has completado prácticas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Prácticas' })).toHaveAttribute('href', '/practices');
    expect(screen.queryByRole('list', { name: 'Prácticas completadas' })).not.toBeInTheDocument();
  });

  it('says it is loading while the progress is on its way', async () => {
    let answer: (reply: Reply) => void = () => {};
    stubApi({ [OWN_PROGRESS]: () => new Promise<Reply>((resolve) => (answer = resolve)) });
    renderApp('/progreso', { token: tokens.student() });
    expect(await screen.findByText('Cargando tu progreso...')).toHaveAttribute('role', 'status');
    answer(progressPage([makeProgress(1)]));
    expect(await screen.findByRole('article', { name: 'Práctica 1' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando tu progreso...')).not.toBeInTheDocument();
  });

  it.each([
    [
      'a server error',
      json({ success: false, detail: 'Error interno del servidor' }, 500),
      'Error interno del servidor',
    ],
    ['a network failure', 'network-error' as const, 'Error de conexión al servidor'],
  ])('shows a toast and the reason with a retry on %s', async (_case, reply, reason) => {
    let fail = true;
    stubApi({ [OWN_PROGRESS]: () => (fail ? reply : progressPage([makeProgress(1)])) });
    renderApp('/progreso', { token: tokens.student() });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar tu progreso');
    expect(alert).toHaveTextContent(reason);
    // The toast says it too.
    await waitFor(() => expect(screen.getAllByText('Error al cargar tu progreso')).toHaveLength(2));

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Práctica 1' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets an admin in too, with their own progress', async () => {
    stubApi({ [OWN_PROGRESS]: progressPage([]) });
    renderApp('/progreso', { token: tokens.admin() });
    expect(await screen.findByText('Aún no has completado prácticas.')).toBeInTheDocument();
    expect(location()).toBe('/progreso');
  });

  it.each(['tutor', 'content'] as const)('sends a %s Home: it has no runs of its own to show', (role) => {
    const { calls } = stubApi();
    renderApp('/progreso', { token: tokens[role]() });
    expect(location()).toBe('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenido a Charla' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/api/practice_stats'))).toEqual([]);
  });

  it('sends a visitor without a token to /login', () => {
    stubApi();
    renderApp('/progreso');
    expect(location()).toBe('/login');
  });
});
