import { useId } from 'react';
import { Search } from 'lucide-react';

interface SearchInputProps {
  /** The accessible name (visually hidden: the magnifier and placeholder say it). */
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /** Classes of the wrapper (width, visibility). */
  className?: string;
  /** The input's id, when a form needs to focus it; generated otherwise. */
  id?: string;
}

/** The one search box of the app's lists: a labelled search input with a magnifier. */
export function SearchInput({ label, placeholder, value, onChange, className = '', id: givenId }: SearchInputProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder ?? label}
        className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-3 text-slate-900 placeholder:text-slate-500"
      />
    </div>
  );
}
