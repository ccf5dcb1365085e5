// /lecciones/{id} against the real routes and a stubbed network; the microphone is faked at the
// browser boundary (src/test/fake-media.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Assignment } from '@charla/domain/assignments';
import { json, stubApi, type Reply, type Routes } from '@/test/api-stub';
import { installFakeMedia } from '@/test/fake-media';
import { renderApp } from '@/test/render-app';
import { tokens, USER_ID } from '@/test/tokens';
import { EMBED_URL, item, lessonId, list, makeAssignment, makePractice, practiceId } from '../test/lesson-fixtures';

const location = () => screen.getByTestId('location').textContent;
const findToast = (text: string) => screen.findByText(text, { selector: '[role="status"]' });
const sectionButton = (name: string | RegExp) => screen.getByRole('button', { name });
const submitButton = () => screen.getByRole('button', { name: 'Enviar respuesta' });
/** The student screens' list: the caller's own assignments. */
const OWN_LIST = `GET /api/assignments?user_id=${USER_ID}`;

function routesFor(assignment: Assignment, extra: Routes = {}): Routes {
  return {
    [`GET /api/assignments/${assignment.id}`]: json(item(assignment)),
    [`GET /api/lessons/${assignment.lesson_id}/practices`]: json(list([makePractice(1), makePractice(2)])),
    [OWN_LIST]: json(list([assignment])),
    ...extra,
  };
}

function open(assignment: Assignment, extra: Routes = {}) {
  const api = stubApi(routesFor(assignment, extra));
  renderApp(`/lecciones/${assignment.id}`, { token: tokens.student() });
  return api;
}

async function record(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Grabar audio' }));
  await user.click(await screen.findByRole('button', { name: 'Detener grabación' }));
  expect(await screen.findByText('¡Audio grabado correctamente!')).toBeInTheDocument();
}

describe('/lecciones/{id}', () => {
  it('shows the title, the embedded video and the three sections, all open', async () => {
    const assignment = makeAssignment(1);
    const { calls } = open(assignment);
    expect(screen.getByText('Cargando lección...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: assignment.title })).toBeInTheDocument();
    expect(screen.queryByText('Completada')).not.toBeInTheDocument();

    const video = await screen.findByTitle(`Video de la lección: ${assignment.title}`);
    expect(video.tagName).toBe('IFRAME');
    expect(video).toHaveAttribute('src', EMBED_URL);

    for (const name of ['Notas', /^Ejercicios recomendados para esta lección/, 'Tarea'])
      expect(sectionButton(name)).toHaveAttribute('aria-expanded', 'true');
    const notes = within(screen.getByRole('region', { name: 'Notas' }));
    expect(notes.getByRole('heading', { name: 'Vocabulario' })).toBeInTheDocument();
    expect(notes.getByRole('link', { name: 'Guía' })).toHaveAttribute('rel', 'noopener noreferrer');
    const task = within(screen.getByRole('region', { name: 'Tarea' }));
    expect(task.getByText('un minuto').tagName).toBe('STRONG');
    expect(document.title).toBe(`${assignment.title} · Charla`);
    expect(calls.map((call) => call.path)).toContain(`/api/lessons/${lessonId(1)}/practices`);
  });

  it("lists the recommended practices: 'Práctica #n', title, instructions, '~30s' and 'Iniciar'", async () => {
    open(makeAssignment(1));
    const heading = await screen.findByRole('button', {
      name: 'Ejercicios recomendados para esta lección (2 disponibles)',
    });
    const region = within(screen.getByRole('region', { name: heading.textContent! }));
    const cards = region.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    cards.forEach((card, index) => {
      const n = index + 1;
      const inCard = within(card);
      expect(inCard.getByText(`Práctica #${n}`)).toBeInTheDocument();
      expect(inCard.getByText(`Práctica de verbos ${n}`)).toBeInTheDocument();
      expect(inCard.getByText(`Completa las oraciones ${n}.`)).toBeInTheDocument();
      expect(inCard.getByText('~30s')).toBeInTheDocument();
      const start = inCard.getByRole('link', { name: 'Iniciar' });
      expect(start).toHaveAttribute('href', `/practices/${practiceId(n)}`);
      expect(start).toHaveAccessibleDescription(`Práctica de verbos ${n}`);
    });
  });

  it('shows no practices when loading them fails, without a toast (spec §8)', async () => {
    const assignment = makeAssignment(1);
    open(assignment, {
      [`GET /api/lessons/${assignment.lesson_id}/practices`]: json({ success: false, detail: 'Error' }, 500),
    });
    expect(
      await screen.findByRole('button', { name: 'Ejercicios recomendados para esta lección (0 disponibles)' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Esta lección no tiene ejercicios recomendados.')).toBeInTheDocument();
    expect(screen.queryByText('Error', { selector: '[role="status"]' })).not.toBeInTheDocument();
    expect(location()).toBe(`/lecciones/${assignment.id}`);
  });

  it('does not ask for practices when the lesson links none', async () => {
    const assignment = makeAssignment(1, { linked_practices: [] });
    const { calls } = open(assignment);
    expect(
      await screen.findByRole('button', { name: 'Ejercicios recomendados para esta lección (0 disponibles)' }),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.path.includes('/practices'))).toBe(false);
  });

  it("says 'Video URL no válida' and 'contacte al administrador' for a link that is no video", async () => {
    open(makeAssignment(1, { video_url: 'https://example.com/video.mp4' }));
    expect(await screen.findByText('Video URL no válida')).toBeInTheDocument();
    expect(screen.getByText(/contacte al administrador/)).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it("says 'No hay video disponible' without a video link", async () => {
    open(makeAssignment(1, { video_url: null }));
    expect(await screen.findByText('No hay video disponible')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('leaves the notes out when there are none, and gives the task its fallback when empty', async () => {
    open(makeAssignment(1, { notes: null, task: '   ' }));
    expect(await screen.findByText('No hay descripción de tarea disponible')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notas' })).not.toBeInTheDocument();
    expect(screen.queryByText('No hay notas disponibles')).not.toBeInTheDocument();
  });

  it('collapses and opens a section with the mouse and the keyboard', async () => {
    const user = userEvent.setup();
    open(makeAssignment(1));
    const notes = await screen.findByRole('button', { name: 'Notas' });
    const content = screen.getByRole('heading', { name: 'Vocabulario' });

    await user.click(notes);
    expect(notes).toHaveAttribute('aria-expanded', 'false');
    expect(content).not.toBeVisible();

    notes.focus();
    await user.keyboard('{Enter}');
    expect(notes).toHaveAttribute('aria-expanded', 'true');
    expect(content).toBeVisible();
    await user.keyboard(' ');
    expect(notes).toHaveAttribute('aria-expanded', 'false');
  });

  it("goes back to /lecciones with 'Volver'", async () => {
    open(makeAssignment(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Volver' }));
    expect(location()).toBe('/lecciones');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis Lecciones Asignadas' })).toBeInTheDocument();
  });

  describe('completed', () => {
    it("shows the 'Completada' badge and 'Tarea completada' with the date in Costa Rica and the feedback, no form", async () => {
      // 21:30 UTC is 3:30 p. m. in Costa Rica (UTC−6).
      open(
        makeAssignment(1, { completed_at: '2026-11-21T21:30:00Z', feedback: '¡Muy bien!\nCuida la pronunciación.' }),
      );
      const title = await screen.findByRole('heading', { level: 1 });
      expect(within(title.parentElement!).getByText('Completada')).toBeInTheDocument();
      const task = within(screen.getByRole('region', { name: 'Tarea' }));
      expect(task.getByText('Tarea completada')).toBeInTheDocument();
      const when = task.getByText(/de noviembre/);
      expect(when).toHaveTextContent(/^sábado, 21 de noviembre de 2026, 3:30\sp\.\sm\.$/);
      expect(when).toHaveAttribute('datetime', '2026-11-21T21:30:00Z');
      expect(task.getByText('Retroalimentación')).toBeInTheDocument();
      expect(task.getByText(/Cuida la pronunciación/)).toHaveTextContent('¡Muy bien! Cuida la pronunciación.');
      expect(screen.queryByRole('button', { name: 'Enviar respuesta' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Grabar audio' })).not.toBeInTheDocument();
    });

    it('uses the Costa Rica day, not the UTC one, and says when there is no feedback yet', async () => {
      open(makeAssignment(1, { completed_at: '2026-01-01T03:00:00Z', feedback: null }));
      const when = await screen.findByText(/de diciembre/);
      expect(when).toHaveTextContent(/^miércoles, 31 de diciembre de 2025, 9:00\sp\.\sm\.$/);
      expect(screen.getByText('Tu tutor aún no ha escrito retroalimentación.')).toBeInTheDocument();
    });
  });

  describe("'Enviar respuesta'", () => {
    it('keeps the submit disabled until something is recorded, and again after deleting it', async () => {
      const user = userEvent.setup();
      installFakeMedia();
      open(makeAssignment(1));
      expect(await screen.findByRole('form', { name: 'Enviar respuesta' })).toBeInTheDocument();
      // Said once, on the button: the recorder's label heads the form (issue 48).
      expect(screen.getAllByText('Enviar respuesta')).toHaveLength(1);
      expect(submitButton()).toBeDisabled();
      expect(submitButton()).toHaveAccessibleDescription('Graba tu respuesta para poder enviarla.');

      await record(user);
      expect(submitButton()).toBeEnabled();

      await user.click(screen.getByRole('button', { name: 'Eliminar grabación' }));
      expect(screen.getByText('Por favor grabe un audio')).toBeInTheDocument();
      expect(submitButton()).toBeDisabled();
    });

    it("sends audio_file (grabacion.webm) and assignment_id, says 'Tarea enviada con éxito' and goes to /lecciones", async () => {
      const user = userEvent.setup();
      installFakeMedia();
      const assignment = makeAssignment(1);
      const done = { ...assignment, completed_at: '2026-11-21T21:30:00Z' };
      let listAsked = 0;
      const { fetchMock } = stubApi(
        routesFor(assignment, {
          [`POST /api/assignments/${assignment.id}/submissions`]: json(item(done), 201),
          [OWN_LIST]: () => {
            listAsked += 1;
            return json(list([listAsked === 1 ? assignment : done]));
          },
        }),
      );
      // From the list (cached), so coming back shows it only if the submission refreshed it.
      renderApp('/lecciones', { token: tokens.student() });
      await user.click(await screen.findByRole('link', { name: 'Ver Lección' }));
      await screen.findByRole('form', { name: 'Enviar respuesta' });
      await record(user);
      await user.click(submitButton());

      expect(await findToast('Tarea enviada con éxito')).toBeInTheDocument();
      await waitFor(() => expect(location()).toBe('/lecciones'));
      expect(await screen.findByRole('link', { name: 'Revisar Lección' })).toBeInTheDocument();
      expect(listAsked).toBe(2);

      const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
      expect(String(post[0])).toBe(`/api/assignments/${assignment.id}/submissions`);
      const sent = post[1]!.body as FormData;
      expect(sent.get('assignment_id')).toBe(assignment.id);
      const audio = sent.get('audio_file') as File;
      expect(audio.name).toBe('grabacion.webm');
      expect(audio.type).toBe('audio/webm;codecs=opus');
      expect(new Headers(post[1]!.headers).get('authorization')).toMatch(/^Bearer /);
      expect(new Headers(post[1]!.headers).get('content-type')).toBeNull();
    });

    it.each([
      [
        "the server's detail (422)",
        json(
          { success: false, detail: [{ loc: ['body', 'audio_file'], msg: 'El audio no es WebM/Opus', type: 'audio' }] },
          422,
        ),
        'El audio no es WebM/Opus',
      ],
      // A network failure keeps the recording and waits instead: homework-form-offline.test.tsx.
      ["'Error en la solicitud' without a detail", json({ success: false }, 500), 'Error en la solicitud'],
    ])('on failure toasts %s and stays with the recording', async (_case, reply, message) => {
      const user = userEvent.setup();
      installFakeMedia();
      const assignment = makeAssignment(1);
      open(assignment, { [`POST /api/assignments/${assignment.id}/submissions`]: reply as Reply });
      await screen.findByRole('form', { name: 'Enviar respuesta' });
      await record(user);
      await user.click(submitButton());
      expect(await findToast(message)).toBeInTheDocument();
      expect(location()).toBe(`/lecciones/${assignment.id}`);
      expect(screen.getByText('¡Audio grabado correctamente!')).toBeInTheDocument();
      expect(submitButton()).toBeEnabled();
    });

    it("on a 409 (already sent) toasts the server's words and shows 'Tarea completada'", async () => {
      const user = userEvent.setup();
      installFakeMedia();
      const assignment = makeAssignment(1);
      let detailAsked = 0;
      open(assignment, {
        [`GET /api/assignments/${assignment.id}`]: () => {
          detailAsked += 1;
          return json(item(detailAsked === 1 ? assignment : { ...assignment, completed_at: '2026-11-21T21:30:00Z' }));
        },
        [`POST /api/assignments/${assignment.id}/submissions`]: json(
          { success: false, detail: 'Esta tarea ya fue enviada' },
          409,
        ),
      });
      await screen.findByRole('form', { name: 'Enviar respuesta' });
      await record(user);
      await user.click(submitButton());
      expect(await findToast('Esta tarea ya fue enviada')).toBeInTheDocument();
      expect(await screen.findByText('Tarea completada')).toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Enviar respuesta' })).not.toBeInTheDocument();
    });
  });

  describe('failures go back to /lecciones', () => {
    it.each([
      [404, 'No tienes acceso a esta lección o no existe'],
      [403, 'No tienes acceso a esta lección o no existe'],
      [422, 'No tienes acceso a esta lección o no existe'],
      [500, 'Error al cargar los detalles de la lección'],
    ])('a %i says %j', async (status, message) => {
      const assignment = makeAssignment(1);
      open(assignment, {
        [`GET /api/assignments/${assignment.id}`]: json({ success: false, detail: 'Asignación no encontrada' }, status),
      });
      expect(await findToast(message)).toBeInTheDocument();
      await waitFor(() => expect(location()).toBe('/lecciones'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Mis Lecciones Asignadas' })).toBeInTheDocument();
    });

    it.each(['admin', 'student'] as const)(
      "another person's assignment, which a %s's grant may reach: the refusal, never the lesson or its form",
      async (role) => {
        const theirs = makeAssignment(2, { user_id: '01a1fb99-0000-7000-8000-0000000000ee' });
        stubApi(routesFor(theirs));
        renderApp(`/lecciones/${theirs.id}`, { token: tokens[role]() });
        expect(await findToast('No tienes acceso a esta lección o no existe')).toBeInTheDocument();
        await waitFor(() => expect(location()).toBe('/lecciones'));
        expect(screen.queryByRole('heading', { level: 1, name: theirs.title })).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Enviar respuesta' })).not.toBeInTheDocument();
      },
    );

    it("a network failure says 'Error al cargar los detalles de la lección'", async () => {
      const assignment = makeAssignment(1);
      open(assignment, { [`GET /api/assignments/${assignment.id}`]: 'network-error' });
      expect(await findToast('Error al cargar los detalles de la lección')).toBeInTheDocument();
      await waitFor(() => expect(location()).toBe('/lecciones'));
    });

    it('a 401 ends the session instead (spec §7: the screen stops there)', async () => {
      const assignment = makeAssignment(1);
      open(assignment, { [`GET /api/assignments/${assignment.id}`]: json({ success: false }, 401) });
      await waitFor(() => expect(location()).toBe('/login'));
      expect(screen.queryByText('Error al cargar los detalles de la lección')).not.toBeInTheDocument();
    });
  });
});
