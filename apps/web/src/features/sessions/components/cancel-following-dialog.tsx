// 'Cancelar esta y las siguientes' (issue 50, decision 037): one week of a series and every following
// one, through DELETE /session_series/{id}?from=<that week's date>. The plan's notice keeps weeks too
// close to now; the toast says which stayed and why.
import toast from 'react-hot-toast';
import type { Session } from '@charla/domain/sessions';
import { dateAndTimeIn, DISPLAY_TIME_ZONE, formatLongDateTime, zoneClock } from '@charla/domain/time';
import { formatDateKeyLong } from '@charla/domain/sessions';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useCancelSeriesFrom } from '../api/session-series';

export const CANCEL_FOLLOWING_TEXTS = {
  title: '¿Cancelar esta sesión y las siguientes?',
  description: (when: string) =>
    `Se cancelarán la sesión del ${when} y las de las semanas siguientes de esta serie semanal. Las semanas anteriores se mantienen.`,
  confirm: 'Sí, cancelar las siguientes',
  keep: 'No, mantener',
  cancelling: 'Cancelando sesiones...',
  cancelled: (count: number) => (count === 1 ? 'Se canceló 1 sesión' : `Se cancelaron ${count} sesiones`),
  kept: 'Se mantienen:',
  error: 'Error al cancelar las sesiones',
} as const;

/** The display-zone date (YYYY-MM-DD) of a session: the `from` of the call. */
export function seriesWeekOf(session: Session): string {
  return dateAndTimeIn(zoneClock(DISPLAY_TIME_ZONE), new Date(session.meeting_time).getTime()).date;
}

interface CancelFollowingDialogProps {
  /** The week chosen, or null when the dialog is closed. */
  session: Session | null;
  onClose: () => void;
}

export function CancelFollowingDialog({ session, onClose }: CancelFollowingDialogProps) {
  const cancel = useCancelSeriesFrom();

  const confirm = () => {
    onClose();
    if (!session?.series_id) return;
    const toastId = toast.loading(CANCEL_FOLLOWING_TEXTS.cancelling);
    cancel.mutate(
      { seriesId: session.series_id, from: seriesWeekOf(session) },
      {
        onSuccess: ({ cancelled, skipped }) =>
          toast.success(
            <span>
              <strong className="block font-semibold">{CANCEL_FOLLOWING_TEXTS.cancelled(cancelled.length)}</strong>
              {skipped.length > 0 ? (
                <>
                  {CANCEL_FOLLOWING_TEXTS.kept}
                  <ul className="list-disc pl-4">
                    {skipped.map((week) => (
                      <li key={week.fecha}>
                        {formatDateKeyLong(week.fecha)}: {week.reason}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </span>,
            // Longer when there is more to read.
            { id: toastId, duration: skipped.length > 0 ? 8000 : 4000 },
          ),
        onError: (error) =>
          toast.error(
            <span>
              <strong className="block font-semibold">{CANCEL_FOLLOWING_TEXTS.error}</strong>
              {error.message}
            </span>,
            { id: toastId },
          ),
      },
    );
  };

  return (
    <ConfirmDialog
      open={session !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={CANCEL_FOLLOWING_TEXTS.title}
      description={session ? CANCEL_FOLLOWING_TEXTS.description(formatLongDateTime(session.meeting_time)) : undefined}
      confirmLabel={CANCEL_FOLLOWING_TEXTS.confirm}
      cancelLabel={CANCEL_FOLLOWING_TEXTS.keep}
      onConfirm={confirm}
      isDestructive
    />
  );
}
