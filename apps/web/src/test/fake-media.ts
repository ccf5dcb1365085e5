// jsdom has no microphone, no MediaRecorder and no blob URLs. These stand in for exactly those
// browser boundaries (navigator.mediaDevices.getUserMedia, MediaRecorder, URL.createObjectURL /
// revokeObjectURL) so the real recorder code runs on top of them.
import { vi } from 'vitest';

export interface FakeMediaOptions {
  /** Types MediaRecorder.isTypeSupported accepts (default: WebM with Opus and plain WebM). */
  supported?: string[];
  /** 'grant' (default), 'deny' (NotAllowedError) or 'missing' (no mediaDevices: insecure page). */
  microphone?: 'grant' | 'deny' | 'missing';
  /** No MediaRecorder at all (an old browser). */
  noMediaRecorder?: boolean;
  /** The audio the recorder hands over on stop (default: a few bytes). */
  data?: () => Blob;
  /** When true, stop() waits for release() before handing over the data (to see 'processing'). */
  holdStop?: boolean;
}

export interface FakeTrack {
  kind: 'audio';
  stop: ReturnType<typeof vi.fn>;
}

export function installFakeMedia(options: FakeMediaOptions = {}) {
  const supported = options.supported ?? ['audio/webm;codecs=opus', 'audio/webm'];
  const tracks: FakeTrack[] = [];
  const recorders: FakeMediaRecorder[] = [];
  const urls = { created: [] as string[], revoked: [] as string[] };
  let pending: (() => void) | null = null;

  class FakeMediaRecorder {
    static isTypeSupported = vi.fn((type: string) => supported.includes(type));
    state: 'inactive' | 'recording' = 'inactive';
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    onerror: (() => void) | null = null;
    readonly mimeType: string;
    constructor(
      readonly stream: MediaStream,
      readonly options: { mimeType?: string; audioBitsPerSecond?: number } = {},
    ) {
      this.mimeType = options.mimeType ?? '';
      recorders.push(this);
    }
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      const handOver = () => {
        this.ondataavailable?.({
          data: options.data ? options.data() : new Blob(['fake-opus-audio'], { type: this.mimeType }),
        });
        this.onstop?.();
      };
      if (options.holdStop) pending = handOver;
      else queueMicrotask(handOver);
    }
  }

  const getUserMedia = vi.fn(async () => {
    if (options.microphone === 'deny') throw new DOMException('Permission denied', 'NotAllowedError');
    const track: FakeTrack = { kind: 'audio', stop: vi.fn() };
    tracks.push(track);
    return { getTracks: () => [track], getAudioTracks: () => [track] } as unknown as MediaStream;
  });

  if (!options.noMediaRecorder) vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  else vi.stubGlobal('MediaRecorder', undefined);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: options.microphone === 'missing' ? undefined : { getUserMedia },
  });
  ensureBlobUrlApi();
  let next = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    const url = `blob:http://localhost/grabacion-${++next}`;
    urls.created.push(url);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => {
    urls.revoked.push(url);
  });

  return {
    getUserMedia,
    tracks,
    recorders,
    urls,
    /** Hands over the data of a held stop(). */
    release() {
      const handOver = pending;
      pending = null;
      handOver?.();
    },
  };
}

/** jsdom's URL has no createObjectURL/revokeObjectURL; spyOn needs them to exist. */
export function ensureBlobUrlApi() {
  if (!('createObjectURL' in URL))
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: () => '' });
  if (!('revokeObjectURL' in URL))
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: () => {} });
}
