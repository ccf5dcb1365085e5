// Issue 4 benchmark: the real-time factor of the pocketsphinx pipeline (processing seconds ÷ audio
// seconds) on this machine, and a sustained 60-second upload load of 2 SEDs/s through the real
// server — nothing lost, and how long the queue takes to drain.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { decodeToWav16k } from '../src/audio/decode';
import { wavFileSeconds } from '../src/audio/wav';
import { createPocketsphinx, isPocketsphinxInstalled } from '../src/speech/pocketsphinx';
import { benchStudentEmails, databaseUrl, login, startApi } from './lib';
import { seedUsers } from './people';

const STORY = `Last summer I travelled with my family to the mountains. We stayed in a small wooden house near a lake.
Every morning we walked along the river and watched the birds. In the afternoon my brother and I went fishing,
but we never caught anything. My mother cooked wonderful dinners, and in the evening we played cards and told stories.
One day it rained all day, so we stayed inside, read books and drank hot chocolate. I think it was the best holiday of my life.
Next year I would like to go back and learn to swim in the lake, because the water was very clean and calm.`;

function speak(dir: string, name: string, text: string, repeat = 1): string {
  const wav = path.join(dir, `${name}.wav`);
  const webm = path.join(dir, `${name}.webm`);
  execFileSync('espeak-ng', [
    '-v',
    'en-us',
    '-s',
    '150',
    '-w',
    wav,
    Array.from({ length: repeat }, () => text).join(' '),
  ]);
  execFileSync('ffmpeg', [
    '-nostdin',
    '-v',
    'error',
    '-y',
    '-i',
    wav,
    '-c:a',
    'libopus',
    '-b:a',
    '24k',
    '-ac',
    '1',
    webm,
  ]);
  return webm;
}

async function realTimeFactor(dir: string) {
  const webm = speak(dir, 'story', STORY, 2);
  const wav = path.join(dir, 'story-16k.wav');
  const engine = createPocketsphinx();
  const t0 = performance.now();
  await decodeToWav16k(webm, wav);
  const t1 = performance.now();
  const seconds = await wavFileSeconds(wav);
  const transcript = await engine.transcribe(wav, seconds);
  const t2 = performance.now();
  const processing = (t2 - t0) / 1000;
  return {
    audio_seconds: +seconds.toFixed(2),
    decode_seconds: +((t1 - t0) / 1000).toFixed(3),
    recognition_seconds: +((t2 - t1) / 1000).toFixed(3),
    real_time_factor: +(processing / seconds).toFixed(3),
    segments: transcript.segments.length,
  };
}

async function sustainedLoad(dir: string, port: number) {
  const clip = readFileSync(
    speak(dir, 'clip', 'I like to practice English with my tutor every week, it helps me a lot.'),
  );
  await seedUsers();
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(`select id from plans where name = 'Intensivo'`);
  const [email] = await benchStudentEmails(client, 1, 9000);
  await client.query(`update users set plan_id = $1 where email = $2`, [rows[0]!.id, email]);
  const before = Number((await client.query<{ n: string }>('select count(*) as n from seds')).rows[0]!.n);
  const api = await startApi(port, { SPEECH_ENGINE: 'pocketsphinx', SPEECH_CONCURRENCY: '2' });
  try {
    const token = await login(api.url, email!);
    const ids: string[] = [];
    const latencies: number[] = [];
    const refused: { status: number; detail: unknown }[] = [];
    const pending: Promise<void>[] = [];
    const started = Date.now();
    const depth: { t: number; waiting: number }[] = [];
    for (let i = 0; i < 120; i++) {
      const due = started + i * 500;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
      pending.push(
        (async () => {
          const form = new FormData();
          form.append('video_url', `https://www.youtube.com/watch?v=bench${i}`);
          form.append('audio_file', new Blob([clip], { type: 'audio/webm' }), 'grabacion.webm');
          const t = performance.now();
          const res = await fetch(`${api.url}/api/seds`, {
            method: 'POST',
            body: form,
            headers: { authorization: `Bearer ${token}` },
          });
          latencies.push(performance.now() - t);
          const body = (await res.json()) as { data?: { id: string }; detail?: unknown };
          if (res.status === 201 && body.data) ids.push(body.data.id);
          else refused.push({ status: res.status, detail: body.detail });
        })(),
      );
    }
    await Promise.all(pending);
    const loadEnded = Date.now();
    let waiting = ids.length;
    while (waiting > 0 && Date.now() - loadEnded < 15 * 60_000) {
      const counts = await client.query<{ n: string }>(
        `select count(*) as n from seds where id = any($1::uuid[]) and status in ('pendiente', 'procesando')`,
        [ids],
      );
      waiting = Number(counts.rows[0]!.n);
      depth.push({ t: Math.round((Date.now() - started) / 1000), waiting });
      if (waiting > 0) await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    const final = await client.query<{ status: string; n: string }>(
      `select status, count(*) as n from seds where id = any($1::uuid[]) group by status`,
      [ids],
    );
    const byStatus = Object.fromEntries(final.rows.map((r) => [r.status, Number(r.n)]));
    const after = Number((await client.query<{ n: string }>('select count(*) as n from seds')).rows[0]!.n);
    latencies.sort((a, b) => a - b);
    return {
      sent: 120,
      rate_per_second: 2,
      accepted: ids.length,
      refused,
      upload_latency_p50_ms: +latencies[Math.floor(latencies.length / 2)]!.toFixed(1),
      upload_latency_p99_ms: +latencies[Math.floor(latencies.length * 0.99)]!.toFixed(1),
      rows_added: after - before,
      final_status: byStatus,
      lost: ids.length - (byStatus.listo ?? 0) - (byStatus.fallido ?? 0) - waiting,
      drain_seconds_after_load: waiting === 0 ? +((Date.now() - loadEnded) / 1000).toFixed(1) : null,
      max_queue_depth: Math.max(0, ...depth.map((d) => d.waiting)),
      queue_depth: depth,
    };
  } finally {
    await api.stop();
    await client.end();
  }
}

export async function benchSeds(port: number) {
  if (!isPocketsphinxInstalled())
    throw new Error('pocketsphinx no está instalado (apt-get install pocketsphinx pocketsphinx-en-us)');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'charla-bench-seds-'));
  try {
    const rtf = await realTimeFactor(dir);
    const load = await sustainedLoad(dir, port);
    const checks = {
      'real-time factor ≤ 0.5': rtf.real_time_factor <= 0.5,
      'every upload accepted': load.accepted === load.sent,
      'nothing lost (one row per upload, every SED processed)': load.lost === 0 && load.rows_added === load.accepted,
      'queue drained': load.drain_seconds_after_load !== null,
    };
    return { real_time: rtf, sustained_upload: load, checks };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
