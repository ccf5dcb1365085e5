// `npm run bench [-- school|platform|memory|seds|reading …]`: performance measured against targets at fixed
// rates, never asserted in tests. Needs the PostgreSQL server (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; its databases are created and kept between runs).
// BENCH_LABEL (default `after`) names the results and the databases, so two trees never share a seed.
// Results: bench/results/<part>-<label>.txt and .json.
import { benchMemory } from './memory';
import { benchPlatform } from './platform';
import { benchSchool } from './school';
import { benchReading } from './reading';
import { benchSeds } from './seds';
import { writeReport, type Row } from './report';
import { BENCH_DB } from './lib';
import { withSql } from './sql';

async function main() {
  const only = process.argv.slice(2);
  const wanted = (part: string) => only.length === 0 || only.includes(part);
  if (wanted('school')) {
    console.log('\n━━ school day: 2 000 students, 100 tutors, a year of history ━━');
    await benchSchool(3910);
  }
  if (wanted('platform')) {
    console.log('\n━━ platform: 100 000 users, 1 000 000 sessions ━━');
    await benchPlatform(3920);
  }
  if (wanted('memory')) {
    console.log("\n━━ memory: PostgreSQL's per-connection memory under 16 000 distinct list URLs ━━");
    await benchMemory(3930);
  }
  if (wanted('seds')) {
    console.log('\n━━ SED pipeline (issue 4) ━━');
    await withSql({ kind: 'postgres', name: BENCH_DB }, async () => {});
    const result = await benchSeds(3903);
    const load = result.sustained_upload;
    const rows: Row[] = Object.entries(result.checks).map(([measure, ok]) => ({ measure, target: '', note: '', ok }));
    rows.push({
      measure: 'real-time factor; sustained uploads',
      target: '',
      note: `RTF ${result.real_time.real_time_factor}; uploads ${load.accepted}/${load.sent}, lost ${load.lost}, drained ${load.drain_seconds_after_load} s`,
      ok: null,
    });
    await writeReport('seds', rows, result);
  }
  if (wanted('reading')) {
    console.log('\n━━ reading aloud, assessed (issue 49): espeak-ng readings through pocketsphinx ━━');
    const result = await benchReading();
    await writeReport('reading', result.rows, { passages: result.passages });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
