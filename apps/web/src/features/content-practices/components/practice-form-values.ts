// The practice form's values (spec part 2 §2 "Practice form", §3, §5): what PracticeInput (packages/
// domain) resolves, the props a type starts with, the body a save sends, and how the server's and the
// form's paths are named.
import type { ComponentType } from 'react';
import { LANGUAGE_NAMES_ES, PLAN_LANGUAGES, type PlanLanguage } from '@charla/domain/plans';
import type { Practice, PracticeType } from '@charla/domain/practices';
import { isPracticeType } from '@/components/practice-type-label';
import type { PracticeValues } from '../api/save-practice';
import { FIELD_LABELS, LIST_LABELS, type ListName } from './texts';

/** The editor of a practice whose type is none of the six: its props as raw JSON (spec part 2 §2). */
export const RAW_KIND = 'raw-json';
/** What the type select holds: '' before a type is chosen on create, a type, or RAW_KIND. */
export type EditorKind = PracticeType | typeof RAW_KIND | '';

export type PropsValues = Record<string, unknown>;

export interface PracticeFormValues {
  title: string;
  instructions: string;
  language: PlanLanguage;
  props: PropsValues;
}

/** The language select's choices (issue 48), as the plans name them. */
export const LANGUAGE_OPTIONS = PLAN_LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES_ES[value] }));

export const newItem = {
  letterTweak: () => ({ word: '', tweaks: [] }),
  imageWordPair: () => ({ image_url: '', word: '' }),
  insertItRight: () => ({ word: '', sentence: '', allowed_positions: [] }),
  wordChoiceSentence: () => ({ text: '', image: '' }),
  wordChoiceOption: () => ({ value: '', sentences: [newItem.wordChoiceSentence()] }),
  fillInTheBlank: () => ({ hint: '', sentence: '', answer: '' }),
  tenseTransform: () => ({ original_sentence: '', transformed_sentence: '' }),
};

const times = <T>(count: number, make: () => T) => Array.from({ length: count }, make);

/** The props a type starts with (spec part 2 §3: subset-select and tense-transform start with 4). */
export function initialPropsOf(type: PracticeType): PropsValues {
  switch (type) {
    case 'letter-tweak':
      return { practice_type: type, exercises: [newItem.letterTweak()] };
    case 'subset-select':
      return { practice_type: type, image_word_pairs: times(4, newItem.imageWordPair) };
    case 'insert-it-right':
      return { practice_type: type, exercises: [newItem.insertItRight()] };
    case 'word-choice':
      return { practice_type: type, options: times(2, newItem.wordChoiceOption) };
    case 'fill-in-the-blank':
      return { practice_type: type, exercises: [newItem.fillInTheBlank()] };
    case 'tense-transform':
      return { practice_type: type, exercises: times(4, newItem.tenseTransform) };
  }
}

/** Which editor a saved practice opens in: its type's, or raw JSON for any other. */
export function kindOf(practice: Practice | undefined): EditorKind {
  if (!practice) return '';
  const type = practice.props.practice_type;
  return isPracticeType(type) ? type : RAW_KIND;
}

export function practiceFormDefaults(practice?: Practice): PracticeFormValues {
  return {
    title: practice?.title ?? '',
    instructions: practice?.instructions ?? '',
    language: practice?.language ?? 'en',
    props: practice ? structuredClone(practice.props) : { practice_type: '' },
  };
}

/** POST and PUT body: the parsed values, with a word-choice sentence's empty image left out. */
export function practiceBodyOf(values: PracticeValues): PracticeValues {
  const props = values.props;
  if (props.practice_type !== 'word-choice') return values;
  return {
    ...values,
    props: {
      ...props,
      options: props.options.map((option) => ({
        ...option,
        sentences: option.sentences.map(({ text, image }) => (image ? { text, image } : { text })),
      })),
    },
  };
}

/**
 * A server path as a field of this form: a server whose `loc` names the union's member
 * ('props.fill-in-the-blank.exercises.0.answer', spec part 2 §8 "props.type.field too") loses it.
 */
export function formPathOf(path: string): string {
  const [first, second, ...rest] = path.split('.');
  return first === 'props' && isPracticeType(second) ? ['props', ...rest].join('.') : path;
}

const isIndex = (part: string | undefined) => part !== undefined && /^\d+$/.test(part);
const isList = (part: string | undefined): part is ListName => part !== undefined && part in LIST_LABELS;

/** A field's name in the error box: 'props.exercises.1.answer' → 'Ejercicio 2 › Respuesta'. */
export function labelOfPath(path: string): string {
  const parts = path.split('.');
  const names: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const next = parts[i + 1];
    if (part === 'props' && i === 0 && parts.length > 1) continue;
    if (part === 'root') continue;
    if (isList(part) && isIndex(next)) {
      names.push(`${LIST_LABELS[part].item} ${Number(next) + 1}`);
      i++;
    } else if (isList(part)) names.push(LIST_LABELS[part].legend);
    else if (isIndex(part)) names.push(`${Number(part) + 1}`);
    else names.push((FIELD_LABELS as Record<string, string | undefined>)[part] ?? part);
  }
  // Each allowed position is named by its field: 'Posiciones permitidas' rather than '… › 2'.
  if (parts.at(-2) === 'allowed_positions' && isIndex(parts.at(-1))) names.pop();
  return names.join(' › ');
}

/** A practice to try in the player: the form's parsed values, never saved. */
export type DraftPractice = Pick<Practice, 'title' | 'instructions' | 'props'>;

/**
 * The real practice player, given by the app (app/areas/content-practice-editor.tsx): it belongs to
 * the practices feature, and a feature never imports another (STYLE).
 */
export type DraftPlayerComponent = ComponentType<{ practice: DraftPractice; onExit: () => void }>;
