// Insert-it-right: the word goes into a gap of the sentence by keyboard (arrows + Enter), by a tap
// on a gap, or by dragging it with a pointer (finger or mouse); right only at an allowed position;
// 2 s after a correct answer; n is the first exercise's count of allowed positions; no timer.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InsertItRightProps } from '@charla/domain/practices';
import { USER_ID } from '@/test/tokens';
import { INSERT_POSITIONS, insertItRight } from '../test/practice-fixtures';
import { exerciseNumber, renderPlayer, results, wait } from '../test/render-player';

const chip = () => screen.getByRole('button', { name: /^Mover «/ });
const currentWord = () => /«(.+)»/.exec(chip().textContent!)![1]!;
const gaps = () => screen.getAllByRole('button', { name: /^Colocar «/ });
const sentenceOf = (word: string) =>
  (insertItRight.props as InsertItRightProps).exercises.find((exercise) => exercise.word === word)!.sentence;
const position = () => screen.getByText(/^Posición \d+ de \d+/);

/** jsdom has no layout: gap i is a 60 × 44 box at x = 100·i. */
function layOutGaps() {
  gaps().forEach((gap, i) => {
    gap.getBoundingClientRect = () => DOMRect.fromRect({ x: i * 100, y: 0, width: 60, height: 44 });
  });
}

describe('insert-it-right player', () => {
  it('is played from the keyboard (arrows move the word, Enter drops it) to exact results', async () => {
    const { user, statsCalls } = renderPlayer(insertItRight);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const events = [];
    for (let n = 1; n <= 2; n++) {
      const word = currentWord();
      const words = sentenceOf(word).split(' ');
      expect(chip()).toHaveFocus();
      expect(gaps()).toHaveLength(words.length + 1);
      for (const gap of gaps()) expect(gap).toHaveClass('min-w-[60px]');

      await user.keyboard('{ArrowRight}');
      expect(position()).toHaveTextContent(`Posición 1 de ${words.length + 1}: al principio, antes de «${words[0]}»`);
      expect(gaps()[0]).toHaveTextContent(word);
      await user.keyboard('{ArrowLeft}'); // stays at the start
      expect(position()).toHaveTextContent(/^Posición 1 de/);
      await user.keyboard('{End}');
      expect(position()).toHaveTextContent(`al final, después de «${words.at(-1)}»`);
      await user.keyboard('{Home}');
      for (let step = 0; step < INSERT_POSITIONS[word]!.right; step++) await user.keyboard('{ArrowRight}');
      const right = INSERT_POSITIONS[word]!.right;
      if (right > 0 && right < words.length)
        expect(position()).toHaveTextContent(`entre «${words[right - 1]}» y «${words[right]}»`);
      await user.keyboard('{Enter}');
      expect(screen.getByText('¡Correcto!')).toBeInTheDocument();
      const placed = [...words.slice(0, right), word, ...words.slice(right)].join(' ');
      expect(screen.getByText(placed)).toBeInTheDocument();
      events.push({ exercise_key: sentenceOf(word), correct: true, attempt: 1, elapsed_ms: (n - 1) * 2000 });
      await wait(1999);
      expect(exerciseNumber()).toBe(n);
      await wait(1);
    }
    // n = 2 (the first exercise allows two positions): 10 · (2 · 1 + ln 1).
    expect(results()).toEqual({ completed: '2 de 2', attempts: '2', accuracy: '100%', score: '20' });
    await wait(0);
    expect(statsCalls()[0]!.body).toEqual({
      user_id: USER_ID,
      practice_id: insertItRight.id,
      completed: 2,
      total_attempts: 2,
      first_try_correct_ones: 2,
      average_attempts: 1,
      accuracy: 100,
      probability_of_knowing: 1,
      score: 20,
      events,
    });
    expect(statsCalls()).toHaveLength(1);
  });

  it('takes a tap on a gap; a wrong place can be retried, and moving the word clears the message', async () => {
    const { user } = renderPlayer(insertItRight);
    const word = currentWord();
    const { right, wrong } = INSERT_POSITIONS[word]!;
    await user.click(gaps()[wrong]!);
    expect(screen.getByText('Respuesta incorrecta. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(gaps()[wrong]).toHaveTextContent(word);
    await user.keyboard('{ArrowLeft}');
    expect(screen.queryByText('Respuesta incorrecta. Inténtalo de nuevo.')).not.toBeInTheDocument();
    expect(position()).toHaveTextContent(`Posición ${wrong} de`);
    await user.click(gaps()[right]!);
    expect(screen.getByText('¡Correcto!')).toBeInTheDocument();
    await wait(2000);
    expect(exerciseNumber()).toBe(2);
  });

  it('is dragged with a finger (pointer events) into the gap under it', async () => {
    const { user } = renderPlayer(insertItRight);
    const word = currentWord();
    const { right, wrong } = INSERT_POSITIONS[word]!;
    layOutGaps();
    const touch = { pointerId: 7, pointerType: 'touch', isPrimary: true };
    // A drop outside every gap puts the word back.
    fireEvent.pointerDown(chip(), { ...touch, clientX: 30, clientY: 300 });
    fireEvent.pointerMove(chip(), { ...touch, clientX: 30, clientY: 200 });
    fireEvent.pointerUp(chip(), { ...touch, clientX: 30, clientY: 200 });
    expect(screen.queryByText(/Respuesta incorrecta|¡Correcto!/)).not.toBeInTheDocument();

    fireEvent.pointerDown(chip(), { ...touch, clientX: 30, clientY: 300 });
    fireEvent.pointerMove(chip(), { ...touch, clientX: wrong * 100 + 30, clientY: 20 });
    expect(position()).toHaveTextContent(`Posición ${wrong + 1} de`);
    // Only highlighted while dragging: the word in it would move the gaps under the finger.
    expect(gaps()[wrong]).toHaveClass('border-teal-600');
    expect(gaps()[wrong]).not.toHaveTextContent(word);
    fireEvent.pointerUp(chip(), { ...touch, clientX: wrong * 100 + 30, clientY: 20 });
    expect(screen.getByText('Respuesta incorrecta. Inténtalo de nuevo.')).toBeInTheDocument();

    // Picking it up again clears the message; a tap on the word alone (no move) drops nothing.
    fireEvent.pointerDown(chip(), { ...touch, clientX: 30, clientY: 300 });
    fireEvent.pointerMove(chip(), { ...touch, clientX: right * 100 + 66, clientY: 40 });
    expect(screen.queryByText('Respuesta incorrecta. Inténtalo de nuevo.')).not.toBeInTheDocument();
    fireEvent.pointerUp(chip(), { ...touch, clientX: right * 100 + 66, clientY: 40 });
    expect(screen.getByText('¡Correcto!')).toBeInTheDocument();
    await wait(2000);
    expect(exerciseNumber()).toBe(2);

    layOutGaps();
    fireEvent.pointerDown(chip(), { ...touch, clientX: 100, clientY: 20 });
    fireEvent.pointerUp(chip(), { ...touch, clientX: 100, clientY: 20 });
    expect(screen.queryByText(/Respuesta incorrecta|¡Correcto!/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/practices$/);
  });

  it('scores a wrong first try by n = 2: accuracy 50 %, probability 0, score 0', async () => {
    const { user, statsCalls } = renderPlayer(insertItRight);
    for (let n = 1; n <= 2; n++) {
      const { right, wrong } = INSERT_POSITIONS[currentWord()]!;
      if (n === 2) await user.click(gaps()[wrong]!);
      await user.click(gaps()[right]!);
      await wait(2000);
    }
    expect(results()).toEqual({ completed: '2 de 2', attempts: '3', accuracy: '50%', score: '0' });
    await wait(0);
    expect(statsCalls()[0]!.body).toMatchObject({ probability_of_knowing: 0, score: 0, accuracy: 50 });
    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(exerciseNumber()).toBe(1);
    expect(chip()).toHaveFocus();
  });
});
