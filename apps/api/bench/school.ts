// The school day: the mixed load (bench/mix.ts) on the school (bench/school-seed.ts), on PostgreSQL
// with two API processes and on the embedded database with one; each at a fixed rate against its target,
// then stepped up to the largest rate it holds. Beside them, the bare route and the least possible server.
import { BENCH_DB, LABEL, startApi, type RunningApi } from './lib';
import { fixedRate, stepUp } from './load';
import { floorMix, ping, startFloor } from './floor';
import { schoolMix } from './mix';
import { runRows, stepRow, writeReport, type Row } from './report';
import { removeWrites, schoolFacts, seedSchool } from './school-seed';
import { apiEnv, pgliteTarget, withSql, type Target } from './sql';

const POSTGRES_RATES = [50, 100, 200, 400, 700, 1000, 1500, 2000];
const EMBEDDED_RATES = [10, 25, 50, 100, 200, 400];
const FLOOR_RATES = [400, 1000, 2000, 3000, 4000];

async function onTarget(target: Target, ports: number[], rate: number, limitMs: number, rates: number[]) {
  const facts = await withSql(target, async (sql) => {
    await seedSchool(sql);
    return schoolFacts(sql);
  });
  const since = new Date();
  const apis: RunningApi[] = [];
  try {
    for (const port of ports) apis.push(await startApi(port, { ...apiEnv(target), DATABASE_POOL_SIZE: '10' }));
    const bases = apis.map((api) => api.url);
    const next = await schoolMix(bases[0]!, facts);
    const where = target.kind === 'postgres' ? `PostgreSQL, ${ports.length} API processes` : 'embedded database';
    const bare = await fixedRate(`bare route (${where})`, bases, ping, { rate, seconds: 10, warmup: 2 });
    const mix = await fixedRate(`school day (${where})`, bases, next, { rate, seconds: 30, warmup: 5 });
    const steps = await stepUp(`school day (${where})`, bases, next, rates, 100);
    return { where, bare, mix, steps };
  } finally {
    for (const api of apis) await api.stop();
    await withSql(target, (sql) => removeWrites(sql, since));
  }
}

export async function benchSchool(port: number): Promise<void> {
  const rows: Row[] = [];
  const postgres = { kind: 'postgres', name: `${BENCH_DB}_school` } as const;
  const onPostgres = await onTarget(postgres, [port, port + 1], 200, 50, POSTGRES_RATES);
  rows.push(...runRows(`school day, ${onPostgres.where}`, onPostgres.mix, 50));
  rows.push(stepRow(`school day, ${onPostgres.where}`, onPostgres.steps, 1000));
  rows.push(...runRows(`bare route, ${onPostgres.where}`, onPostgres.bare));

  const floor = await startFloor(port + 2, postgres.name);
  let floorRun, floorSteps;
  try {
    const next = await floorMix(postgres.name);
    floorRun = await fixedRate('least possible server (PostgreSQL)', [floor.url], next, {
      rate: 200,
      seconds: 10,
      warmup: 2,
    });
    floorSteps = await stepUp('least possible server (PostgreSQL)', [floor.url], next, FLOOR_RATES, 100);
  } finally {
    await floor.stop();
  }
  rows.push(...runRows('least possible server, PostgreSQL', floorRun));
  rows.push(stepRow('least possible server, PostgreSQL', floorSteps));

  const embedded = await onTarget(pgliteTarget(`bench-school-${LABEL}`), [port], 100, 100, EMBEDDED_RATES);
  rows.push(...runRows(`school day, ${embedded.where}`, embedded.mix, 100));
  rows.push(stepRow(`school day, ${embedded.where}`, embedded.steps));
  rows.push(...runRows(`bare route, ${embedded.where}`, embedded.bare));

  await writeReport('school', rows, { postgres: onPostgres, floor: { run: floorRun, steps: floorSteps }, embedded });
}
