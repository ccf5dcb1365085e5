// Insert-it-right's positions that are not numbers never reach the form's values (they are text the
// author is still typing), so the schema cannot refuse them. Each positions field says here whether
// its text is invalid; the form asks before saving or trying (spec part 2 §5: "Save is blocked ...
// while position errors exist").
import { createContext, useContext, useEffect, useMemo, useRef } from 'react';

export interface PositionErrors {
  /** `inputId` while that field's text has invalid values; null once it has none (or is gone). */
  report: (key: string, inputId: string | null) => void;
  /** The first such field on screen, or null when there is none. */
  firstInvalid: () => HTMLElement | null;
}

const PositionErrorsContext = createContext<PositionErrors | null>(null);

export const PositionErrorsProvider = PositionErrorsContext.Provider;

/** The form's registry; `onNone` runs when the last invalid field is fixed or removed. */
export function usePositionErrorsRegistry(onNone: () => void): PositionErrors {
  const invalid = useRef(new Map<string, string>());
  const onNoneRef = useRef(onNone);
  useEffect(() => {
    onNoneRef.current = onNone;
  });
  return useMemo(
    () => ({
      report(key, inputId) {
        const had = invalid.current.size > 0;
        if (inputId) invalid.current.set(key, inputId);
        else invalid.current.delete(key);
        if (had && invalid.current.size === 0) onNoneRef.current();
      },
      firstInvalid() {
        const elements = [...invalid.current.values()]
          .map((id) => document.getElementById(id))
          .filter((element): element is HTMLElement => element !== null)
          .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
        return elements[0] ?? null;
      },
    }),
    [],
  );
}

/** A positions field reports whether its text is invalid, and stops counting when it unmounts. */
export function useReportPositionErrors(inputId: string, isInvalid: boolean) {
  const registry = useContext(PositionErrorsContext);
  useEffect(() => {
    if (!registry) return;
    registry.report(inputId, isInvalid ? inputId : null);
    return () => registry.report(inputId, null);
  }, [registry, inputId, isInvalid]);
}
