// The product's one audio recorder (SED form, lesson homework): spec part 1 §4 states and texts,
// §5 format rule, §8 microphone error. It hands the recording to its parent through onChange.
import { useEffect, useId, useRef } from 'react';
import { Mic, Square, Trash2 } from 'lucide-react';
import { buttonClass } from '../button';
import { StatusBanner, type StatusTone } from '../status-banner';
import type { RecorderState } from './recorder-controller';
import {
  capReachedMessage,
  DEFAULT_MAX_SECONDS,
  formatClock,
  formatLimit,
  RECORDER_MESSAGES,
} from './recording-format';
import { useAudioRecorder } from './use-audio-recorder';

export interface AudioRecorderProps {
  /** The recording (File 'grabacion.webm', WebM/Opus) when ready; null when deleted. */
  onChange: (recording: File | null) => void;
  /** The group's visible label. */
  label?: string;
  /** Recording cap in seconds (default: 10 minutes, the SED limit). Read once on mount. */
  maxSeconds?: number;
  /** While the parent is sending the recording. */
  disabled?: boolean;
  /** A recording made earlier (a kept one offered again), shown from the start. Read once on mount. */
  initialRecording?: File | null;
}

const WARNING_SECONDS = 30;

function banner(state: RecorderState): { tone: StatusTone; text: string } | null {
  switch (state.status) {
    case 'idle':
      return state.deleted ? { tone: 'warning', text: RECORDER_MESSAGES.deleted } : null;
    case 'requesting':
      return { tone: 'warning', text: RECORDER_MESSAGES.requesting };
    case 'recording':
      return { tone: 'warning', text: RECORDER_MESSAGES.recording };
    case 'processing':
      return { tone: 'warning', text: RECORDER_MESSAGES.processing };
    case 'recorded':
      return { tone: 'success', text: RECORDER_MESSAGES.recorded };
    case 'error':
      return { tone: 'error', text: state.message };
  }
}

const RECORDING_DOT = (
  <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 animate-pulse rounded-full bg-red-600" />
);

export function AudioRecorder({
  onChange,
  label = 'Grabación de audio',
  maxSeconds = DEFAULT_MAX_SECONDS,
  disabled = false,
  initialRecording,
}: AudioRecorderProps) {
  const { state, elapsed, controller } = useAudioRecorder({ maxSeconds, onChange, initialRecording });
  const hintId = useId();
  const actionRef = useRef<HTMLButtonElement>(null);
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const interacted = useRef(false);

  // Keep keyboard focus where the user is: the record/stop button is one element that changes its
  // label; when it is replaced (recording ready, or deleted) focus moves to the new controls.
  const { status } = state;
  useEffect(() => {
    if (!interacted.current) return;
    if (status === 'recorded') groupRef.current?.focus();
    if (status === 'idle') actionRef.current?.focus();
  }, [status]);

  const isBusy = status === 'requesting' || status === 'processing';
  const isRecording = status === 'recording' || status === 'processing';
  const message = banner(state);
  const remaining = maxSeconds - elapsed;

  const onAction = () => {
    if (disabled || isBusy) return;
    interacted.current = true;
    if (status === 'recording') controller.stop();
    else void controller.start();
  };
  const onDelete = () => {
    interacted.current = true;
    controller.remove();
  };

  return (
    <fieldset
      ref={groupRef}
      tabIndex={-1}
      aria-describedby={hintId}
      className="min-w-0 space-y-3 rounded-xl border border-slate-200 bg-slate-50/60 p-4 outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
    >
      {/* Floated so the legend sits inside the box like a heading instead of on its border. */}
      <legend className="float-left w-full text-sm font-medium text-slate-800">{label}</legend>
      <p id={hintId} className="clear-both text-sm text-slate-600">
        Graba tu voz con el micrófono del dispositivo (máximo {formatLimit(maxSeconds)}).
      </p>

      {message ? (
        <StatusBanner tone={message.tone} icon={status === 'recording' ? RECORDING_DOT : undefined}>
          <p>{message.text}</p>
          {state.status === 'recorded' && state.capped ? (
            <p className="font-normal">{capReachedMessage(maxSeconds)}</p>
          ) : null}
        </StatusBanner>
      ) : null}

      {status === 'recorded' ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <audio controls src={state.url} preload="metadata" className="w-full min-w-0 sm:flex-1">
            Tu navegador no puede reproducir el audio.
          </audio>
          <button type="button" onClick={onDelete} disabled={disabled} className={buttonClass('secondary', 'shrink-0')}>
            <Trash2 aria-hidden="true" className="size-4" />
            Eliminar grabación
          </button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <button
            ref={actionRef}
            type="button"
            onClick={onAction}
            aria-disabled={disabled || isBusy ? true : undefined}
            className={
              isRecording
                ? 'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-60'
                : buttonClass('primary', 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60')
            }
          >
            {isRecording ? (
              <Square aria-hidden="true" className="size-4 fill-current" />
            ) : (
              <Mic aria-hidden="true" className="size-4" />
            )}
            {isRecording ? 'Detener grabación' : 'Grabar audio'}
          </button>
          {isRecording ? (
            <p className="text-sm text-slate-700">
              <span role="timer" className="font-mono text-lg font-semibold tabular-nums text-slate-900">
                <span className="sr-only">Tiempo grabado: </span>
                {formatClock(elapsed)}
              </span>{' '}
              <span className="text-slate-600">/ {formatClock(maxSeconds)}</span>
            </p>
          ) : null}
          {status === 'recording' && remaining <= WARNING_SECONDS ? (
            <p className="w-full text-sm font-medium text-amber-800">
              La grabación se detendrá sola en {Math.max(0, remaining)} s.
            </p>
          ) : null}
        </div>
      )}
    </fieldset>
  );
}
