// Subset-select (spec part 2 §3, §4, §9): each picture once, shuffled, with three choices (its word
// plus two others at random), picked by click or keys 1–3; timed.
import { useState } from 'react';
import { shuffle, subsetChoices, type ImageWordPair } from '@charla/domain/practices';
import { ChoiceButtons } from '../components/choice-buttons';
import { PracticeImage } from '../components/practice-image';
import type { ExerciseProps, PlayerDefinition, PropsOf } from './player-definition';

type Props = PropsOf<'subset-select'>;
export interface SubsetSelectItem {
  pair: ImageWordPair;
  choices: string[];
}

function SubsetSelectExercise({ item, isLocked, onAnswer }: ExerciseProps<Props, SubsetSelectItem>) {
  const [picked, setPicked] = useState<{ index: number; isCorrect: boolean } | null>(null);
  const pick = (index: number) => {
    if (isLocked) return;
    const isCorrect = item.choices[index] === item.pair.word;
    setPicked({ index, isCorrect });
    onAnswer(isCorrect);
  };
  return (
    <div className="space-y-5">
      <div className="rounded-xl bg-slate-50 p-4">
        <PracticeImage source={item.pair.image_url} alt="Imagen del ejercicio" />
      </div>
      <ChoiceButtons
        label="¿Qué palabra corresponde a la imagen?"
        choices={item.choices}
        maxKey={3}
        picked={picked?.index ?? null}
        isPickedCorrect={picked?.isCorrect ?? null}
        isLocked={isLocked}
        onPick={pick}
      />
    </div>
  );
}

export const subsetSelectPlayer: PlayerDefinition<Props, SubsetSelectItem> = {
  buildItems: (props, random) => {
    const words = props.image_word_pairs.map((pair) => pair.word);
    return shuffle(props.image_word_pairs, random).map((pair) => ({
      pair,
      choices: subsetChoices(words, pair.word, random),
    }));
  },
  keyOf: (item) => item.pair.word,
  Exercise: SubsetSelectExercise,
};
