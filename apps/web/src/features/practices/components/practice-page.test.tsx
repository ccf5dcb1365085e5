// /practices/{id} through the real routes: the player chosen by type, unsupported types and props,
// a missing practice, and a failed load (toast and back to the list).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi, type Reply } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';
import {
  FILL_ANSWERS,
  fillInTheBlank,
  insertItRight,
  item,
  letterTweak,
  makePractice,
  page,
  subsetSelect,
  tenseTransform,
  wordChoice,
} from '../test/practice-fixtures';

const LIST = 'GET /api/practices?page_number=1&page_size=10';
const location = () => screen.getByTestId('location').textContent;
const findToast = (text: string) => screen.findByText(text, { selector: '[role="status"]' });

function open(id: string, reply: Reply, path = `/practices/${id}`) {
  const api = stubApi({ [`GET /api/practices/${id}`]: reply, [LIST]: json(page([], 1)) });
  renderApp(path, { token: tokens.student() });
  return api;
}

describe('/practices/{id}', () => {
  it.each([
    [letterTweak, () => screen.getByRole('group', { name: /^Letras de/ })],
    [subsetSelect, () => screen.getByRole('group', { name: '¿Qué palabra corresponde a la imagen?' })],
    [insertItRight, () => screen.getByRole('button', { name: /^Mover «/ })],
    [wordChoice, () => screen.getByRole('group', { name: 'Opciones' })],
    [fillInTheBlank, () => screen.getByRole('textbox', { name: 'Tu respuesta' })],
    [tenseTransform, () => screen.getByText('Oración original')],
  ])('plays a $props.practice_type practice with its own player', async (practice, exercise) => {
    open(practice.id, json(item(practice)));
    expect(screen.getByText('Cargando práctica...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: practice.title })).toBeInTheDocument();
    expect(screen.getByText(practice.instructions)).toBeInTheDocument();
    expect(exercise()).toBeInTheDocument();
    expect(screen.getByText(/^Ejercicio 1 de \d+$/)).toBeInTheDocument();
    expect(document.title).toBe(`${practice.title} · Charla`);
  });

  it("'Comenzar' on the list opens it, and 'Volver' goes back one page", async () => {
    stubApi({
      [LIST]: json(page([wordChoice], 1)),
      [`GET /api/practices/${wordChoice.id}`]: json(item(wordChoice)),
    });
    renderApp('/practices', { token: tokens.student() });
    await userEvent.click(await screen.findByRole('link', { name: 'Comenzar' }));
    expect(location()).toBe(`/practices/${wordChoice.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: wordChoice.title })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(location()).toBe('/practices');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prácticas Disponibles' })).toBeInTheDocument();
  });

  it("opened directly, 'Volver' goes to the list", async () => {
    open(wordChoice.id, json(item(wordChoice)));
    await userEvent.click(await screen.findByRole('button', { name: 'Volver' }));
    expect(location()).toBe('/practices');
  });

  it("says 'Tipo de práctica no soportado' for a type it does not know, with a way back to /practices", async () => {
    const crossword = makePractice(9, { practice_type: 'crossword', grid: [[1]] }, { title: 'Crucigrama' });
    open(crossword.id, json(item(crossword)));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tipo de práctica no soportado');
    expect(screen.getByRole('heading', { level: 1, name: 'Crucigrama' })).toBeInTheDocument();
    expect(screen.getByText('Tipo desconocido')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('link', { name: 'Volver a Prácticas' }));
    expect(location()).toBe('/practices');
  });

  it('treats props that do not validate for their type as unsupported, saying why', async () => {
    const broken = makePractice(8, {
      practice_type: 'fill-in-the-blank',
      exercises: [{ hint: 'go', sentence: 'I <blank> home.', answer: '' }],
    });
    open(broken.id, json(item(broken)));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tipo de práctica no soportado');
    expect(alert).toHaveTextContent('Los datos de esta práctica no son válidos');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('exercises.0.answer: La respuesta es obligatoria');
    expect(screen.queryByText(/^Ejercicio/)).not.toBeInTheDocument();
  });

  it("says 'Práctica no encontrada' when there is no such practice", async () => {
    const id = '01a1fb99-9ac7-7000-8000-000000000404';
    open(id, { status: 404, body: { success: false, detail: 'Práctica no encontrada' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Práctica no encontrada' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Volver a Prácticas' }));
    expect(location()).toBe('/practices');
  });

  it.each([
    ['a server error', { status: 500, body: { success: false, detail: 'Error interno del servidor' } } as Reply],
    ['a network failure', 'network-error' as Reply],
    ['a refusal', { status: 403, body: { success: false, detail: 'No tienes permiso' } } as Reply],
  ])("on %s toasts 'Error al cargar la práctica' and goes to /practices", async (_case, reply) => {
    open(wordChoice.id, reply);
    expect(await findToast('Error al cargar la práctica')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/practices'));
    expect(await screen.findByText('No hay prácticas disponibles')).toBeInTheDocument();
  });

  it('after a run is saved, the list shows the new best score', async () => {
    let saved = false;
    const progressRow = {
      practice_id: fillInTheBlank.id,
      title: fillInTheBlank.title,
      practice_type: 'fill-in-the-blank',
      runs: 1,
      best_score: 30,
      latest_score: 30,
      latest_accuracy: 100,
      latest_total_attempts: 3,
      last_played_at: '2026-11-20T17:30:00.000Z',
      most_missed: [],
    };
    const { calls } = stubApi({
      [LIST]: json(page([fillInTheBlank], 1)),
      [`GET /api/practices/${fillInTheBlank.id}`]: json(item(fillInTheBlank)),
      'GET /api/practice_stats/progress': () =>
        json({ success: true, data: { data: saved ? [progressRow] : [], page_number: null, page_size: 1000 } }),
      'POST /api/practice_stats': () => {
        saved = true;
        return json({ success: true, data: {} }, 201);
      },
    });
    renderApp('/practices', { token: tokens.student() });
    await userEvent.click(await screen.findByRole('link', { name: 'Comenzar' }));
    const answers = FILL_ANSWERS;
    for (let n = 1; n <= 3; n++) {
      await screen.findByText(`Ejercicio ${n} de 3`);
      const hint = Object.keys(answers).find((key) => screen.queryByText(key))!;
      await userEvent.type(screen.getByRole('textbox', { name: 'Tu respuesta' }), `${answers[hint]}{Enter}`);
    }
    expect(await screen.findByRole('heading', { name: 'Resultados' })).toBeInTheDocument();
    await waitFor(() => expect(saved).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(await screen.findByText('Mejor puntaje')).toBeInTheDocument();
    expect(screen.getByText('Mejor puntaje').nextElementSibling).toHaveTextContent('30');
    expect(calls.filter((call) => call.path === '/api/practice_stats/progress')).toHaveLength(2);
  });
});
