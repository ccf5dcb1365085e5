import toast from 'react-hot-toast';
import { CalendarPlus } from 'lucide-react';
import { Button } from '@/components/button';
import { ApiError } from '@/lib/api-client';
import { ICS_ERROR, useDownloadSessionIcs } from '../api/download-ics';

export const ADD_TO_CALENDAR = 'Añadir al calendario';

/** Downloads the session's .ics, which any calendar app opens as an event (card and detail). */
export function AddToCalendarButton({ sessionId, className = '' }: { sessionId: string; className?: string }) {
  const download = useDownloadSessionIcs();
  const onClick = () =>
    download.mutate(sessionId, {
      onError: (failure) =>
        toast.error(
          <span>
            <strong className="block font-semibold">{ICS_ERROR}</strong>
            {failure instanceof ApiError && failure.message !== ICS_ERROR ? failure.message : null}
          </span>,
        ),
    });
  return (
    <Button variant="secondary" className={className} disabled={download.isPending} onClick={onClick}>
      <CalendarPlus aria-hidden="true" className="size-4" />
      {download.isPending ? 'Descargando...' : ADD_TO_CALENDAR}
    </Button>
  );
}
