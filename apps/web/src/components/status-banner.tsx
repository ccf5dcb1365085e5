import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';

export type StatusTone = 'warning' | 'error' | 'success';

const TONES: Record<StatusTone, { className: string; icon: ReactNode }> = {
  warning: {
    className: 'border-amber-300 bg-amber-50 text-amber-950',
    icon: <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />,
  },
  error: {
    className: 'border-red-300 bg-red-50 text-red-900',
    icon: <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />,
  },
  success: {
    className: 'border-emerald-300 bg-emerald-50 text-emerald-950',
    icon: <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />,
  },
};

interface StatusBannerProps {
  tone: StatusTone;
  children: ReactNode;
  /** Replaces the tone's icon (e.g. a pulsing dot while recording). */
  icon?: ReactNode;
  className?: string;
}

/** A message with a tone: errors are alerts (announced at once), the rest polite status updates. */
export function StatusBanner({ tone, children, icon, className = '' }: StatusBannerProps) {
  const style = TONES[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-tone={tone}
      className={`flex items-start gap-2 rounded-lg border px-3 py-2 text-sm font-medium ${style.className} ${className}`.trim()}
    >
      {icon ?? style.icon}
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
