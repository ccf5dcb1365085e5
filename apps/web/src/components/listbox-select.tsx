import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Popover } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { FieldError } from './form/field-error';

export interface ListboxOption {
  value: string;
  label: string;
  icon?: ReactNode;
}

interface ListboxSelectProps {
  label: string;
  options: ListboxOption[];
  value: string;
  onChange: (value: string) => void;
  /** Shown on the button while nothing is chosen. */
  placeholder: string;
  error?: string;
  disabled?: boolean;
  /** The button's id (so a form can focus it). */
  id?: string;
}

/**
 * A select-only listbox in a popover, for choices that carry an icon or need a richer look than a
 * native select. The button opens it with Enter, Space or the arrow keys; in the list the arrows,
 * Home, End and a first letter move, Enter or Space choose; Escape, Tab or a click outside close it
 * and focus returns to the button.
 */
export function ListboxSelect({
  label,
  options,
  value,
  onChange,
  placeholder,
  error,
  disabled,
  id,
}: ListboxSelectProps) {
  const baseId = useId();
  const buttonId = id ?? `${baseId}-button`;
  const labelId = `${baseId}-label`;
  const listId = `${baseId}-list`;
  const errorId = `${baseId}-error`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const listRef = useRef<HTMLUListElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const selectedIndex = options.findIndex((option) => option.value === value);
  const selected = options[selectedIndex];

  const open = (index = selectedIndex >= 0 ? selectedIndex : 0) => {
    setActiveIndex(index);
    setIsOpen(true);
  };
  const onOpenChange = (next: boolean) => (next ? open() : setIsOpen(false));

  const moveTo = (index: number) => {
    const clamped = Math.max(0, Math.min(options.length - 1, index));
    setActiveIndex(clamped);
    document.getElementById(optionId(clamped))?.scrollIntoView?.({ block: 'nearest' });
  };

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    setIsOpen(false);
    if (option.value !== value) onChange(option.value);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open();
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(activeIndex + 1),
      ArrowUp: () => moveTo(activeIndex - 1),
      Home: () => moveTo(0),
      End: () => moveTo(options.length - 1),
      Enter: () => choose(activeIndex),
      ' ': () => choose(activeIndex),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
      return;
    }
    if (event.key.length === 1 && /\S/.test(event.key)) {
      // Type-ahead: the next option whose label starts with that letter.
      const letter = event.key.toLocaleLowerCase('es');
      const order = options.map((_, offset) => (activeIndex + 1 + offset) % options.length);
      const match = order.find((index) => options[index]!.label.toLocaleLowerCase('es').startsWith(letter));
      if (match !== undefined) moveTo(match);
    }
  };

  return (
    <div className="space-y-1.5">
      <span id={labelId} className="block text-sm font-medium text-slate-800">
        {label}
      </span>
      <Popover.Root open={isOpen} onOpenChange={onOpenChange}>
        <Popover.Trigger asChild>
          <button
            id={buttonId}
            type="button"
            disabled={disabled}
            aria-haspopup="listbox"
            aria-expanded={isOpen}
            aria-controls={isOpen ? listId : undefined}
            aria-labelledby={`${labelId} ${buttonId}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onKeyDown={onButtonKeyDown}
            className={`flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border bg-white px-3 py-2 text-left text-slate-900 disabled:bg-slate-100 disabled:text-slate-500 ${
              error ? 'border-red-600' : 'border-slate-300'
            }`}
          >
            <span className="flex min-w-0 items-center gap-2">
              {selected?.icon ? (
                <span aria-hidden="true" className="text-teal-700">
                  {selected.icon}
                </span>
              ) : null}
              <span className={`truncate ${selected ? '' : 'text-slate-600'}`}>
                {selected ? selected.label : placeholder}
              </span>
            </span>
            <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            role="presentation"
            align="start"
            sideOffset={4}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              listRef.current?.focus();
            }}
            className="z-50 max-h-72 w-[var(--radix-popover-trigger-width)] min-w-48 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
          >
            <ul
              ref={listRef}
              id={listId}
              role="listbox"
              tabIndex={-1}
              aria-labelledby={labelId}
              aria-activedescendant={options.length > 0 ? optionId(activeIndex) : undefined}
              onKeyDown={onListKeyDown}
              className="outline-none"
            >
              {options.map((option, index) => {
                const isSelected = index === selectedIndex;
                const isActive = index === activeIndex;
                return (
                  <li
                    key={option.value}
                    id={optionId(index)}
                    role="option"
                    aria-selected={isSelected}
                    onClick={() => choose(index)}
                    onMouseMove={() => setActiveIndex(index)}
                    className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-slate-900 ${
                      isActive ? 'bg-teal-50 outline-2 outline-teal-600' : ''
                    }`}
                  >
                    {option.icon ? (
                      <span aria-hidden="true" className="text-teal-700">
                        {option.icon}
                      </span>
                    ) : null}
                    <span className="flex-1">{option.label}</span>
                    {isSelected ? <Check aria-hidden="true" className="size-4 text-teal-700" /> : null}
                  </li>
                );
              })}
            </ul>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
