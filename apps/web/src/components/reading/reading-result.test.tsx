// The reading's result as the student and the tutor see it (issue 49): each mark, said in words; the
// figures in es-MX digits; each timed word playing the recording from its second.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { READING_MESSAGES, type Reading } from '@charla/domain/reading';
import { ReadingResult } from './reading-result';

const DONE: Reading = {
  status: 'done',
  accuracy: 66.7,
  words_correct_per_minute: 97.6,
  duration_seconds: 72.4,
  words: [
    { text: 'The', status: 'correct', start: 0.2, end: 0.4 },
    { text: 'very', status: 'inserted', heard: 'very', start: 0.5, end: 0.8 },
    { text: 'fox', status: 'correct', start: 0.9, end: 1.2 },
    { text: 'walked', status: 'substituted', heard: 'watched', start: 1.3, end: 1.7 },
    { text: 'into', status: 'omitted' },
    { text: 'the', status: 'correct', start: 4.3, end: 4.5 },
    { text: 'forest.', status: 'correct', start: 4.6, end: 5.1 },
  ],
  long_pauses: [{ after_word_index: 3, seconds: 2.6 }],
};

const passage = () => screen.getByText((_, node) => node?.tagName === 'P' && node.getAttribute('lang') === 'en');

describe('ReadingResult, done', () => {
  it('tells the student in plain words: the summary, the figures and the passage marked word by word', () => {
    render(<ReadingResult reading={DONE} language="en" audience="student" />);
    expect(screen.getByText('Leíste 4 de 6 palabras correctamente')).toBeInTheDocument();
    const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).parentElement;
    expect(figure('Palabras correctas')).toHaveTextContent('66.7%');
    expect(figure('Palabras por minuto')).toHaveTextContent('98');
    expect(figure('Tiempo leyendo')).toHaveTextContent('1 min 12 s');
    // What a screen reader reads, in order: the added word and the left-out one say so.
    expect(passage()).toHaveTextContent(
      'The +very (añadida) fox walked (dijo: watched) pausa de 2.6 s into (omitida) the forest.',
    );
    expect(passage()).toHaveAttribute('lang', 'en');
    // The student's page has no player: no word is a button.
    expect(within(passage()).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByText(/WCPM|accuracy|precisión/i)).not.toBeInTheDocument();
  });

  it('marks each status with its own shape, not colour alone', () => {
    render(<ReadingResult reading={DONE} language="en" audience="student" />);
    const within_ = within(passage());
    expect(within_.getByText('into')).toHaveClass('line-through');
    expect(within_.getByText('walked')).toHaveClass('decoration-wavy');
    expect(within_.getByText('very')).toHaveClass('italic');
    const legend = within(screen.getByRole('list', { name: 'Qué significa cada marca' }));
    expect(legend.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'forestLeída bien',
      'forestNo se leyó',
      'forestSe leyó otra palabra',
      '+veryPalabra añadida',
      'Pausa larga',
    ]);
  });

  it("gives the tutor a button on each timed word that plays the recording from the word's start", async () => {
    const user = userEvent.setup();
    const onPlayWord = vi.fn();
    render(<ReadingResult reading={DONE} language="en" audience="tutor" onPlayWord={onPlayWord} />);
    expect(screen.getByText('Leyó 4 de 6 palabras correctamente')).toBeInTheDocument();
    const buttons = within(passage()).getAllByRole('button');
    // Every word but the one left out, named without its punctuation.
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Escuchar «The»',
      'Escuchar «very»',
      'Escuchar «fox»',
      'Escuchar «walked»',
      'Escuchar «the»',
      'Escuchar «forest»',
    ]);
    await user.click(screen.getByRole('button', { name: 'Escuchar «walked»' }));
    expect(onPlayWord).toHaveBeenLastCalledWith(1.3);
    screen.getByRole('button', { name: 'Escuchar «forest»' }).focus();
    await user.keyboard('{Enter}');
    expect(onPlayWord).toHaveBeenLastCalledWith(4.6);
    expect(onPlayWord).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Toca una palabra para escucharla en la grabación.')).toBeInTheDocument();
  });
});

describe('ReadingResult, not done', () => {
  it('says the reading is being checked while it is pending', () => {
    render(<ReadingResult reading={{ status: 'pending' }} language="en" audience="student" />);
    expect(screen.getByRole('status')).toHaveTextContent(READING_MESSAGES.pending);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("gives the server's reason when it could not be assessed, and a fallback of each reader's own", () => {
    const { rerender } = render(
      <ReadingResult
        reading={{ status: 'unavailable', reason: READING_MESSAGES.unavailableLanguage }}
        language="fr"
        audience="student"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(READING_MESSAGES.unavailableLanguage);
    rerender(<ReadingResult reading={{ status: 'failed' }} language="en" audience="student" />);
    expect(screen.getByRole('status')).toHaveTextContent(READING_MESSAGES.failed);
    rerender(
      <ReadingResult reading={{ status: 'failed', reason: READING_MESSAGES.failed }} language="en" audience="tutor" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'No se pudo revisar la lectura automáticamente; escucha la grabación.',
    );
  });
});
