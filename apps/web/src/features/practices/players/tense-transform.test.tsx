// Tense-transform: the transformed sentence typed, 1.5 s after a correct answer, timed.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { USER_ID } from '@/test/tokens';
import { TENSE_ANSWERS, tenseTransform } from '../test/practice-fixtures';
import { exerciseNumber, onScreen, renderPlayer, results, wait } from '../test/render-player';

const answer = () => screen.getByRole('textbox', { name: 'Tu respuesta' });

describe('tense-transform player', () => {
  it('is played by typing to exact results, 1.5 s between exercises, and sends the stats once', async () => {
    const { user, statsCalls } = renderPlayer(tenseTransform);
    expect(screen.getByText('Cambia el tiempo verbal')).toBeInTheDocument();
    const events = [];
    for (let n = 1; n <= 2; n++) {
      const [original, right] = onScreen(TENSE_ANSWERS);
      expect(screen.getByText('Oración original').nextElementSibling).toHaveTextContent(original);
      if (n === 1) {
        await user.type(answer(), `${original}{Enter}`);
        expect(screen.getByText('Respuesta incorrecta. Inténtalo de nuevo.')).toBeInTheDocument();
        events.push({ exercise_key: original, correct: false, attempt: 1, elapsed_ms: 0 });
        await user.type(answer(), 'x');
        expect(screen.queryByText('Respuesta incorrecta. Inténtalo de nuevo.')).not.toBeInTheDocument();
        await user.clear(answer());
      }
      await user.type(answer(), `${right.toLowerCase()}{Enter}`);
      expect(screen.getByText('¡Correcto!')).toBeInTheDocument();
      events.push({ exercise_key: original, correct: true, attempt: n === 1 ? 2 : 1, elapsed_ms: (n - 1) * 1500 });
      await wait(1499);
      expect(exerciseNumber()).toBe(n);
      await wait(1);
    }
    expect(results()).toEqual({ completed: '2 de 2', attempts: '3', accuracy: '50%', score: '3.1' });
    expect(screen.getByRole('img', { name: 'Sigue practicando' })).toHaveTextContent('📚');
    await wait(0);
    expect(statsCalls()).toHaveLength(1);
    expect(statsCalls()[0]!.body).toEqual({
      user_id: USER_ID,
      practice_id: tenseTransform.id,
      completed: 2,
      total_attempts: 3,
      first_try_correct_ones: 1,
      average_attempts: 1.5,
      accuracy: 50,
      probability_of_knowing: 0.5,
      score: 3.1,
      events,
    });
  });

  it('counts an answer made right before the 30 s as completed, though its pause had not ended', async () => {
    const { user, statsCalls } = renderPlayer(tenseTransform);
    await wait(29_000);
    const [original, right] = onScreen(TENSE_ANSWERS);
    await user.type(answer(), `${right}{Enter}`);
    await wait(1_000);
    expect(screen.getByText('¡Se acabó el tiempo!')).toBeInTheDocument();
    expect(results()).toEqual({ completed: '1 de 2', attempts: '1', accuracy: '100%', score: '10' });
    await wait(0);
    expect(statsCalls()[0]!.body).toMatchObject({
      completed: 1,
      events: [{ exercise_key: original, correct: true, attempt: 1, elapsed_ms: 29_000 }],
    });
  });

  it("logs a failed stats call and shows nothing more; 'Intentar de nuevo' starts over", async () => {
    const { user, statsCalls } = renderPlayer(tenseTransform, {
      statsReply: { status: 422, body: { success: false, detail: [{ loc: ['body', 'score'], msg: 'x', type: 'x' }] } },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (let n = 1; n <= 2; n++) {
      await user.type(answer(), `${onScreen(TENSE_ANSWERS)[1]}{Enter}`);
      await wait(1500);
    }
    await wait(0);
    expect(statsCalls()).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('No se pudieron guardar los resultados de la práctica', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(exerciseNumber()).toBe(1);
    expect(answer()).toHaveValue('');
  });
});
