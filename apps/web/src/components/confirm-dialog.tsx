import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { buttonClass } from './button';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Styles the confirm button as destructive. */
  isDestructive?: boolean;
  /** Controls the answer may carry, between the question and the buttons (e.g. an optional reason). */
  children?: ReactNode;
}

/**
 * A yes/no question that must be answered (Radix AlertDialog): focus starts on the safe answer,
 * Escape keeps things as they are, and focus goes back to what opened it — also when the dialog is
 * opened from state rather than a Radix trigger (e.g. a list row's delete button).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  isDestructive = false,
  children,
}: ConfirmDialogProps) {
  // What had focus as the dialog opened: a layout effect runs before Radix moves focus inside.
  const openerRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (open && active instanceof HTMLElement && active !== document.body) openerRef.current = active;
  }, [open]);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <AlertDialog.Content
          // Without a description, say so (Radix otherwise points aria-describedby at nothing).
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            const opener = openerRef.current;
            openerRef.current = null;
            if (!opener?.isConnected) return;
            event.preventDefault();
            opener.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          {description ? (
            <AlertDialog.Description className="mt-2 text-sm text-slate-700">{description}</AlertDialog.Description>
          ) : null}
          {children ? <div className="mt-4">{children}</div> : null}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('secondary')}>{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action
              className={
                isDestructive
                  ? buttonClass('primary', 'bg-red-700 hover:bg-red-800 active:bg-red-900')
                  : buttonClass('primary')
              }
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
