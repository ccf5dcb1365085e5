// Word-choice (spec part 2 §3, §4, §9): every sentence of every option, shuffled; the options are the
// choices, picked by click or keys 1–9; timed.
import { useId, useState } from 'react';
import { answersMatch, shuffle } from '@charla/domain/practices';
import { BlankSentence, EmptyBlank } from '../components/blank-sentence';
import { ChoiceButtons } from '../components/choice-buttons';
import { PracticeImage } from '../components/practice-image';
import type { ExerciseProps, PlayerDefinition, PropsOf } from './player-definition';

type Props = PropsOf<'word-choice'>;
export interface WordChoiceItem {
  text: string;
  image?: string;
  answer: string;
}

function WordChoiceExercise({ props, item, isLocked, onAnswer }: ExerciseProps<Props, WordChoiceItem>) {
  const sentenceId = useId();
  const [picked, setPicked] = useState<{ index: number; isCorrect: boolean } | null>(null);
  const values = props.options.map((option) => option.value);
  const pick = (index: number) => {
    if (isLocked) return;
    const isCorrect = answersMatch(values[index]!, item.answer);
    setPicked({ index, isCorrect });
    onAnswer(isCorrect);
  };
  return (
    <div className="space-y-5">
      {item.image ? <PracticeImage source={item.image} alt="" /> : null}
      <BlankSentence
        id={sentenceId}
        text={item.text}
        blank={
          isLocked ? (
            <span className="mx-1 rounded bg-emerald-100 px-1 font-semibold text-emerald-900">{item.answer}</span>
          ) : (
            <EmptyBlank />
          )
        }
      />
      <ChoiceButtons
        label="Opciones"
        choices={values}
        maxKey={9}
        picked={picked?.index ?? null}
        isPickedCorrect={picked?.isCorrect ?? null}
        isLocked={isLocked}
        onPick={pick}
      />
    </div>
  );
}

export const wordChoicePlayer: PlayerDefinition<Props, WordChoiceItem> = {
  buildItems: (props, random) =>
    shuffle(
      props.options.flatMap((option) =>
        option.sentences.map((sentence) => ({ text: sentence.text, image: sentence.image, answer: option.value })),
      ),
      random,
    ),
  keyOf: (item) => item.text,
  Exercise: WordChoiceExercise,
};
