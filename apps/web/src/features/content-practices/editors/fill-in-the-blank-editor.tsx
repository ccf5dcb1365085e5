// Fill-in-the-blank (spec part 2 §3, §5): exercises of hint, sentence (one <blank> marker) and answer,
// all three required.
import { TextField } from '@/components/form/text-fields';
import { EDITOR_TEXTS as T, FIELD_LABELS } from '../components/texts';
import { newItem } from '../components/practice-form-values';
import { ItemList } from './editor-parts';

export function FillInTheBlankEditor() {
  return (
    <ItemList name="props.exercises" list="exercises" newItem={newItem.fillInTheBlank} minItems={1}>
      {(index) => {
        const base = `props.exercises.${index}`;
        return (
          <>
            <TextField name={`${base}.hint`} label={FIELD_LABELS.hint} autoComplete="off" required />
            <TextField
              name={`${base}.sentence`}
              label={FIELD_LABELS.sentence}
              hint={T.blankHint}
              autoComplete="off"
              required
            />
            <TextField
              name={`${base}.answer`}
              label={FIELD_LABELS.answer}
              autoComplete="off"
              autoCapitalize="none"
              required
            />
          </>
        );
      }}
    </ItemList>
  );
}
