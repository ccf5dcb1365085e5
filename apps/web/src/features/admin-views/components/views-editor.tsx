// The editor of a view's `views` (spec part 2 §3, §6): for each of the eleven collections, allowed or
// not (absent = not allowed), and when allowed its filters (an empty list = every row, every
// operation); a new filter starts as the spec's default where the collection has a user_id.
// Turning a collection off and on again within the form brings its filters back.
import { useRef } from 'react';
import { Plus } from 'lucide-react';
import { useController, useFormContext } from 'react-hook-form';
import { COLLECTIONS, type Collection, type ViewFilter, type Views } from '@charla/domain/access';
import { COLLECTION_LABELS } from '@charla/domain/access-labels';
import { Button } from '@/components/button';
import { FieldError } from '@/components/form/field-error';
import { useFieldState } from '@/components/form/field-shell';
import { FilterEditor } from './filter-editor';
import { VIEW_FORM_TEXTS as T } from './texts';
import { hasUserIdField, newFilter } from './view-form-values';

interface CollectionCardProps {
  collection: Collection;
  filters: ViewFilter[] | undefined;
  onChange: (filters: ViewFilter[] | undefined) => void;
}

function CollectionCard({ collection, filters, onChange }: CollectionCardProps) {
  const label = COLLECTION_LABELS[collection];
  const { ids, error, controlProps } = useFieldState({ name: `views.${collection}` });
  const kept = useRef<ViewFilter[]>([]);
  const isAllowed = filters !== undefined;
  const toggle = (isOn: boolean) => {
    if (isOn) return onChange(kept.current);
    kept.current = filters ?? [];
    onChange(undefined);
  };
  const state = !isAllowed ? T.notAllowed : filters.length === 0 ? T.allRows : T.filterCount(filters.length);
  const headingId = `${ids.id}-heading`;

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {label}
        </h3>
        <span className="text-sm text-slate-600">{state}</span>
      </div>
      <label className="inline-flex min-h-11 items-center gap-2 text-slate-900">
        <input
          type="checkbox"
          {...controlProps}
          checked={isAllowed}
          onChange={(event) => toggle(event.target.checked)}
          className="size-5 rounded border-slate-400 accent-teal-700"
        />
        {T.allow(label)}
      </label>
      <FieldError id={ids.errorId} error={error} />
      {isAllowed ? (
        <div className="space-y-3">
          {filters.length === 0 ? <p className="text-sm text-slate-700">{T.noFilters}</p> : null}
          <ol className="space-y-3">
            {filters.map((filter, index) => (
              <li key={index}>
                <FilterEditor
                  collection={collection}
                  index={index}
                  filter={filter}
                  onChange={(next) => onChange(filters.map((entry, at) => (at === index ? next : entry)))}
                  onRemove={() => onChange(filters.filter((_, at) => at !== index))}
                />
              </li>
            ))}
          </ol>
          <Button
            variant="secondary"
            aria-describedby={hasUserIdField(collection) ? `${ids.id}-default-hint` : undefined}
            onClick={() => onChange([...filters, newFilter(collection)])}
          >
            <Plus aria-hidden="true" className="size-4" />
            {T.addFilter}
          </Button>
          {hasUserIdField(collection) ? (
            <p id={`${ids.id}-default-hint`} className="text-sm text-slate-600">
              {T.defaultFilterHint}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

export function ViewsEditor() {
  const { control } = useFormContext();
  const { field } = useController({ control, name: 'views' });
  const { ids, error } = useFieldState({ name: 'views' });
  const views = (field.value ?? {}) as Views;
  const setCollection = (collection: Collection, filters: ViewFilter[] | undefined) => {
    const next: Views = { ...views };
    if (filters === undefined) delete next[collection];
    else next[collection] = filters;
    field.onChange(next);
  };
  return (
    <fieldset aria-describedby={`${ids.hintId}${error ? ` ${ids.errorId}` : ''}`} className="min-w-0 space-y-3">
      {/* A heading too, so the collections' h3 follow an h2 (axe heading-order, issue 48). */}
      <legend>
        <h2 className="text-lg font-semibold text-slate-900">{T.collections}</h2>
      </legend>
      <p id={ids.hintId} className="text-sm text-slate-600">
        {T.collectionsHint}
      </p>
      <FieldError id={ids.errorId} error={error} />
      <div className="space-y-3">
        {COLLECTIONS.map((collection) => (
          <CollectionCard
            key={collection}
            collection={collection}
            filters={views[collection]}
            onChange={(filters) => setCollection(collection, filters)}
          />
        ))}
      </div>
    </fieldset>
  );
}
