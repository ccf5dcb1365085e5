// Renders <PracticePlayer> the way the app does (providers, router, a signed-in student) with the
// stats call stubbed, and reads what the tests need from the screen.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { seededRandom, type Random } from '@charla/domain/practices';
import { setToken } from '@/lib/session';
import { json, stubApi, type Reply } from '@/test/api-stub';
import { tokens } from '@/test/tokens';
import { PracticePlayer, type PlayablePractice, type PracticePlayerProps } from '../components/practice-player';
import { TestProviders } from './test-providers';

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

interface Options extends Partial<Omit<PracticePlayerProps, 'practice'>> {
  /** null: nobody is signed in. */
  token?: string | null;
  statsReply?: Reply;
}

/** Fake timers (Date included) from before the run starts; user events advance them. */
export function renderPlayer(practice: PlayablePractice, { token, statsReply, ...props }: Options = {}) {
  vi.useFakeTimers();
  // Testing Library lets pending timers run after each event only when it sees Jest's fake timers;
  // this tells it Vitest's are on (vi.unstubAllGlobals removes it after the test).
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  if (token !== null) setToken(token ?? tokens.student());
  const api = stubApi({ 'POST /api/practice_stats': statsReply ?? json({ success: true, data: {} }, 201) });
  const random: Random = props.random ?? seededRandom(7);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  // The player's page comes after the list, so 'Volver' has a page to go back to.
  const tree = (played: PlayablePractice) => (
    <TestProviders>
      <MemoryRouter initialEntries={['/practices', '/play']} initialIndex={1}>
        <Routes>
          <Route path="/practices" element={<p>Lista de prácticas</p>} />
          <Route path="/play" element={<PracticePlayer practice={played} {...props} random={random} />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </TestProviders>
  );
  const view = render(tree(practice));
  const statsCalls = () => api.calls.filter((call) => call.method === 'POST' && call.path === '/api/practice_stats');
  /** The same player given another practice (an editor's draft that changed). */
  const rerenderWith = (played: PlayablePractice) => view.rerender(tree(played));
  return { ...api, ...view, user, statsCalls, rerenderWith };
}

/** Lets time pass (timers and the promises they start). */
export async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** 'Ejercicio n de N' → n. */
export function exerciseNumber(): number {
  const text = screen.getByText(/^Ejercicio \d+ de \d+$/).textContent ?? '';
  return Number(/Ejercicio (\d+)/.exec(text)![1]);
}

/** The key of the map whose text is on screen now (one exercise shows at a time). */
export function onScreen<T>(answers: Record<string, T>): [string, T] {
  const text = document.body.textContent ?? '';
  const images = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));
  const found = Object.entries(answers).filter(([key]) => text.includes(key) || images.includes(key));
  if (found.length !== 1) throw new Error(`Expected one exercise on screen, found ${found.length}`);
  return found[0]!;
}

/** The results' figures, by their labels. */
export function results() {
  const read = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
  return {
    completed: read('Ejercicios completados'),
    attempts: read('Intentos'),
    accuracy: read('Precisión'),
    score: read('Puntaje'),
  };
}
