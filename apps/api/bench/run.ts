// `npm run bench`: performance measured against targets, never asserted in tests. Needs the
// PostgreSQL server (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; a
// database charla_bench is created and kept between runs). Results: bench/results/*.json.
import os from 'node:os';
import { migrateDatabase } from '../src/db/migrate';
import { openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/db/seed/index';
import { benchFloors } from './floors';
import { benchLessons } from './lessons';
import { benchPeople } from './people';
import { benchPractices } from './practices';
import { benchSeds } from './seds';
import { benchSessions } from './sessions';
import { issue13Rows, printIssue13 } from './issue13';
import { databaseUrl, ensureDatabase, writeResults } from './lib';

async function main() {
  const only = process.argv.slice(2);
  await ensureDatabase();
  const database = await openDatabase({ url: databaseUrl(), poolSize: 2 });
  await migrateDatabase(database);
  // Roles, plans and the demo people on a new database, before any part seeds its bulk rows.
  await seedDatabase(database.db, { demo: true });
  await database.close();

  const parts: Parameters<typeof issue13Rows>[0] = {};
  const machine = {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    node: process.version,
    date: new Date().toISOString(),
  };
  if (only.length === 0 || only.includes('people')) {
    console.log('\n━━ people API (issue 2) ━━');
    const result = await benchPeople(3901);
    parts.people = result;
    const file = await writeResults('people', { machine, ...result });
    report(result.checks, file);
  }
  if (only.length === 0 || only.includes('sessions')) {
    console.log('\n━━ sessions and booking (issue 3) ━━');
    const result = await benchSessions(3902);
    parts.sessions = result;
    const file = await writeResults('sessions', { machine, ...result });
    console.log(
      `bookings/s ${result.booking.bookings_per_second} · created ${result.booking.created} of ${result.booking.attempts} attempts · double bookings ${result.booking.double_bookings}`,
    );
    console.log(
      `'Any' over ${result.any_start_times.tutors} tutors: median ${result.any_start_times.median_ms} ms, p95 ${result.any_start_times.p95_ms} ms`,
    );
    report(result.checks, file);
  }
  if (only.length === 0 || only.includes('lessons')) {
    console.log('\n━━ lessons and homework (issue 9) ━━');
    const result = await benchLessons(3904);
    const file = await writeResults('lessons', { machine, ...result });
    console.log(
      `${result.users} users · ${result.assignments} assignments · ${result.tutor_students} students of the tutor`,
    );
    report(result.checks, file);
  }
  if (only.length === 0 || only.includes('practices')) {
    console.log('\n━━ practices and their runs (issue 10) ━━');
    const result = await benchPractices(3905);
    const file = await writeResults('practices', { machine, ...result });
    console.log(`${result.runs_stored} practice runs · ${result.practices} practices`);
    report(result.checks, file);
  }
  // Only when asked for (`npm run bench -- floors`): what the least possible server reaches here.
  if (only.includes('floors')) {
    console.log('\n━━ floors: the least possible server beside its own bare route (decision 013) ━━');
    const result = await benchFloors(3906);
    const file = await writeResults('floors', { machine, ...result });
    console.log(`→ ${file}`);
  }
  if (only.length === 0 || only.includes('seds')) {
    console.log('\n━━ SED pipeline (issue 4) ━━');
    const result = await benchSeds(3903);
    const file = await writeResults('seds', { machine, ...result });
    console.log(`real-time factor ${result.real_time.real_time_factor} (${result.real_time.audio_seconds} s of audio)`);
    const load = result.sustained_upload;
    console.log(
      `uploads ${load.accepted}/${load.sent} · upload p50 ${load.upload_latency_p50_ms} ms p99 ${load.upload_latency_p99_ms} ms · max queue ${load.max_queue_depth} · drained ${load.drain_seconds_after_load} s after the load · lost ${load.lost}`,
    );
    report(result.checks, file);
  }
  const rows = issue13Rows(parts);
  if (rows.length > 0) {
    printIssue13(rows);
    console.log(`→ ${await writeResults('issue-13', { machine, rows })}`);
  }
}

function report(checks: Record<string, boolean>, file: string) {
  for (const [name, ok] of Object.entries(checks)) console.log(`${ok ? '✓' : '✗'} ${name}`);
  console.log(`→ ${file}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
