// WAV headers as ffmpeg writes them (with a LIST chunk before the samples) and as the plain 44-byte form.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWavFormat, wavFileSeconds, wavSeconds } from './wav';

const exec = promisify(execFile);
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'charla-wav-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A canonical 44-byte header followed by `dataBytes` of silence, 16 kHz mono 16-bit. */
function plainWav(dataBytes: number, declared = dataBytes): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(Math.min(36 + declared, 0xffffffff), 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16000, 24);
  header.writeUInt32LE(32000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(declared, 40);
  return Buffer.concat([header, Buffer.alloc(dataBytes)]);
}

describe('readWavFormat', () => {
  it('reads the format and data size of a plain header', () => {
    expect(readWavFormat(plainWav(64000))).toEqual({
      audioFormat: 1,
      channels: 1,
      sampleRate: 16000,
      bitsPerSample: 16,
      dataBytes: 64000,
    });
    expect(wavSeconds(readWavFormat(plainWav(64000))!)).toBe(2);
  });

  it('bounds a data size larger than the file (a writer that could not seek back)', () => {
    expect(readWavFormat(plainWav(3200, 0xffffffff))!.dataBytes).toBe(3200);
  });

  it('is null for what is not a WAV', () => {
    expect(readWavFormat(Buffer.from('OggS not a wav at all'))).toBeNull();
    expect(readWavFormat(Buffer.alloc(0))).toBeNull();
  });
});

describe('wavFileSeconds', () => {
  it("counts exactly the samples of ffmpeg's output, whose header is not 44 bytes", async () => {
    const file = path.join(dir, 'sine.wav');
    await exec('ffmpeg', [
      '-nostdin',
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=3',
      '-ac',
      '1',
      '-ar',
      '16000',
      '-c:a',
      'pcm_s16le',
      '-f',
      'wav',
      file,
    ]);
    expect(await wavFileSeconds(file)).toBe(3);
  });

  it('refuses a file that is not a WAV', async () => {
    const file = path.join(dir, 'text.wav');
    await writeFile(file, 'hola');
    await expect(wavFileSeconds(file)).rejects.toThrow(/no es un archivo WAV/);
  });
});
