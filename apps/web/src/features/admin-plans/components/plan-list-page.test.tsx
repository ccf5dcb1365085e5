// /admin/plans against the real routes and a stubbed network (spec part 2 §2, §8).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubApi, type Routes } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';
import { makePlan, page, planId, plansUrl, range } from '../test/plan-fixtures';

const location = () => screen.getByTestId('location').textContent;
const findToast = (text: string | RegExp) =>
  screen.findByText(text, { selector: '[role="status"] *, [role="status"]' });
const listBox = () => screen.getByRole('group', { name: 'Planes' });

function open(routes: Routes, token = tokens.admin()) {
  const api = stubApi(routes);
  renderApp('/admin/plans', { token });
  return api;
}

describe('/admin/plans', () => {
  it('lists the plans with their language, quotas and default mark, a create button and rows that open their form', async () => {
    const plans = [
      makePlan(1, { name: 'Básico', is_default: true }),
      makePlan(2, { name: 'Francés', language: 'fr', maximum_reading_sessions: 1, maximum_total_sessions: 3 }),
      makePlan(3, { name: 'Conversación', language: 'es' }),
    ];
    const { calls } = open({ [plansUrl(1)]: json(page(plans)) });
    expect(screen.getByRole('heading', { level: 1, name: 'Planes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuevo plan' })).toHaveAttribute('href', '/admin/plans/create');

    const rows = within(await screen.findByRole('group', { name: 'Planes' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: 'Básico' })).toHaveAttribute(
      'href',
      `/admin/plans/${planId(1)}/edit`,
    );
    expect(rows[0]).toHaveTextContent('Inglés');
    expect(rows[0]).toHaveTextContent('Reading 2 · Speaking 4 · Total 6 al mes');
    expect(rows[0]).toHaveTextContent('Predeterminado');
    expect(rows[1]).toHaveTextContent('Francés');
    expect(rows[1]).toHaveTextContent('Reading 1 · Speaking 4 · Total 3 al mes');
    expect(rows[1]).not.toHaveTextContent('Predeterminado');
    expect(rows[2]).toHaveTextContent('Español');
    expect(screen.getByText('No hay más planes para cargar')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/plans?page_number=1&page_size=10']);

    await userEvent.click(within(rows[1]!).getByText('Reading 1 · Speaking 4 · Total 3 al mes'));
    expect(location()).toBe(`/admin/plans/${planId(2)}/edit`);
  });

  it('asks for the next page of 10 near the bottom of the list', async () => {
    const { calls } = open({
      [plansUrl(1)]: json(page(range(1, 10, (n) => makePlan(n)))),
      [plansUrl(2)]: json(page([makePlan(11)], 2)),
    });
    const box = await screen.findByRole('group', { name: 'Planes' });
    await waitFor(() => expect(within(box).getAllByRole('listitem')).toHaveLength(11));
    expect(calls.map((call) => call.path)).toEqual([
      '/api/plans?page_number=1&page_size=10',
      '/api/plans?page_number=2&page_size=10',
    ]);
  });

  it('says when there are no plans yet', async () => {
    open({ [plansUrl(1)]: json(page([])) });
    expect(await screen.findByText('Aún no hay planes. Crea el primero con «Nuevo plan».')).toBeInTheDocument();
  });

  it('searches the names on the server', async () => {
    const { calls } = open({
      [plansUrl(1)]: json(page([makePlan(1), makePlan(2)])),
      [plansUrl(1, 'fran')]: json(page([makePlan(7, { name: 'Francés' })])),
      [plansUrl(1, 'zzz')]: json(page([])),
    });
    await screen.findByRole('link', { name: 'Plan 1' });
    const search = screen.getByRole('searchbox', { name: 'Buscar planes por nombre' });
    await userEvent.type(search, 'fran');
    expect(await screen.findByRole('link', { name: 'Francés' })).toBeInTheDocument();
    expect(within(listBox()).getAllByRole('listitem')).toHaveLength(1);
    expect(calls.map((call) => call.path)).toContain('/api/plans?page_number=1&page_size=10&q=fran');

    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(await screen.findByText('Ningún plan coincide con la búsqueda.')).toBeInTheDocument();
  });

  it("says 'Error al cargar los planes' when the list can't be loaded", async () => {
    open({ [plansUrl(1)]: json({ success: false, detail: 'Error interno del servidor' }, 500) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar los planes');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it("says 'Error de conexión' when the network fails", async () => {
    open({ [plansUrl(1)]: 'network-error' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error de conexión');
  });

  it('deletes a plan after the browser confirm, with a toast, and the list asks again', async () => {
    const plan = makePlan(1);
    let deleted = false;
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { calls } = open({
      [plansUrl(1)]: () => json(page(deleted ? [makePlan(2)] : [plan, makePlan(2)])),
      [`DELETE /api/plans/${plan.id}`]: () => {
        deleted = true;
        return json({ success: true });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: `Eliminar ${plan.name}` }));
    expect(confirm).toHaveBeenCalledWith(`¿Eliminar el plan «${plan.name}»? Esta acción no se puede deshacer.`);
    expect(await findToast('Plan eliminado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: plan.name })).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('keeps the plan when the confirm is declined', async () => {
    const plan = makePlan(1);
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { calls } = open({ [plansUrl(1)]: json(page([plan])) });
    await userEvent.click(await screen.findByRole('button', { name: `Eliminar ${plan.name}` }));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByRole('link', { name: plan.name })).toBeInTheDocument();
  });

  it("shows the server's reason when users have the plan (409)", async () => {
    const plan = makePlan(1);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    open({
      [plansUrl(1)]: json(page([plan])),
      [`DELETE /api/plans/${plan.id}`]: json(
        { success: false, detail: 'El plan está asignado a usuarios y no se puede eliminar' },
        409,
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: `Eliminar ${plan.name}` }));
    const toast = await findToast('Error al eliminar el plan');
    expect(toast.closest('[role="status"]')).toHaveTextContent(
      'El plan está asignado a usuarios y no se puede eliminar',
    );
    expect(screen.getByRole('link', { name: plan.name })).toBeInTheDocument();
  });

  it('sends a non-admin Home', () => {
    open({}, tokens.content());
    expect(location()).toBe('/');
  });
});
