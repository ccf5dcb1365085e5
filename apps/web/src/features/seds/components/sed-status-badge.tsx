import { CircleAlert, LoaderCircle } from 'lucide-react';
import type { SedStatus } from '@charla/domain/seds';
import { isSedProcessing } from '../api/sed';

export const SED_STATUS_TEXT = {
  processing: 'Procesando…',
  failed: 'Falló el procesamiento',
} as const;

/** 'Procesando…' (pending or processing) or 'Falló el procesamiento'; nothing once it is ready. */
export function SedStatusBadge({ status }: { status: SedStatus }) {
  if (isSedProcessing(status)) {
    return (
      <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900">
        <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin motion-reduce:animate-none" />
        {SED_STATUS_TEXT.processing}
      </span>
    );
  }
  if (status === 'fallido') {
    return (
      <span className="inline-flex items-center gap-1.5 rounded-full bg-red-100 px-2.5 py-1 text-xs font-semibold text-red-900">
        <CircleAlert aria-hidden="true" className="size-3.5" />
        {SED_STATUS_TEXT.failed}
      </span>
    );
  }
  return null;
}
