// Where a request's time goes on this machine: the CPU time that the server, PostgreSQL (all its processes)
// and the load generator (this process) spent during a load, per request answered, from /proc (Linux; the
// kernel's work for a process's sockets counts as that process's). Beside the rate it tells a server's own
// cost from the database's and the generator's, which share the same cores (decision 013, twenty-fifth
// session). Without /proc, or with PostgreSQL on another machine, the parts it cannot see are left out.
import { readdir, readFile } from 'node:fs/promises';
import type { LoadResult } from './lib';

/** Linux counts process CPU time in ticks of 1/100 s (USER_HZ) on every architecture Node supports. */
const TICK_US = 10_000;

export interface CpuPerRequest {
  /** Microseconds of CPU per request answered. */
  server_us: number;
  postgres_us: number | null;
  loader_us: number;
  /** The share of all cores busy with the three during the load. */
  busy_percent: number;
}

/** utime + stime of a process, in ticks; undefined when it cannot be read (gone, or no /proc). */
async function processTicks(pid: number | string): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's name, which may itself hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/** Each PostgreSQL process's ticks by its id; null when none runs here. */
async function postgresTicks(): Promise<Map<string, number> | null> {
  let entries: string[];
  try {
    entries = await readdir('/proc');
  } catch {
    return null;
  }
  const ticks = new Map<string, number>();
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    const name = await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '');
    const used = name.startsWith('postgres') ? await processTicks(pid) : undefined;
    if (used !== undefined) ticks.set(pid, used);
  }
  return ticks.size > 0 ? ticks : null;
}

/** The ticks PostgreSQL's processes used between two readings: a process started since counts whole. */
function postgresUsed(before: Map<string, number> | null, after: Map<string, number> | null): number | null {
  if (!after) return null;
  let used = 0;
  for (const [pid, ticks] of after) used += ticks - (before?.get(pid) ?? 0);
  return used;
}

/** `run` (one load against the server `serverPid`), with the CPU its requests cost each. */
export async function withCpuPerRequest(
  serverPid: number,
  cores: number,
  run: () => Promise<LoadResult>,
): Promise<LoadResult & { cpu_per_request?: CpuPerRequest }> {
  const [server0, postgres0, loader0, started] = [
    await processTicks(serverPid),
    await postgresTicks(),
    process.cpuUsage(),
    performance.now(),
  ];
  const result = await run();
  const elapsedUs = (performance.now() - started) * 1000;
  const [server1, postgres1, loader] = [
    await processTicks(serverPid),
    await postgresTicks(),
    process.cpuUsage(loader0),
  ];
  if (server0 === undefined || server1 === undefined || result.total_requests === 0) return result;
  const perRequest = (us: number) => +(us / result.total_requests).toFixed(1);
  const serverUs = (server1 - server0) * TICK_US;
  // A process that ended during the load took its ticks with it: the count is then a little short.
  const postgresTicksUsed = postgresUsed(postgres0, postgres1);
  const postgresUs = postgresTicksUsed === null ? null : postgresTicksUsed * TICK_US;
  const loaderUs = loader.user + loader.system;
  const cpu: CpuPerRequest = {
    server_us: perRequest(serverUs),
    postgres_us: postgresUs === null ? null : perRequest(postgresUs),
    loader_us: perRequest(loaderUs),
    busy_percent: Math.round((100 * (serverUs + (postgresUs ?? 0) + loaderUs)) / (elapsedUs * cores)),
  };
  console.log(
    `${''.padEnd(48)} CPU per request: server ${cpu.server_us} µs · PostgreSQL ${cpu.postgres_us ?? '—'} µs · load generator ${cpu.loader_us} µs (${cpu.busy_percent} % of ${cores} cores busy)`,
  );
  return { ...result, cpu_per_request: cpu };
}
