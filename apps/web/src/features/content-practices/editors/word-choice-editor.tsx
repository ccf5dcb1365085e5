// Word-choice (spec part 2 §3): options, each a value (the word that is right) and its sentences, each
// with text holding one <blank> and an optional image. The learner picks among the options' values.
import { TextField } from '@/components/form/text-fields';
import { EDITOR_TEXTS as T, FIELD_LABELS } from '../components/texts';
import { newItem } from '../components/practice-form-values';
import { ImagePreview, ItemList } from './editor-parts';

function Sentences({ option }: { option: number }) {
  return (
    <ItemList
      name={`props.options.${option}.sentences`}
      list="sentences"
      newItem={newItem.wordChoiceSentence}
      minItems={1}
    >
      {(index) => {
        const base = `props.options.${option}.sentences.${index}`;
        return (
          <>
            <TextField name={`${base}.text`} label={FIELD_LABELS.text} hint={T.blankHint} autoComplete="off" required />
            <div className="grid gap-4 sm:grid-cols-[1fr_6rem] sm:items-start">
              <TextField name={`${base}.image`} label={FIELD_LABELS.image} hint={T.imageHint} autoComplete="off" />
              <ImagePreview name={`${base}.image`} />
            </div>
          </>
        );
      }}
    </ItemList>
  );
}

export function WordChoiceEditor() {
  return (
    <ItemList name="props.options" list="options" newItem={newItem.wordChoiceOption} minItems={2}>
      {(index) => (
        <>
          <TextField
            name={`props.options.${index}.value`}
            label={FIELD_LABELS.value}
            autoComplete="off"
            autoCapitalize="none"
            required
          />
          <Sentences option={index} />
        </>
      )}
    </ItemList>
  );
}
