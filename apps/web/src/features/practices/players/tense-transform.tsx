// Tense-transform (spec part 2 §3, §4): the original sentence, and the transformed one typed; timed.
import { useId } from 'react';
import { shuffle, type TenseTransformExercise } from '@charla/domain/practices';
import { AnswerForm, inputTone, useTypedAnswer } from '../components/typed-answer';
import type { ExerciseProps, PlayerDefinition, PropsOf } from './player-definition';

type Props = PropsOf<'tense-transform'>;

function TenseTransformExerciseView({ item, ...controls }: ExerciseProps<Props, TenseTransformExercise>) {
  const inputId = useId();
  const { onSubmit, inputProps } = useTypedAnswer(item.transformed_sentence, controls);
  return (
    <AnswerForm onSubmit={onSubmit}>
      <div>
        <p className="text-sm font-semibold text-slate-600">Oración original</p>
        <p className="text-xl leading-relaxed break-words text-slate-900 sm:text-2xl">{item.original_sentence}</p>
      </div>
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-slate-700">
          Tu respuesta
        </label>
        <input
          {...inputProps}
          id={inputId}
          type="text"
          className={`w-full rounded-lg border-2 px-3 py-2 text-lg text-slate-900 ${inputTone(controls.feedback)}`}
        />
      </div>
    </AnswerForm>
  );
}

export const tenseTransformPlayer: PlayerDefinition<Props, TenseTransformExercise> = {
  buildItems: (props, random) => shuffle(props.exercises, random),
  keyOf: (item) => item.original_sentence,
  Exercise: TenseTransformExerciseView,
};
