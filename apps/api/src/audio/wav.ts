// Reading a WAV's header: its format and how many bytes of samples it holds. ffmpeg writes a LIST
// chunk before the samples, so the data does not start at byte 44; the chunks are walked instead.
import { open } from 'node:fs/promises';

export interface WavFormat {
  audioFormat: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  dataBytes: number;
}

/**
 * The RIFF/WAVE format chunk and data size (null when it is not a WAV file). `head` may be only the
 * start of the file; `totalBytes` is the file's size, which bounds a data size the writer left open.
 */
export function readWavFormat(head: Buffer, totalBytes = head.length): WavFormat | null {
  if (head.length < 12 || head.toString('latin1', 0, 4) !== 'RIFF' || head.toString('latin1', 8, 12) !== 'WAVE')
    return null;
  let format: Omit<WavFormat, 'dataBytes'> | null = null;
  for (let at = 12; at + 8 <= head.length;) {
    const id = head.toString('latin1', at, at + 4);
    const size = head.readUInt32LE(at + 4);
    if (id === 'fmt ' && at + 24 <= head.length) {
      format = {
        audioFormat: head.readUInt16LE(at + 8),
        channels: head.readUInt16LE(at + 10),
        sampleRate: head.readUInt32LE(at + 12),
        bitsPerSample: head.readUInt16LE(at + 22),
      };
    }
    if (id === 'data')
      return format ? { ...format, dataBytes: Math.max(0, Math.min(size, totalBytes - at - 8)) } : null;
    at += 8 + size + (size % 2);
  }
  return null;
}

/** Seconds of samples the format describes. */
export function wavSeconds(format: WavFormat): number {
  const bytesPerSecond = format.sampleRate * format.channels * (format.bitsPerSample / 8);
  return bytesPerSecond > 0 ? format.dataBytes / bytesPerSecond : 0;
}

/** Seconds of audio in a WAV file, from its header (the first 64 KiB) and its size. */
export async function wavFileSeconds(file: string): Promise<number> {
  const handle = await open(file);
  try {
    const { size } = await handle.stat();
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64 * 1024), 0, 64 * 1024, 0);
    const format = readWavFormat(buffer.subarray(0, bytesRead), size);
    if (!format) throw new Error(`no es un archivo WAV: ${file}`);
    return wavSeconds(format);
  } finally {
    await handle.close();
  }
}
