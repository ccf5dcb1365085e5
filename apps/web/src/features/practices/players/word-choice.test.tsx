// Word-choice: keys 1–9, wrong then right, the 30-second limit, the stats call and a new run.
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WordChoiceProps } from '@charla/domain/practices';
import { USER_ID } from '@/test/tokens';
import { WORD_CHOICE_KEYS, wordChoice } from '../test/practice-fixtures';
import { exerciseNumber, onScreen, renderPlayer, results, wait } from '../test/render-player';

const sentences = (wordChoice.props as WordChoiceProps).options.flatMap((option) =>
  option.sentences.map((sentence) => sentence.text),
);
const fullText = (fragment: string) => sentences.find((text) => text.includes(fragment))!;
const timeLeft = () => screen.getByRole('progressbar', { name: 'Tiempo restante' });
const feedback = () => screen.getAllByRole('status').find((region) => region.getAttribute('aria-live') === 'polite');

describe('word-choice player', () => {
  it('is played with keys 1–9 to the results, with exact figures, and sends the stats once with every attempt', async () => {
    const { user, statsCalls } = renderPlayer(wordChoice);
    expect(screen.getByRole('heading', { level: 1, name: 'There, their o they’re' })).toBeInTheDocument();
    expect(screen.getByText('Elige la palabra')).toBeInTheDocument();
    const options = within(screen.getByRole('group', { name: 'Opciones' })).getAllByRole('button');
    expect(options.map((option) => option.textContent)).toEqual(['1there', '2their', '3they’re']);
    expect(timeLeft()).toHaveAttribute('aria-valuenow', '30');

    const seen: string[] = [];
    const expectedEvents = [];
    for (let n = 1; n <= 4; n++) {
      expect(exerciseNumber()).toBe(n);
      const [fragment, key] = onScreen(WORD_CHOICE_KEYS);
      seen.push(fragment);
      const elapsed = (n - 1) * 1150;
      if (n === 2) {
        const wrong = key === 1 ? 2 : 1;
        await user.keyboard(String(wrong));
        expect(screen.getByText('Respuesta incorrecta. Inténtalo de nuevo.')).toBeInTheDocument();
        expect(
          within(screen.getByRole('group', { name: 'Opciones' })).getAllByRole('button')[wrong - 1],
        ).toHaveAttribute('data-state', 'wrong');
        expect(exerciseNumber()).toBe(2);
        expectedEvents.push({ exercise_key: fullText(fragment), correct: false, attempt: 1, elapsed_ms: elapsed });
      }
      // A key beyond the options does nothing.
      await user.keyboard('9');
      await user.keyboard(String(key));
      expect(feedback()).toHaveTextContent('¡Correcto!');
      expect(screen.getByText(/^they’re$|^their$|^there$/, { selector: 'span.bg-emerald-100' })).toBeInTheDocument();
      expectedEvents.push({
        exercise_key: fullText(fragment),
        correct: true,
        attempt: n === 2 ? 2 : 1,
        elapsed_ms: elapsed,
      });
      // Spec §4: the next exercise comes 0.15 s after a correct answer.
      await wait(149);
      expect(exerciseNumber()).toBe(n);
      await wait(1001);
    }

    expect(new Set(seen).size).toBe(4);
    expect(screen.getByRole('heading', { name: 'Resultados' })).toHaveFocus();
    expect(results()).toEqual({ completed: '4 de 4', attempts: '5', accuracy: '75%', score: '20.3' });
    expect(screen.getByRole('img', { name: '¡Buen trabajo!' })).toHaveTextContent('👍');
    expect(screen.queryByText('¡Se acabó el tiempo!')).not.toBeInTheDocument();

    await wait(0);
    expect(statsCalls()).toHaveLength(1);
    expect(statsCalls()[0]!.body).toEqual({
      user_id: USER_ID,
      practice_id: wordChoice.id,
      completed: 4,
      total_attempts: 5,
      first_try_correct_ones: 3,
      average_attempts: 1.3,
      accuracy: 75,
      probability_of_knowing: 0.625,
      score: 20.3,
      events: expectedEvents,
    });
    // The timer is gone with the exercise: nothing more happens, nothing is sent again.
    await wait(60_000);
    expect(statsCalls()).toHaveLength(1);
  });

  it('picks by click too; a wrong pick can be retried', async () => {
    const { user } = renderPlayer(wordChoice);
    const [, key] = onScreen(WORD_CHOICE_KEYS);
    const buttons = () => within(screen.getByRole('group', { name: 'Opciones' })).getAllByRole('button');
    await user.click(buttons()[key === 3 ? 0 : 2]!);
    expect(feedback()).toHaveTextContent('Respuesta incorrecta. Inténtalo de nuevo.');
    await user.click(buttons()[key - 1]!);
    expect(feedback()).toHaveTextContent('¡Correcto!');
    // While it waits for the next exercise, another pick is ignored.
    await user.click(buttons()[key === 3 ? 0 : 2]!);
    expect(feedback()).toHaveTextContent('¡Correcto!');
    await wait(150);
    expect(exerciseNumber()).toBe(2);
    expect(feedback()).toBeEmptyDOMElement();
  });

  it('ends at 30 s (checked every 100 ms) and shows only what was completed', async () => {
    const { user, statsCalls } = renderPlayer(wordChoice);
    for (let n = 1; n <= 2; n++) {
      const [, key] = onScreen(WORD_CHOICE_KEYS);
      if (n === 1) await user.keyboard(String(key === 1 ? 2 : 1));
      await user.keyboard(String(key));
      await wait(150);
    }
    // A wrong answer on the third, which is never finished.
    const [, key] = onScreen(WORD_CHOICE_KEYS);
    await user.keyboard(String(key === 1 ? 2 : 1));
    await wait(10_000);
    expect(timeLeft()).toHaveAttribute('aria-valuenow', '20');
    await wait(30_000 - 10_300 - 100);
    expect(timeLeft()).toHaveAttribute('aria-valuenow', '1');
    expect(exerciseNumber()).toBe(3);
    await wait(100);

    expect(screen.getByText('¡Se acabó el tiempo!')).toBeInTheDocument();
    expect(results()).toEqual({ completed: '2 de 4', attempts: '3', accuracy: '50%', score: '0' });
    expect(screen.getByRole('img', { name: 'Sigue practicando' })).toHaveTextContent('📚');
    await wait(0);
    expect(statsCalls()).toHaveLength(1);
    const body = statsCalls()[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      completed: 2,
      total_attempts: 3,
      first_try_correct_ones: 1,
      accuracy: 50,
      probability_of_knowing: 0.25,
      score: 0,
    });
    // The third exercise's wrong attempt is an event too.
    expect((body.events as { correct: boolean; attempt: number }[]).map((e) => [e.correct, e.attempt])).toEqual([
      [false, 1],
      [true, 2],
      [true, 1],
      [false, 1],
    ]);
  });

  it('sends nothing when time runs out before anything is completed', async () => {
    const { statsCalls } = renderPlayer(wordChoice);
    await wait(30_000);
    expect(results()).toEqual({ completed: '0 de 4', attempts: '0', accuracy: '0%', score: '0' });
    await wait(0);
    expect(statsCalls()).toHaveLength(0);
  });

  it("'Intentar de nuevo' reshuffles and resets everything; the new run sends its own stats", async () => {
    const { user, statsCalls } = renderPlayer(wordChoice);
    const playAll = async () => {
      const order: string[] = [];
      for (let n = 1; n <= 4; n++) {
        const [fragment, key] = onScreen(WORD_CHOICE_KEYS);
        order.push(fragment);
        await user.keyboard(String(key));
        await wait(150);
      }
      return order;
    };
    const first = await playAll();
    expect(results()).toEqual({ completed: '4 de 4', attempts: '4', accuracy: '100%', score: '40' });
    expect(screen.getByRole('img', { name: '¡Excelente!' })).toHaveTextContent('🎉');
    await wait(5_000);

    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(exerciseNumber()).toBe(1);
    expect(timeLeft()).toHaveAttribute('aria-valuenow', '30');
    expect(feedback()).toBeEmptyDOMElement();
    const second = await playAll();
    expect(second).not.toEqual(first);
    expect(new Set(second)).toEqual(new Set(first));
    await wait(0);
    expect(statsCalls()).toHaveLength(2);
    expect((statsCalls()[1]!.body as { events: { elapsed_ms: number }[] }).events[0]!.elapsed_ms).toBe(0);
  });

  it("'Volver' goes back one page", async () => {
    const { user } = renderPlayer(wordChoice);
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/practices$/);
    await act(async () => {});
  });
});
