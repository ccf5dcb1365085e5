// Fill-in-the-blank (spec part 2 §3, §4, §5): the hint, and the sentence with the answer typed into
// its blank (a sentence without exactly one blank is shown raw, the field under it); timed.
import { useId } from 'react';
import { shuffle, splitAtBlank, type FillInTheBlankExercise } from '@charla/domain/practices';
import { BlankSentence } from '../components/blank-sentence';
import { AnswerForm, inputTone, useTypedAnswer } from '../components/typed-answer';
import type { ExerciseProps, PlayerDefinition, PropsOf } from './player-definition';

type Props = PropsOf<'fill-in-the-blank'>;

function FillInTheBlankExerciseView({ item, ...controls }: ExerciseProps<Props, FillInTheBlankExercise>) {
  const hintId = useId();
  const sentenceId = useId();
  const { onSubmit, inputProps } = useTypedAnswer(item.answer, controls);
  const isInline = splitAtBlank(item.sentence) !== undefined;
  const input = (
    <input
      {...inputProps}
      type="text"
      aria-label="Tu respuesta"
      aria-describedby={`${hintId} ${sentenceId}`}
      className={`rounded-md border-2 px-2 py-1 text-lg text-slate-900 ${inputTone(controls.feedback)} ${
        isInline ? 'mx-1 w-36 max-w-full align-baseline sm:w-44' : 'w-full'
      }`}
    />
  );
  return (
    <AnswerForm onSubmit={onSubmit}>
      <p id={hintId} className="text-slate-700">
        <span className="font-semibold">Pista:</span> {item.hint}
      </p>
      {isInline ? (
        <BlankSentence id={sentenceId} text={item.sentence} blank={input} />
      ) : (
        <>
          <BlankSentence id={sentenceId} text={item.sentence} />
          {input}
        </>
      )}
    </AnswerForm>
  );
}

export const fillInTheBlankPlayer: PlayerDefinition<Props, FillInTheBlankExercise> = {
  buildItems: (props, random) => shuffle(props.exercises, random),
  keyOf: (item) => item.sentence,
  Exercise: FillInTheBlankExerciseView,
};
