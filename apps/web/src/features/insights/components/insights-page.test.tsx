import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';

const ANA = '01a1fb99-0000-7000-8000-0000000000a1';
const PLAN = '01a1fb99-0000-7000-8000-0000000000b1';
// 2 December 2026 in Mexico City: the default range is 8 October to 2 December.
const RANGE = 'from=2026-10-08&to=2026-12-02';
const list = <T,>(rows: T[]) => json({ success: true, data: { data: rows, page_number: 1, page_size: rows.length } });
const data = <T,>(rows: T[]) => json({ success: true, data: rows });

const LOOKUPS = {
  'GET /api/tutors': list([{ id: ANA, public_name: 'Ana Rodríguez' }]),
  'GET /api/plans': list([{ id: PLAN, name: 'Plan Intensivo' }]),
};
const SESSIONS = [
  { week_start: '2026-11-23', type: 'speaking-session', outcome: 'attended', count: 3 },
  { week_start: '2026-11-23', type: 'reading-session', outcome: 'attended', count: 1 },
  { week_start: '2026-11-23', type: 'speaking-session', outcome: 'no_show', count: 1 },
  { week_start: '2026-11-30', type: 'speaking-session', outcome: 'upcoming', count: 2 },
];
const USE = [
  {
    tutor_id: ANA,
    tutor_name: 'Ana Rodríguez',
    week_start: '2026-11-23',
    available_hours: 10,
    booked_hours: 5,
    cancelled: 1,
    no_show: 1,
  },
  {
    tutor_id: ANA,
    tutor_name: 'Ana Rodríguez',
    week_start: '2026-11-30',
    available_hours: 10,
    booked_hours: 1,
    cancelled: 0,
    no_show: 0,
  },
  {
    tutor_id: 'b',
    tutor_name: 'Beto Díaz',
    week_start: '2026-11-23',
    available_hours: 4,
    booked_hours: 4,
    cancelled: 0,
    no_show: 2,
  },
];

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-02T18:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('/admin/insights', () => {
  it("is 'Estadísticas' in the admin's navigation", async () => {
    stubApi(LOOKUPS);
    renderApp('/', { token: tokens.admin() });
    expect(screen.getAllByRole('link', { name: 'Estadísticas' })[0]).toHaveAttribute('href', '/admin/insights');
  });

  it('draws the sessions per week by outcome with their table, and each tutor’s use', async () => {
    stubApi({
      ...LOOKUPS,
      [`GET /api/insights/sessions_by_week?${RANGE}`]: data(SESSIONS),
      [`GET /api/insights/tutor_use?${RANGE}`]: data(USE),
    });
    renderApp('/admin/insights', { token: tokens.admin() });
    expect(screen.getByRole('heading', { level: 1, name: 'Estadísticas' })).toBeInTheDocument();
    expect(screen.getByLabelText('Desde')).toHaveValue('2026-10-08');
    expect(screen.getByLabelText('Hasta')).toHaveValue('2026-12-02');

    expect(
      await screen.findByRole('img', {
        name: 'Sesiones por semana según su resultado. 7 en total; Realizada: 4, No se presentó: 1, Cancelada: 0, Sin marcar: 0, Próxima: 2.',
      }),
    ).toBeInTheDocument();
    const rows = rowsOf(screen.getByRole('table', { name: 'Sesiones por semana según su resultado' }));
    expect(rows[0]).toEqual([
      'Semana del',
      'Realizada',
      'No se presentó',
      'Cancelada',
      'Sin marcar',
      'Próxima',
      'Total',
    ]);
    // Every week of the range, from the Monday before 8 October, empty ones too.
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      '05/10/2026',
      '12/10/2026',
      '19/10/2026',
      '26/10/2026',
      '02/11/2026',
      '09/11/2026',
      '16/11/2026',
      '23/11/2026',
      '30/11/2026',
    ]);
    expect(rows.at(-2)).toEqual(['23/11/2026', '4', '1', '0', '0', '0', '5']);
    expect(rows.at(-1)).toEqual(['30/11/2026', '0', '0', '0', '0', '2', '2']);
    // One type: the same answer, the other type's rows left out.
    await userEvent.selectOptions(screen.getByLabelText('Tipo de sesión'), 'Reading');
    expect(rowsOf(screen.getByRole('table', { name: 'Sesiones por semana según su resultado' })).at(-2)).toEqual([
      '23/11/2026',
      '1',
      '0',
      '0',
      '0',
      '0',
      '1',
    ]);

    const use = screen.getByRole('table', { name: /Horas reservadas sobre horas disponibles/ });
    const [, first, second] = within(use).getAllByRole('row');
    // By use, highest first: Beto 4 of 4, Ana 6 of 20.
    expect(first).toHaveTextContent('Beto Díaz');
    expect(first).toHaveTextContent('4 de 4 h · 100 %');
    expect(second).toHaveTextContent('6 de 20 h · 30 %');
    expect([...second!.querySelectorAll(':scope > td')].slice(1, 5).map((cell) => cell.textContent)).toEqual([
      '6',
      '20',
      '1',
      '1',
    ]);
    await userEvent.click(within(use).getByRole('button', { name: 'Ausencias' }));
    expect(within(use).getByRole('columnheader', { name: 'Ausencias' })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(use).getByRole('button', { name: 'Ausencias' }));
    expect(within(use).getAllByRole('row')[1]).toHaveTextContent('Ana Rodríguez');
  });

  it('asks again for the chosen tutor and plan', async () => {
    const { calls } = stubApi({
      ...LOOKUPS,
      [`GET /api/insights/sessions_by_week?${RANGE}`]: data(SESSIONS),
      [`GET /api/insights/tutor_use?${RANGE}`]: data(USE),
      [`GET /api/insights/sessions_by_week?${RANGE}&tutor_id=${ANA}&plan_id=${PLAN}`]: data([]),
      [`GET /api/insights/tutor_use?${RANGE}&tutor_id=${ANA}&plan_id=${PLAN}`]: data([]),
    });
    const user = userEvent.setup();
    renderApp('/admin/insights', { token: tokens.admin() });
    await screen.findByRole('option', { name: 'Ana Rodríguez' });
    await user.selectOptions(screen.getByLabelText('Tutor'), 'Ana Rodríguez');
    await screen.findByRole('option', { name: 'Plan Intensivo' });
    await user.selectOptions(screen.getByLabelText('Plan'), 'Plan Intensivo');
    expect(await screen.findByText('No hay sesiones en este periodo.')).toBeInTheDocument();
    expect(await screen.findByText('No hay tutores con horario o sesiones en este periodo.')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain(
      `/api/insights/sessions_by_week?${RANGE}&tutor_id=${ANA}&plan_id=${PLAN}`,
    );
  });

  it('says why a range is refused, and when the figures cannot be loaded', async () => {
    stubApi({
      ...LOOKUPS,
      [`GET /api/insights/sessions_by_week?${RANGE}`]: json({ success: false, detail: 'Error' }, 500),
      [`GET /api/insights/tutor_use?${RANGE}`]: 'network-error',
    });
    renderApp('/admin/insights', { token: tokens.admin() });
    await waitFor(() =>
      expect(screen.getAllByText('No se pudieron cargar las estadísticas. Inténtalo de nuevo.')).toHaveLength(2),
    );
    const from = screen.getByLabelText('Desde');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-12-05');
    expect(screen.getByRole('alert')).toHaveTextContent('La fecha inicial debe ser anterior o igual a la final');
  });
});
