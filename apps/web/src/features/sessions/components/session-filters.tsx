import { SearchInput } from '@/components/search-input';
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
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchInput
        label="Buscar por fecha"
        placeholder="Buscar por fecha (ej: 21 de nov)"
        value={search}
        onChange={onSearchChange}
        className="hidden sm:block sm:max-w-md sm:flex-1"
      />
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
