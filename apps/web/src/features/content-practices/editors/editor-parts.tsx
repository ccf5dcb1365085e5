// What the six type editors share: a row's group, a value set from code the way typing sets it, and
// the small preview of a picture or emoji.
import type { ReactNode } from 'react';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { FieldArray } from '@/components/form/field-array';
import { itemName, LIST_LABELS, removeLabel, type ListName } from '../components/texts';

/** One row of a list (an exercise, a pair, an option): a group named 'Ejercicio 2'. */
export function ItemGroup({ list, index, children }: { list: ListName; index: number; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="mb-1 text-sm font-semibold text-teal-900">{itemName(list, index)}</legend>
      {children}
    </fieldset>
  );
}

interface ItemListProps {
  /** The list's path, e.g. 'props.exercises'. */
  name: string;
  list: ListName;
  newItem: () => FieldValues;
  /** Spec part 2 §5: an exercise can be deleted only when more than one remains. */
  minItems: number;
  children: (index: number) => ReactNode;
}

/** The kit's FieldArray with the practice form's names: 'Ejercicios', 'Agregar ejercicio', 'Eliminar ejercicio 2'. */
export function ItemList({ name, list, newItem, minItems, children }: ItemListProps) {
  return (
    <FieldArray
      name={name}
      legend={LIST_LABELS[list].legend}
      addLabel={LIST_LABELS[list].add}
      removeLabel={removeLabel(list)}
      newItem={newItem}
      minItems={minItems}
    >
      {(index) => (
        <ItemGroup list={list} index={index}>
          {children(index)}
        </ItemGroup>
      )}
    </FieldArray>
  );
}

/** Sets a value from code as typing would: marked as changed, checked again once the form was submitted. */
export function useSetField() {
  const { setValue, formState } = useFormContext();
  const isSubmitted = formState.isSubmitted;
  return (name: string, value: unknown) => setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted });
}

const isImagePath = (source: string) => source.startsWith('/') && !source.startsWith('//');

/** What the learner will see for a picture field: an image the app ships, or the text or emoji, large. */
export function ImagePreview({ name }: { name: string }) {
  const value = useWatch({ name }) as unknown;
  const source = typeof value === 'string' ? value.trim() : '';
  if (!source) return null;
  return (
    <div aria-hidden="true" className="flex h-20 items-center justify-center rounded-lg bg-slate-50 px-3">
      {isImagePath(source) ? (
        <img src={source} alt="" className="h-16 w-auto max-w-full object-contain" />
      ) : (
        <span className="truncate text-4xl leading-none">{source}</span>
      )}
    </div>
  );
}
