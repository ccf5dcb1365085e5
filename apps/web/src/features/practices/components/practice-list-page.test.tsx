// /practices 'Prácticas Disponibles' against a stubbed network: cards, 'Cargar más', the empty, end
// and error texts.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setToken } from '@/lib/session';
import { json, stubApi, type Routes } from '@/test/api-stub';
import { tokens } from '@/test/tokens';
import {
  fillInTheBlank,
  insertItRight,
  letterTweak,
  makePractice,
  page,
  practiceId,
  subsetSelect,
  tenseTransform,
  wordChoice,
} from '../test/practice-fixtures';
import { TestProviders } from '../test/test-providers';
import { PracticeListPage } from './practice-list-page';

const pageUrl = (n: number) => `GET /api/practices?page_number=${n}&page_size=10`;
const PROGRESS = 'GET /api/practice_stats/progress';
const listCalls = (calls: { path: string }[]) =>
  calls.map((call) => call.path).filter((path) => path.startsWith('/api/practices'));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const numbered = (n: number) => makePractice(n, tenseTransform.props, { title: `Práctica número ${n}` });

function open(routes: Routes, token = tokens.student()) {
  const api = stubApi({
    [PROGRESS]: json({ success: true, data: { data: [], page_number: null, page_size: 1000 } }),
    ...routes,
  });
  setToken(token);
  render(
    <TestProviders>
      <MemoryRouter initialEntries={['/practices']}>
        <PracticeListPage />
      </MemoryRouter>
    </TestProviders>,
  );
  return api;
}

const cards = () => within(screen.getByRole('list', { name: 'Prácticas Disponibles' })).getAllByRole('listitem');

describe('/practices', () => {
  it('shows a card per practice: type icon and label, title, instructions, exercise count, ~N min and Comenzar', async () => {
    const practices = [letterTweak, subsetSelect, insertItRight, wordChoice, fillInTheBlank, tenseTransform];
    open({ [pageUrl(1)]: json(page(practices, 1)) });
    expect(screen.getByRole('heading', { level: 1, name: 'Prácticas Disponibles' })).toBeInTheDocument();
    expect(await screen.findByText('La e mágica')).toBeInTheDocument();

    const expected = [
      ['Sonidos de las letras', 'La e mágica', '3 ejercicios', '~6 min'],
      ['Imagen y palabra', 'Animales', '4 ejercicios', '~8 min'],
      ['Coloca la palabra', 'Adverbios', '2 ejercicios', '~4 min'],
      ['Elige la palabra', 'There, their o they’re', '4 ejercicios', '~8 min'],
      ['Completa la oración', 'Verbos en pasado', '3 ejercicios', '~6 min'],
      ['Cambia el tiempo verbal', 'Del presente al pasado', '2 ejercicios', '~4 min'],
    ];
    expect(cards()).toHaveLength(6);
    cards().forEach((card, index) => {
      const [label, title, count, minutes] = expected[index]!;
      const inCard = within(card);
      expect(inCard.getByText(label!)).toBeInTheDocument();
      expect(inCard.getByText(label!).querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      expect(inCard.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      expect(inCard.getByText(practices[index]!.instructions)).toBeInTheDocument();
      expect(inCard.getByText(count!)).toBeInTheDocument();
      expect(inCard.getByText(minutes!)).toBeInTheDocument();
      const start = inCard.getByRole('link', { name: 'Comenzar' });
      expect(start).toHaveAttribute('href', `/practices/${practices[index]!.id}`);
      expect(start).toHaveAccessibleDescription(title!);
    });
    // Six practices: a page shorter than 10 is the last one.
    expect(screen.getByText('No hay más prácticas para cargar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });

  it("says '1 ejercicio', and shows no count for a practice whose type it does not know", async () => {
    const one = makePractice(1, {
      practice_type: 'tense-transform',
      exercises: [{ original_sentence: 'I run.', transformed_sentence: 'I ran.' }],
    });
    const unknown = makePractice(2, { practice_type: 'crossword', grid: [] }, { title: 'Crucigrama' });
    open({ [pageUrl(1)]: json(page([one, unknown], 1)) });
    expect(await screen.findByText('1 ejercicio')).toBeInTheDocument();
    expect(screen.getByText('~2 min')).toBeInTheDocument();
    const card = within(cards()[1]!);
    expect(card.getByText('Tipo desconocido')).toBeInTheDocument();
    expect(card.queryByText(/ejercicio/)).not.toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Comenzar' })).toHaveAttribute('href', `/practices/${practiceId(2)}`);
  });

  it("'Cargar más' loads the next page; an empty page ends the list: 'No hay más prácticas para cargar'", async () => {
    const { calls } = open({
      [pageUrl(1)]: json(page(range(1, 10).map(numbered), 1)),
      [pageUrl(2)]: json(page(range(11, 20).map(numbered), 2)),
      [pageUrl(3)]: json(page([], 3)),
    });
    expect(await screen.findByText('Práctica número 10')).toBeInTheDocument();
    expect(cards()).toHaveLength(10);
    expect(listCalls(calls)).toHaveLength(1);
    expect(screen.queryByText('No hay más prácticas para cargar')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('Práctica número 20')).toBeInTheDocument();
    expect(cards()).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('No hay más prácticas para cargar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
    expect(cards()).toHaveLength(20);
    expect(listCalls(calls)).toEqual([
      '/api/practices?page_number=1&page_size=10',
      '/api/practices?page_number=2&page_size=10',
      '/api/practices?page_number=3&page_size=10',
    ]);
  });

  it("says 'No hay prácticas disponibles' when there are none", async () => {
    open({ [pageUrl(1)]: json(page([], 1)) });
    expect(screen.getByText('Cargando...')).toBeInTheDocument();
    expect(await screen.findByText('No hay prácticas disponibles')).toBeInTheDocument();
    expect(screen.queryByText('No hay más prácticas para cargar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });

  it("says 'Error al cargar las prácticas' with the reason, and tries again", async () => {
    let fail = true;
    open({
      [pageUrl(1)]: () =>
        fail
          ? { status: 500, body: { success: false, detail: 'Error interno del servidor' } }
          : json(page([wordChoice], 1)),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar las prácticas');
    expect(alert).toHaveTextContent('Error interno del servidor');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('There, their o they’re')).toBeInTheDocument();
  });

  it('keeps the loaded cards when a later page fails, and asks for that page again', async () => {
    let fail = true;
    const { calls } = open({
      [pageUrl(1)]: json(page(range(1, 10).map(numbered), 1)),
      [pageUrl(2)]: () => (fail ? 'network-error' : json(page([numbered(11)], 2))),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cargar más' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar las prácticas');
    expect(alert).toHaveTextContent('Error de conexión');
    expect(cards()).toHaveLength(10);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Práctica número 11')).toBeInTheDocument();
    expect(screen.getByText('No hay más prácticas para cargar')).toBeInTheDocument();
    expect(listCalls(calls)).toEqual([
      '/api/practices?page_number=1&page_size=10',
      '/api/practices?page_number=2&page_size=10',
      '/api/practices?page_number=2&page_size=10',
    ]);
  });

  it("shows the student's best score and last attempt on the practices they have played", async () => {
    const progress = {
      practice_id: wordChoice.id,
      title: wordChoice.title,
      practice_type: 'word-choice',
      runs: 3,
      best_score: 42.1,
      latest_score: 20.3,
      latest_accuracy: 75,
      latest_total_attempts: 5,
      // 17:30 UTC is 11:30 a.m. in Mexico City.
      last_played_at: '2026-11-20T17:30:00.000Z',
      most_missed: [],
    };
    const { calls } = open({
      [pageUrl(1)]: json(page([wordChoice, tenseTransform], 1)),
      [PROGRESS]: json({ success: true, data: { data: [progress], page_number: null, page_size: 1000 } }),
    });
    expect(await screen.findByText('Mejor puntaje')).toBeInTheDocument();
    const played = within(cards()[0]!);
    expect(played.getByText('Mejor puntaje').nextElementSibling).toHaveTextContent('42.1');
    expect(played.getByText('Último intento').parentElement).toHaveTextContent(
      'Último intento20/11/2026, 11:30 a.m.Puntaje: 20.3',
    );
    expect(within(cards()[1]!).queryByText('Mejor puntaje')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/practice_stats/progress')).toHaveLength(1);
  });

  it('shows the cards without progress when it cannot be read, and does not ask for a role without the grant', async () => {
    const first = open({ [pageUrl(1)]: json(page([wordChoice], 1)), [PROGRESS]: { status: 500, body: {} } });
    expect(await screen.findByText('There, their o they’re')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(first.calls.some((call) => call.path === '/api/practice_stats/progress')).toBe(true);
    cleanup();

    const content = open({ [pageUrl(1)]: json(page([wordChoice], 1)) }, tokens.content());
    expect(await screen.findByText('There, their o they’re')).toBeInTheDocument();
    expect(content.calls.map((call) => call.path)).toEqual(['/api/practices?page_number=1&page_size=10']);
  });
});
