import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';

interface InlineAlertProps {
  children: ReactNode;
  /** e.g. a retry button. */
  action?: ReactNode;
  className?: string;
}

/** An error message in the page flow, announced when it appears. */
export function InlineAlert({ children, action, className = '' }: InlineAlertProps) {
  return (
    <div
      role="alert"
      className={`flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 ${className}`.trim()}
    >
      <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
      {action}
    </div>
  );
}
