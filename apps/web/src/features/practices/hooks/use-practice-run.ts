// The one run of a practice that all six players share (spec part 2 §4, §9): the shuffled exercises,
// the attempts on each, the feedback, the pause after a correct answer, the end (all done, or the
// 30-second limit of the timed types) and the stats sent once when the results appear. The timer's
// 100 ms tick lives in <TimerBar>, so it re-renders the bar alone, never the exercise.
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import {
  attemptEvent,
  CORRECT_DELAY_MS,
  eventsToSend,
  optionCount,
  PLAYER_MESSAGES,
  runCounts,
  scorePractice,
  TIMED_TYPES,
  type AttemptEvent,
  type PracticeProps,
  type PracticeScore,
  type Random,
} from '@charla/domain/practices';
import { useSendPracticeStats } from '../api/send-practice-stats';

export type Feedback = { tone: 'correct' | 'wrong' | 'notice'; message: string } | null;
export type RunPhase = 'playing' | 'advancing' | 'finished';

export interface RunSetup<Item> {
  props: PracticeProps;
  /** The exercises in play order: shuffled with `random` (choice sets drawn with it too). */
  buildItems: (random: Random) => Item[];
  /** The exercise as its events name it (its word, sentence or hint). */
  keyOf: (item: Item) => string;
  /** Said after a wrong answer (letter-tweak has its own words). */
  wrongMessage?: string;
  random?: Random;
  /** Where the stats go when results appear; none for an unsaved practice or an unknown user. */
  statsTarget?: { userId: string; practiceId: string };
}

interface RunState<Item> {
  runId: number;
  items: Item[];
  index: number;
  /** Attempts on the current exercise. */
  attempts: number;
  /** Attempts each finished exercise took, in play order. */
  finished: number[];
  events: AttemptEvent[];
  feedback: Feedback;
  phase: RunPhase;
  timedOut: boolean;
  startedAt: number;
}

type Action<Item> =
  | { type: 'answer'; correct: boolean; key: string; at: number; wrongMessage: string }
  | { type: 'advance' }
  | { type: 'expire' }
  | { type: 'edit' }
  | { type: 'notice'; message: string }
  | { type: 'restart'; items: Item[]; at: number };

function startRun<Item>(runId: number, items: Item[], at: number): RunState<Item> {
  return {
    runId,
    items,
    index: 0,
    attempts: 0,
    finished: [],
    events: [],
    feedback: null,
    phase: items.length > 0 ? 'playing' : 'finished',
    timedOut: false,
    startedAt: at,
  };
}

function reduce<Item>(state: RunState<Item>, action: Action<Item>): RunState<Item> {
  switch (action.type) {
    case 'answer': {
      if (state.phase !== 'playing') return state;
      const attempts = state.attempts + 1;
      const events = [...state.events, attemptEvent(action.key, action.correct, attempts, action.at - state.startedAt)];
      if (!action.correct)
        return { ...state, attempts, events, feedback: { tone: 'wrong', message: action.wrongMessage } };
      return {
        ...state,
        attempts,
        events,
        finished: [...state.finished, attempts],
        feedback: { tone: 'correct', message: PLAYER_MESSAGES.correct },
        phase: 'advancing',
      };
    }
    case 'advance': {
      if (state.phase !== 'advancing') return state;
      const index = state.index + 1;
      if (index >= state.items.length) return { ...state, phase: 'finished' };
      return { ...state, index, attempts: 0, feedback: null, phase: 'playing' };
    }
    case 'expire':
      return state.phase === 'finished' ? state : { ...state, phase: 'finished', timedOut: true };
    case 'edit':
      return state.phase === 'playing' && state.feedback ? { ...state, feedback: null } : state;
    case 'notice':
      return state.phase === 'playing' ? { ...state, feedback: { tone: 'notice', message: action.message } } : state;
    case 'restart':
      return startRun(state.runId + 1, action.items, action.at);
  }
}

export interface PracticeRun<Item> {
  runId: number;
  item: Item | undefined;
  /** 0-based position of the current exercise. */
  index: number;
  total: number;
  feedback: Feedback;
  phase: RunPhase;
  isTimed: boolean;
  timedOut: boolean;
  startedAt: number;
  /** The results of what was finished (only once the run has ended). */
  score: PracticeScore | undefined;
  answer: (correct: boolean) => void;
  /** The learner changed their answer: a wrong answer's (or a notice's) feedback goes. */
  edit: () => void;
  notice: (message: string) => void;
  expire: () => void;
  restart: () => void;
}

export function usePracticeRun<Item>(setup: RunSetup<Item>): PracticeRun<Item> {
  const { props, statsTarget } = setup;
  const type = props.practice_type;
  const setupRef = useRef(setup);
  setupRef.current = setup;
  const randomRef = useRef<Random>(setup.random ?? Math.random);

  const [state, dispatch] = useReducer(reduce<Item>, undefined, () =>
    startRun<Item>(0, setup.buildItems(randomRef.current), Date.now()),
  );
  const item = state.items[state.index];

  const answer = useCallback(
    (correct: boolean) => {
      const current = setupRef.current;
      if (item === undefined) return;
      dispatch({
        type: 'answer',
        correct,
        key: current.keyOf(item),
        at: Date.now(),
        wrongMessage: current.wrongMessage ?? PLAYER_MESSAGES.wrong,
      });
    },
    [item],
  );
  const edit = useCallback(() => dispatch({ type: 'edit' }), []);
  const notice = useCallback((message: string) => dispatch({ type: 'notice', message }), []);
  const expire = useCallback(() => dispatch({ type: 'expire' }), []);
  const restart = useCallback(
    () => dispatch({ type: 'restart', items: setupRef.current.buildItems(randomRef.current), at: Date.now() }),
    [],
  );

  // Spec §4: after a correct answer the next exercise comes after the type's delay.
  useEffect(() => {
    if (state.phase !== 'advancing') return;
    const timer = setTimeout(() => dispatch({ type: 'advance' }), CORRECT_DELAY_MS[type]);
    return () => clearTimeout(timer);
  }, [state.phase, state.index, state.runId, type]);

  const isFinished = state.phase === 'finished';
  const score = useMemo(
    () => (isFinished ? scorePractice(runCounts(state.finished), optionCount(props)) : undefined),
    [isFinished, state.finished, props],
  );

  // Spec §4: stats are sent once when results appear, only if something was completed and the user
  // is known; a failure is only logged (sendPracticeStats).
  const sendStats = useSendPracticeStats();
  const sentRunRef = useRef<number | null>(null);
  const userId = statsTarget?.userId;
  const practiceId = statsTarget?.practiceId;
  useEffect(() => {
    if (!isFinished || !score || score.completed === 0 || !userId || !practiceId) return;
    if (sentRunRef.current === state.runId) return;
    sentRunRef.current = state.runId;
    void sendStats({ user_id: userId, practice_id: practiceId, ...score, events: eventsToSend(state.events) });
  }, [isFinished, score, userId, practiceId, state.runId, state.events, sendStats]);

  return {
    runId: state.runId,
    item,
    index: state.index,
    total: state.items.length,
    feedback: state.feedback,
    phase: state.phase,
    isTimed: TIMED_TYPES.includes(type),
    timedOut: state.timedOut,
    startedAt: state.startedAt,
    score,
    answer,
    edit,
    notice,
    expire,
    restart,
  };
}
