// Letter-tweak: per-letter buttons cycling (vowel short → long → silent → short; consonant sounded ↔
// silent), 'Comprobar', its own wrong-answer message, 1.5 s after a correct one, no timer.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LetterTweakProps } from '@charla/domain/practices';
import { USER_ID } from '@/test/tokens';
import { LETTER_CLICKS, letterTweak } from '../test/practice-fixtures';
import { exerciseNumber, renderPlayer, results, wait } from '../test/render-player';

const letters = () => screen.getByRole('group', { name: /^Letras de «/ });
const currentWord = () => /«(.+)»/.exec(letters().getAttribute('aria-label')!)![1]!;
const letterButtons = () => within(letters()).getAllByRole('button');
const labels = () => letterButtons().map((button) => button.getAttribute('aria-label'));
const WRONG = 'Revisa tus respuestas e inténtalo de nuevo.';

describe('letter-tweak player', () => {
  it('cycles a vowel short → long → silent → short and a consonant sounded ↔ silent', async () => {
    const props = letterTweak.props as LetterTweakProps;
    const { user } = renderPlayer({ ...letterTweak, props: { ...props, exercises: props.exercises.slice(0, 1) } });
    expect(currentWord()).toBe('cake');
    expect(labels()).toEqual(['c: sonora', 'a: corta', 'k: sonora', 'e: corta']);
    const a = () => letterButtons()[1]!;
    await user.click(a());
    expect(a()).toHaveAccessibleName('a: larga');
    expect(a()).toHaveTextContent('¯');
    await user.click(a());
    expect(a()).toHaveAccessibleName('a: muda');
    await user.click(a());
    expect(a()).toHaveAccessibleName('a: corta');
    expect(a()).toHaveTextContent('˘');
    await user.click(letterButtons()[0]!);
    expect(letterButtons()[0]).toHaveAccessibleName('c: muda');
    await user.click(letterButtons()[0]!);
    expect(letterButtons()[0]).toHaveAccessibleName('c: sonora');
  });

  it('is played by clicks to exact results (n = 5), with its own wrong message, and sends the stats once', async () => {
    const { user, statsCalls } = renderPlayer(letterTweak);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const events = [];
    let elapsed = 0;
    for (let n = 1; n <= 3; n++) {
      const word = currentWord();
      if (n === 1) {
        // Make the first letter silent: every letter must match, so the check fails.
        await user.click(letterButtons()[0]!);
        await user.click(screen.getByRole('button', { name: 'Comprobar' }));
        expect(screen.getByText(WRONG)).toBeInTheDocument();
        events.push({ exercise_key: word, correct: false, attempt: 1, elapsed_ms: 0 });
        // A click after a wrong check clears its message.
        await user.click(letterButtons()[0]!);
        expect(screen.queryByText(WRONG)).not.toBeInTheDocument();
        await wait(2000);
        elapsed += 2000;
      }
      for (const [index, clicks] of LETTER_CLICKS[word]!.entries())
        for (let click = 0; click < clicks; click++) await user.click(letterButtons()[index]!);
      await user.click(screen.getByRole('button', { name: 'Comprobar' }));
      expect(screen.getByText('¡Correcto!')).toBeInTheDocument();
      events.push({ exercise_key: word, correct: true, attempt: n === 1 ? 2 : 1, elapsed_ms: elapsed });
      // While it waits for the next word, letters don't change.
      const before = labels();
      await user.click(letterButtons()[0]!);
      expect(labels()).toEqual(before);
      await wait(1499);
      expect(exerciseNumber()).toBe(n);
      await wait(1);
      elapsed += 1500;
    }
    expect(results()).toEqual({ completed: '3 de 3', attempts: '4', accuracy: '66.7%', score: '12.1' });
    expect(screen.queryByText('¡Se acabó el tiempo!')).not.toBeInTheDocument();
    await wait(0);
    expect(statsCalls()).toHaveLength(1);
    expect(statsCalls()[0]!.body).toEqual({
      user_id: USER_ID,
      practice_id: letterTweak.id,
      completed: 3,
      total_attempts: 4,
      first_try_correct_ones: 2,
      average_attempts: 1.3,
      accuracy: 66.7,
      probability_of_knowing: 0.583,
      score: 12.1,
      events,
    });
  });

  it("has no time limit; 'Intentar de nuevo' starts over from the letters' first state", async () => {
    const { user } = renderPlayer(letterTweak);
    await wait(120_000);
    expect(exerciseNumber()).toBe(1);
    for (let n = 1; n <= 3; n++) {
      const word = currentWord();
      for (const [index, clicks] of LETTER_CLICKS[word]!.entries())
        for (let click = 0; click < clicks; click++) await user.click(letterButtons()[index]!);
      await user.click(screen.getByRole('button', { name: 'Comprobar' }));
      await wait(1500);
    }
    expect(results()).toEqual({ completed: '3 de 3', attempts: '3', accuracy: '100%', score: '30' });
    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(exerciseNumber()).toBe(1);
    expect(labels().every((label) => /: (sonora|corta)$/.test(label!))).toBe(true);
  });
});
