// Insert-it-right (spec part 2 §3, §4, §5, §9): the word goes into one of the gaps of the sentence
// (drop boxes at least 60 px wide) by dragging it — mouse, pen or finger, through pointer events — by
// tapping a gap, or from the keyboard (arrows move it between gaps, Enter drops it). Right only when
// the gap is one of allowed_positions. Not timed.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { GripVertical } from 'lucide-react';
import {
  insertAt,
  isAllowedPosition,
  sentenceWords,
  shuffle,
  type InsertItRightExercise,
} from '@charla/domain/practices';
import { usePointerDrag } from '../hooks/use-pointer-drag';
import type { ExerciseProps, PlayerDefinition, PropsOf } from './player-definition';

type Props = PropsOf<'insert-it-right'>;

function describeGap(words: string[], position: number): string {
  if (position === 0) return `al principio, antes de «${words[0] ?? ''}»`;
  if (position >= words.length) return `al final, después de «${words[words.length - 1] ?? ''}»`;
  return `entre «${words[position - 1]}» y «${words[position]}»`;
}

function InsertItRightExerciseView({
  item,
  feedback,
  isLocked,
  onAnswer,
  onEdit,
}: ExerciseProps<Props, InsertItRightExercise>) {
  const hintId = useId();
  const words = sentenceWords(item.sentence);
  const gapCount = words.length + 1;
  /** Where the word was dropped (and judged). */
  const [placed, setPlaced] = useState<number | null>(null);
  /** Where it would go: the keyboard's choice, or the gap under the pointer while dragging. */
  const [target, setTarget] = useState<number | null>(null);
  const chipRef = useRef<HTMLButtonElement>(null);

  const pickUp = () => {
    if (placed === null) return;
    setPlaced(null);
    onEdit(); // moving the word after a wrong drop clears its feedback
  };
  const drop = (position: number) => {
    if (isLocked) return;
    setPlaced(position);
    setTarget(null);
    onAnswer(isAllowedPosition(item.allowed_positions, position));
  };
  const moveTo = (position: number) => {
    if (isLocked) return;
    pickUp();
    setTarget(Math.min(Math.max(position, 0), gapCount - 1));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const from = target ?? placed;
    const keys: Record<string, () => void> = {
      ArrowRight: () => moveTo(from === null ? 0 : from + 1),
      ArrowDown: () => moveTo(from === null ? 0 : from + 1),
      ArrowLeft: () => moveTo(from === null ? gapCount - 1 : from - 1),
      ArrowUp: () => moveTo(from === null ? gapCount - 1 : from - 1),
      Home: () => moveTo(0),
      End: () => moveTo(gapCount - 1),
      Enter: () => target !== null && drop(target),
      ' ': () => target !== null && drop(target),
      Escape: () => setTarget(null),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const { isDragging, offset, handlers, boxRef } = usePointerDrag<HTMLButtonElement>({
    isLocked,
    onStart: pickUp,
    onOver: setTarget,
    onDrop: drop,
    onCancel: () => setTarget(null),
  });

  const isRight = feedback?.tone === 'correct';
  const wordChip = (tone: 'ghost' | 'right' | 'wrong') => (
    <span
      className={`rounded-md px-2 py-1 font-semibold ${
        tone === 'ghost'
          ? 'border-2 border-dashed border-teal-600 text-teal-800'
          : tone === 'right'
            ? 'bg-emerald-700 text-white'
            : 'bg-red-700 text-white'
      }`}
    >
      {item.word}
    </span>
  );

  return (
    <div className="space-y-5">
      <p id={hintId} className="text-sm text-slate-600">
        Arrastra la palabra al lugar correcto o toca un espacio. Con el teclado: las flechas la mueven entre los
        espacios y Enter la coloca.
      </p>
      <div className="flex justify-center">
        <button
          ref={chipRef}
          type="button"
          autoFocus
          aria-label={`Mover «${item.word}»`}
          aria-describedby={hintId}
          aria-disabled={isLocked || undefined}
          onKeyDown={onKeyDown}
          {...handlers}
          style={offset ? { transform: `translate(${offset.x}px, ${offset.y}px)` } : undefined}
          className={`relative inline-flex min-h-12 touch-none items-center gap-2 rounded-xl border-2 border-teal-700 bg-teal-50 px-4 py-2 text-xl font-bold text-teal-900 select-none ${
            isDragging ? 'z-10 cursor-grabbing shadow-lg' : 'cursor-grab'
          }`}
        >
          <GripVertical aria-hidden="true" className="size-5" />«{item.word}»
        </button>
      </div>
      <p className="flex flex-wrap items-center gap-x-1 gap-y-2 text-xl leading-relaxed text-slate-900">
        {Array.from({ length: gapCount }, (_, position) => (
          <span key={position} className="contents">
            <button
              ref={boxRef(position)}
              type="button"
              tabIndex={-1}
              data-gap={position}
              aria-label={`Colocar «${item.word}» ${describeGap(words, position)}`}
              onClick={() => {
                drop(position);
                // The arrows keep working after a tap or click on a gap.
                chipRef.current?.focus();
              }}
              className={`inline-flex h-11 min-w-[60px] items-center justify-center rounded-lg border-2 px-1 ${
                target === position
                  ? 'border-teal-600 bg-teal-50'
                  : placed === position
                    ? 'border-transparent'
                    : 'border-dashed border-slate-300 bg-slate-50'
              }`}
            >
              {/* While dragging, the gap under the finger is only highlighted: the word in it would move
                  the words (and the gaps) under the finger. */}
              {target === position && !isDragging
                ? wordChip('ghost')
                : placed === position
                  ? wordChip(isRight ? 'right' : 'wrong')
                  : null}
            </button>
            {position < words.length ? <span>{words[position]}</span> : null}
          </span>
        ))}
      </p>
      <p aria-live="polite" className="sr-only">
        {target !== null ? `Posición ${target + 1} de ${gapCount}: ${describeGap(words, target)}` : ''}
      </p>
      {isRight && placed !== null ? (
        <p className="font-medium text-emerald-800">{insertAt(item.sentence, item.word, placed)}</p>
      ) : null}
    </div>
  );
}

export const insertItRightPlayer: PlayerDefinition<Props, InsertItRightExercise> = {
  buildItems: (props, random) => shuffle(props.exercises, random),
  keyOf: (item) => item.sentence,
  Exercise: InsertItRightExerciseView,
};
