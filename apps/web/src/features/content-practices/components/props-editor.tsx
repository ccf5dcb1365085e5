// The type-specific part of the practice form (spec part 2 §2 "type-specific properties", §3): one
// editor per type, raw JSON for any other, and a word on what to do before a type is chosen.
import type { PracticeType } from '@charla/domain/practices';
import { FillInTheBlankEditor } from '../editors/fill-in-the-blank-editor';
import { InsertItRightEditor } from '../editors/insert-it-right-editor';
import { LetterTweakEditor } from '../editors/letter-tweak-editor';
import { RawPropsEditor } from '../editors/raw-props-editor';
import { SubsetSelectEditor } from '../editors/subset-select-editor';
import { TenseTransformEditor } from '../editors/tense-transform-editor';
import { WordChoiceEditor } from '../editors/word-choice-editor';
import { RAW_KIND, type EditorKind } from './practice-form-values';
import { PRACTICE_FORM_TEXTS as T } from './texts';

const EDITORS: Record<PracticeType, () => React.JSX.Element> = {
  'letter-tweak': LetterTweakEditor,
  'subset-select': SubsetSelectEditor,
  'insert-it-right': InsertItRightEditor,
  'word-choice': WordChoiceEditor,
  'fill-in-the-blank': FillInTheBlankEditor,
  'tense-transform': TenseTransformEditor,
};

export function PropsEditor({ kind }: { kind: EditorKind }) {
  if (kind === '') return <p className="text-sm text-slate-600">{T.chooseTypeFirst}</p>;
  const Editor = kind === RAW_KIND ? RawPropsEditor : EDITORS[kind];
  // Keyed by the kind: another type is a fresh editor over the props now in the form.
  return <Editor key={kind} />;
}
