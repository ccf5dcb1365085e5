// Subset-select (spec part 2 §3): image_word_pairs of image_url — a path beginning with /, plain text
// or an emoji shown large — and word; 4 pairs to begin with. Each question offers its word and two
// others, so the schema asks for at least three distinct words.
import { TextField } from '@/components/form/text-fields';
import { EDITOR_TEXTS as T, FIELD_LABELS } from '../components/texts';
import { newItem } from '../components/practice-form-values';
import { ImagePreview, ItemList } from './editor-parts';

export function SubsetSelectEditor() {
  return (
    <ItemList name="props.image_word_pairs" list="image_word_pairs" newItem={newItem.imageWordPair} minItems={3}>
      {(index) => {
        const base = `props.image_word_pairs.${index}`;
        return (
          <div className="grid gap-4 sm:grid-cols-[1fr_1fr_6rem] sm:items-start">
            <TextField
              name={`${base}.image_url`}
              label={FIELD_LABELS.image_url}
              hint={T.imageHint}
              autoComplete="off"
              required
            />
            <TextField
              name={`${base}.word`}
              label={FIELD_LABELS.word}
              autoComplete="off"
              autoCapitalize="none"
              required
            />
            <ImagePreview name={`${base}.image_url`} />
          </div>
        );
      }}
    </ItemList>
  );
}
