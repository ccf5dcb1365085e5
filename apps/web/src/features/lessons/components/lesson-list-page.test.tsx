// /lecciones against the real routes and a stubbed network.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi, type Reply } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { ownAssignmentsPath } from '@charla/domain/assignments';
import { tokens, USER_ID } from '@/test/tokens';
import { assignmentId, item, list, makeAssignment } from '../test/lesson-fixtures';

/** The caller's own assignments (the token's user), whatever their role reaches. */
const OWN = `/api${ownAssignmentsPath(USER_ID)}`;
const LIST = `GET ${OWN}`;
const location = () => screen.getByTestId('location').textContent;
/** A toast (react-hot-toast renders each message in a role=status box). */
const lessonList = () => screen.queryByRole('list', { name: 'Lecciones asignadas' });
const findToast = (text: string) => screen.findByText(text, { selector: '[role="status"]' });

describe('/lecciones', () => {
  it("shows 'Cargando lecciones...' until the assignments arrive", async () => {
    let answer: (reply: Reply) => void = () => {};
    stubApi({ [LIST]: () => new Promise<Reply>((resolve) => (answer = resolve)) });
    renderApp('/lecciones', { token: tokens.student() });
    expect(screen.getByRole('heading', { level: 1, name: 'Mis Lecciones Asignadas' })).toBeInTheDocument();
    expect(screen.getByText('Cargando lecciones...')).toHaveAttribute('role', 'status');

    answer(json(list([makeAssignment(1)])));
    expect(await screen.findByRole('heading', { level: 2, name: 'Lección 1: el pasado simple' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando lecciones...')).not.toBeInTheDocument();
  });

  it("lists each assignment with its title, a summary of its task and notes, check mark and 'Ver Lección' / 'Revisar Lección'", async () => {
    const { calls } = stubApi({
      [LIST]: json(
        list([
          makeAssignment(1),
          makeAssignment(2, { completed_at: '2026-11-19T15:00:00Z', feedback: 'Muy bien', notes: null }),
        ]),
      ),
    });
    renderApp('/lecciones', { token: tokens.student() });
    await screen.findByRole('list', { name: 'Lecciones asignadas' });
    expect(lessonList()!.children).toHaveLength(2);

    const open = within(screen.getByRole('article', { name: 'Lección 1: el pasado simple' }));
    // Words only, a line or two each: no headings, lists or links of the lesson's own (issue 48).
    const summary = (text: string) =>
      open.getByText((_content, element) => element?.tagName === 'P' && element.textContent === text);
    expect(summary('Tarea: Graba un minuto hablando de tu fin de semana (lección 1).')).toHaveClass('line-clamp-2');
    expect(summary('Notas: yesterday last week Guía')).toHaveClass('line-clamp-1');
    expect(open.getAllByRole('heading')).toHaveLength(1);
    expect(open.queryByRole('list')).not.toBeInTheDocument();
    expect(open.queryByRole('link', { name: 'Guía' })).not.toBeInTheDocument();
    expect(open.queryByText('Completada')).not.toBeInTheDocument();
    const view = open.getByRole('link', { name: 'Ver Lección' });
    expect(view).toHaveAttribute('href', `/lecciones/${assignmentId(1)}`);
    expect(view).toHaveAccessibleDescription('Lección 1: el pasado simple');
    expect(open.queryByRole('link', { name: 'Revisar Lección' })).not.toBeInTheDocument();

    const done = within(screen.getByRole('article', { name: 'Lección 2: el pasado simple' }));
    expect(done.getByText('Completada')).toBeInTheDocument();
    expect(done.queryByText(/^Notas/)).not.toBeInTheDocument();
    expect(done.getByRole('link', { name: 'Revisar Lección' })).toHaveAttribute(
      'href',
      `/lecciones/${assignmentId(2)}`,
    );
    expect(done.queryByRole('link', { name: 'Ver Lección' })).not.toBeInTheDocument();

    expect(calls).toContainEqual(expect.objectContaining({ method: 'GET', path: OWN }));
    const call = calls.find((entry) => entry.path === OWN)!;
    expect(call.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it("asks an admin for their own assignments only, never every student's (decision 030)", async () => {
    const { calls } = stubApi({ [LIST]: json(list([])) });
    renderApp('/lecciones', { token: tokens.admin() });
    expect(await screen.findByText('No tienes lecciones asignadas. Contacta a tu tutor.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/api/assignments')).map((call) => call.path)).toEqual([OWN]);
  });

  it("opens the lesson of an assignment with 'Ver Lección'", async () => {
    const assignment = makeAssignment(1, { linked_practices: [] });
    stubApi({ [LIST]: json(list([assignment])), [`GET /api/assignments/${assignment.id}`]: json(item(assignment)) });
    renderApp('/lecciones', { token: tokens.student() });
    await userEvent.click(await screen.findByRole('link', { name: 'Ver Lección' }));
    expect(location()).toBe(`/lecciones/${assignment.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: assignment.title })).toBeInTheDocument();
  });

  it('says there are no lessons and to contact the tutor when none is assigned', async () => {
    stubApi({ [LIST]: json(list([])) });
    renderApp('/lecciones', { token: tokens.student() });
    expect(await screen.findByText('No tienes lecciones asignadas. Contacta a tu tutor.')).toBeInTheDocument();
    expect(lessonList()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it.each([
    ['a server error', json({ success: false, detail: 'Error interno del servidor' }, 500)],
    ['a network failure', 'network-error' as const],
  ])(
    "on %s says 'No se pudieron cargar las asignaciones' and shows the list empty; 'Reintentar' asks again",
    async (_case, reply) => {
      let failing = true;
      stubApi({ [LIST]: () => (failing ? reply : json(list([makeAssignment(1)]))) });
      renderApp('/lecciones', { token: tokens.student() });
      expect(await findToast('No se pudieron cargar las asignaciones')).toBeInTheDocument();
      expect(lessonList()).not.toBeInTheDocument();
      expect(location()).toBe('/lecciones');

      failing = false;
      await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(await screen.findByRole('heading', { level: 2, name: 'Lección 1: el pasado simple' })).toBeInTheDocument();
    },
  );

  it('ends the session on a 401 without the list toast', async () => {
    stubApi({ [LIST]: json({ success: false, detail: 'Token inválido' }, 401) });
    renderApp('/lecciones', { token: tokens.student() });
    await waitFor(() => expect(location()).toBe('/login'));
    expect(await findToast('Sesión expirada. Por favor, inicia sesión nuevamente.')).toBeInTheDocument();
    expect(screen.queryByText('No se pudieron cargar las asignaciones')).not.toBeInTheDocument();
  });

  it.each(['tutor', 'content'] as const)('sends a %s Home: assigned lessons are a learner screen', (role) => {
    const { calls } = stubApi();
    renderApp('/lecciones', { token: tokens[role]() });
    expect(location()).toBe('/');
    expect(calls.some((call) => call.path.startsWith('/api/assignments'))).toBe(false);
  });
});
