import { describe, expect, it } from 'vitest';
import { scorePractice } from './player';
import { zeroScoreNote } from './score-note';

const scored = (completed: number, first: number, n: number | undefined) =>
  scorePractice({ completed, total_attempts: completed + 1, first_try_correct_ones: first }, n);

describe('zeroScoreNote (issue 48: never a bare 0 for finished work)', () => {
  it.each([
    [
      'the issue’s run: 3 of 3 done at 66.7 %, two options',
      3,
      2,
      2,
      'Tu puntaje es 0 porque solo 2 de tus 3 ejercicios salieron bien al primer intento. El puntaje cuenta los aciertos a la primera, descontando los que con 2 opciones podrían ser suerte.',
      'Si aciertas 3 de 3 al primer intento, tu puntaje sería 30.',
    ],
    [
      'no options to guess among (typed answers)',
      3,
      1,
      undefined,
      'Tu puntaje es 0 porque solo 1 de tus 3 ejercicios salió bien al primer intento. El puntaje cuenta los aciertos a la primera.',
      'Si aciertas 2 de 3 al primer intento, tu puntaje sería 15.9.',
    ],
    [
      'the fewest first tries that score, not the next one',
      5,
      1,
      3,
      'Tu puntaje es 0 porque solo 1 de tus 5 ejercicios salió bien al primer intento. El puntaje cuenta los aciertos a la primera, descontando los que con 3 opciones podrían ser suerte.',
      'Si aciertas 3 de 5 al primer intento, tu puntaje sería 10.8.',
    ],
    [
      'no first try at all',
      4,
      0,
      5,
      'Tu puntaje es 0 porque ninguno de tus 4 ejercicios salió bien al primer intento. El puntaje cuenta los aciertos a la primera.',
      'Si aciertas 2 de 4 al primer intento, tu puntaje sería 5.2.',
    ],
    [
      'one exercise',
      1,
      0,
      undefined,
      'Tu puntaje es 0 porque tu ejercicio no salió bien al primer intento. El puntaje cuenta los aciertos a la primera.',
      'Si lo aciertas al primer intento, tu puntaje sería 10.',
    ],
  ])('%s', (_case, completed, first, n, reason, remedy) => {
    const score = scored(completed, first, n);
    expect(score.score).toBe(0);
    expect(zeroScoreNote(score, n)).toEqual({ reason, remedy });
  });

  it('says nothing of a score above 0, or of a run with nothing finished', () => {
    expect(zeroScoreNote(scored(3, 2, 3), 3)).toBeUndefined();
    expect(zeroScoreNote(scored(0, 0, 3), 3)).toBeUndefined();
  });
});
