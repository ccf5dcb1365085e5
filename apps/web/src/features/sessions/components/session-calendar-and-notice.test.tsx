// Issue 12 on the sessions screens: the plan's cancellation notice said on the session and its
// buttons disabled before the student tries, the optional cancel reason the tutor then sees, and
// 'Añadir al calendario' (the .ics fetched with the token and saved as a file).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { noticeProblem } from '@charla/domain/booking';
import { ensureBlobUrlApi } from '@/test/fake-media';
import { json, stubApi, type Routes } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';
import { freezeClock, itemBody, listBody, listKey, makeSession, NOW, tutorsRoute } from '../test/fixtures';

const upcomingRegion = () => screen.getByRole('region', { name: 'Próximas Sesiones' });
const hoursFromNow = (hours: number) => new Date(new Date(NOW).getTime() + hours * 3600_000).toISOString();

function renderAt(path: string, routes: Routes, token = tokens.student()) {
  freezeClock();
  const api = stubApi({ ...tutorsRoute(), ...routes });
  const user = userEvent.setup();
  renderApp(path, { token });
  return { ...api, user };
}

/** Watches what 'Añadir al calendario' hands to the browser. */
function watchDownloads() {
  ensureBlobUrlApi();
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:http://localhost/ics';
  });
  const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names, revoked };
}

describe('the cancellation notice', () => {
  it('inside the notice: the card says why, Editar and Cancelar are disabled, joining and the calendar stay', async () => {
    const soon = makeSession({ meeting_time: hoursFromNow(6), cancel_notice_hours: 12 });
    const later = makeSession({ meeting_time: hoursFromNow(13), cancel_notice_hours: 12 });
    renderAt('/sesiones', { [listKey('upcoming', 1)]: json(listBody([soon, later])) });
    const [first, second] = await within(upcomingRegion()).findAllByRole('article');

    const why = noticeProblem(soon.meeting_time, 12, NOW)!;
    expect(why).toContain('Faltan menos de 12 horas');
    expect(first).toHaveTextContent(why);
    for (const name of ['Editar', 'Cancelar']) {
      const button = within(first!).getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(why);
    }
    expect(within(first!).getByRole('link', { name: /Entrar/ })).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Añadir al calendario' })).toBeEnabled();

    expect(second).not.toHaveTextContent('Faltan menos');
    expect(within(second!).getByRole('button', { name: 'Cancelar' })).toBeEnabled();
    expect(within(second!).getByRole('button', { name: 'Editar' })).toBeEnabled();
  });

  it('a plan without notice (0) never disables them', async () => {
    const soon = makeSession({ meeting_time: hoursFromNow(1), cancel_notice_hours: 0 });
    renderAt('/sesiones', { [listKey('upcoming', 1)]: json(listBody([soon])) });
    const card = await within(upcomingRegion()).findByRole('article');
    expect(within(card).getByRole('button', { name: 'Cancelar' })).toBeEnabled();
    expect(card).not.toHaveTextContent('Faltan menos');
  });

  it("shows the server's 409 when the notice starts while the page is open", async () => {
    const session = makeSession({ meeting_time: hoursFromNow(13), cancel_notice_hours: 12 });
    const why = noticeProblem(session.meeting_time, 12, hoursFromNow(2))!;
    const { user } = renderAt('/sesiones', {
      [listKey('upcoming', 1)]: json(listBody([session])),
      [`DELETE /api/sessions/${session.id}`]: json({ success: false, detail: why }, 409),
    });
    const card = await within(upcomingRegion()).findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Sí, cancelar' }));
    expect(await screen.findByText('Error al cancelar la sesión')).toBeInTheDocument();
    expect(screen.getByText(why)).toBeInTheDocument();
  });

  it('the detail of an upcoming session inside the notice says why', async () => {
    const soon = makeSession({ meeting_time: hoursFromNow(3), cancel_notice_hours: 24 });
    renderAt(`/sesiones/${soon.id}`, { [`GET /api/sessions/${soon.id}`]: json(itemBody(soon)) });
    const data = await screen.findByRole('region', { name: 'Datos de la sesión' });
    expect(data).toHaveTextContent('Faltan menos de 24 horas para la sesión');
    expect(within(data).getByRole('button', { name: 'Añadir al calendario' })).toBeInTheDocument();
  });
});

describe('the cancel reason', () => {
  it("is optional: without one the DELETE has no body; with one it is sent trimmed and shown as 'Motivo'", async () => {
    const plain = makeSession({ meeting_time: hoursFromNow(48) });
    const explained = makeSession({ meeting_time: hoursFromNow(72) });
    const { calls, user } = renderAt('/sesiones', {
      [listKey('upcoming', 1)]: json(listBody([plain, explained])),
      [`DELETE /api/sessions/${plain.id}`]: json(itemBody({ ...plain, estado: 'cancelada' })),
      [`DELETE /api/sessions/${explained.id}`]: json(
        itemBody({ ...explained, estado: 'cancelada', cancel_reason: 'Tengo cita con el médico.' }),
      ),
    });
    const [first, second] = await within(upcomingRegion()).findAllByRole('article');

    await user.click(within(first!).getByRole('button', { name: 'Cancelar' }));
    let dialog = screen.getByRole('alertdialog', { name: '¿Estás seguro de que deseas cancelar esta sesión?' });
    expect(within(dialog).getByRole('textbox', { name: 'Motivo (opcional)' })).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, cancelar' }));
    expect(await screen.findByText('Sesión cancelada exitosamente')).toBeInTheDocument();
    expect(calls.find((call) => call.path === `/api/sessions/${plain.id}`)?.body).toBeUndefined();
    expect(first).not.toHaveTextContent('Motivo');

    await user.click(within(second!).getByRole('button', { name: 'Cancelar' }));
    dialog = screen.getByRole('alertdialog', { name: '¿Estás seguro de que deseas cancelar esta sesión?' });
    const box = within(dialog).getByRole('textbox', { name: 'Motivo (opcional)' });
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('maxlength', '500');
    expect(box).toHaveAccessibleDescription(/Tu tutor lo verá en la sesión cancelada\. 0\/500 caracteres\./);
    await user.click(box);
    await user.paste('  Tengo cita con el médico.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, cancelar' }));
    await waitFor(() => expect(second).toHaveTextContent('Motivo: Tengo cita con el médico.'));
    expect(calls.find((call) => call.path === `/api/sessions/${explained.id}`)?.body).toEqual({
      cancel_reason: 'Tengo cita con el médico.',
    });
  });

  it('the tutor sees the reason on the cancelled session, and can add upcoming ones to the calendar', async () => {
    const cancelled = makeSession({
      meeting_time: hoursFromNow(30),
      estado: 'cancelada',
      cancel_reason: 'Viaje de trabajo.',
      student_name: 'Diego Ramírez',
    });
    const upcoming = makeSession({ meeting_time: hoursFromNow(40), student_name: 'Diego Ramírez' });
    renderAt('/tutor/sesiones', { [listKey('upcoming', 1)]: json(listBody([cancelled, upcoming])) }, tokens.tutor());
    const [first, second] = await within(upcomingRegion()).findAllByRole('article');
    expect(first).toHaveTextContent('Sesión cancelada');
    expect(first).toHaveTextContent('Motivo: Viaje de trabajo.');
    expect(within(first!).queryByRole('button', { name: 'Añadir al calendario' })).not.toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Añadir al calendario' })).toBeInTheDocument();
  });

  it('the detail of a cancelled session shows the reason and offers no calendar', async () => {
    const cancelled = makeSession({ meeting_time: hoursFromNow(30), estado: 'cancelada', cancel_reason: 'Viaje.' });
    renderAt(`/sesiones/${cancelled.id}`, { [`GET /api/sessions/${cancelled.id}`]: json(itemBody(cancelled)) });
    const data = await screen.findByRole('region', { name: 'Datos de la sesión' });
    expect(screen.getByText('Motivo').nextElementSibling).toHaveTextContent('Viaje.');
    expect(within(data).queryByRole('button', { name: 'Añadir al calendario' })).not.toBeInTheDocument();
  });
});

describe("'Añadir al calendario'", () => {
  it('fetches the .ics with the token and saves it as sesion-charla.ics', async () => {
    const downloads = watchDownloads();
    const session = makeSession({ meeting_time: hoursFromNow(48) });
    const { calls, user } = renderAt('/sesiones', {
      [listKey('upcoming', 1)]: json(listBody([session])),
      [`GET /api/sessions/${session.id}/ics`]: { body: 'BEGIN:VCALENDAR' },
    });
    const card = await within(upcomingRegion()).findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Añadir al calendario' }));
    await waitFor(() => expect(downloads.names).toEqual(['sesion-charla.ics']));
    const request = calls.find((call) => call.path === `/api/sessions/${session.id}/ics`)!;
    expect(request.headers.get('authorization')).toMatch(/^Bearer /);
    expect(downloads.blobs[0]!.type).toBe('text/calendar;charset=utf-8');
    expect(await downloads.blobs[0]!.text()).toContain('BEGIN:VCALENDAR');
    await waitFor(() => expect(downloads.revoked).toHaveBeenCalledWith('blob:http://localhost/ics'));
    expect(within(card).getByRole('button', { name: 'Añadir al calendario' })).toBeEnabled();
  });

  it("says why when the file cannot be had, in the server's words", async () => {
    const downloads = watchDownloads();
    const session = makeSession({ meeting_time: hoursFromNow(48) });
    const { user } = renderAt('/sesiones', {
      [listKey('upcoming', 1)]: json(listBody([session])),
      [`GET /api/sessions/${session.id}/ics`]: json({ success: false, detail: 'Sesión no encontrada' }, 404),
    });
    const card = await within(upcomingRegion()).findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Añadir al calendario' }));
    expect(await screen.findByText('No se pudo descargar el evento para tu calendario')).toBeInTheDocument();
    expect(screen.getByText('Sesión no encontrada')).toBeInTheDocument();
    expect(downloads.names).toEqual([]);
  });
});
