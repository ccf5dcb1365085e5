// Recordings made at test time with the real tools (espeak-ng speaks, ffmpeg encodes), so the SED
// pipeline is proven on the formats a browser sends and on the ones it must refuse. Each file is made
// once per fixture set, on first use, in a temp dir that remove() deletes.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/** What the speech recording says (espeak-ng's voice: pocketsphinx recognises little of it, but words). */
export const SPEECH_TEXT = 'Hello, my name is Lucia. Every morning I walk to work and I listen to podcasts in English.';

async function ffmpeg(args: string[]): Promise<void> {
  await exec('ffmpeg', ['-nostdin', '-hide_banner', '-v', 'error', '-y', ...args]);
}

/** Seconds of audio ffprobe reads from a file's container (null where the header has none). */
export async function probeSeconds(file: string): Promise<number | null> {
  const { stdout } = await exec('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]);
  const seconds = Number(stdout.trim());
  return Number.isFinite(seconds) && stdout.trim() !== '' ? seconds : null;
}

/** ffmpeg's 16 kHz mono PCM decoding of a file, as the SED job does it. */
export async function decodeWav16k(input: string, output: string): Promise<void> {
  await ffmpeg(['-i', input, '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', '-f', 'wav', output]);
}

export interface AudioFixtures {
  dir: string;
  /** espeak-ng speech (WAV, 22 kHz mono). */
  speechWav(): Promise<string>;
  /** The same speech as a browser's MediaRecorder makes it: WebM with one Opus track. */
  speechWebm(): Promise<string>;
  /** WebM/Opus written as a stream (no duration in its header), like MediaRecorder's chunks. */
  streamedWebm(): Promise<string>;
  /** Silence, 601 s, WebM/Opus at the lowest bitrate (stream-copied loops of 10 s: cheap). */
  longWebm(): Promise<string>;
  /** The same 601 s written as a stream: the duration is only in its packets. */
  longStreamedWebm(): Promise<string>;
  /** WebM holding a VP8 video track besides the Opus audio. */
  videoWebm(): Promise<string>;
  /** Opus in a Matroska container (DocType 'matroska', not 'webm'). */
  matroskaOpus(): Promise<string>;
  /** Opus in an OGG container. */
  oggOpus(): Promise<string>;
  /** Random bytes (to be named .webm and declared audio/webm). */
  randomBytes(): Promise<string>;
  /** A file of zero bytes. */
  empty(): Promise<string>;
  remove(): Promise<void>;
}

export async function createAudioFixtures(): Promise<AudioFixtures> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'charla-audio-'));
  const made = new Map<string, Promise<string>>();
  const once = (name: string, make: (file: string) => Promise<void>) => () => {
    let file = made.get(name);
    if (!file) {
      const target = path.join(dir, name);
      file = make(target).then(() => target);
      made.set(name, file);
    }
    return file;
  };

  const speechWav = once('speech.wav', async (file) => {
    await exec('espeak-ng', ['-v', 'en-us', '-s', '140', '-w', file, SPEECH_TEXT]);
  });
  const speechWebm = once('speech.webm', async (file) => {
    await ffmpeg(['-i', await speechWav(), '-c:a', 'libopus', '-b:a', '32k', '-f', 'webm', file]);
  });
  const tenSeconds = once('silence-10s.webm', async (file) => {
    await ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=8000:cl=mono',
      '-t',
      '10',
      '-c:a',
      'libopus',
      '-b:a',
      '6k',
      '-f',
      'webm',
      file,
    ]);
  });
  return {
    dir,
    speechWav,
    speechWebm,
    streamedWebm: once('streamed.webm', async (file) => {
      await ffmpeg(['-i', await speechWav(), '-c:a', 'libopus', '-b:a', '32k', '-live', '1', '-f', 'webm', file]);
    }),
    longWebm: once('long.webm', async (file) => {
      await ffmpeg(['-stream_loop', '-1', '-i', await tenSeconds(), '-t', '601', '-c', 'copy', '-f', 'webm', file]);
    }),
    longStreamedWebm: once('long-streamed.webm', async (file) => {
      await ffmpeg([
        '-stream_loop',
        '-1',
        '-i',
        await tenSeconds(),
        '-t',
        '601',
        '-c',
        'copy',
        '-live',
        '1',
        '-f',
        'webm',
        file,
      ]);
    }),
    videoWebm: once('video.webm', async (file) => {
      await ffmpeg([
        '-f',
        'lavfi',
        '-i',
        'color=c=black:s=32x32:r=5',
        '-i',
        await speechWebm(),
        '-t',
        '2',
        '-c:v',
        'libvpx',
        '-b:v',
        '20k',
        '-c:a',
        'copy',
        '-f',
        'webm',
        file,
      ]);
    }),
    matroskaOpus: once('opus.mkv', async (file) => {
      await ffmpeg(['-i', await speechWebm(), '-c:a', 'copy', '-f', 'matroska', file]);
    }),
    oggOpus: once('opus.ogg', async (file) => {
      await ffmpeg(['-i', await speechWebm(), '-c:a', 'copy', '-f', 'ogg', file]);
    }),
    randomBytes: once('random.webm', async (file) => {
      await writeFile(file, randomBytes(20_000));
    }),
    empty: once('empty.webm', async (file) => {
      await writeFile(file, Buffer.alloc(0));
    }),
    async remove() {
      await Promise.allSettled([...made.values()]);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
