// What makes one of the six players: how its exercises are drawn, how each is named in the events,
// and the exercise screen. Everything else (attempts, feedback, delays, timer, results, stats) is
// the shared run (hooks/use-practice-run.ts, components/player-shell.tsx).
import type { ComponentType } from 'react';
import type { PracticeProps, Random } from '@charla/domain/practices';
import type { Feedback } from '../hooks/use-practice-run';

export interface ExerciseProps<P extends PracticeProps, Item> {
  props: P;
  item: Item;
  feedback: Feedback;
  /** Answered correctly: waiting for the next exercise, input is ignored. */
  isLocked: boolean;
  onAnswer: (correct: boolean) => void;
  /** The learner changed their answer (clears a wrong answer's feedback). */
  onEdit: () => void;
  /** Something to say that is not an attempt (an empty answer). */
  onNotice: (message: string) => void;
}

export interface PlayerDefinition<P extends PracticeProps, Item> {
  /** The exercises in play order: shuffled at every start (spec part 2 §4). */
  buildItems: (props: P, random: Random) => Item[];
  /** The exercise's word, sentence or hint, as its attempt events name it. */
  keyOf: (item: Item) => string;
  wrongMessage?: string;
  Exercise: ComponentType<ExerciseProps<P, Item>>;
}

export type PropsOf<T extends PracticeProps['practice_type']> = Extract<PracticeProps, { practice_type: T }>;
