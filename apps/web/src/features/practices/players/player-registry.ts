// The six players by props.practice_type (spec part 2 §2: the player is chosen by the type).
import type { PracticeType } from '@charla/domain/practices';
import { fillInTheBlankPlayer } from './fill-in-the-blank';
import { insertItRightPlayer } from './insert-it-right';
import { letterTweakPlayer } from './letter-tweak';
import type { PlayerDefinition, PropsOf } from './player-definition';
import { subsetSelectPlayer } from './subset-select';
import { tenseTransformPlayer } from './tense-transform';
import { wordChoicePlayer } from './word-choice';

export const PLAYERS: { [T in PracticeType]: PlayerDefinition<PropsOf<T>, any> } = {
  'letter-tweak': letterTweakPlayer,
  'subset-select': subsetSelectPlayer,
  'insert-it-right': insertItRightPlayer,
  'word-choice': wordChoicePlayer,
  'fill-in-the-blank': fillInTheBlankPlayer,
  'tense-transform': tenseTransformPlayer,
};
