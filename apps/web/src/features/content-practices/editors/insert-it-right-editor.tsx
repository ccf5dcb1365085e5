// Insert-it-right (spec part 2 §3, §5): exercises of word, sentence and allowed_positions (the gaps,
// 0 before the first word, where the word may go).
import { TextField } from '@/components/form/text-fields';
import { FIELD_LABELS } from '../components/texts';
import { newItem } from '../components/practice-form-values';
import { ItemList } from './editor-parts';
import { PositionsField } from './positions-field';

export function InsertItRightEditor() {
  return (
    <ItemList name="props.exercises" list="exercises" newItem={newItem.insertItRight} minItems={1}>
      {(index) => {
        const base = `props.exercises.${index}`;
        return (
          <>
            <TextField
              name={`${base}.word`}
              label={FIELD_LABELS.word}
              autoComplete="off"
              autoCapitalize="none"
              required
            />
            <TextField name={`${base}.sentence`} label={FIELD_LABELS.sentence} autoComplete="off" required />
            <PositionsField base={base} />
          </>
        );
      }}
    </ItemList>
  );
}
