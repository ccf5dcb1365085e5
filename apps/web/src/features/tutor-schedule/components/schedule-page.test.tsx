import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  OVERLAP_MESSAGE,
  START_BEFORE_END_MESSAGE,
  TIME_FORMAT_MESSAGE,
  type Availability,
} from '@charla/domain/availability';
import type { Tutor } from '@charla/domain/tutors';
import { json, stubApi, type Reply, type Routes } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { TUTOR_ID, tokens } from '@/test/tokens';

const tutor = (overrides: Partial<Tutor> = {}): Tutor => ({
  id: TUTOR_ID,
  user_id: '01a1fb99-0000-7000-8000-0000000001a1',
  public_name: 'Ana Rodríguez',
  email: 'tutor1@charla.test',
  timezone: 'America/Costa_Rica',
  languages: ['en'],
  availability: {
    MONDAY: [
      { start_time: 9, end_time: 12 },
      { start_time: 14, end_time: 17.5 },
    ],
    WEDNESDAY: [{ start_time: 9, end_time: 12 }],
  },
  blocked_slots: [],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...overrides,
});
const carlos = tutor({
  id: '01a1fb99-0000-7000-8000-0000000000c2',
  public_name: 'Carlos Méndez',
  availability: { SATURDAY: [{ start_time: 9, end_time: 13 }] },
});
const list = (tutors: Tutor[]) => json({ success: true, data: { data: tutors, page_number: null, page_size: 1000 } });

function renderSchedule(
  tutors: Tutor[] | Reply | (() => Reply | Promise<Reply>) = [tutor()],
  routes: Routes = {},
  role: 'tutor' | 'admin' = 'tutor',
) {
  const api = stubApi({ 'GET /api/tutors': Array.isArray(tutors) ? list(tutors) : tutors, ...routes });
  const user = userEvent.setup();
  renderApp('/tutor/horario', { token: tokens[role]() });
  return { ...api, user };
}

const day = (name: string) => screen.getByRole('list', { name });
const slotsOf = (name: string) =>
  within(day(name))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
const dialog = () => screen.getByRole('dialog');
const startInput = () => within(dialog()).getByRole('textbox', { name: 'Hora de inicio' });
const endInput = () => within(dialog()).getByRole('textbox', { name: 'Hora de fin' });

async function typeTimes(user: UserEvent, start: string, end: string) {
  await user.clear(startInput());
  if (start) await user.type(startInput(), start);
  await user.clear(endInput());
  if (end) await user.type(endInput(), end);
}

describe('/tutor/horario', () => {
  it("shows a spinner, then the week Monday to Sunday with the slots at their times, in the tutor's zone", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderSchedule(async () => {
      await gate;
      return list([tutor()]);
    });
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Cargando...');
    act(() => release());

    expect(await screen.findByText('Ana Rodríguez')).toBeInTheDocument(); // one tutor: a fixed label
    expect(screen.queryByRole('button', { name: /^Tutor/ })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Horario semanal' }))
        .getAllByRole('list')
        .map((element) => element.getAttribute('aria-label')),
    ).toEqual(['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo']);
    expect(slotsOf('Lunes')).toEqual(['9:00 a.m. – 12:00 p.m.', '2:00 p.m. – 5:30 p.m.']);
    expect(slotsOf('Miércoles')).toEqual(['9:00 a.m. – 12:00 p.m.']);
    expect(slotsOf('Martes')).toEqual([]);
    // 60 px per hour from the floored earliest start (9) to the rounded-up latest end (18).
    expect(day('Lunes')).toHaveStyle({ height: '540px' });
    const [morning, afternoon] = within(day('Lunes')).getAllByRole('listitem');
    expect(morning).toHaveStyle({ top: '0px', height: '180px' });
    expect(afternoon).toHaveStyle({ top: '300px', height: '210px' });
    expect(screen.getByText(/zona horaria del tutor: Costa Rica \(America\/Costa_Rica\)/)).toBeInTheDocument();
  });

  it("says 'No hay tutores disponibles' for an empty list", async () => {
    renderSchedule([]);
    expect(await screen.findByText('No hay tutores disponibles')).toBeInTheDocument();
  });

  it.each([
    [json({ success: false, detail: 'Error interno del servidor' }, 500), 'Error al cargar los tutores'],
    ['network-error' as const, 'Error de conexión'],
  ])('shows the load error (%o)', async (reply, message) => {
    renderSchedule(reply);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it("offers 'Agregar primer horario' when there are no slots, opening the add dialog with 19:00–21:00", async () => {
    const { user } = renderSchedule([tutor({ availability: {} })]);
    await user.click(await screen.findByRole('button', { name: 'Agregar primer horario' }));
    expect(within(dialog()).getByRole('heading', { name: 'Agregar horario' })).toBeInTheDocument();
    expect(startInput()).toHaveValue('19:00');
    expect(endInput()).toHaveValue('21:00');
    expect(within(dialog()).getByRole('combobox', { name: 'Día' })).toHaveValue('MONDAY');
    expect(within(dialog()).getByRole('button', { name: 'Agregar' })).toBeEnabled();
  });

  it('validates as the user types: format, start before end, overlap (touching ends allowed)', async () => {
    const { user } = renderSchedule();
    await user.click(await screen.findByRole('button', { name: 'Editar horario' }));
    await user.click(screen.getByRole('button', { name: 'Agregar horario' }));
    const add = () => within(dialog()).getByRole('button', { name: 'Agregar' });

    await typeTimes(user, '7pm', '21:00');
    expect(dialog()).toHaveTextContent(TIME_FORMAT_MESSAGE);
    expect(add()).toBeDisabled();
    expect(startInput()).toHaveAttribute('aria-invalid', 'true');

    await typeTimes(user, '19:00', '25:00');
    expect(dialog()).toHaveTextContent(TIME_FORMAT_MESSAGE);

    await typeTimes(user, '21:00', '19:00');
    expect(dialog()).toHaveTextContent(START_BEFORE_END_MESSAGE);
    expect(add()).toBeDisabled();

    await typeTimes(user, '11:00', '14:30');
    expect(dialog()).toHaveTextContent(OVERLAP_MESSAGE);
    expect(add()).toBeDisabled();

    // The same times on another day do not overlap.
    await user.selectOptions(within(dialog()).getByRole('combobox', { name: 'Día' }), 'Martes');
    expect(dialog()).not.toHaveTextContent(OVERLAP_MESSAGE);
    await user.selectOptions(within(dialog()).getByRole('combobox', { name: 'Día' }), 'Lunes');
    expect(dialog()).toHaveTextContent(OVERLAP_MESSAGE);

    await typeTimes(user, '12:00', '14:00'); // touches both neighbours
    expect(dialog()).not.toHaveTextContent(OVERLAP_MESSAGE);
    expect(add()).toBeEnabled();
    await user.click(add());

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Horario agregado')).toBeInTheDocument();
    expect(slotsOf('Lunes')).toEqual(['9:00 a.m. – 12:00 p.m.', '12:00 p.m. – 2:00 p.m.', '2:00 p.m. – 5:30 p.m.']);
  });

  it('keeps edits local until Guardar, then PATCHes the normalised availability', async () => {
    const saved: Availability = {
      MONDAY: [
        { start_time: 9, end_time: 12 },
        { start_time: 14, end_time: 17.5 },
      ],
      SATURDAY: [{ start_time: 19.25, end_time: 21 }],
    };
    // The server keeps what was saved: the list is read again after saving.
    let stored = tutor();
    const { calls, user } = renderSchedule(() => list([stored]), {
      [`PATCH /api/tutors/${TUTOR_ID}`]: () => {
        stored = tutor({ availability: saved });
        return json({ success: true, data: stored });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Editar horario' }));
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();

    // Add Saturday 19:15–21:00.
    await user.click(screen.getByRole('button', { name: 'Agregar horario' }));
    await user.selectOptions(within(dialog()).getByRole('combobox', { name: 'Día' }), 'Sábado');
    await typeTimes(user, '19:15', '21:00');
    await user.click(within(dialog()).getByRole('button', { name: 'Agregar' }));
    expect(slotsOf('Sábado')).toEqual(['7:15 p.m. – 9:00 p.m.']);

    // Delete Wednesday's slot through its edit dialog.
    await user.click(
      within(day('Miércoles')).getByRole('button', { name: 'Editar horario del miércoles: 9:00 a.m. – 12:00 p.m.' }),
    );
    expect(within(dialog()).getByRole('heading', { name: 'Editar horario' })).toBeInTheDocument();
    expect(startInput()).toHaveValue('09:00');
    await user.click(within(dialog()).getByRole('button', { name: 'Eliminar horario' }));
    expect(slotsOf('Miércoles')).toEqual([]);
    expect(screen.getByText('Tienes cambios sin guardar.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Horario guardado exitosamente')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: `/api/tutors/${TUTOR_ID}`,
      body: { availability: saved },
    });
    expect(
      Object.keys((calls.find((call) => call.method === 'PATCH')!.body as { availability: Availability }).availability),
    ).toEqual(['MONDAY', 'SATURDAY']);
    // Back to view mode with the saved schedule.
    expect(screen.getByRole('button', { name: 'Editar horario' })).toBeInTheDocument();
    expect(slotsOf('Sábado')).toEqual(['7:15 p.m. – 9:00 p.m.']);
  });

  it('edits a slot and moves it to another day; Cancelar drops every local edit', async () => {
    const { calls, user } = renderSchedule();
    await user.click(await screen.findByRole('button', { name: 'Editar horario' }));
    await user.click(
      within(day('Lunes')).getByRole('button', { name: 'Editar horario del lunes: 2:00 p.m. – 5:30 p.m.' }),
    );
    await user.selectOptions(within(dialog()).getByRole('combobox', { name: 'Día' }), 'Miércoles');
    await typeTimes(user, '11:00', '13:00');
    expect(dialog()).toHaveTextContent(OVERLAP_MESSAGE);
    await typeTimes(user, '12:00', '13:00');
    await user.click(within(dialog()).getByRole('button', { name: 'Guardar cambios' }));
    expect(slotsOf('Lunes')).toEqual(['9:00 a.m. – 12:00 p.m.']);
    expect(slotsOf('Miércoles')).toEqual(['9:00 a.m. – 12:00 p.m.', '12:00 p.m. – 1:00 p.m.']);

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(slotsOf('Lunes')).toEqual(['9:00 a.m. – 12:00 p.m.', '2:00 p.m. – 5:30 p.m.']);
    expect(slotsOf('Miércoles')).toEqual(['9:00 a.m. – 12:00 p.m.']);
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it("shows the server's reason, or 'Error al guardar el horario', and stays in edit mode", async () => {
    const { user } = renderSchedule([tutor()], { [`PATCH /api/tutors/${TUTOR_ID}`]: json({ success: false }, 500) });
    await user.click(await screen.findByRole('button', { name: 'Editar horario' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Error al guardar el horario')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  });

  describe('tutor picker (users who may choose among tutors)', () => {
    it('selects the first tutor, opens with Enter or Space, moves with the arrows and closes on Escape or an outside click', async () => {
      const { user } = renderSchedule([tutor(), carlos], {}, 'admin');
      const picker = await screen.findByRole('button', { name: 'Tutor Ana Rodríguez' });
      expect(picker).toHaveAttribute('aria-haspopup', 'listbox');
      expect(slotsOf('Lunes')).toHaveLength(2);

      picker.focus();
      await user.keyboard('{Enter}');
      const listbox = screen.getByRole('listbox', { name: 'Tutor' });
      expect(listbox).toHaveFocus();
      expect(picker).toHaveAttribute('aria-expanded', 'true');
      expect(within(listbox).getByRole('option', { name: 'Ana Rodríguez' })).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{ArrowDown}{Enter}');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(picker).toHaveFocus();
      expect(picker).toHaveAccessibleName('Tutor Carlos Méndez');
      expect(slotsOf('Sábado')).toEqual(['9:00 a.m. – 1:00 p.m.']);
      expect(slotsOf('Lunes')).toEqual([]);

      await user.keyboard(' ');
      expect(screen.getByRole('listbox', { name: 'Tutor' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(picker).toHaveFocus();
      expect(picker).toHaveAttribute('aria-expanded', 'false');

      await user.click(picker);
      expect(screen.getByRole('listbox', { name: 'Tutor' })).toBeInTheDocument();
      await user.click(screen.getByRole('heading', { level: 1, name: 'Horario' }));
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
      expect(picker).toHaveAccessibleName('Tutor Carlos Méndez');
    });

    it('opens the tutor ?tutor= names (the admin tutor form links here), else the first one', async () => {
      stubApi({ 'GET /api/tutors': list([tutor(), carlos]) });
      renderApp(`/tutor/horario?tutor=${carlos.id}`, { token: tokens.admin() });
      expect(await screen.findByRole('button', { name: 'Tutor Carlos Méndez' })).toBeInTheDocument();
      expect(slotsOf('Sábado')).toEqual(['9:00 a.m. – 1:00 p.m.']);
    });

    it('is locked while editing', async () => {
      const { user } = renderSchedule([tutor(), carlos], {}, 'admin');
      await user.click(await screen.findByRole('button', { name: 'Editar horario' }));
      expect(screen.getByRole('button', { name: 'Tutor Ana Rodríguez' })).toBeDisabled();
    });
  });
});
