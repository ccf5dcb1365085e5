// /admin/plans/create and /admin/plans/{id}/edit against the real routes and a stubbed network
// (spec part 2 §2, §3, §5, §7, §8).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Plan } from '@charla/domain/plans';
import { json, stubApi, type Routes } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';
import { item, makePlan, page, planId, plansUrl } from '../test/plan-fixtures';

const location = () => screen.getByTestId('location').textContent;
const findToast = (text: string) => screen.findByText(text, { selector: '[role="status"]' });
const textbox = (name: string) => screen.getByRole('textbox', { name });
const number = (name: string) => screen.getByRole('spinbutton', { name });
const days = () => screen.getByRole('group', { name: 'Días para enviar SEDs' });
const writes = <C extends { method: string }>(calls: C[]) => calls.filter((call) => call.method !== 'GET');
const LIST_ROUTES: Routes = { [plansUrl(1)]: json(page([])) };

function openCreate(routes: Routes = {}) {
  const api = stubApi({ ...LIST_ROUTES, ...routes });
  renderApp('/admin/plans/create', { token: tokens.admin() });
  return api;
}

function openEdit(plan: Plan, routes: Routes = {}) {
  const api = stubApi({ ...LIST_ROUTES, [`GET /api/plans/${plan.id}`]: json(item(plan)), ...routes });
  renderApp(`/admin/plans/${plan.id}/edit`, { token: tokens.admin() });
  return api;
}

async function setNumber(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
  await user.clear(number(name));
  if (value) await user.type(number(name), value);
}

describe('/admin/plans/create', () => {
  it('creates a plan with POST from every field, says so and goes back to the list', async () => {
    const user = userEvent.setup();
    const { calls } = openCreate({ 'POST /api/plans': json(item(makePlan(9)), 201) });
    expect(screen.getByRole('heading', { level: 1, name: 'Crear Nuevo Plan' })).toBeInTheDocument();
    // Spec part 2 §3: language en by default, quotas 0.
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('en');
    expect(
      within(screen.getByRole('combobox', { name: 'Idioma' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Inglés', 'Español', 'Francés']);
    expect(number('Sesiones de Reading')).toHaveValue(0);
    expect(
      within(days())
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);

    await user.type(textbox('Nombre'), '  Conversación intensiva ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'Francés');
    await user.click(within(days()).getByRole('checkbox', { name: 'Viernes' }));
    await user.click(within(days()).getByRole('checkbox', { name: 'Lunes' }));
    await setNumber(user, 'Sesiones de Reading', '2');
    await setNumber(user, 'Sesiones de Speaking', '4');
    await setNumber(user, 'Sesiones en total', '6');
    // Docs/decisions/024: no notice by default; 0 means none.
    expect(number('Aviso mínimo para cancelar (horas)')).toHaveValue(0);
    expect(number('Aviso mínimo para cancelar (horas)')).toHaveAccessibleDescription(
      'Dentro de estas horas antes de una sesión, el estudiante ya no puede cancelarla ni reprogramarla. 0: sin límite; como máximo 168 (una semana).',
    );
    await setNumber(user, 'Aviso mínimo para cancelar (horas)', '12');
    await user.click(screen.getByRole('checkbox', { name: 'Plan predeterminado' }));
    await user.click(screen.getByRole('button', { name: 'Crear Plan' }));

    expect(await findToast('Plan creado')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/plans'));
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/plans',
        body: {
          name: 'Conversación intensiva',
          language: 'fr',
          // In the week's order, whatever order they were ticked in.
          sed_submission_days: ['MONDAY', 'FRIDAY'],
          maximum_reading_sessions: 2,
          maximum_speaking_sessions: 4,
          maximum_total_sessions: 6,
          is_default: true,
          cancel_notice_hours: 12,
        },
      }),
    ]);
  });

  it('requires a name, refuses a negative or fractional quota, and makes a non-number 0 (spec part 2 §5)', async () => {
    const user = userEvent.setup();
    const { calls } = openCreate({ 'POST /api/plans': json(item(makePlan(9)), 201) });
    await setNumber(user, 'Sesiones de Reading', '-1');
    await setNumber(user, 'Sesiones de Speaking', '1.5');
    await user.click(screen.getByRole('button', { name: 'Crear Plan' }));

    expect(textbox('Nombre')).toHaveAccessibleDescription('El nombre es obligatorio');
    expect(textbox('Nombre')).toHaveFocus();
    expect(number('Sesiones de Reading')).toHaveAccessibleDescription('La cantidad debe ser mayor o igual a 0');
    expect(number('Sesiones de Speaking')).toHaveAccessibleDescription('La cantidad debe ser un número entero');
    expect(writes(calls)).toEqual([]);

    await user.type(textbox('Nombre'), 'Básico');
    await setNumber(user, 'Sesiones de Reading', '');
    await setNumber(user, 'Sesiones de Speaking', '3');
    await setNumber(user, 'Sesiones en total', 'e');
    await user.click(screen.getByRole('button', { name: 'Crear Plan' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.body).toMatchObject({
      maximum_reading_sessions: 0,
      maximum_speaking_sessions: 3,
      maximum_total_sessions: 0,
    });
  });

  it('refuses a notice above 168 hours, negative or fractional, and sends an empty one as 0 (no notice)', async () => {
    const user = userEvent.setup();
    const { calls } = openCreate({ 'POST /api/plans': json(item(makePlan(9)), 201) });
    const notice = () => number('Aviso mínimo para cancelar (horas)');
    await user.type(textbox('Nombre'), 'Con aviso');
    for (const [value, message] of [
      ['169', 'El aviso mínimo puede ser como máximo 168 horas (una semana)'],
      ['-1', 'El aviso mínimo debe ser mayor o igual a 0'],
      ['1.5', 'El aviso mínimo debe ser un número entero de horas'],
    ] as const) {
      await setNumber(user, 'Aviso mínimo para cancelar (horas)', value);
      await user.click(screen.getByRole('button', { name: 'Crear Plan' }));
      await waitFor(() => expect(notice()).toHaveAccessibleDescription(expect.stringContaining(message)));
      expect(notice()).toHaveFocus();
    }
    expect(writes(calls)).toEqual([]);

    await setNumber(user, 'Aviso mínimo para cancelar (horas)', '');
    await user.click(screen.getByRole('button', { name: 'Crear Plan' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.body).toMatchObject({ cancel_notice_hours: 0 });
  });

  it('explains a total below a per-type quota, without refusing it', async () => {
    const user = userEvent.setup();
    const { calls } = openCreate({ 'POST /api/plans': json(item(makePlan(9)), 201) });
    await user.type(textbox('Nombre'), 'Libre');
    await setNumber(user, 'Sesiones de Reading', '10');
    const note =
      'El total (0) es menor que el máximo de Reading (10): el total limita la suma de ambos tipos, así que un estudiante del plan podrá agendar como máximo 0 sesiones al mes.';
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(number('Sesiones en total')).toHaveAccessibleDescription(note);
    await setNumber(user, 'Sesiones en total', '10');
    expect(screen.queryByText(/es menor que/)).not.toBeInTheDocument();
    await setNumber(user, 'Sesiones de Speaking', '12');
    expect(screen.getByText(/es menor que el máximo de Speaking \(12\)/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Crear Plan' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
  });

  it("puts a 422 on its field and any other failure above the buttons, in the server's words or 'Error al guardar el plan'", async () => {
    const user = userEvent.setup();
    let reply = json(
      { success: false, detail: [{ loc: ['body', 'name'], msg: 'El nombre es demasiado largo', type: 'x' }] },
      422,
    );
    openCreate({ 'POST /api/plans': () => reply });
    await user.type(textbox('Nombre'), 'Plan');
    await user.click(screen.getByRole('button', { name: 'Crear Plan' }));
    await waitFor(() => expect(textbox('Nombre')).toHaveAccessibleDescription('El nombre es demasiado largo'));
    expect(textbox('Nombre')).toHaveFocus();

    reply = json({ success: false, detail: 'No tienes permiso para realizar esta acción' }, 403);
    await user.click(screen.getByRole('button', { name: 'Crear Plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes permiso para realizar esta acción');

    reply = json({}, 500);
    await user.click(screen.getByRole('button', { name: 'Crear Plan' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error al guardar el plan'));
    expect(textbox('Nombre')).toHaveValue('Plan');
    expect(location()).toBe('/admin/plans/create');
  });

  it("says 'Error de conexión' when the network fails on save", async () => {
    const user = userEvent.setup();
    openCreate({ 'POST /api/plans': 'network-error' });
    await user.type(textbox('Nombre'), 'Plan');
    await user.click(screen.getByRole('button', { name: 'Crear Plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error de conexión');
  });

  it("'Cancelar' goes back to the list", async () => {
    const user = userEvent.setup();
    openCreate();
    await user.click(screen.getByRole('link', { name: 'Cancelar' }));
    expect(location()).toBe('/admin/plans');
  });
});

describe('/admin/plans/{id}/edit', () => {
  it('fills the form with the saved plan and saves the changes with PATCH', async () => {
    const user = userEvent.setup();
    const plan = makePlan(3, {
      name: 'Francés',
      language: 'fr',
      sed_submission_days: ['TUESDAY', 'THURSDAY'],
      maximum_reading_sessions: 2,
      maximum_speaking_sessions: 2,
      maximum_total_sessions: 4,
      is_default: true,
      cancel_notice_hours: 24,
    });
    const { calls } = openEdit(plan, { [`PATCH /api/plans/${plan.id}`]: json(item(plan)) });
    expect(screen.getByRole('heading', { level: 1, name: 'Editar Plan' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Nombre' })).toHaveValue('Francés');
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('fr');
    expect(within(days()).getByRole('checkbox', { name: 'Martes' })).toBeChecked();
    expect(within(days()).getByRole('checkbox', { name: 'Jueves' })).toBeChecked();
    expect(within(days()).getByRole('checkbox', { name: 'Lunes' })).not.toBeChecked();
    expect(number('Sesiones en total')).toHaveValue(4);
    expect(screen.getByRole('checkbox', { name: 'Plan predeterminado' })).toBeChecked();
    expect(number('Aviso mínimo para cancelar (horas)')).toHaveValue(24);

    await user.click(within(days()).getByRole('checkbox', { name: 'Martes' }));
    await setNumber(user, 'Sesiones en total', '3');
    await user.click(screen.getByRole('button', { name: 'Actualizar Plan' }));

    expect(await findToast('Plan actualizado')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/plans'));
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: `/api/plans/${plan.id}`,
        body: {
          name: 'Francés',
          language: 'fr',
          sed_submission_days: ['THURSDAY'],
          maximum_reading_sessions: 2,
          maximum_speaking_sessions: 2,
          maximum_total_sessions: 3,
          is_default: true,
          // Kept as saved: editing other fields never resets the notice.
          cancel_notice_hours: 24,
        },
      }),
    ]);
  });

  it("says 'Error al cargar el plan' and goes back to the list when it can't be loaded", async () => {
    stubApi({
      ...LIST_ROUTES,
      [`GET /api/plans/${planId(404)}`]: json({ success: false, detail: 'Plan no encontrado' }, 404),
    });
    renderApp(`/admin/plans/${planId(404)}/edit`, { token: tokens.admin() });
    expect(await findToast('Error al cargar el plan')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/plans'));
  });
});
