// A searchable pick of one user (issue 11: the tutor form's user, the "Ver como…" preview's person).
// The search runs on the server (GET /users?q=, first 10 matches), so it covers every user, not a
// loaded page; nothing is asked until something is typed. Keyboard: type, Tab to a result, Enter picks
// it; 'Cambiar' opens the search again.
import { useId, useState } from 'react';
import type { User } from '@charla/domain/users';
import { ApiError } from '@/lib/api-client';
import { FieldError } from './form/field-error';
import { useDebouncedValue } from './resource-list/use-debounced-value';
import { useResourceLookup } from './resource-list/use-resource-lookup';
import { SearchInput } from './search-input';

export type PickedUser = Pick<User, 'id' | 'name' | 'email'>;

export const USER_PICKER_TEXTS = {
  search: 'Buscar usuario por nombre o correo',
  searchPlaceholder: 'Escribe un nombre o un correo',
  searching: 'Buscando usuarios...',
  noMatch: 'Ningún usuario coincide con la búsqueda.',
  loadError: 'Error al cargar los usuarios',
  connectionError: 'Error de conexión',
  change: 'Cambiar',
  results: 'Usuarios encontrados',
  locked: 'No se puede cambiar al editar.',
} as const;
const T = USER_PICKER_TEXTS;

const SEARCH_DEBOUNCE_MS = 300;
const RESULTS = 10;

interface UserPickerProps {
  label: string;
  value: PickedUser | null;
  onChange: (user: PickedUser | null) => void;
  /** Shown, not changeable (the tutor form when editing). */
  locked?: boolean;
  error?: string | undefined;
  hint?: string;
  /** The search box's id (a form focuses it when the pick is invalid). */
  inputId?: string;
}

function Results({ q, onPick }: { q: string; onPick: (user: PickedUser) => void }) {
  const lookup = useResourceLookup<User>('users', { q, page_number: 1, page_size: RESULTS });
  if (lookup.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {T.searching}
      </p>
    );
  }
  if (lookup.isError) {
    const network = lookup.error instanceof ApiError && lookup.error.status === 0;
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        {network ? T.connectionError : T.loadError}
      </p>
    );
  }
  if (lookup.data.length === 0) return <p className="text-sm text-slate-600">{T.noMatch}</p>;
  return (
    <ul aria-label={T.results} className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
      {lookup.data.map((user) => (
        <li key={user.id}>
          <button
            type="button"
            onClick={() => onPick({ id: user.id, name: user.name, email: user.email })}
            className="flex min-h-11 w-full flex-col items-start px-3 py-2 text-left hover:bg-teal-50 focus-visible:bg-teal-50"
          >
            <span className="font-medium text-slate-900 [overflow-wrap:anywhere]">{user.name}</span>
            <span className="text-sm text-slate-600 [overflow-wrap:anywhere]">{user.email}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function UserPicker({ label, value, onChange, locked = false, error, hint, inputId }: UserPickerProps) {
  const labelId = useId();
  const errorId = useId();
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined} className="space-y-2">
      <p id={labelId} className="text-sm font-medium text-slate-800">
        {label}
      </p>
      {value ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2">
          <p className="min-w-0">
            <span className="block font-medium text-slate-900 [overflow-wrap:anywhere]">{value.name}</span>
            <span className="block text-sm text-slate-600 [overflow-wrap:anywhere]">{value.email}</span>
          </p>
          {locked ? null : (
            <button
              type="button"
              onClick={() => onChange(null)}
              aria-label={`${T.change}: ${label}`}
              className="min-h-10 rounded-md px-3 text-sm font-semibold text-teal-800 underline underline-offset-2 hover:bg-teal-50"
            >
              {T.change}
            </button>
          )}
        </div>
      ) : (
        <>
          <SearchInput
            label={T.search}
            placeholder={T.searchPlaceholder}
            value={query}
            onChange={setQuery}
            {...(inputId ? { id: inputId } : {})}
          />
          {q ? (
            <Results
              q={q}
              onPick={(user) => {
                onChange(user);
                setQuery('');
              }}
            />
          ) : null}
        </>
      )}
      {locked || hint ? <p className="text-sm text-slate-600">{locked ? T.locked : hint}</p> : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
