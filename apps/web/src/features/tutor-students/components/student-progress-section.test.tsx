// 'Progreso en prácticas' on /tutor/students/{id}/lessons (issue 10) through the real route table: the
// student's results per practice with the items most missed, its empty and failed states, and who sees it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PracticeProgress } from '@charla/domain/practices';
import { TUTOR_ROLE_ID } from '@charla/domain/ids';
import { stubApi, type Routes } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { GRANTED, makeToken, TUTOR_ID, tokens } from '@/test/tokens';
import { failure, listPage, makeAssignment, makeStudent, item, urls } from '../test/fixtures';
import { fakeListBoxes } from '../test/list-boxes';

const student = makeStudent(1, { name: 'Ana Rodríguez' });
const PATH = `/tutor/students/${student.id}/lessons`;

beforeEach(() => {
  fakeListBoxes();
});

function progress(n: number, overrides: Partial<PracticeProgress> = {}): PracticeProgress {
  return {
    practice_id: `0190c3a5-9a11-7000-8000-${String(n).padStart(12, '0')}`,
    title: `Práctica ${n}`,
    practice_type: 'fill-in-the-blank',
    runs: 2,
    best_score: 31.4,
    latest_score: 27.1,
    latest_accuracy: 80,
    latest_total_attempts: 6,
    last_played_at: '2026-11-20T17:30:00.000Z',
    most_missed: [],
    ...overrides,
  };
}

function open(routes: Routes, token = tokens.tutor()) {
  const api = stubApi({
    [urls.student(student.id)]: item(student),
    [urls.assignments(student.id)]: listPage([makeAssignment(1)]),
    [urls.lessons(1)]: listPage([]),
    ...routes,
  });
  renderApp(PATH, { token });
  return api;
}

const section = () => screen.getByRole('region', { name: 'Progreso en prácticas' });
const stat = (scope: HTMLElement, label: string) => within(scope).getByText(label).nextElementSibling;

describe("the student's 'Progreso en prácticas'", () => {
  it('shows each practice with its numbers and the items the student misses most, with their counts', async () => {
    const { calls } = open({
      [urls.progress(student.id)]: listPage([
        progress(1, {
          title: 'Verbos en presente',
          most_missed: [
            { exercise_key: 'She ___ to school every day.', misses: 4 },
            { exercise_key: 'They ___ happy.', misses: 1 },
          ],
        }),
        progress(2, { title: 'Sonidos', practice_type: 'letter-tweak', latest_accuracy: 100, best_score: 12 }),
      ]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Rodríguez' })).toBeInTheDocument();
    const first = await within(section()).findByRole('article', { name: 'Verbos en presente' });
    expect(within(first).getByRole('heading', { level: 3, name: 'Verbos en presente' })).toBeInTheDocument();
    expect(within(first).getByText('Completa la oración')).toBeInTheDocument();
    expect(stat(first, 'Mejor puntaje')).toHaveTextContent('31.4');
    expect(stat(first, 'Último puntaje')).toHaveTextContent('27.1');
    expect(stat(first, 'Precisión (última vez)')).toHaveTextContent('80%');
    expect(stat(first, 'Intentos (última vez)')).toHaveTextContent('6');
    expect(stat(first, 'Veces jugada')).toHaveTextContent('2');
    expect(stat(first, 'Última vez')).toHaveTextContent('20/11/2026, 11:30 a.m.');

    const missed = within(first).getByRole('list', { name: 'Lo que más falla' });
    expect(
      within(missed)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['She ___ to school every day.4 fallos', 'They ___ happy.1 fallo']);

    const second = within(section()).getByRole('article', { name: 'Sonidos' });
    expect(within(second).getByText('Sonidos de las letras')).toBeInTheDocument();
    expect(stat(second, 'Precisión (última vez)')).toHaveTextContent('100%');
    expect(within(second).getByText('Lo que más falla')).toBeInTheDocument();
    expect(within(second).getByText('Ningún fallo registrado.')).toBeInTheDocument();

    // Playing is the student's: the tutor gets no 'Practicar de nuevo'.
    expect(within(section()).queryByRole('link', { name: 'Practicar de nuevo' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/api/practice_stats')).map((call) => call.path)).toEqual([
      `/api/practice_stats/progress?user_id=${student.id}`,
    ]);
  });

  it('says when the student has completed no practice yet', async () => {
    open({ [urls.progress(student.id)]: listPage([]) });
    expect(
      await within(await screen.findByRole('region', { name: 'Progreso en prácticas' })).findByText(
        'Este estudiante aún no ha completado prácticas.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a failure inside the section with a retry, and the rest of the page keeps working', async () => {
    let fail = true;
    open({
      [urls.progress(student.id)]: () => (fail ? failure('Error interno del servidor', 500) : listPage([progress(1)])),
    });
    const alert = await within(await screen.findByRole('region', { name: 'Progreso en prácticas' })).findByRole(
      'alert',
    );
    expect(alert).toHaveTextContent('Error al cargar el progreso del estudiante');
    expect(alert).toHaveTextContent('Error interno del servidor');
    expect(await screen.findByRole('article', { name: 'Lección 1' })).toBeInTheDocument();

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await within(section()).findByRole('article', { name: 'Práctica 1' })).toBeInTheDocument();
    await waitFor(() => expect(within(section()).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('is shown to an admin too', async () => {
    open({ [urls.progress(student.id)]: listPage([progress(3)]) }, tokens.admin());
    expect(
      await within(await screen.findByRole('region', { name: 'Progreso en prácticas' })).findByRole('article', {
        name: 'Práctica 3',
      }),
    ).toBeInTheDocument();
  });

  it('is left out, unasked, for a tutor role that does not read practice runs', async () => {
    const token = makeToken({
      role_id: TUTOR_ROLE_ID,
      role_name: 'tutor',
      plan_id: null,
      tutor_id: TUTOR_ID,
      granted_resources: GRANTED.tutor.filter((resource) => resource !== 'practice_stats'),
    });
    const { calls } = open({}, token);
    expect(await screen.findByRole('article', { name: 'Lección 1' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Progreso en prácticas' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/practice_stats'))).toBe(false);
  });
});
