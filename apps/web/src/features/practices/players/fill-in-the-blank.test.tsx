// Fill-in-the-blank: the answer typed into the sentence's blank, compared trimmed and
// case-insensitive; an empty answer is not an attempt; typing after a wrong answer clears it.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FillInTheBlankProps } from '@charla/domain/practices';
import { USER_ID } from '@/test/tokens';
import { FILL_ANSWERS, fillInTheBlank } from '../test/practice-fixtures';
import { exerciseNumber, onScreen, renderPlayer, results, wait } from '../test/render-player';

const answer = () => screen.getByRole('textbox', { name: 'Tu respuesta' });
const sentenceOf = (hint: string) =>
  (fillInTheBlank.props as FillInTheBlankProps).exercises.find((exercise) => exercise.hint === hint)!.sentence;

describe('fill-in-the-blank player', () => {
  it('is played by typing to exact results; answers are trimmed and case-insensitive; stats sent once', async () => {
    const { user, statsCalls } = renderPlayer(fillInTheBlank);
    const events = [];
    for (let n = 1; n <= 3; n++) {
      const [hint, right] = onScreen(FILL_ANSWERS);
      expect(screen.getByText('Pista:').parentElement).toHaveTextContent(`Pista: ${hint}`);
      // The field sits in the sentence's blank.
      const [before, after] = sentenceOf(hint).split('<blank>');
      expect(answer().closest('p')!.textContent).toBe(`${before}${after}`);
      expect(answer()).toHaveFocus();
      if (n === 2) {
        await user.keyboard('{Enter}');
        expect(screen.getByText('Por favor, escribe tu respuesta')).toBeInTheDocument();
        await user.type(answer(), '   {Enter}');
        expect(screen.getByText('Por favor, escribe tu respuesta')).toBeInTheDocument();
        await user.clear(answer());
        await user.type(answer(), 'goed{Enter}');
        expect(screen.getByText('Respuesta incorrecta. Inténtalo de nuevo.')).toBeInTheDocument();
        expect(answer()).toHaveAttribute('aria-invalid', 'true');
        events.push({ exercise_key: sentenceOf(hint), correct: false, attempt: 1, elapsed_ms: 150 });
        // Editing after a wrong answer clears the feedback.
        await user.clear(answer());
        expect(screen.queryByText('Respuesta incorrecta. Inténtalo de nuevo.')).not.toBeInTheDocument();
        expect(answer()).not.toHaveAttribute('aria-invalid');
      }
      await user.type(answer(), `  ${right.toUpperCase()} {Enter}`);
      expect(screen.getByText('¡Correcto!')).toBeInTheDocument();
      expect(answer()).toHaveAttribute('readonly');
      events.push({
        exercise_key: sentenceOf(hint),
        correct: true,
        attempt: n === 2 ? 2 : 1,
        elapsed_ms: (n - 1) * 150,
      });
      await wait(149);
      expect(exerciseNumber()).toBe(n);
      await wait(1);
    }
    expect(results()).toEqual({ completed: '3 de 3', attempts: '4', accuracy: '66.7%', score: '15.9' });
    expect(screen.getByRole('img', { name: '¡Buen trabajo!' })).toBeInTheDocument();
    await wait(0);
    expect(statsCalls()).toHaveLength(1);
    expect(statsCalls()[0]!.body).toEqual({
      user_id: USER_ID,
      practice_id: fillInTheBlank.id,
      completed: 3,
      total_attempts: 4,
      first_try_correct_ones: 2,
      average_attempts: 1.3,
      accuracy: 66.7,
      probability_of_knowing: 0.667,
      score: 15.9,
      events,
    });
  });

  it("checks with the 'Comprobar' button too", async () => {
    const { user } = renderPlayer(fillInTheBlank);
    const [, right] = onScreen(FILL_ANSWERS);
    await user.type(answer(), right);
    await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    expect(screen.getByText('¡Correcto!')).toBeInTheDocument();
  });

  it('ends at 30 s with what was completed, and is not sent when nobody is signed in', async () => {
    const { user, statsCalls } = renderPlayer(fillInTheBlank, { token: null });
    const [, right] = onScreen(FILL_ANSWERS);
    await user.type(answer(), `${right}{Enter}`);
    await wait(150);
    await user.type(answer(), 'nope{Enter}');
    await wait(30_000);
    expect(screen.getByText('¡Se acabó el tiempo!')).toBeInTheDocument();
    expect(results()).toEqual({ completed: '1 de 3', attempts: '1', accuracy: '100%', score: '10' });
    await wait(0);
    expect(statsCalls()).toHaveLength(0);
  });

  it("'Intentar de nuevo' starts over with an empty field", async () => {
    const { user } = renderPlayer(fillInTheBlank);
    await wait(30_000);
    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(exerciseNumber()).toBe(1);
    expect(answer()).toHaveValue('');
    expect(answer()).toHaveFocus();
  });
});
