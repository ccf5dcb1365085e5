// Subset-select: three choices (the word plus two others), keys 1–3, pictures as images or large
// text, the 30-second limit, the stats call and a new run.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER_ID } from '@/test/tokens';
import { SUBSET_ANSWERS, subsetSelect } from '../test/practice-fixtures';
import { exerciseNumber, onScreen, renderPlayer, results, wait } from '../test/render-player';

const group = () => screen.getByRole('group', { name: '¿Qué palabra corresponde a la imagen?' });
const choices = () => within(group()).getAllByRole('button');
const words = () => choices().map((choice) => choice.textContent!.slice(1));
const keyOf = (word: string) => words().indexOf(word) + 1;

describe('subset-select player', () => {
  it('offers the word plus two others, is played with keys 1–3 to exact results, and sends the stats once', async () => {
    const { user, statsCalls } = renderPlayer(subsetSelect);
    expect(screen.getByText('Imagen y palabra')).toBeInTheDocument();
    const events = [];
    for (let n = 1; n <= 4; n++) {
      expect(exerciseNumber()).toBe(n);
      const [picture, word] = onScreen(SUBSET_ANSWERS);
      if (picture.startsWith('/')) {
        expect(screen.getByRole('img', { name: 'Imagen del ejercicio' })).toHaveAttribute('src', picture);
      } else {
        expect(screen.getByText(picture)).toHaveClass('text-6xl');
      }
      expect(choices()).toHaveLength(3);
      expect(choices().map((choice) => choice.textContent!.slice(0, 1))).toEqual(['1', '2', '3']);
      expect(words()).toContain(word);
      expect(new Set(words()).size).toBe(3);
      for (const other of words()) expect(Object.values(SUBSET_ANSWERS)).toContain(other);

      await user.keyboard('4'); // only 1–3 choose
      expect(screen.queryByText('Respuesta incorrecta. Inténtalo de nuevo.')).not.toBeInTheDocument();
      if (n === 3) {
        const wrong = words().filter((other) => other !== word);
        for (const [index, other] of wrong.entries()) {
          await user.keyboard(String(keyOf(other)));
          expect(screen.getByText('Respuesta incorrecta. Inténtalo de nuevo.')).toBeInTheDocument();
          events.push({ exercise_key: word, correct: false, attempt: index + 1, elapsed_ms: 300 });
        }
      }
      await user.keyboard(String(keyOf(word)));
      expect(screen.getByText('¡Correcto!')).toBeInTheDocument();
      events.push({ exercise_key: word, correct: true, attempt: n === 3 ? 3 : 1, elapsed_ms: (n - 1) * 150 });
      await wait(150);
    }
    expect(results()).toEqual({ completed: '4 de 4', attempts: '6', accuracy: '75%', score: '20.3' });
    await wait(0);
    expect(statsCalls()).toHaveLength(1);
    expect(statsCalls()[0]!.body).toEqual({
      user_id: USER_ID,
      practice_id: subsetSelect.id,
      completed: 4,
      total_attempts: 6,
      first_try_correct_ones: 3,
      average_attempts: 1.5,
      accuracy: 75,
      probability_of_knowing: 0.625,
      score: 20.3,
      events,
    });
  });

  it('picks by click; a wrong pick is marked and can be retried', async () => {
    const { user } = renderPlayer(subsetSelect);
    const [, word] = onScreen(SUBSET_ANSWERS);
    const wrong = words().findIndex((other) => other !== word);
    await user.click(choices()[wrong]!);
    expect(choices()[wrong]).toHaveAttribute('data-state', 'wrong');
    expect(screen.getByText('Respuesta incorrecta. Inténtalo de nuevo.')).toBeInTheDocument();
    await user.click(choices()[keyOf(word) - 1]!);
    expect(choices()[keyOf(word) - 1]).toHaveAttribute('data-state', 'correct');
    await wait(150);
    expect(exerciseNumber()).toBe(2);
  });

  it('ends at 30 s with what was completed; nothing is sent for a draft (sendStats false)', async () => {
    const { user, statsCalls } = renderPlayer(subsetSelect, { sendStats: false });
    const [, word] = onScreen(SUBSET_ANSWERS);
    await user.keyboard(String(keyOf(word)));
    await wait(29_899);
    expect(exerciseNumber()).toBe(2);
    await wait(101);
    expect(screen.getByText('¡Se acabó el tiempo!')).toBeInTheDocument();
    expect(results()).toEqual({ completed: '1 de 4', attempts: '1', accuracy: '100%', score: '10' });
    await wait(0);
    expect(statsCalls()).toHaveLength(0);
  });

  it("'Intentar de nuevo' draws a new order and new choices", async () => {
    const { user } = renderPlayer(subsetSelect);
    const play = async () => {
      const seen: string[] = [];
      for (let n = 1; n <= 4; n++) {
        const [picture, word] = onScreen(SUBSET_ANSWERS);
        seen.push(`${picture}: ${words().join(', ')}`);
        await user.keyboard(String(keyOf(word)));
        await wait(150);
      }
      return seen;
    };
    const first = await play();
    expect(results()).toEqual({ completed: '4 de 4', attempts: '4', accuracy: '100%', score: '40' });
    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(exerciseNumber()).toBe(1);
    expect(screen.getByRole('progressbar', { name: 'Tiempo restante' })).toHaveAttribute('aria-valuenow', '30');
    const second = await play();
    expect(second).not.toEqual(first);
  });
});
