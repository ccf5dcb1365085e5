// The user view form's values (spec part 2 §3 User view, §5, §6): what UserViewInput (packages/domain)
// resolves, with an empty description as the contract's null, and the filter rules the editor offers:
// the row fields of the server's allowlist, the operators that can compare the chosen fields, and a new
// filter that starts as the spec's default where the collection has a user_id.
import type { ComponentType } from 'react';
import { z } from 'zod';
import {
  COLLECTION_FIELDS,
  DEFAULT_VIEW_FILTER,
  OPERATORS,
  collectionFieldKind,
  isCompatible,
  isOneOf,
  userFieldKind,
  type Collection,
  type FieldKind,
  type Operator,
  type ViewFilter,
  type Views,
} from '@charla/domain/access';
import { COLLECTION_LABELS, FIELD_KIND_LABELS } from '@charla/domain/access-labels';
import { UserViewInput, type UserView } from '@charla/domain/roles';
import { VIEW_FORM_TEXTS as T } from './texts';

export const ViewFormSchema = UserViewInput.extend({
  description: z
    .string()
    .transform((value) => value.trim() || null)
    .pipe(UserViewInput.shape.description.unwrap()),
});
export type ViewFormInput = z.input<typeof ViewFormSchema>;

export function viewFormDefaults(view?: UserView): ViewFormInput {
  return {
    name: view?.name ?? '',
    description: view?.description ?? '',
    views: view ? structuredClone(view.views) : {},
  };
}

/** The row fields a filter on `collection` may name (the server's allowlist, derived fields included). */
export function rowFieldsOf(collection: Collection): string[] {
  return Object.keys(COLLECTION_FIELDS[collection]);
}

/** Whether the spec's default filter (user id equals the row's user_id) fits the collection. */
export function hasUserIdField(collection: Collection): boolean {
  return collectionFieldKind(collection, 'user_id') !== undefined;
}

/**
 * A new filter (issue 48): the spec's default where the collection has a user_id (the rows that are the
 * user's, for every operation); elsewhere read-only on the row's own id until the author says more
 * (fails closed).
 */
export function newFilter(collection: Collection): ViewFilter {
  if (hasUserIdField(collection)) return structuredClone(DEFAULT_VIEW_FILTER);
  return { operations: ['list', 'read'], user_field: 'id', collection_field: 'id', operator: '$eq' };
}

/** The kinds a filter compares, when both fields are known. */
function kindsOf(collection: Collection, filter: Pick<ViewFilter, 'collection_field' | 'user_field'>) {
  const row = collectionFieldKind(collection, filter.collection_field);
  const user = userFieldKind(filter.user_field);
  return row && user ? { row, user } : null;
}

/** The operators that can compare the filter's two fields (none when either field is unknown). */
export function compatibleOperators(
  collection: Collection,
  filter: Pick<ViewFilter, 'collection_field' | 'user_field'>,
): Operator[] {
  const kinds = kindsOf(collection, filter);
  return kinds ? OPERATORS.filter((operator) => isCompatible(operator, kinds.row, kinds.user)) : [];
}

const isList = (kind: FieldKind) => kind === 'text[]' || kind === 'uuid[]';

/** Why some operators are disabled for these fields, in words; null when none is. */
export function operatorHint(collection: Collection, filter: ViewFilter): string | null {
  const kinds = kindsOf(collection, filter);
  if (!kinds) return null;
  const compatible = compatibleOperators(collection, filter);
  const [row, user] = [FIELD_KIND_LABELS[kinds.row], FIELD_KIND_LABELS[kinds.user]];
  if (compatible.length === OPERATORS.length) return null;
  if (compatible.length === 0) {
    return `Ningún operador puede comparar un campo de tipo ${row} con uno de tipo ${user}: elige campos del mismo tipo.`;
  }
  if (isList(kinds.row)) {
    return `Solo ${compatible.join(', ')}: ${filter.collection_field} es una lista, y solo se puede buscar en ella un valor de su mismo tipo.`;
  }
  // Only fields of one kind get here (two kinds that differ share no operator).
  return `$contains y $not_contains están desactivados: solo buscan texto dentro de texto, y aquí se comparan dos campos de tipo ${row}.`;
}

/** The filter with its operator kept when it still fits the fields, else the first that does. */
export function withFittingOperator(collection: Collection, filter: ViewFilter): ViewFilter {
  const compatible = compatibleOperators(collection, filter);
  if (compatible.length === 0 || compatible.includes(filter.operator)) return filter;
  return { ...filter, operator: compatible[0]! };
}

/** The collections a view allows, in the vocabulary's order, by their Spanish names. */
export function allowedCollectionLabels(views: Record<string, unknown>): string[] {
  return Object.keys(COLLECTION_LABELS)
    .filter((collection) => Object.prototype.hasOwnProperty.call(views, collection))
    .map((collection) => COLLECTION_LABELS[collection as Collection]);
}

const FIELD_LABELS: Record<string, string> = {
  name: T.name,
  description: T.description,
  views: T.collections,
  operations: T.operations,
  collection_field: T.collectionField,
  operator: T.operator,
  user_field: T.userField,
};

/** A field's name in the 'Error de validación' box: 'Usuarios › Filtro 1 › Operador'. */
export function viewFieldLabel(path: string): string {
  const [field, collection, index, part, item] = path.split('.');
  if (field !== 'views' || !collection) return (field && FIELD_LABELS[field]) ?? path;
  const names = [
    isOneOf(Object.keys(COLLECTION_LABELS), collection) ? COLLECTION_LABELS[collection as Collection] : collection,
  ];
  if (index !== undefined) names.push(/^\d+$/.test(index) ? T.filter(Number(index) + 1) : index);
  if (part !== undefined) names.push(FIELD_LABELS[part] ?? part);
  if (item !== undefined && part !== 'operations') names.push(item);
  return names.join(' › ');
}

/** What the "Ver como…" preview is given: the view as it is being edited, not yet saved. */
export interface ViewAccessDraft {
  kind: 'view';
  views: Views;
}

/**
 * The slot for the "Ver como…" preview (issue 11). The app gives the component (app/areas/admin-access-
 * editors.tsx); the form hands it the unsaved draft and the saved view's id.
 */
export type ViewPreviewComponent = ComponentType<{ draft: ViewAccessDraft; savedId?: string | undefined }>;
