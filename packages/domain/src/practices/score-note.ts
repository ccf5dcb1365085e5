// Why a finished run scores 0 and what would raise it (issue 48). The spec's score (part 2 §9) is
// 10 · max(0, completed · prob + ln(max(0.01, prob))): it counts first-try answers, discounts what a
// guess among n options would get right, and a small or lucky-looking run floors at 0. The stored
// score keeps that formula; a learner shown a 0 for finished work is told why, in these words.
import { scorePractice, type PracticeScore } from './player';

export interface ZeroScoreNote {
  /** Why the score is 0, with the run's own numbers. */
  reason: string;
  /** What would raise it: the fewest first-try answers, of the same exercises, that score above 0. */
  remedy: string;
}

/** Under a 0 shown without the run's numbers (the progress views): why, and what raises it. */
export const ZERO_SCORE_HINT =
  'Un puntaje de 0 quiere decir que todavía pocos ejercicios salieron bien al primer intento (en los de opciones se descuenta lo que podría ser suerte). Acertar más a la primera lo sube.';

function firstTries(first: number, completed: number): string {
  if (completed === 1) return 'tu ejercicio no salió bien al primer intento';
  if (first === 0) return `ninguno de tus ${completed} ejercicios salió bien al primer intento`;
  return `solo ${first} de tus ${completed} ejercicios ${first === 1 ? 'salió' : 'salieron'} bien al primer intento`;
}

/**
 * The note for a run scored 0 with something finished; undefined otherwise. `n` is the practice's
 * option count (optionCount), as scorePractice takes it.
 */
export function zeroScoreNote(score: PracticeScore, n: number | undefined): ZeroScoreNote | undefined {
  const { completed, first_try_correct_ones: first } = score;
  if (completed === 0 || score.score > 0) return undefined;
  const discounted =
    n !== undefined && n > 1 && first > 0 ? `, descontando los que con ${n} opciones podrían ser suerte` : '';
  const reason = `Tu puntaje es 0 porque ${firstTries(first, completed)}. El puntaje cuenta los aciertos a la primera${discounted}.`;
  // All first tries always score above 0 (completed · 1 + ln 1 = completed), so a count is found.
  for (let better = first + 1; better <= completed; better++) {
    const raised = scorePractice({ completed, total_attempts: completed, first_try_correct_ones: better }, n).score;
    if (raised > 0) {
      const tries =
        completed === 1
          ? 'Si lo aciertas al primer intento'
          : `Si aciertas ${better} de ${completed} al primer intento`;
      return { reason, remedy: `${tries}, tu puntaje sería ${raised}.` };
    }
  }
  return { reason, remedy: 'Acertar más ejercicios al primer intento lo sube.' };
}
