// /content/lessons/create and /content/lessons/{id}/edit against the real routes (the app's preview is
// the student's LessonView) and a stubbed network (spec part 2 §2, §5, §7, §8).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LESSON_VIDEO_EMBED_MESSAGE, type Lesson } from '@charla/domain/lessons';
import { json, stubApi, type Routes } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';
import {
  EMBED_URL,
  item,
  lessonsUrl,
  list,
  makeLesson,
  makePractice,
  page,
  practiceId,
  practicesUrl,
  VIDEO_URL,
} from '../test/content-lesson-fixtures';

const location = () => screen.getByTestId('location').textContent;
const findToast = (text: string) => screen.findByText(text, { selector: '[role="status"]' });
const field = (name: string) => screen.getByRole('textbox', { name });
const writes = <C extends { method: string }>(calls: C[]) => calls.filter((call) => call.method !== 'GET');
const LIST_ROUTES: Routes = { [lessonsUrl(1)]: json(page([])) };

function openCreate(routes: Routes = {}) {
  const api = stubApi({ ...LIST_ROUTES, ...routes });
  renderApp('/content/lessons/create', { token: tokens.content() });
  return api;
}

function openEdit(lesson: Lesson, routes: Routes = {}) {
  const api = stubApi({
    ...LIST_ROUTES,
    [`GET /api/lessons/${lesson.id}`]: json(item(lesson)),
    [`GET /api/lessons/${lesson.id}/practices`]: json(
      list(lesson.linked_practices.map((id) => makePractice(Number(id.slice(-2))))),
    ),
    ...routes,
  });
  renderApp(`/content/lessons/${lesson.id}/edit`, { token: tokens.content() });
  return api;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Título'), 'Saludos y presentaciones');
  await user.type(field('URL del video'), VIDEO_URL);
  await user.click(field('Tarea'));
  await user.paste('Graba **un saludo** de 30 segundos.');
}

describe('/content/lessons/create', () => {
  it('creates a lesson with POST, says so and goes back to the list', async () => {
    const user = userEvent.setup();
    const created = makeLesson(9, { title: 'Saludos y presentaciones' });
    const { calls } = openCreate({ 'POST /api/lessons': json(item(created), 201) });
    expect(screen.getByRole('heading', { level: 1, name: 'Crear Nueva Lección' })).toBeInTheDocument();
    await fillRequired(user);
    await user.click(field('Notas (opcional)'));
    await user.paste('## Vocabulario\n\n- hello');
    await user.click(screen.getByRole('button', { name: 'Crear Lección' }));

    expect(await findToast('Lección creada')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/content/lessons'));
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/lessons',
        body: {
          title: 'Saludos y presentaciones',
          video_url: VIDEO_URL,
          task: 'Graba **un saludo** de 30 segundos.',
          notes: '## Vocabulario\n\n- hello',
          linked_practices: [],
          reading_text: null,
          reading_language: 'en',
        },
      }),
    ]);
  });

  it('says what is missing or wrong before asking the server, focusing the first field', async () => {
    const user = userEvent.setup();
    const { calls } = openCreate();
    await user.click(screen.getByRole('button', { name: 'Crear Lección' }));

    expect(field('Título')).toHaveAccessibleDescription('El título es obligatorio');
    expect(field('Título')).toHaveFocus();
    expect(field('URL del video')).toHaveAccessibleDescription(
      expect.stringContaining('La URL del video es obligatoria'),
    );
    expect(field('Tarea')).toHaveAccessibleDescription(expect.stringContaining('La tarea es obligatoria'));
    expect(field('Notas (opcional)')).not.toHaveAttribute('aria-invalid');

    await user.type(field('URL del video'), 'youtube.com/watch?v=dQw4w9WgXcQ');
    expect(field('URL del video')).toHaveAccessibleDescription(
      expect.stringContaining('La URL del video debe comenzar con http:// o https://'),
    );
    expect(writes(calls)).toEqual([]);
  });

  it('refuses a video link the student page cannot embed, at the field, before asking the server', async () => {
    const user = userEvent.setup();
    const { calls } = openCreate();
    await fillRequired(user);
    await user.clear(field('URL del video'));
    await user.type(field('URL del video'), 'https://vimeo.com/123456');
    await user.click(screen.getByRole('button', { name: 'Crear Lección' }));
    expect(field('URL del video')).toHaveAccessibleDescription(expect.stringContaining(LESSON_VIDEO_EMBED_MESSAGE));
    expect(field('URL del video')).toHaveFocus();
    expect(writes(calls)).toEqual([]);

    await user.clear(field('URL del video'));
    await user.type(field('URL del video'), 'https://youtu.be/dQw4w9WgXcQ');
    expect(field('URL del video')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("shows a 422 in the 'Error de validación' box and on its field, keeping what was typed", async () => {
    const user = userEvent.setup();
    openCreate({
      'POST /api/lessons': json(
        {
          success: false,
          detail: [{ loc: ['body', 'title'], msg: 'Ya existe una lección con ese título', type: 'x' }],
        },
        422,
      ),
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Crear Lección' }));

    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('Error de validación');
    expect(box).toHaveTextContent('Ya existe una lección con ese título');
    expect(field('Título')).toHaveAccessibleDescription('Ya existe una lección con ese título');
    expect(field('Título')).toHaveValue('Saludos y presentaciones');
    expect(field('Tarea')).toHaveValue('Graba **un saludo** de 30 segundos.');
    expect(location()).toBe('/content/lessons/create');
  });

  it("says 'Error de validación. Por favor, revisa los datos ingresados.' for a 422 without words", async () => {
    const user = userEvent.setup();
    openCreate({ 'POST /api/lessons': json({ success: false }, 422) });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Crear Lección' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error de validaciónError de validación. Por favor, revisa los datos ingresados.',
    );
  });

  it.each([
    ['without a reason', json({}, 500), 'Error al guardar la lección'],
    ['with the server reason', json({ success: false, detail: 'No tienes permiso' }, 403), 'No tienes permiso'],
    ['on a network failure', 'network-error' as const, 'Error de conexión'],
  ])('says why a save failed %s, above the buttons, and keeps the form', async (_case, reply, message) => {
    const user = userEvent.setup();
    openCreate({ 'POST /api/lessons': reply });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Crear Lección' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText('Error de validación')).not.toBeInTheDocument();
    expect(field('Título')).toHaveValue('Saludos y presentaciones');
    expect(screen.getByRole('button', { name: 'Crear Lección' })).toBeEnabled();
  });

  it('previews the lesson exactly as the student sees it, and goes back to the fields as typed', async () => {
    const user = userEvent.setup();
    openCreate();
    await fillRequired(user);
    await user.click(field('Notas (opcional)'));
    await user.paste('## Vocabulario\n\n[Guía](https://example.com/guia)');
    await user.click(screen.getByRole('button', { name: 'Vista previa' }));

    expect(screen.getByRole('button', { name: 'Vista previa' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('textbox', { name: 'Título' })).not.toBeInTheDocument();
    const preview = within(screen.getByRole('region', { name: 'Vista previa' }));
    expect(preview.getByRole('heading', { level: 2, name: 'Saludos y presentaciones' })).toBeInTheDocument();
    await waitFor(() =>
      expect(preview.getByTitle('Video de la lección: Saludos y presentaciones')).toHaveAttribute('src', EMBED_URL),
    );
    const notes = within(preview.getByRole('region', { name: 'Notas' }));
    expect(notes.getByRole('heading', { name: 'Vocabulario' })).toBeInTheDocument();
    expect(notes.getByRole('link', { name: 'Guía' })).toHaveAttribute('target', '_blank');
    const task = within(preview.getByRole('region', { name: 'Tarea' }));
    expect(task.getByText('un saludo').tagName).toBe('STRONG');
    // Preview mode: no back button, no practices, no submit form.
    expect(preview.queryByRole('button', { name: 'Volver' })).not.toBeInTheDocument();
    expect(preview.queryByText(/Ejercicios recomendados/)).not.toBeInTheDocument();
    expect(preview.queryByRole('button', { name: 'Enviar respuesta' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Editar' }));
    expect(field('Título')).toHaveValue('Saludos y presentaciones');
    expect(screen.queryByRole('region', { name: 'Vista previa' })).not.toBeInTheDocument();
  });

  it("previews a link that is no video as the student's 'Video URL no válida', telling the author why", async () => {
    const user = userEvent.setup();
    openCreate();
    await user.type(field('URL del video'), 'https://example.com/video');
    await user.click(screen.getByRole('button', { name: 'Vista previa' }));
    const preview = within(screen.getByRole('region', { name: 'Vista previa' }));
    expect(preview.getByText(`${LESSON_VIDEO_EMBED_MESSAGE}.`)).toBeInTheDocument();
    expect(preview.getByText('Video URL no válida')).toBeInTheDocument();
    expect(preview.getByRole('heading', { level: 2, name: 'Lección sin título' })).toBeInTheDocument();
    expect(preview.getByText('No hay notas disponibles')).toBeInTheDocument();
  });

  it('links practices found by search, in order, with toasts, and saves them with the lesson', async () => {
    const user = userEvent.setup();
    const { calls } = openCreate({
      [practicesUrl(1)]: json(page([makePractice(1), makePractice(2), makePractice(3)])),
      [practicesUrl(1, 'pasado')]: json(page([makePractice(4, { title: 'El pasado' })])),
      'POST /api/lessons': json(item(makeLesson(9)), 201),
    });
    await fillRequired(user);
    const panel = screen.getByRole('button', { name: 'Prácticas enlazadas (0)' });
    expect(panel).toHaveAttribute('aria-expanded', 'false');
    expect(calls.some((call) => call.path.startsWith('/api/practices'))).toBe(false);
    await user.click(panel);
    expect(panel).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Esta lección aún no enlaza prácticas.')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Enlazar Práctica de verbos 2' }));
    expect(await findToast('Práctica enlazada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enlazar Práctica de verbos 1' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar prácticas por título' }), 'pasado');
    await user.click(await screen.findByRole('button', { name: 'Enlazar El pasado' }));

    expect(screen.getByRole('button', { name: 'Prácticas enlazadas (3)' })).toBeInTheDocument();
    const linked = within(screen.getByRole('list', { name: 'Prácticas enlazadas, en orden' }));
    expect(linked.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Práctica de verbos 2'),
      expect.stringContaining('Práctica de verbos 1'),
      expect.stringContaining('El pasado'),
    ]);
    // A linked practice found again offers to unlink it.
    const found = within(screen.getByRole('group', { name: 'Prácticas para enlazar' }));
    expect(found.getByRole('button', { name: 'Desenlazar El pasado' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Crear Lección' }));
    await findToast('Lección creada');
    expect(writes(calls)[0]!.body).toMatchObject({
      linked_practices: [practiceId(2), practiceId(1), practiceId(4)],
    });
  });

  it('says when the practices to link from cannot be loaded', async () => {
    const user = userEvent.setup();
    openCreate({ [practicesUrl(1)]: json({}, 500) });
    await user.click(screen.getByRole('button', { name: 'Prácticas enlazadas (0)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar las prácticas');
  });

  it('cancels back to the list', async () => {
    openCreate();
    await userEvent.click(screen.getByRole('link', { name: 'Cancelar' }));
    await waitFor(() => expect(location()).toBe('/content/lessons'));
  });

  it('asks before Cancelar or signing out drops what was typed (issue 48)', async () => {
    const user = userEvent.setup();
    openCreate();
    await user.type(field('Título'), 'Sin guardar');
    await user.click(screen.getByRole('link', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Seguir editando' }));
    expect(location()).toBe('/content/lessons/create');
    expect(field('Título')).toHaveValue('Sin guardar');

    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(screen.getByRole('alertdialog', { name: '¿Salir sin guardar?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salir sin guardar' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(await findToast('Sesión cerrada exitosamente')).toBeInTheDocument();
  });
});

describe('/content/lessons/{id}/edit', () => {
  const lesson = makeLesson(1, { linked_practices: [practiceId(1), practiceId(2), practiceId(3)] });

  it('fills the form with the lesson and saves the changes with PUT', async () => {
    const user = userEvent.setup();
    const { calls } = openEdit(lesson, { [`PUT /api/lessons/${lesson.id}`]: json(item(lesson)) });
    expect(screen.getByRole('heading', { level: 1, name: 'Editar Lección' })).toBeInTheDocument();
    expect(screen.getByText('Cargando lección...')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Título' })).toHaveValue(lesson.title);
    expect(field('URL del video')).toHaveValue(VIDEO_URL);
    expect(field('Tarea')).toHaveValue(lesson.task);
    expect(field('Notas (opcional)')).toHaveValue(lesson.notes);
    expect(screen.getByRole('button', { name: 'Prácticas enlazadas (3)' })).toBeInTheDocument();

    await user.clear(field('Título'));
    await user.type(field('Título'), 'Lección 1: repaso');
    await user.clear(field('Notas (opcional)'));
    await user.click(screen.getByRole('button', { name: 'Actualizar Lección' }));

    expect(await findToast('Lección actualizada')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/content/lessons'));
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: `/api/lessons/${lesson.id}`,
        body: {
          title: 'Lección 1: repaso',
          video_url: VIDEO_URL,
          task: lesson.task,
          notes: null,
          linked_practices: lesson.linked_practices,
          reading_text: null,
          reading_language: 'en',
        },
      }),
    ]);
  });

  it('shows the linked practices in order; moves and unlinks them, and sends the new order', async () => {
    const user = userEvent.setup();
    const { calls } = openEdit(lesson, {
      [practicesUrl(1)]: json(page([makePractice(1), makePractice(2), makePractice(3)])),
      [`PUT /api/lessons/${lesson.id}`]: json(item(lesson)),
    });
    await user.click(await screen.findByRole('button', { name: 'Prácticas enlazadas (3)' }));
    const linked = within(screen.getByRole('list', { name: 'Prácticas enlazadas, en orden' }));
    await waitFor(() =>
      expect(linked.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
        expect.stringContaining('Práctica de verbos 1'),
        expect.stringContaining('Práctica de verbos 2'),
        expect.stringContaining('Práctica de verbos 3'),
      ]),
    );
    expect(linked.getByRole('button', { name: 'Subir Práctica de verbos 1' })).toBeDisabled();
    expect(linked.getByRole('button', { name: 'Bajar Práctica de verbos 3' })).toBeDisabled();

    await user.click(linked.getByRole('button', { name: 'Subir Práctica de verbos 3' }));
    // Focus follows the practice; the keyboard can keep moving it.
    expect(linked.getByRole('button', { name: 'Subir Práctica de verbos 3' })).toHaveFocus();
    expect(screen.getByText('Práctica de verbos 3: posición 2 de 3')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(linked.getByRole('button', { name: 'Bajar Práctica de verbos 3' })).toHaveFocus();

    await user.click(linked.getByRole('button', { name: 'Desenlazar Práctica de verbos 2' }));
    expect(await findToast('Práctica desenlazada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prácticas enlazadas (2)' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Enlazar Práctica de verbos 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actualizar Lección' }));
    await findToast('Lección actualizada');
    expect(writes(calls)[0]!.body).toMatchObject({ linked_practices: [practiceId(3), practiceId(1)] });
  });

  it('opens the practices panel on a 422 that names a link, with the message beside it', async () => {
    const user = userEvent.setup();
    openEdit(lesson, {
      [practicesUrl(1)]: json(page([])),
      [`PUT /api/lessons/${lesson.id}`]: json(
        {
          success: false,
          detail: [{ loc: ['body', 'linked_practices', 1], msg: `La práctica ${practiceId(2)} no existe`, type: 'x' }],
        },
        422,
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Actualizar Lección' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`La práctica ${practiceId(2)} no existe`);
    const panel = screen.getByRole('button', { name: 'Prácticas enlazadas (3)' });
    expect(panel).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('aria-invalid', 'true');
    const rows = within(screen.getByRole('list', { name: 'Prácticas enlazadas, en orden' })).getAllByRole('listitem');
    expect(within(rows[1]!).getByText(`La práctica ${practiceId(2)} no existe`)).toBeInTheDocument();
    expect(within(rows[0]!).queryByText(/no existe/)).not.toBeInTheDocument();
  });

  it("says 'Error al cargar la lección' and goes back to the list when the lesson can't be loaded", async () => {
    openEdit(lesson, {
      [`GET /api/lessons/${lesson.id}`]: json({ success: false, detail: 'Lección no encontrada' }, 404),
    });
    expect(await findToast('Error al cargar la lección')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/content/lessons'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lecciones' })).toBeInTheDocument();
  });
});
