// 'Lee en voz alta' on /lecciones/{id} (issue 49): the passage above the recorder; once sent, the
// reading's state — checked every few seconds while pending — then its result in plain Spanish.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Assignment } from '@charla/domain/assignments';
import { READING_MESSAGES, type Reading } from '@charla/domain/reading';
import { json, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { tokens, USER_ID } from '@/test/tokens';
import { item, list, makeAssignment } from '../test/lesson-fixtures';

const PASSAGE = 'The fox walked into the forest.';
const COMPLETED = '2026-11-21T21:30:00Z';

const DONE: Reading = {
  status: 'done',
  accuracy: 80,
  words_correct_per_minute: 112.4,
  duration_seconds: 3.2,
  words: [
    { text: 'The', status: 'correct', start: 0.2, end: 0.4 },
    { text: 'fox', status: 'correct', start: 0.5, end: 0.8 },
    { text: 'walked', status: 'substituted', heard: 'watched', start: 0.9, end: 1.3 },
    { text: 'into', status: 'correct', start: 1.4, end: 1.6 },
    { text: 'the', status: 'correct', start: 1.7, end: 1.9 },
    { text: 'forest.', status: 'correct', start: 2.0, end: 2.4 },
  ],
  long_pauses: [],
};

function sent(reading: Reading | null, overrides: Partial<Assignment> = {}): Assignment {
  return makeAssignment(1, {
    linked_practices: [],
    reading_text: PASSAGE,
    completed_at: COMPLETED,
    submission: { id: 's1', audio_url: '/api/assignments/x/audio', audio_seconds: 3, created_at: COMPLETED },
    reading,
    ...overrides,
  });
}

/** Opens the lesson; the assignment's reads answer with `answers` in turn, the last one from then on. */
function open(...answers: Assignment[]) {
  let reads = 0;
  const api = stubApi({
    [`GET /api/assignments/${answers[0]!.id}`]: () => json(item(answers[Math.min(reads++, answers.length - 1)])),
    [`GET /api/assignments?user_id=${USER_ID}`]: json(list(answers.slice(0, 1))),
  });
  renderApp(`/lecciones/${answers[0]!.id}`, { token: tokens.student() });
  return { ...api, reads: () => reads };
}

const readingSection = async () =>
  within((await screen.findByRole('heading', { level: 3, name: 'Lee en voz alta' })).closest('section')!);

describe("/lecciones/{id}: 'Lee en voz alta'", () => {
  it('shows the passage in the task, above the recorder, in its language', async () => {
    open(makeAssignment(1, { linked_practices: [], reading_text: PASSAGE, reading_language: 'fr' }));
    const section = await readingSection();
    const passage = section.getByText(PASSAGE);
    expect(passage).toHaveAttribute('lang', 'fr');
    const recorder = screen.getByRole('form', { name: 'Enviar respuesta' });
    expect(passage.compareDocumentPosition(recorder) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(section.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows no such section for a lesson without a passage', async () => {
    open(makeAssignment(1, { linked_practices: [] }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Lee en voz alta' })).not.toBeInTheDocument();
  });

  it('says the reading is being checked, asks again every 5 s, and shows the result when it is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { reads } = open(sent({ status: 'pending' }), sent({ status: 'pending' }), sent(DONE));
    const section = await readingSection();
    expect(section.getByRole('status')).toHaveTextContent(READING_MESSAGES.pending);
    expect(section.getByText(PASSAGE)).toBeInTheDocument();
    expect(reads()).toBe(1);

    await vi.advanceTimersByTimeAsync(5_000);
    expect(reads()).toBe(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await section.findByText('Leíste 5 de 6 palabras correctamente')).toBeInTheDocument();
    expect(section.queryByRole('status')).not.toBeInTheDocument();
    // Done: no more asking.
    await vi.advanceTimersByTimeAsync(15_000);
    expect(reads()).toBe(3);
  });

  it('tells the result in plain Spanish, with the passage marked and no jargon', async () => {
    open(sent(DONE));
    const section = await readingSection();
    expect(section.getByText('Leíste 5 de 6 palabras correctamente')).toBeInTheDocument();
    const figure = (term: string) => section.getByText(term, { selector: 'dt' }).parentElement;
    expect(figure('Palabras por minuto')).toHaveTextContent(/^Palabras por minuto112$/);
    expect(figure('Palabras correctas')).toHaveTextContent(/^Palabras correctas80%$/);
    expect(section.getByText('(dijo: watched)')).toBeInTheDocument();
    expect(section.getByText('walked')).toHaveClass('decoration-wavy');
    // The marked passage replaces the plain one, and the student has no word to play.
    expect(section.queryByText(PASSAGE)).not.toBeInTheDocument();
    expect(section.queryByRole('button')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/WCPM|accuracy|words_correct/i);
    expect(screen.getByText('Tarea completada')).toBeInTheDocument();
  });

  it('says why a reading could not be checked, keeping the passage', async () => {
    open(sent({ status: 'unavailable', reason: READING_MESSAGES.unavailableLanguage }, { reading_language: 'fr' }));
    const section = await readingSection();
    expect(section.getByRole('status')).toHaveTextContent(READING_MESSAGES.unavailableLanguage);
    expect(section.getByText(PASSAGE)).toBeInTheDocument();
  });
});
