// Tense-transform (spec part 2 §3, §5): exercises of original_sentence and transformed_sentence, 4 to
// begin with; an exercise can be deleted only when more than one remains.
import { TextField } from '@/components/form/text-fields';
import { FIELD_LABELS } from '../components/texts';
import { newItem } from '../components/practice-form-values';
import { ItemList } from './editor-parts';

export function TenseTransformEditor() {
  return (
    <ItemList name="props.exercises" list="exercises" newItem={newItem.tenseTransform} minItems={1}>
      {(index) => {
        const base = `props.exercises.${index}`;
        return (
          <>
            <TextField
              name={`${base}.original_sentence`}
              label={FIELD_LABELS.original_sentence}
              autoComplete="off"
              required
            />
            <TextField
              name={`${base}.transformed_sentence`}
              label={FIELD_LABELS.transformed_sentence}
              autoComplete="off"
              required
            />
          </>
        );
      }}
    </ItemList>
  );
}
