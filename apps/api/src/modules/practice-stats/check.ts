// What the server believes of a finished run (DESIGN §9, docs/decisions/020): the counts must hang
// together and fit the practice (the domain's runLimitProblems), and the derived numbers are recomputed
// with the domain's scorePractice — the client's are only compared, never stored. Pure: table-tested in
// check.test.ts.
import type { ValidationIssue } from '@charla/domain/http';
import {
  exerciseCount,
  optionCount,
  round,
  runLimitProblems,
  scorePractice,
  type AttemptEvent,
  type PracticeProps,
  type PracticeScore,
} from '@charla/domain/practices';

/** The run as the body validated it (PracticeStatsInput's output). */
export interface RunInput {
  total_attempts: number;
  average_attempts: number;
  first_try_correct_ones: number;
  completed?: number | undefined;
  accuracy: number;
  probability_of_knowing: number;
  score: number;
  events: AttemptEvent[];
}

/** The numbers the server recomputes, their rounding (spec part 2 §9) and how a mismatch is named. */
const DERIVED = [
  { field: 'average_attempts', decimals: 1, label: 'El promedio de intentos' },
  { field: 'accuracy', decimals: 1, label: 'La precisión' },
  { field: 'probability_of_knowing', decimals: 3, label: 'La probabilidad de saber' },
  { field: 'score', decimals: 1, label: 'El puntaje' },
] as const;

const TOLERANCE = 1e-9;

const issue = (field: string, msg: string, type = 'value_error'): ValidationIssue => ({
  loc: ['body', field],
  msg,
  type,
});

/** The recomputed numbers that differ from the client's, each named with the value expected. */
function mismatches(run: RunInput, expected: PracticeScore): ValidationIssue[] {
  return DERIVED.filter(
    ({ field, decimals }) => Math.abs(round(run[field], decimals) - expected[field]) > TOLERANCE,
  ).map(({ field, label }) =>
    issue(field, `${label} no coincide con los intentos: debería ser ${expected[field]}`, 'mismatch'),
  );
}

/**
 * `completed` when the body leaves it out (the spec's payload has no such field): the whole number c
 * with round(total_attempts / c, 1) = average_attempts. Several may round alike (100 / 96 … 100 / 100
 * all give 1.0): the one within the practice's `exercises` whose every recomputed number matches the
 * client's wins, the nearest to total / average among equals. undefined: no whole number fits.
 */
export function deriveCompleted(run: RunInput, n: number | undefined, exercises = Infinity): number | undefined {
  const average = round(run.average_attempts, 1);
  if (average === 0) return run.total_attempts === 0 ? 0 : undefined;
  const exact = run.total_attempts / average;
  // round(total / c, 1) = average ⇔ total / (average + 0.05) ≤ c ≤ total / (average − 0.05), give or take one.
  const low = Math.max(1, Math.floor(run.total_attempts / (average + 0.05)) - 1);
  const high = Math.min(run.total_attempts, Math.ceil(run.total_attempts / Math.max(average - 0.05, 1e-9)) + 1);
  const candidates: number[] = [];
  for (let completed = low; completed <= high; completed++) {
    if (Math.abs(round(run.total_attempts / completed, 1) - average) <= TOLERANCE) candidates.push(completed);
  }
  if (candidates.length === 0) return undefined;
  const byDistance = candidates.sort((a, b) => Math.abs(a - exact) - Math.abs(b - exact) || a - b);
  const counts = (completed: number) => ({
    completed,
    total_attempts: run.total_attempts,
    first_try_correct_ones: run.first_try_correct_ones,
  });
  return (
    byDistance.find(
      (completed) =>
        completed <= exercises &&
        run.first_try_correct_ones <= completed &&
        mismatches(run, scorePractice(counts(completed), n)).length === 0,
    ) ?? byDistance[0]
  );
}

/** The events agree with the counts: one correct answer per finished exercise, at its attempt number. */
function eventIssues(run: RunInput, completed: number): ValidationIssue[] {
  if (run.events.length === 0) return [];
  const correct = run.events.filter((event) => event.correct);
  const firstTry = correct.filter((event) => event.attempt === 1).length;
  const attempts = correct.reduce((sum, event) => sum + event.attempt, 0);
  const problems: string[] = [];
  if (correct.length !== completed)
    problems.push(`hay ${correct.length} respuestas correctas para ${completed} ejercicios completados`);
  else if (firstTry !== run.first_try_correct_ones)
    problems.push(
      `hay ${firstTry} respuestas correctas al primer intento y el resultado dice ${run.first_try_correct_ones}`,
    );
  else if (attempts !== run.total_attempts)
    problems.push(`las respuestas correctas suman ${attempts} intentos y el resultado dice ${run.total_attempts}`);
  return problems.map((problem) => issue('events', `Los intentos no coinciden con el resultado: ${problem}`));
}

/**
 * The run's counts and recomputed numbers, or the list of what is wrong (a 422's detail), for a run of
 * the practice whose props are given (its option count n, its exercises and their keys).
 */
export function checkRun(
  run: RunInput,
  props: PracticeProps,
): { ok: true; score: PracticeScore } | { ok: false; issues: ValidationIssue[] } {
  const n = optionCount(props);
  const completed = run.completed ?? deriveCompleted(run, n, exerciseCount(props));
  if (completed === undefined) {
    return {
      ok: false,
      issues: [
        issue(
          'average_attempts',
          'No corresponde a un número entero de ejercicios completados (total_attempts / average_attempts); envía completed',
        ),
      ],
    };
  }
  const where = run.completed === undefined ? 'average_attempts' : 'completed';
  const ranges: ValidationIssue[] = [];
  if (run.first_try_correct_ones > completed)
    ranges.push(issue('first_try_correct_ones', `No puede ser mayor que los ejercicios completados (${completed})`));
  if (completed === 0 && run.total_attempts > 0)
    ranges.push(issue('total_attempts', 'Sin ejercicios completados no hay intentos que contar: debe ser 0'));
  if (completed > run.total_attempts)
    ranges.push(
      issue(
        where,
        `Los ejercicios completados (${completed}) no pueden ser más que los intentos (${run.total_attempts})`,
      ),
    );
  if (ranges.length > 0) return { ok: false, issues: ranges };
  const limits = runLimitProblems({ completed, events: run.events }, props);
  if (limits.length > 0) {
    return {
      ok: false,
      issues: limits.map((problem) => issue(problem.field === 'completed' ? where : 'events', problem.message)),
    };
  }

  const score = scorePractice(
    { completed, total_attempts: run.total_attempts, first_try_correct_ones: run.first_try_correct_ones },
    n,
  );
  const issues = [...mismatches(run, score), ...eventIssues(run, completed)];
  return issues.length > 0 ? { ok: false, issues } : { ok: true, score };
}
