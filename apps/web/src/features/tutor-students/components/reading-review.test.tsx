// A reading aloud on /tutor/students/{id}/lessons (issue 49): the tutor's homework review marks the
// passage word by word above the feedback, each word playing the recording from its second, and the
// page charts the student's readings over time.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Assignment } from '@charla/domain/assignments';
import type { Reading } from '@charla/domain/reading';
import { stubApi } from '@/test/api-stub';
import { installFakeMedia } from '@/test/fake-media';
import { renderApp } from '@/test/render-app';
import { tokens } from '@/test/tokens';
import { item, listPage, makeAssignment, makeStudent, submitted, urls } from '../test/fixtures';
import { fakeListBoxes } from '../test/list-boxes';

const student = makeStudent(1);
const PASSAGE = 'The fox walked into the forest.';

const done = (accuracy: number, pace: number): Reading => ({
  status: 'done',
  accuracy,
  words_correct_per_minute: pace,
  duration_seconds: 3.1,
  words: [
    { text: 'The', status: 'correct', start: 0.2, end: 0.4 },
    { text: 'fox', status: 'correct', start: 0.5, end: 0.8 },
    { text: 'walked', status: 'substituted', heard: 'watched', start: 0.9, end: 1.3 },
    { text: 'into', status: 'omitted' },
    { text: 'the', status: 'correct', start: 1.7, end: 1.9 },
    { text: 'forest.', status: 'correct', start: 2.6, end: 3.1 },
  ],
  long_pauses: [{ after_word_index: 4, seconds: 0.7 }],
});

function reading(n: number, value: Reading | null, sentAt = '2026-11-21T21:30:00Z'): Assignment {
  return submitted(makeAssignment(n, { title: `Lectura ${n}`, reading_text: PASSAGE, reading: value }), sentAt);
}

beforeEach(() => {
  fakeListBoxes();
  installFakeMedia();
});

function open(assignments: Assignment[]) {
  stubApi({
    [urls.student(student.id)]: item(student),
    [urls.assignments(student.id)]: listPage(assignments),
    [urls.lessons(1)]: listPage([]),
    [urls.progress(student.id)]: listPage([]),
    ...Object.fromEntries(assignments.map((a) => [urls.audio(a.id), { body: 'opus' }])),
  });
  renderApp(`/tutor/students/${student.id}/lessons`, { token: tokens.tutor() });
}

describe("the tutor's review of a reading aloud", () => {
  it('marks the passage above the feedback; a word plays the recording from its start', async () => {
    const user = userEvent.setup();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    open([reading(1, done(66.7, 93.6))]);
    const card = within(await screen.findByRole('article', { name: 'Lectura 1' }));
    const player = (await card.findByLabelText('Grabación de Lectura 1')) as HTMLAudioElement;

    expect(card.getByText('Lectura en voz alta')).toBeInTheDocument();
    expect(card.getByText('Leyó 4 de 6 palabras correctamente')).toBeInTheDocument();
    expect(card.getByText('66.7%')).toBeInTheDocument();
    expect(card.getByText('Palabras por minuto', { selector: 'dt' }).parentElement).toHaveTextContent('94');
    expect(card.getByText('(dijo: watched)')).toBeInTheDocument();
    const feedback = card.getByRole('textbox', { name: 'Retroalimentación' });
    const word = card.getByRole('button', { name: 'Escuchar «walked»' });
    expect(word.compareDocumentPosition(feedback) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The word left out was never said: nothing to play.
    expect(card.queryByRole('button', { name: 'Escuchar «into»' })).not.toBeInTheDocument();

    await user.click(word);
    expect(player.currentTime).toBe(0.9);
    expect(play).toHaveBeenCalledTimes(1);
    await user.click(card.getByRole('button', { name: 'Escuchar «forest»' }));
    expect(player.currentTime).toBe(2.6);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('says when a reading is still being checked or could not be', async () => {
    open([
      reading(1, { status: 'pending' }),
      reading(2, { status: 'failed', reason: 'No se pudo leer la grabación.' }),
      submitted(makeAssignment(3, { title: 'Sin lectura' })),
    ]);
    const pending = within(await screen.findByRole('article', { name: 'Lectura 1' }));
    expect(pending.getByText(/^La lectura se está revisando/).closest('[role="status"]')).toBeInTheDocument();
    const failed = within(screen.getByRole('article', { name: 'Lectura 2' }));
    expect(failed.getByText('No se pudo leer la grabación.').closest('[role="status"]')).toBeInTheDocument();
    const none = within(screen.getByRole('article', { name: 'Sin lectura' }));
    expect(none.queryByText('Lectura en voz alta')).not.toBeInTheDocument();
  });
});

describe("the student's readings over time", () => {
  it('charts the words read right and the pace of each assessed reading, oldest first, with the numbers', async () => {
    const user = userEvent.setup();
    open([
      reading(3, done(95, 120.4), '2026-11-20T18:00:00Z'),
      reading(2, { status: 'pending' }, '2026-11-19T18:00:00Z'),
      reading(1, done(80, 90), '2026-11-10T18:00:00Z'),
    ]);
    const section = within(await screen.findByRole('region', { name: 'Lecturas en voz alta' }));
    const accuracy = section.getByRole('img', { name: /^Palabras correctas por lectura\./ });
    expect(accuracy).toHaveAccessibleName(
      'Palabras correctas por lectura. 2 datos; el primero 80% (10/11/2026), el último 95% (20/11/2026).',
    );
    expect(accuracy.querySelectorAll('circle')).toHaveLength(2);
    await user.click(section.getAllByText('Ver datos')[1]!);
    const pace = section.getByRole('table', { name: 'Palabras por minuto por lectura' });
    expect(
      within(pace)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Fecha de envíoPalabras por minuto', '10/11/202690', '20/11/2026120']);
  });

  it('says there is none yet while no reading has been assessed, and shows nothing without readings', async () => {
    open([reading(1, { status: 'pending' })]);
    const section = within(await screen.findByRole('region', { name: 'Lecturas en voz alta' }));
    expect(section.getByText('Aún no hay lecturas evaluadas.')).toBeInTheDocument();
  });

  it('is left out for a student with no lesson to read aloud', async () => {
    open([submitted(makeAssignment(1))]);
    await screen.findByRole('article', { name: 'Lección 1' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Lecturas en voz alta' })).not.toBeInTheDocument());
  });
});
