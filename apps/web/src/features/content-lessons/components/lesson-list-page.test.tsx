// /content/lessons against the real routes and a stubbed network (spec part 2 §2, §8).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubApi, type Routes } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';
import { lessonId, lessonsUrl, makeLesson, page, practiceId, range } from '../test/content-lesson-fixtures';

const location = () => screen.getByTestId('location').textContent;
const findToast = (text: string | RegExp) =>
  screen.findByText(text, { selector: '[role="status"] *, [role="status"]' });
const listBox = () => screen.getByRole('group', { name: 'Lecciones' });

function open(routes: Routes, token = tokens.content()) {
  const api = stubApi(routes);
  renderApp('/content/lessons', { token });
  return api;
}

describe('/content/lessons', () => {
  it('lists the lessons by title with their linked practices, a create button and rows that open their editor', async () => {
    const lessons = [
      makeLesson(1, { linked_practices: [practiceId(1), practiceId(2)] }),
      makeLesson(2, { linked_practices: [practiceId(3)] }),
      makeLesson(3),
    ];
    const { calls } = open({ [lessonsUrl(1)]: json(page(lessons)) });
    expect(screen.getByRole('heading', { level: 1, name: 'Lecciones' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nueva lección' })).toHaveAttribute('href', '/content/lessons/create');

    const rows = within(await screen.findByRole('group', { name: 'Lecciones' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: lessons[0]!.title })).toHaveAttribute(
      'href',
      `/content/lessons/${lessonId(1)}/edit`,
    );
    expect(within(rows[0]!).getByText('2 prácticas enlazadas')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('1 práctica enlazada')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Sin prácticas enlazadas')).toBeInTheDocument();
    // A page shorter than 10 is the last one.
    expect(screen.getByText('No hay más lecciones para cargar')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/lessons?page_number=1&page_size=10']);

    await userEvent.click(within(rows[1]!).getByText('1 práctica enlazada'));
    expect(location()).toBe(`/content/lessons/${lessonId(2)}/edit`);
  });

  it('asks for the next page of 10 near the bottom of the list', async () => {
    const { calls } = open({
      [lessonsUrl(1)]: json(page(range(1, 10, (n) => makeLesson(n)))),
      [lessonsUrl(2)]: json(
        page(
          range(11, 12, (n) => makeLesson(n)),
          2,
        ),
      ),
    });
    const box = await screen.findByRole('group', { name: 'Lecciones' });
    // jsdom lays nothing out: the box's bottom is always within 100 px, so a full page 1 brings page 2
    // (the 100 px threshold itself is the kit's test, resource-list.test.tsx).
    await waitFor(() => expect(within(box).getAllByRole('listitem')).toHaveLength(12));
    expect(calls.map((call) => call.path)).toEqual([
      '/api/lessons?page_number=1&page_size=10',
      '/api/lessons?page_number=2&page_size=10',
    ]);
  });

  it('says when there are no lessons yet', async () => {
    open({ [lessonsUrl(1)]: json(page([])) });
    expect(await screen.findByText('Aún no hay lecciones. Crea la primera con «Nueva lección».')).toBeInTheDocument();
    expect(screen.queryByText('No hay más lecciones para cargar')).not.toBeInTheDocument();
  });

  it('searches the titles on the server', async () => {
    const { calls } = open({
      [lessonsUrl(1)]: json(page([makeLesson(1), makeLesson(2)])),
      [lessonsUrl(1, 'saludos')]: json(page([makeLesson(7, { title: 'Saludos y presentaciones' })])),
      [lessonsUrl(1, 'zzz')]: json(page([])),
    });
    await screen.findByRole('link', { name: makeLesson(1).title });
    const search = screen.getByRole('searchbox', { name: 'Buscar lecciones por título' });
    await userEvent.type(search, 'saludos');
    expect(await screen.findByRole('link', { name: 'Saludos y presentaciones' })).toBeInTheDocument();
    expect(within(listBox()).getAllByRole('listitem')).toHaveLength(1);
    expect(calls.map((call) => call.path)).toContain('/api/lessons?page_number=1&page_size=10&q=saludos');

    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(await screen.findByText('Ninguna lección coincide con la búsqueda.')).toBeInTheDocument();
  });

  it("says 'Error al cargar las lecciones' when the list can't be loaded", async () => {
    open({ [lessonsUrl(1)]: json({ success: false, detail: 'Error interno del servidor' }, 500) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar las lecciones');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('deletes a lesson after the browser confirm, with a toast, and the list asks again', async () => {
    const lesson = makeLesson(1);
    let deleted = false;
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { calls } = open({
      [lessonsUrl(1)]: () => json(page(deleted ? [makeLesson(2)] : [lesson, makeLesson(2)])),
      [`DELETE /api/lessons/${lesson.id}`]: () => {
        deleted = true;
        return json({ success: true });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: `Eliminar ${lesson.title}` }));
    expect(confirm).toHaveBeenCalledWith(`¿Eliminar la lección «${lesson.title}»? Esta acción no se puede deshacer.`);
    expect(await findToast('Lección eliminada')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: lesson.title })).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('keeps the lesson when the confirm is declined', async () => {
    const lesson = makeLesson(1);
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { calls } = open({ [lessonsUrl(1)]: json(page([lesson])) });
    await userEvent.click(await screen.findByRole('button', { name: `Eliminar ${lesson.title}` }));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByRole('link', { name: lesson.title })).toBeInTheDocument();
  });

  it("shows the server's reason when the lesson is in use (409)", async () => {
    const lesson = makeLesson(1);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    open({
      [lessonsUrl(1)]: json(page([lesson])),
      [`DELETE /api/lessons/${lesson.id}`]: json(
        { success: false, detail: 'No se puede eliminar la lección porque está asignada a estudiantes' },
        409,
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: `Eliminar ${lesson.title}` }));
    const toast = await findToast('Error al eliminar la lección');
    expect(toast.closest('[role="status"]')).toHaveTextContent(
      'No se puede eliminar la lección porque está asignada a estudiantes',
    );
    expect(screen.getByRole('link', { name: lesson.title })).toBeInTheDocument();
  });

  it('is open to admins too', async () => {
    open({ [lessonsUrl(1)]: json(page([makeLesson(1)])) }, tokens.admin());
    expect(await screen.findByRole('link', { name: makeLesson(1).title })).toBeInTheDocument();
  });

  it('sends a student Home', () => {
    open({}, tokens.student());
    expect(location()).toBe('/');
  });
});
