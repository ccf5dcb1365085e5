// What a form that sends a recording says about it (decision 033): the recording kept from an earlier
// visit ('Tienes una grabación sin enviar', with a way to discard it), the network's state, and the
// submit button's words.
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Trash2, WifiOff } from 'lucide-react';
import { formatDateTime } from '@charla/domain/time';
import { buttonClass } from '../button';
import { ConfirmDialog } from '../confirm-dialog';
import { StatusBanner } from '../status-banner';
import type { SubmissionStatus } from './use-recording-submission';

export const SUBMISSION_MESSAGES = {
  sending: 'Enviando...',
  waitingForNetwork: 'Esperando conexión...',
  keptTitle: 'Tienes una grabación sin enviar',
  kept: (savedAt: number, submitLabel: string) =>
    `La guardamos en este dispositivo el ${formatDateTime(savedAt)}: escúchala y pulsa «${submitLabel}» para enviarla, o descártala.`,
  offline:
    'Sin conexión a internet. Puedes grabar y enviar: guardaremos tu grabación en este dispositivo y la enviaremos cuando vuelva la conexión.',
  offlineKept:
    'Sin conexión a internet. Tu grabación está guardada en este dispositivo y se enviará cuando vuelva la conexión. Si cierras la página, te la ofreceremos al volver.',
  offlineNotKept: 'Sin conexión a internet. Tu grabación se enviará cuando vuelva la conexión; no cierres esta página.',
  unreachableKept: (submitLabel: string) =>
    `No se pudo conectar con el servidor. Tu grabación está guardada en este dispositivo: pulsa «${submitLabel}» para intentarlo de nuevo.`,
  unreachableNotKept: (submitLabel: string) =>
    `No se pudo conectar con el servidor. Pulsa «${submitLabel}» para intentarlo de nuevo; no cierres esta página.`,
  slowKept:
    'El envío está tardando más de lo normal: puede que la conexión sea lenta o se haya cortado. Tu grabación está guardada en este dispositivo; si cierras la página, te la ofreceremos al volver.',
  slowNotKept:
    'El envío está tardando más de lo normal: puede que la conexión sea lenta o se haya cortado. No cierres esta página.',
  discard: 'Descartar grabación',
  discardTitle: '¿Descartar la grabación sin enviar?',
  discardDescription: 'Se borrará de este dispositivo y no podrás recuperarla.',
  discardConfirm: 'Descartar',
  discardCancel: 'Conservarla',
  discarded: 'Grabación descartada',
} as const;

/** The submit button's words and whether it can be pressed (`label` when nothing is on its way). */
export function submitButtonState(status: SubmissionStatus, label: string) {
  if (status.phase === 'sending') return { label: SUBMISSION_MESSAGES.sending, isDisabled: true };
  if (status.phase === 'waiting' && !status.isOnline)
    return { label: SUBMISSION_MESSAGES.waitingForNetwork, isDisabled: true };
  return { label, isDisabled: false };
}

function connectionMessage({ phase, isOnline, isSlow, isKept }: SubmissionStatus, submitLabel: string): string | null {
  if (phase === 'idle') return isOnline ? null : SUBMISSION_MESSAGES.offline;
  if (!isOnline) return isKept ? SUBMISSION_MESSAGES.offlineKept : SUBMISSION_MESSAGES.offlineNotKept;
  if (phase === 'waiting')
    return isKept
      ? SUBMISSION_MESSAGES.unreachableKept(submitLabel)
      : SUBMISSION_MESSAGES.unreachableNotKept(submitLabel);
  if (isSlow) return isKept ? SUBMISSION_MESSAGES.slowKept : SUBMISSION_MESSAGES.slowNotKept;
  return null;
}

/** Offline, the server out of reach, or a send that hangs: what happens to the recording, in plain words. */
export function ConnectionNotice({ status, submitLabel }: { status: SubmissionStatus; submitLabel: string }) {
  const message = connectionMessage(status, submitLabel);
  if (!message) return null;
  return (
    <StatusBanner
      tone="warning"
      icon={<WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />}
    >
      <p>{message}</p>
    </StatusBanner>
  );
}

/** 'Tienes una grabación sin enviar': the kept recording is in the form again; it can be discarded. */
export function KeptRecordingNotice({
  status,
  submitLabel,
  onDiscarded,
}: {
  status: SubmissionStatus;
  submitLabel: string;
  /** After a discard: empty the form's other fields. */
  onDiscarded: () => void;
}) {
  const titleId = useId();
  const [isConfirming, setIsConfirming] = useState(false);
  if (status.keptAt === null) return null;
  const discard = async () => {
    await status.discard();
    onDiscarded();
    toast.success(SUBMISSION_MESSAGES.discarded);
  };
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <p id={titleId} className="text-base font-semibold">
        {SUBMISSION_MESSAGES.keptTitle}
      </p>
      <p>{SUBMISSION_MESSAGES.kept(status.keptAt, submitLabel)}</p>
      <button
        type="button"
        onClick={() => setIsConfirming(true)}
        disabled={status.isBusy}
        className={buttonClass('secondary')}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {SUBMISSION_MESSAGES.discard}
      </button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={SUBMISSION_MESSAGES.discardTitle}
        description={SUBMISSION_MESSAGES.discardDescription}
        confirmLabel={SUBMISSION_MESSAGES.discardConfirm}
        cancelLabel={SUBMISSION_MESSAGES.discardCancel}
        isDestructive
        onConfirm={() => void discard()}
      />
    </section>
  );
}
