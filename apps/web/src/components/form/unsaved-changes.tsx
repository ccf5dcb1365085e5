// Unsaved work is not dropped without asking (issue 48, docs/decisions/032). A form whose values differ
// from those it started with holds the page: going to another page (a link, the browser's back, a
// redirect), signing out, and closing or reloading the tab are asked first. Saving releases it.
import { useEffect, useRef, useState } from 'react';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useLeaveGuards } from '@/lib/leave-guards';

export const UNSAVED_CHANGES_TEXTS = {
  title: '¿Salir sin guardar?',
  description: 'Tienes cambios sin guardar en este formulario. Si sales ahora, se perderán.',
  stay: 'Seguir editando',
  leave: 'Salir sin guardar',
} as const;
const T = UNSAVED_CHANGES_TEXTS;

export interface UnsavedChangesGuard {
  /** The way out the person asked for, while the question is open. */
  pendingLeave: (() => void) | null;
  stay: () => void;
  leave: () => void;
  /** Lets the page go without asking, e.g. once the work is saved. */
  release: () => void;
}

export function useUnsavedChangesGuard<T extends FieldValues>(form: { control: Control<T> }): UnsavedChangesGuard {
  const { isDirty } = useFormState({ control: form.control });
  const guards = useLeaveGuards();
  const isReleased = useRef(false);
  const [pendingLeave, setPendingLeave] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!isDirty) return;
    // The browser asks in its own words (a page cannot choose them).
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isReleased.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const unhold = guards?.hold({
      isHolding: () => !isReleased.current,
      ask: (leave) => setPendingLeave(() => leave),
    });
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      unhold?.();
    };
  }, [isDirty, guards]);

  return {
    pendingLeave,
    stay: () => setPendingLeave(null),
    leave: () => {
      isReleased.current = true;
      setPendingLeave(null);
      pendingLeave?.();
    },
    release: () => {
      isReleased.current = true;
    },
  };
}

/** The question: 'Seguir editando' (focused first, and Escape) keeps the work; 'Salir sin guardar' leaves. */
export function UnsavedChangesDialog({ guard }: { guard: UnsavedChangesGuard }) {
  return (
    <ConfirmDialog
      open={guard.pendingLeave !== null}
      onOpenChange={(open) => {
        if (!open) guard.stay();
      }}
      title={T.title}
      description={T.description}
      cancelLabel={T.stay}
      confirmLabel={T.leave}
      onConfirm={guard.leave}
      isDestructive
    />
  );
}
