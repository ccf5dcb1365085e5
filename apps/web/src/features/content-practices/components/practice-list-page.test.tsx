// /content/practices against the real routes and a stubbed network (spec part 2 §2, §8).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubApi, type Routes } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';
import { findToast, location, makePractice, page, practiceId, practicesUrl, range } from '../test/practice-fixtures';

const listBox = () => screen.getByRole('group', { name: 'Prácticas' });

function open(routes: Routes, token = tokens.content()) {
  const api = stubApi(routes);
  renderApp('/content/practices', { token });
  return api;
}

describe('/content/practices', () => {
  it('lists the practices with their type and exercise count, a create button and rows that open their editor', async () => {
    const practices = [
      makePractice(1),
      makePractice(2, {
        title: 'Emojis de animales',
        props: {
          practice_type: 'subset-select',
          image_word_pairs: [
            { image_url: '🐶', word: 'dog' },
            { image_url: '🐱', word: 'cat' },
            { image_url: '🐦', word: 'bird' },
          ],
        },
      }),
      makePractice(3, { title: 'Antigua', props: { practice_type: 'karaoke', songs: [] } }),
    ];
    const { calls } = open({ [practicesUrl(1)]: json(page(practices)) });
    expect(screen.getByRole('heading', { level: 1, name: 'Prácticas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nueva práctica' })).toHaveAttribute('href', '/content/practices/create');

    const rows = within(await screen.findByRole('group', { name: 'Prácticas' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: 'Pasado simple 1' })).toHaveAttribute(
      'href',
      `/content/practices/${practiceId(1)}/edit`,
    );
    expect(rows[0]).toHaveTextContent('Completa la oración2 ejercicios');
    expect(rows[1]).toHaveTextContent('Imagen y palabra3 ejercicios');
    expect(rows[2]).toHaveTextContent('Tipo desconocido');
    expect(screen.getByText('No hay más prácticas para cargar')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/practices?page_number=1&page_size=10']);

    await userEvent.click(within(rows[1]!).getByText('3 ejercicios'));
    expect(location()).toBe(`/content/practices/${practiceId(2)}/edit`);
  });

  it('asks for the next page of 10 near the bottom of the list', async () => {
    const { calls } = open({
      [practicesUrl(1)]: json(page(range(1, 10, (n) => makePractice(n)))),
      [practicesUrl(2)]: json(page([makePractice(11)], 2)),
    });
    const box = await screen.findByRole('group', { name: 'Prácticas' });
    // jsdom lays nothing out: the bottom is always within 100 px (the threshold is the kit's test).
    await waitFor(() => expect(within(box).getAllByRole('listitem')).toHaveLength(11));
    expect(calls.map((call) => call.path)).toEqual([
      '/api/practices?page_number=1&page_size=10',
      '/api/practices?page_number=2&page_size=10',
    ]);
  });

  it('says when there are no practices yet', async () => {
    open({ [practicesUrl(1)]: json(page([])) });
    expect(await screen.findByText('Aún no hay prácticas. Crea la primera con «Nueva práctica».')).toBeInTheDocument();
  });

  it('searches the titles on the server', async () => {
    const { calls } = open({
      [practicesUrl(1)]: json(page([makePractice(1), makePractice(2)])),
      [practicesUrl(1, 'verbos')]: json(page([makePractice(7, { title: 'Verbos irregulares' })])),
      [practicesUrl(1, 'zzz')]: json(page([])),
    });
    await screen.findByRole('link', { name: 'Pasado simple 1' });
    const search = screen.getByRole('searchbox', { name: 'Buscar prácticas por título' });
    await userEvent.type(search, 'verbos');
    expect(await screen.findByRole('link', { name: 'Verbos irregulares' })).toBeInTheDocument();
    expect(within(listBox()).getAllByRole('listitem')).toHaveLength(1);
    expect(calls.map((call) => call.path)).toContain('/api/practices?page_number=1&page_size=10&q=verbos');

    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(await screen.findByText('Ninguna práctica coincide con la búsqueda.')).toBeInTheDocument();
  });

  it("says 'Error al cargar las prácticas' when the list can't be loaded", async () => {
    open({ [practicesUrl(1)]: json({ success: false, detail: 'Error interno del servidor' }, 500) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar las prácticas');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('deletes a practice after the browser confirm, with a toast, and the list asks again', async () => {
    const practice = makePractice(1);
    let deleted = false;
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { calls } = open({
      [practicesUrl(1)]: () => json(page(deleted ? [makePractice(2)] : [practice, makePractice(2)])),
      [`DELETE /api/practices/${practice.id}`]: () => {
        deleted = true;
        return json({ success: true });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: `Eliminar ${practice.title}` }));
    expect(confirm).toHaveBeenCalledWith(
      `¿Eliminar la práctica «${practice.title}»? Esta acción no se puede deshacer.`,
    );
    expect(await findToast('Práctica eliminada')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: practice.title })).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('keeps the practice when the confirm is declined', async () => {
    const practice = makePractice(1);
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { calls } = open({ [practicesUrl(1)]: json(page([practice])) });
    await userEvent.click(await screen.findByRole('button', { name: `Eliminar ${practice.title}` }));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByRole('link', { name: practice.title })).toBeInTheDocument();
  });

  it("shows the server's reason, naming the lessons, when a lesson links the practice (409)", async () => {
    const practice = makePractice(1);
    const reason = 'No se puede eliminar la práctica porque está enlazada a las lecciones: Saludos';
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    open({
      [practicesUrl(1)]: json(page([practice])),
      [`DELETE /api/practices/${practice.id}`]: json({ success: false, detail: reason }, 409),
    });
    await userEvent.click(await screen.findByRole('button', { name: `Eliminar ${practice.title}` }));
    const toast = await findToast('Error al eliminar la práctica');
    expect(toast.closest('[role="status"]')).toHaveTextContent(reason);
    expect(screen.getByRole('link', { name: practice.title })).toBeInTheDocument();
  });

  it("says 'Error al eliminar la práctica' alone when the server gives no reason", async () => {
    const practice = makePractice(1);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    open({
      [practicesUrl(1)]: json(page([practice])),
      [`DELETE /api/practices/${practice.id}`]: json({}, 500),
    });
    await userEvent.click(await screen.findByRole('button', { name: `Eliminar ${practice.title}` }));
    expect(await findToast('Error al eliminar la práctica')).toBeInTheDocument();
  });

  it('is open to admins too', async () => {
    open({ [practicesUrl(1)]: json(page([makePractice(1)])) }, tokens.admin());
    expect(await screen.findByRole('link', { name: 'Pasado simple 1' })).toBeInTheDocument();
  });

  it('sends a student Home', () => {
    open({}, tokens.student());
    expect(location()).toBe('/');
  });
});
