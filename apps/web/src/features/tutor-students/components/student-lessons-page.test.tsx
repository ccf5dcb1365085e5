// /tutor/students/{id}/lessons through the real route table against a stubbed network: what it shows,
// its paging, the recording and the failed student load. Blob URLs are faked (src/test/fake-media.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi, type Routes } from '@/test/api-stub';
import { installFakeMedia } from '@/test/fake-media';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';
import {
  failure,
  item,
  listPage,
  makeAssignment,
  makeLesson,
  makeStudent,
  makeTutorUser,
  range,
  submitted,
  urls,
} from '../test/fixtures';
import { fakeListBoxes } from '../test/list-boxes';

const student = makeStudent(1, { name: 'Ana Rodríguez', lesson_level: 2, current_lesson_title: 'Lección 1' });
const PATH = `/tutor/students/${student.id}/lessons`;

let boxes: ReturnType<typeof fakeListBoxes>;
beforeEach(() => {
  boxes = fakeListBoxes();
  installFakeMedia();
});

const requested = (calls: { method: string; path: string }[]) => calls.map((call) => `${call.method} ${call.path}`);
const card = (title: string) => screen.getByRole('article', { name: title });
const currentLesson = () => screen.getByRole('region', { name: 'Lección actual' });
const assignmentsBox = () => screen.getByRole('group', { name: 'Lecciones asignadas al estudiante' });

function open(routes: Routes, role: 'tutor' | 'admin' = 'tutor') {
  const api = stubApi({
    [urls.student(student.id)]: item(student),
    [urls.assignments(student.id)]: listPage([], 1),
    [urls.lessons(1)]: listPage([], 1),
    [urls.progress(student.id)]: listPage([]),
    ...routes,
  });
  renderApp(PATH, { token: tokens[role]() });
  return api;
}

describe('/tutor/students/{id}/lessons', () => {
  it("shows the student, the current lesson and each assignment's dates, completion and recording", async () => {
    const { calls } = open({
      [urls.assignments(student.id)]: listPage([
        makeAssignment(1),
        submitted(makeAssignment(2, { title: 'Past simple', feedback: 'Muy bien.' })),
      ]),
      [urls.audio(makeAssignment(2).id)]: { body: 'opus' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Rodríguez' })).toBeInTheDocument();
    expect(screen.getByText(/estudiante1@charla\.test/).closest('p')).toHaveTextContent(
      'estudiante1@charla.test · Nivel 2',
    );
    expect(screen.getByRole('link', { name: 'Volver a estudiantes' })).toHaveAttribute('href', '/tutor/students');
    expect(currentLesson()).toHaveTextContent('Lección 1');

    const pending = await screen.findByRole('article', { name: 'Lección 1' });
    expect(pending).toHaveTextContent('Asignada el20/11/2026');
    expect(pending).toHaveTextContent('Pendiente');
    expect(pending).toHaveTextContent('El estudiante aún no ha enviado su grabación.');
    expect(within(pending).getByText('Lección actual')).toBeInTheDocument();
    expect(within(pending).getByRole('textbox', { name: 'Retroalimentación' })).toHaveValue('');
    expect(within(pending).getByText('El estudiante la verá cuando complete la tarea.')).toBeInTheDocument();

    const done = card('Past simple');
    expect(done).toHaveTextContent(/Completada el sábado, 21 de noviembre de 2026, 3:30\sp\.\sm\./);
    expect(within(done).queryByText('Lección actual')).not.toBeInTheDocument();
    expect(within(done).getByRole('textbox', { name: 'Retroalimentación' })).toHaveValue('Muy bien.');
    const player = await within(done).findByLabelText('Grabación de Past simple');
    expect(player.tagName).toBe('AUDIO');
    expect(player).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    const audioCall = calls.find((call) => call.path === `/api/assignments/${makeAssignment(2).id}/audio`)!;
    expect(audioCall.headers.get('authorization')).toMatch(/^Bearer /);
    expect(screen.getByText('No hay más lecciones asignadas.')).toBeInTheDocument();
  });

  it.each([
    [{ current_lesson_id: null, current_lesson_title: null }, 'Sin lección asignada'],
    [{ current_lesson_title: null }, 'Lección no encontrada'],
  ])('reads the current lesson of %o as %s', async (overrides, text) => {
    stubApi({
      [urls.student(student.id)]: item({ ...student, ...overrides }),
      [urls.assignments(student.id)]: listPage([], 1),
      [urls.lessons(1)]: listPage([], 1),
    });
    renderApp(PATH, { token: tokens.tutor() });
    expect(await screen.findByRole('region', { name: 'Lección actual' })).toHaveTextContent(text);
    expect(await screen.findByText('Este estudiante aún no tiene lecciones asignadas.')).toBeInTheDocument();
  });

  it('says when a recording cannot be loaded', async () => {
    open({
      [urls.assignments(student.id)]: listPage([submitted(makeAssignment(2))]),
      [urls.audio(makeAssignment(2).id)]: failure('Grabación no encontrada', 404),
    });
    expect(
      await within(await screen.findByRole('article', { name: 'Lección 2' })).findByText(
        'No se pudo cargar la grabación.',
      ),
    ).toBeInTheDocument();
  });

  it('asks for more assignments only after a full 10, near the bottom of their list', async () => {
    const { calls } = open({
      [urls.assignments(student.id, 1)]: listPage(
        range(1, 10, (n) => makeAssignment(n)),
        1,
      ),
      [urls.assignments(student.id, 2)]: listPage(
        range(11, 12, (n) => makeAssignment(n)),
        2,
      ),
    });
    await screen.findByRole('article', { name: 'Lección 10' });
    const assignmentCalls = () => requested(calls).filter((call) => call.startsWith('GET /api/assignments?'));
    expect(assignmentCalls()).toHaveLength(1);
    boxes.scroll(assignmentsBox(), 101);
    expect(assignmentCalls()).toHaveLength(1);
    boxes.scroll(assignmentsBox(), 100);
    expect(await screen.findByRole('article', { name: 'Lección 12' })).toBeInTheDocument();
    expect(screen.getByText('No hay más lecciones asignadas.')).toBeInTheDocument();
    boxes.scroll(assignmentsBox(), 0);
    expect(assignmentCalls()).toEqual([
      `GET /api/assignments?page_number=1&page_size=10&user_id=${student.id}`,
      `GET /api/assignments?page_number=2&page_size=10&user_id=${student.id}`,
    ]);
  });

  it('never asks for a second page of 9 assignments or lessons', async () => {
    const { calls } = open({
      [urls.assignments(student.id)]: listPage(
        range(1, 9, (n) => makeAssignment(n)),
        1,
      ),
      [urls.lessons(1)]: listPage(
        range(1, 9, (n) => makeLesson(n)),
        1,
      ),
    });
    await screen.findByRole('article', { name: 'Lección 9' });
    await screen.findByRole('button', { name: 'Asignar Lección 9' });
    boxes.scroll(assignmentsBox(), 0);
    boxes.scroll(screen.getByRole('group', { name: 'Lecciones para asignar' }), 0);
    expect(screen.getByText('No hay más lecciones para cargar.')).toBeInTheDocument();
    expect(requested(calls).filter((call) => call.includes('page_number=2'))).toEqual([]);
  });

  it('shows the assignments load error with a retry', async () => {
    let fail = true;
    open({
      [urls.assignments(student.id)]: () =>
        fail ? failure('Error interno del servidor', 500) : listPage([makeAssignment(1)], 1),
    });
    const section = await screen.findByRole('region', { name: 'Lecciones asignadas' });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar las lecciones asignadas');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Lección 1' })).toBeInTheDocument();
  });

  it.each([
    ['absent (404)', failure('Usuario no encontrado', 404)],
    ['unreachable', 'network-error' as const],
    ['no student', item(makeTutorUser(1))],
  ])("says 'Error al cargar el estudiante' and goes back to the list when the student is %s", async (_case, reply) => {
    stubApi({ [urls.student(student.id)]: reply, [urls.students(1)]: listPage([], 1) });
    renderApp(PATH, { token: tokens.tutor() });
    expect(await screen.findByText('Error al cargar el estudiante')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/tutor\/students$/));
    expect(screen.getByRole('heading', { level: 1, name: 'Estudiantes' })).toBeInTheDocument();
  });

  it('lets an admin manage any student', async () => {
    open({ [urls.assignments(student.id)]: listPage([makeAssignment(1)]) }, 'admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Rodríguez' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Lección 1' })).toBeInTheDocument();
  });
});
