import { useId } from 'react';
import { Search } from 'lucide-react';
import { SESSION_TYPES, SESSION_TYPE_LABELS, type SessionType } from '@charla/domain/booking';

export type TypeFilter = 'all' | SessionType;

const FILTERS: { value: TypeFilter; label: string }[] = [
  { value: 'all', label: 'Todas' },
  ...SESSION_TYPES.map((type) => ({ value: type, label: SESSION_TYPE_LABELS[type] })),
];

interface SessionFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  typeFilter: TypeFilter;
  onTypeFilterChange: (value: TypeFilter) => void;
}

/** Search by date (hidden on small screens, spec part 1 §2) and the Todas / Speaking / Reading buttons. */
export function SessionFilters({ search, onSearchChange, typeFilter, onTypeFilterChange }: SessionFiltersProps) {
  const searchId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative hidden sm:block sm:max-w-md sm:flex-1">
        <label htmlFor={searchId} className="sr-only">
          Buscar por fecha
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder="Buscar por fecha (ej: 21 de nov)"
          className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-3 text-slate-900 placeholder:text-slate-500"
        />
      </div>
      <div
        role="group"
        aria-label="Tipo de sesión"
        className="inline-flex w-full rounded-lg border border-slate-300 bg-white p-1 sm:w-auto"
      >
        {FILTERS.map((filter) => {
          const isActive = filter.value === typeFilter;
          return (
            <button
              key={filter.value}
              type="button"
              aria-pressed={isActive}
              onClick={() => onTypeFilterChange(filter.value)}
              className={`min-h-9 flex-1 rounded-md px-4 text-sm font-semibold transition-colors sm:flex-none ${
                isActive ? 'bg-teal-700 text-white' : 'text-slate-700 hover:bg-slate-100'
              }`}
            >
              {filter.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
