// /tutor/students through the real route table against a stubbed network.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi, type Routes } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';
import { failure, item, listPage, makeStudent, range, urls } from '../test/fixtures';
import { fakeListBoxes } from '../test/list-boxes';

let boxes: ReturnType<typeof fakeListBoxes>;
beforeEach(() => {
  boxes = fakeListBoxes();
});

const listBox = () => screen.getByRole('group', { name: 'Lista de estudiantes' });
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('li')!;
const requested = (calls: { method: string; path: string }[]) => calls.map((call) => `${call.method} ${call.path}`);

function open(routes: Routes, role: 'tutor' | 'admin' = 'tutor') {
  const api = stubApi(routes);
  renderApp('/tutor/students', { token: tokens[role]() });
  return api;
}

describe('/tutor/students', () => {
  it('lists the students with email, level and current lesson, asking only for students', async () => {
    const { calls } = open({
      [urls.students(1)]: listPage([
        makeStudent(1, { name: 'Ana Rodríguez', lesson_level: 3, current_lesson_title: 'Past simple' }),
        makeStudent(2, { name: 'Luis Pérez', current_lesson_id: null, current_lesson_title: null }),
        makeStudent(3, { name: 'Marta Gil', current_lesson_title: null }),
      ]),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Estudiantes' })).toBeInTheDocument();
    const ana = await screen.findByRole('link', { name: 'Ana Rodríguez' });
    expect(ana).toHaveAttribute('href', `/tutor/students/${makeStudent(1).id}/lessons`);
    expect(rowOf('Ana Rodríguez')).toHaveTextContent('estudiante1@charla.test');
    expect(rowOf('Ana Rodríguez')).toHaveTextContent('Nivel:3');
    expect(rowOf('Ana Rodríguez')).toHaveTextContent('Lección actual:Past simple');
    expect(rowOf('Luis Pérez')).toHaveTextContent('Lección actual:Sin lección asignada');
    expect(rowOf('Marta Gil')).toHaveTextContent('Lección actual:Lección no encontrada');
    expect(screen.getByText('No hay más estudiantes para cargar.')).toBeInTheDocument();
    expect(requested(calls)).toEqual([
      'GET /api/users?page_number=1&page_size=10&role_id=00000000-0000-7000-8000-000000000002',
    ]);
  });

  it('asks for the next page near the bottom only after a full 10, and stops after a short one', async () => {
    const { calls } = open({
      [urls.students(1)]: listPage(range(1, 10, makeStudent), 1),
      [urls.students(2)]: listPage(range(11, 20, makeStudent), 2),
      [urls.students(3)]: listPage(range(21, 22, makeStudent), 3),
    });
    await screen.findByRole('link', { name: 'Estudiante 10' });
    expect(calls).toHaveLength(1);
    boxes.scroll(listBox(), 101);
    expect(calls).toHaveLength(1);
    boxes.scroll(listBox(), 100);
    expect(await screen.findByRole('link', { name: 'Estudiante 20' })).toBeInTheDocument();
    boxes.scroll(listBox(), 0);
    expect(await screen.findByRole('link', { name: 'Estudiante 22' })).toBeInTheDocument();
    expect(screen.getByText('No hay más estudiantes para cargar.')).toBeInTheDocument();
    boxes.scroll(listBox(), 0);
    expect(requested(calls).map((call) => call.replace(/&role_id=.*/, ''))).toEqual([
      'GET /api/users?page_number=1&page_size=10',
      'GET /api/users?page_number=2&page_size=10',
      'GET /api/users?page_number=3&page_size=10',
    ]);
  });

  it('never asks again after a first page of 9', async () => {
    const { calls } = open({ [urls.students(1)]: listPage(range(1, 9, makeStudent), 1) });
    await screen.findByRole('link', { name: 'Estudiante 9' });
    boxes.scroll(listBox(), 0);
    expect(screen.getByText('No hay más estudiantes para cargar.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('searches every student on the server by name or email, from page 1', async () => {
    const { calls } = open({
      [urls.students(1)]: listPage(range(1, 10, makeStudent), 1),
      [urls.students(1, 'ana')]: listPage([makeStudent(40, { name: 'Ana Rodríguez' })], 1),
      [urls.students(1, 'zz')]: listPage([], 1),
    });
    await screen.findByRole('link', { name: 'Estudiante 1' });
    const search = screen.getByRole('searchbox', { name: 'Buscar estudiantes por nombre o correo' });
    await userEvent.type(search, 'ana');
    expect(await screen.findByRole('link', { name: 'Ana Rodríguez' })).toBeInTheDocument();
    expect(within(listBox()).getAllByRole('link')).toHaveLength(1);
    expect(requested(calls).filter((call) => call.includes('q='))).toEqual([
      'GET /api/users?page_number=1&page_size=10&role_id=00000000-0000-7000-8000-000000000002&q=ana',
    ]);

    await userEvent.clear(search);
    await userEvent.type(search, 'zz');
    expect(await screen.findByText('Ningún estudiante coincide con la búsqueda.')).toBeInTheDocument();
  });

  it('says when the tutor has no students', async () => {
    open({ [urls.students(1)]: listPage([], 1) });
    expect(await screen.findByText('No tienes estudiantes asignados.')).toBeInTheDocument();
    expect(screen.queryByText('No hay más estudiantes para cargar.')).not.toBeInTheDocument();
  });

  it.each([
    ['the server fails', failure('Error interno del servidor', 500), 'Error al cargar los estudiantes'],
    ['the network fails', 'network-error' as const, 'Error de conexión'],
  ])('shows the load error when %s, and retries', async (_case, reply, message) => {
    let fail = true;
    open({ [urls.students(1)]: () => (fail ? reply : listPage([makeStudent(1)], 1)) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Estudiante 1' })).toBeInTheDocument();
  });

  const studentPage = (n: number): Routes => ({
    [urls.student(makeStudent(n).id)]: item(makeStudent(n)),
    [urls.assignments(makeStudent(n).id)]: listPage([], 1),
    [urls.lessons(1)]: listPage([], 1),
  });

  it("opens a student's lessons from anywhere on the row", async () => {
    open({ [urls.students(1)]: listPage(range(1, 2, makeStudent), 1), ...studentPage(2) });
    await userEvent.click(await screen.findByText('estudiante2@charla.test'));
    expect(screen.getByTestId('location')).toHaveTextContent(`/tutor/students/${makeStudent(2).id}/lessons`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Estudiante 2' })).toBeInTheDocument();
  });

  it('opens a student with the keyboard', async () => {
    open({ [urls.students(1)]: listPage(range(1, 2, makeStudent), 1), ...studentPage(1) });
    const link = await screen.findByRole('link', { name: 'Estudiante 1' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/tutor/students/${makeStudent(1).id}/lessons`),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Estudiante 1' })).toBeInTheDocument();
  });

  it('lets an admin see every student', async () => {
    open({ [urls.students(1)]: listPage(range(1, 3, makeStudent), 1) }, 'admin');
    expect(await screen.findAllByRole('link', { name: /^Estudiante \d$/ })).toHaveLength(3);
  });
});
