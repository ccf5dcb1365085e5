// The writes of /tutor/students/{id}/lessons against a stubbed network that keeps the student and the
// assignments as the server would: assign (it becomes the current lesson), remove after the app's
// confirmation, feedback, each with its toasts; and the lesson search sent to the server.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Assignment } from '@charla/domain/assignments';
import type { User } from '@charla/domain/users';
import { json, stubApi, type Reply, type Routes } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';
import {
  assignmentId,
  failure,
  item,
  listPage,
  makeAssignment,
  makeLesson,
  makeStudent,
  range,
  urls,
} from '../test/fixtures';
import { fakeListBoxes } from '../test/list-boxes';

beforeEach(() => {
  fakeListBoxes();
});

const card = (title: string) => screen.getByRole('article', { name: title });
const currentLesson = () => screen.getByRole('region', { name: 'Lección actual' });

/** A small server: the student, their assignments (newest first) and three lessons. */
function openWithServer(
  replies: { assign?: Reply; remove?: Reply; patch?: (body: unknown) => Reply; routes?: Routes } = {},
) {
  let student: User = makeStudent(1, { name: 'Ana Rodríguez' });
  let assignments: Assignment[] = [makeAssignment(1)];
  const lessons = range(1, 3, (n) => makeLesson(n));
  const routes: Routes = {
    [urls.student(student.id)]: () => item(student),
    [urls.assignments(student.id)]: () => listPage(assignments),
    [urls.lessons(1)]: listPage(lessons),
    'POST /api/assignments': async (request) => {
      if (replies.assign) return replies.assign;
      const body = (await request.json()) as { lesson_id: string; user_id: string };
      const lesson = lessons.find((row) => row.id === body.lesson_id)!;
      const created = makeAssignment(10 + assignments.length, { lesson_id: lesson.id, title: lesson.title });
      assignments = [created, ...assignments];
      student = { ...student, current_lesson_id: lesson.id, current_lesson_title: lesson.title };
      return item(created, 201);
    },
    [`DELETE /api/assignments/${assignmentId(1)}`]: () => {
      if (replies.remove) return replies.remove;
      assignments = assignments.filter((row) => row.id !== assignmentId(1));
      student = { ...student, current_lesson_id: null, current_lesson_title: null };
      return item(makeAssignment(1));
    },
    [`PATCH /api/assignments/${assignmentId(1)}`]: async (request) => {
      const body = (await request.json()) as { feedback: string | null };
      if (replies.patch) return replies.patch(body);
      assignments = assignments.map((row) => (row.id === assignmentId(1) ? { ...row, feedback: body.feedback } : row));
      return item(assignments.find((row) => row.id === assignmentId(1)));
    },
    ...replies.routes,
  };
  const api = stubApi(routes);
  renderApp(`/tutor/students/${student.id}/lessons`, { token: tokens.tutor() });
  return api;
}

const writes = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => [`${call.method} ${call.path}`, call.body]);
const reads = (calls: { method: string; path: string }[], path: string) =>
  calls.filter((call) => call.method === 'GET' && call.path === path).length;

describe('assigning a lesson', () => {
  it('assigns from the list, says so, and shows it as the current lesson and newest assignment', async () => {
    const { calls } = openWithServer();
    expect(await screen.findByRole('button', { name: 'Asignar Lección 1' })).toBeDisabled();
    expect(currentLesson()).toHaveTextContent('Lección 1');

    await userEvent.click(screen.getByRole('button', { name: 'Asignar Lección 3' }));
    expect(await screen.findByText('Lección asignada')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      ['POST /api/assignments', { lesson_id: makeLesson(3).id, user_id: makeStudent(1).id }],
    ]);
    await waitFor(() => expect(currentLesson()).toHaveTextContent('Lección 3'));
    expect(within(card('Lección 3')).getByText('Lección actual')).toBeInTheDocument();
    expect(within(card('Lección 1')).queryByText('Lección actual')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Asignar Lección 3' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Asignar Lección 1' })).toBeEnabled();
    expect(reads(calls, `/api/users/${makeStudent(1).id}`)).toBe(2);
  });

  it("says 'Error al asignar la lección' with the server's reason, and changes nothing", async () => {
    const { calls } = openWithServer({ assign: failure('Este estudiante no está a tu cargo', 403) });
    await userEvent.click(await screen.findByRole('button', { name: 'Asignar Lección 2' }));
    const toast = await screen.findByText('Error al asignar la lección');
    expect(toast.parentElement).toHaveTextContent('Este estudiante no está a tu cargo');
    expect(currentLesson()).toHaveTextContent('Lección 1');
    expect(reads(calls, `/api/users/${makeStudent(1).id}`)).toBe(1);
    expect(screen.getByRole('button', { name: 'Asignar Lección 2' })).toBeEnabled();
  });

  it('searches the lessons on the server, from page 1', async () => {
    const { calls } = openWithServer({
      routes: { [urls.lessons(1, 'past')]: listPage([]), [urls.lessons(1, 'lec 2')]: listPage([makeLesson(2)]) },
    });
    await screen.findByRole('button', { name: 'Asignar Lección 2' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar lecciones por título' }), 'past');
    expect(await screen.findByText('Ninguna lección coincide con la búsqueda.')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Buscar lecciones por título' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar lecciones por título' }), 'lec 2');
    expect(await screen.findByRole('button', { name: 'Asignar Lección 2' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Asignar Lección 3' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path.includes('q=')).map((call) => call.path)).toEqual([
      '/api/lessons?page_number=1&page_size=10&q=past',
      '/api/lessons?page_number=1&page_size=10&q=lec+2',
    ]);
  });
});

describe('removing an assignment', () => {
  it("asks first, then removes it, says 'Lección removida' and clears the current lesson", async () => {
    const { calls } = openWithServer();
    const remove = await screen.findByRole('button', { name: 'Remover Lección 1' });
    await userEvent.click(remove);
    const dialog = screen.getByRole('alertdialog', { name: '¿Remover la lección «Lección 1»?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(writes(calls)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Remover Lección 1' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Lección removida')).toBeInTheDocument();
    expect(writes(calls)).toEqual([[`DELETE /api/assignments/${assignmentId(1)}`, undefined]]);
    await waitFor(() => expect(currentLesson()).toHaveTextContent('Sin lección asignada'));
    expect(screen.queryByRole('article', { name: 'Lección 1' })).not.toBeInTheDocument();
    expect(screen.getByText('Este estudiante aún no tiene lecciones asignadas.')).toBeInTheDocument();
  });

  it("says 'Error al remover la lección' when the server refuses, keeping the assignment", async () => {
    openWithServer({ remove: failure('Asignación no encontrada', 404) });
    await userEvent.click(await screen.findByRole('button', { name: 'Remover Lección 1' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remover' }));
    const toast = await screen.findByText('Error al remover la lección');
    expect(toast.parentElement).toHaveTextContent('Asignación no encontrada');
    expect(card('Lección 1')).toBeInTheDocument();
    expect(currentLesson()).toHaveTextContent('Lección 1');
  });
});

describe('feedback', () => {
  const box = () => within(card('Lección 1')).getByRole('textbox', { name: 'Retroalimentación' });
  const save = () => within(card('Lección 1')).getByRole('button', { name: 'Guardar retroalimentación' });

  it('saves it trimmed, says so, and clears it when emptied', async () => {
    const { calls } = openWithServer();
    await screen.findByRole('article', { name: 'Lección 1' });
    await userEvent.type(box(), '  Buena pronunciación.  ');
    await userEvent.click(save());
    expect(await screen.findByText('Retroalimentación guardada')).toBeInTheDocument();
    expect(box()).toHaveValue('Buena pronunciación.');

    await userEvent.clear(box());
    await userEvent.click(save());
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)).toEqual([
      [`PATCH /api/assignments/${assignmentId(1)}`, { feedback: 'Buena pronunciación.' }],
      [`PATCH /api/assignments/${assignmentId(1)}`, { feedback: null }],
    ]);
  });

  it('refuses more than 5000 characters before asking the server', async () => {
    const { calls } = openWithServer();
    await screen.findByRole('article', { name: 'Lección 1' });
    await userEvent.click(box());
    await userEvent.paste('a'.repeat(5001));
    await userEvent.click(save());
    expect(await within(card('Lección 1')).findByText('La retroalimentación es demasiado larga')).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toEqual([]);
  });

  it.each([
    [
      'a 422 on the field',
      () => json({ success: false, detail: [{ loc: ['body', 'feedback'], msg: 'Texto no válido', type: 'x' }] }, 422),
      'Texto no válido',
    ],
    ['a refusal', () => failure('Asignación no encontrada', 404), 'Asignación no encontrada'],
    ['a network failure', () => 'network-error' as const, 'Error de conexión al servidor'],
  ])("says 'Error al guardar la retroalimentación' on %s, with the reason by the box", async (_case, reply, reason) => {
    openWithServer({ patch: reply });
    await screen.findByRole('article', { name: 'Lección 1' });
    await userEvent.type(box(), 'Bien');
    await userEvent.click(save());
    expect(await screen.findByText('Error al guardar la retroalimentación')).toBeInTheDocument();
    expect(within(card('Lección 1')).getByText(reason)).toBeInTheDocument();
    expect(box()).toHaveValue('Bien');
  });
});
