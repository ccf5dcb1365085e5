// Uploaded audio is judged by its content, never by its name or declared type (DESIGN §8): a WebM
// container (EBML DocType "webm") holding one Opus or Vorbis audio track and nothing else, with a
// measurable duration. ffprobe reads it; MediaRecorder files often carry no duration, so the packets
// are demuxed (not decoded) to measure it.
import { open } from 'node:fs/promises';
import { AppError, invalid } from '../lib/errors';
import { run } from '../lib/run';

export const UNSUPPORTED_AUDIO =
  'El archivo no es un audio WebM (Opus) válido. Graba el audio de nuevo desde el formulario.';

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const DOCTYPE_ID = Buffer.from([0x42, 0x82]);

/** Whether the file starts with an EBML header whose DocType is "webm". */
export async function hasWebmHeader(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64), 0, 64, 0);
    const head = buffer.subarray(0, bytesRead);
    if (!head.subarray(0, 4).equals(EBML_MAGIC)) return false;
    const at = head.indexOf(DOCTYPE_ID);
    if (at < 0 || at + 3 > head.length) return false;
    const sizeByte = head[at + 2]!;
    // EBML variable-size integer; DocType sizes are tiny, so a one-byte size (0x80 | n) is expected.
    if ((sizeByte & 0x80) === 0) return false;
    const size = sizeByte & 0x7f;
    return head.subarray(at + 3, at + 3 + size).toString('latin1') === 'webm';
  } finally {
    await handle.close();
  }
}

interface ProbeJson {
  streams?: { codec_type?: string; codec_name?: string }[];
  format?: { format_name?: string; duration?: string };
}

export interface AudioInfo {
  codec: 'opus' | 'vorbis';
  seconds: number;
}

async function packetDuration(path: string): Promise<number | null> {
  const result = await run(
    'ffprobe',
    ['-v', 'error', '-select_streams', 'a:0', '-show_entries', 'packet=pts_time,duration_time', '-of', 'csv=p=0', path],
    { timeoutMs: 30_000 },
  );
  if (result.code !== 0) return null;
  let end = 0;
  for (const line of result.stdout.split('\n')) {
    const [pts, duration] = line.split(',').map(Number);
    if (Number.isFinite(pts)) end = Math.max(end, pts! + (Number.isFinite(duration) ? duration! : 0));
  }
  return end > 0 ? end : null;
}

/**
 * The audio's codec and length; a 415 for anything that is not WebM/Opus-or-Vorbis audio, a 422 on
 * the upload's `field` for a recording with no measurable length.
 */
export async function probeWebmAudio(path: string, field = 'audio_file'): Promise<AudioInfo> {
  if (!(await hasWebmHeader(path))) throw new AppError(415, UNSUPPORTED_AUDIO);
  const result = await run('ffprobe', ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', path], {
    timeoutMs: 20_000,
  });
  if (result.code !== 0) throw new AppError(415, UNSUPPORTED_AUDIO);
  let info: ProbeJson;
  try {
    info = JSON.parse(result.stdout) as ProbeJson;
  } catch {
    throw new AppError(415, UNSUPPORTED_AUDIO);
  }
  const streams = info.streams ?? [];
  const audio = streams.filter((s) => s.codec_type === 'audio');
  const codec = audio[0]?.codec_name;
  if (streams.length !== 1 || audio.length !== 1 || (codec !== 'opus' && codec !== 'vorbis')) {
    throw new AppError(415, UNSUPPORTED_AUDIO);
  }
  const declared = Number(info.format?.duration);
  const seconds = Number.isFinite(declared) && declared > 0 ? declared : await packetDuration(path);
  if (seconds === null || !(seconds > 0)) {
    throw invalid(['body', field], 'El audio está vacío o dañado. Grábalo de nuevo.');
  }
  return { codec, seconds };
}
