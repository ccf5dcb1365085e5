// What one practice's run can hold (issue 48; docs/decisions/020), beside the scoring rule it bounds:
// no more exercises finished than the practice has — so a score is at most 10 points per exercise —
// and attempt events only on the practice's own items, each finished at most as often as it appears.
// The server refuses a run that breaks either; the players never send one.
import { exerciseCount } from './player';
import type { PracticeProps } from './props';
import { exerciseKey } from './run';
import type { AttemptEvent } from './stats';

/** Each exercise as the players name it in their events (its word, sentence or hint), in the practice's order. */
export function exerciseKeys(props: PracticeProps): string[] {
  switch (props.practice_type) {
    case 'letter-tweak':
      return props.exercises.map((exercise) => exerciseKey(exercise.word));
    case 'subset-select':
      return props.image_word_pairs.map((pair) => exerciseKey(pair.word));
    case 'insert-it-right':
    case 'fill-in-the-blank':
      return props.exercises.map((exercise) => exerciseKey(exercise.sentence));
    case 'word-choice':
      return props.options.flatMap((option) => option.sentences.map((sentence) => exerciseKey(sentence.text)));
    case 'tense-transform':
      return props.exercises.map((exercise) => exerciseKey(exercise.original_sentence));
  }
}

export interface RunLimitProblem {
  /** The field the problem is about: the finished count, or the events. */
  field: 'completed' | 'events';
  message: string;
}

/** How many keys a message names before it says how many more there are. */
const NAMED_KEYS = 3;

const exercises = (count: number) => (count === 1 ? '1 ejercicio' : `${count} ejercicios`);
const times = (count: number) => (count === 1 ? '1 vez' : `${count} veces`);

function namedKeys(keys: string[]): string {
  const more = keys.length > NAMED_KEYS ? ` y ${keys.length - NAMED_KEYS} más` : '';
  return `${keys
    .slice(0, NAMED_KEYS)
    .map((key) => `«${key}»`)
    .join(', ')}${more}`;
}

/**
 * What in a run does not fit its practice (empty: it fits): `completed` above the practice's exercise
 * count; events naming an item the practice does not have; more correct answers on an item than the
 * times it appears in the practice. A run without events is checked on its count alone.
 */
export function runLimitProblems(
  run: { completed: number; events: readonly AttemptEvent[] },
  props: PracticeProps,
): RunLimitProblem[] {
  const problems: RunLimitProblem[] = [];
  const count = exerciseCount(props);
  if (run.completed > count) {
    problems.push({
      field: 'completed',
      message: `La práctica tiene ${exercises(count)}: no puede haber ${run.completed} completados`,
    });
  }
  const appearances = new Map<string, number>();
  for (const key of exerciseKeys(props)) appearances.set(key, (appearances.get(key) ?? 0) + 1);
  const unknown = [...new Set(run.events.map((event) => event.exercise_key))].filter((key) => !appearances.has(key));
  if (unknown.length > 0) {
    problems.push({
      field: 'events',
      message: `Los intentos nombran ejercicios que esta práctica no tiene: ${namedKeys(unknown)}`,
    });
  }
  const finished = new Map<string, number>();
  for (const event of run.events) {
    if (event.correct) finished.set(event.exercise_key, (finished.get(event.exercise_key) ?? 0) + 1);
  }
  for (const [key, correct] of finished) {
    const appears = appearances.get(key);
    if (appears !== undefined && correct > appears) {
      problems.push({
        field: 'events',
        message: `Hay ${correct} respuestas correctas para «${key}», que en la práctica aparece ${times(appears)}`,
      });
    }
  }
  return problems;
}
