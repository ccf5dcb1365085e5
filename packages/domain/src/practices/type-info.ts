// The English description of each practice type, shown in the content editor's type list (spec part 2
// §9: "the six above, with English descriptions in the editor type list"). The Spanish label and icon
// of each type are the web's PracticeTypeLabel (apps/web/src/components/practice-type-label.tsx).
import type { PracticeType } from './entity';

export const PRACTICE_TYPE_DESCRIPTIONS: Record<PracticeType, string> = {
  'letter-tweak': 'Letter tweak: mark which letters of a word are silent and which vowels are long or short.',
  'subset-select': 'Subset select: pick the word that matches a picture or emoji, out of three choices.',
  'insert-it-right': 'Insert it right: drag a word into the right place in a sentence.',
  'word-choice': 'Word choice: choose the word that completes each sentence.',
  'fill-in-the-blank': 'Fill in the blank: type the missing word of a sentence, helped by a hint.',
  'tense-transform': 'Tense transform: rewrite a sentence in another tense.',
};
