// The recording state machine of spec part 1 §4 over the browser's MediaRecorder, without React:
// idle → requesting → recording → processing → recorded (→ idle on delete), or error.
// It owns every browser resource it opens: the microphone tracks stop when a recording ends or on
// dispose, and each playback URL is revoked when replaced, deleted or disposed.
import {
  pickRecordingMimeType,
  RECORDER_MESSAGES,
  RECORDING_BITS_PER_SECOND,
  RECORDING_FILE_NAME,
} from './recording-format';

export type RecorderState =
  | { status: 'idle'; deleted: boolean }
  | { status: 'requesting' }
  | { status: 'recording' }
  | { status: 'processing' }
  | { status: 'recorded'; file: File; url: string; capped: boolean }
  | { status: 'error'; message: string };

export const INITIAL_RECORDER_STATE: RecorderState = { status: 'idle', deleted: false };

/** Stops this long before the cap, so the file never measures over it (the server checks the length). */
const CAP_MARGIN_MS = 500;
/** MediaRecorder hands over data every second, so a long recording is not one huge buffer at the end. */
const CHUNK_MS = 1000;

export interface RecorderCallbacks {
  maxSeconds: number;
  onState: (state: RecorderState) => void;
  onElapsed: (seconds: number) => void;
  /** The recording (a File named grabacion.webm) once it is ready; null when it is deleted. */
  onChange: (recording: File | null) => void;
}

export class RecorderController {
  private active = true;
  private stream: MediaStream | null = null;
  private recorder: MediaRecorder | null = null;
  private url: string | null = null;
  private tick: ReturnType<typeof setInterval> | undefined;
  private cap: ReturnType<typeof setTimeout> | undefined;
  private capped = false;
  /** Each start() gets a number; answers for an older attempt (a late microphone grant) are dropped. */
  private attempt = 0;

  constructor(private readonly callbacks: RecorderCallbacks) {}

  async start(): Promise<void> {
    const attempt = ++this.attempt;
    this.revokeUrl();
    const Recorder = typeof MediaRecorder === 'undefined' ? undefined : MediaRecorder;
    const mimeType = pickRecordingMimeType(Recorder?.isTypeSupported?.bind(Recorder));
    if (!Recorder || !mimeType) return this.fail(RECORDER_MESSAGES.unsupportedFormat);

    this.emit({ status: 'requesting' });
    let stream: MediaStream;
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('getUserMedia no está disponible');
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      if (attempt === this.attempt) this.fail(RECORDER_MESSAGES.microphoneError);
      return;
    }
    if (!this.active || attempt !== this.attempt) {
      stream.getTracks().forEach((track) => track.stop());
      return;
    }
    this.stream = stream;

    let recorder: MediaRecorder;
    try {
      recorder = new Recorder(stream, { mimeType, audioBitsPerSecond: RECORDING_BITS_PER_SECOND });
    } catch {
      return this.fail(RECORDER_MESSAGES.unsupportedFormat);
    }
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onerror = () => this.fail(RECORDER_MESSAGES.microphoneError);
    recorder.onstop = () => this.finish(new Blob(chunks, { type: mimeType }), mimeType);
    this.recorder = recorder;
    try {
      recorder.start(CHUNK_MS);
    } catch {
      return this.fail(RECORDER_MESSAGES.microphoneError);
    }

    const startedAt = Date.now();
    this.capped = false;
    this.callbacks.onElapsed(0);
    this.tick = setInterval(() => this.callbacks.onElapsed(Math.floor((Date.now() - startedAt) / 1000)), 1000);
    this.cap = setTimeout(() => this.stop(true), Math.max(0, this.callbacks.maxSeconds * 1000 - CAP_MARGIN_MS));
    this.emit({ status: 'recording' });
  }

  /** Ends the recording; the file follows once the recorder has handed over its last data. */
  stop(capped = false): void {
    const recorder = this.recorder;
    if (!recorder || recorder.state === 'inactive') return;
    this.stopTimers();
    this.capped = capped;
    this.emit({ status: 'processing' });
    recorder.stop();
  }

  /** Shows `file`, recorded earlier (a kept recording offered again), as the recording. */
  restore(file: File): void {
    this.revokeUrl();
    this.url = URL.createObjectURL(file);
    this.emit({ status: 'recorded', file, url: this.url, capped: false });
  }

  /** Deletes the recording: back to idle, asking for one. */
  remove(): void {
    this.revokeUrl();
    this.emit({ status: 'idle', deleted: true });
    this.callbacks.onChange(null);
  }

  /** Used again after dispose (React may mount a component twice in development). */
  activate(): void {
    this.active = true;
  }

  /** Releases everything: timers, a running recording (discarded), the microphone, the playback URL. */
  dispose(): void {
    this.active = false;
    this.attempt++;
    this.stopTimers();
    const recorder = this.recorder;
    this.recorder = null;
    if (recorder) {
      recorder.ondataavailable = null;
      recorder.onstop = null;
      recorder.onerror = null;
      if (recorder.state !== 'inactive') recorder.stop();
    }
    this.releaseMicrophone();
    this.revokeUrl();
  }

  private finish(blob: Blob, mimeType: string) {
    this.releaseMicrophone();
    this.recorder = null;
    if (!this.active) return;
    if (blob.size === 0) return this.fail(RECORDER_MESSAGES.emptyRecording);
    const file = new File([blob], RECORDING_FILE_NAME, { type: mimeType });
    this.url = URL.createObjectURL(file);
    this.emit({ status: 'recorded', file, url: this.url, capped: this.capped });
    this.callbacks.onChange(file);
  }

  private fail(message: string) {
    this.stopTimers();
    const recorder = this.recorder;
    this.recorder = null;
    if (recorder) {
      recorder.onstop = null;
      if (recorder.state !== 'inactive') recorder.stop();
    }
    this.releaseMicrophone();
    this.emit({ status: 'error', message });
  }

  private emit(state: RecorderState) {
    if (this.active) this.callbacks.onState(state);
  }

  private stopTimers() {
    clearInterval(this.tick);
    clearTimeout(this.cap);
  }

  private releaseMicrophone() {
    this.stream?.getTracks().forEach((track) => track.stop());
    this.stream = null;
  }

  private revokeUrl() {
    if (this.url) URL.revokeObjectURL(this.url);
    this.url = null;
  }
}
