// An open-loop load: requests are sent on a fixed schedule (rate per second), whatever the server
// answers, and each latency is measured from its scheduled send time, so a stall shows as latency
// instead of slowing the load down. Every answer's status is counted: a wrong status is a failure, not
// a fast answer; `expect` names the refusals a route may answer (a booking's 409) without failing.
import http from 'node:http';

export interface BenchRequest {
  /** The row of the report this request belongs to. */
  route: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Non-2xx statuses that count as answered (reported, not failures). */
  expect?: number[];
}

export interface RouteStats {
  route: string;
  sent: number;
  p50_ms: number;
  p99_ms: number;
  max_ms: number;
  /** Status codes with their counts; 'error' and 'timeout' for requests that got no answer. */
  statuses: Record<string, number>;
  /** Answers that were neither 2xx nor an expected refusal, and requests without an answer. */
  failures: number;
}

export interface LoadRun extends Omit<RouteStats, 'route'> {
  name: string;
  rate: number;
  seconds: number;
  routes: RouteStats[];
}

export interface LoadOptions {
  rate: number;
  seconds: number;
  /** Seconds at the same rate before the measured window, not counted. */
  warmup?: number;
}

const TIMEOUT_MS = 15_000;

interface Sample {
  route: string;
  ms: number;
  status: string;
  failed: boolean;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return +sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!.toFixed(1);
}

function statsOf(route: string, samples: Sample[]): RouteStats {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const s of samples) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
  return {
    route,
    sent: samples.length,
    p50_ms: percentile(ms, 0.5),
    p99_ms: percentile(ms, 0.99),
    max_ms: percentile(ms, 1),
    statuses,
    failures: samples.filter((s) => s.failed).length,
  };
}

/** Sends `rate` requests per second for `seconds` to the servers in `bases` (in turn), from `next`. */
async function schedule(bases: string[], next: () => BenchRequest, rate: number, seconds: number): Promise<Sample[]> {
  const agents = bases.map(() => new http.Agent({ keepAlive: true, maxSockets: 2000 }));
  const targets = bases.map((base) => new URL(base));
  const total = Math.round(rate * seconds);
  const samples: Sample[] = [];
  let inFlight = 0;
  const start = performance.now() + 5;

  const fire = (i: number) => {
    const scheduled = start + (i * 1000) / rate;
    const request = next();
    const target = targets[i % targets.length]!;
    inFlight++;
    let done = false;
    const finish = (status: string) => {
      if (done) return;
      done = true;
      inFlight--;
      const code = Number(status);
      const answered = code >= 200 && code < 300;
      const refused = (request.expect ?? []).includes(code);
      samples.push({ route: request.route, ms: performance.now() - scheduled, status, failed: !answered && !refused });
    };
    const req = http.request(
      {
        agent: agents[i % agents.length],
        host: target.hostname,
        port: target.port,
        method: request.method ?? 'GET',
        path: request.path,
        headers: request.headers,
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => finish(String(res.statusCode)));
        res.on('error', () => finish('error'));
      },
    );
    req.setTimeout(TIMEOUT_MS, () => {
      finish('timeout');
      req.destroy();
    });
    req.on('error', () => finish('error'));
    req.end(request.body);
  };

  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / rate <= now) fire(sent++);
      if (sent < total) setTimeout(tick, 1);
      else resolve();
    };
    setTimeout(tick, 5);
  });
  const deadline = performance.now() + TIMEOUT_MS + 1000;
  while (inFlight > 0 && performance.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  for (const agent of agents) agent.destroy();
  return samples;
}

/** One measured window at a fixed rate (after an optional warm-up at the same rate). */
export async function fixedRate(
  name: string,
  bases: string[],
  next: () => BenchRequest,
  options: LoadOptions,
): Promise<LoadRun> {
  if (options.warmup) await schedule(bases, next, options.rate, options.warmup);
  const samples = await schedule(bases, next, options.rate, options.seconds);
  const byRoute = new Map<string, Sample[]>();
  for (const s of samples) {
    if (!byRoute.has(s.route)) byRoute.set(s.route, []);
    byRoute.get(s.route)!.push(s);
  }
  const { route: _all, ...overall } = statsOf(name, samples);
  const run: LoadRun = {
    name,
    rate: options.rate,
    seconds: options.seconds,
    ...overall,
    routes: [...byRoute].map(([route, list]) => statsOf(route, list)).sort((a, b) => a.route.localeCompare(b.route)),
  };
  console.log(
    `${name.padEnd(44)} ${String(run.rate).padStart(5)} req/s  p50 ${run.p50_ms} ms  p99 ${run.p99_ms} ms  max ${run.max_ms} ms  failures ${run.failures}/${run.sent}`,
  );
  return run;
}

export interface StepUp {
  name: string;
  /** The largest rate whose window held (every answer as expected, p99 ≤ limit); 0 if none did. */
  held_rate: number;
  limit_ms: number;
  steps: LoadRun[];
}

/** Raises the rate step by step until a window's p99 passes `limitMs` or a request fails. */
export async function stepUp(
  name: string,
  bases: string[],
  next: () => BenchRequest,
  rates: number[],
  limitMs: number,
  window = { seconds: 12, warmup: 3 },
): Promise<StepUp> {
  const steps: LoadRun[] = [];
  let held = 0;
  for (const rate of rates) {
    const run = await fixedRate(`${name} @ ${rate}/s`, bases, next, { rate, ...window });
    steps.push(run);
    if (run.p99_ms > limitMs || run.failures > 0) break;
    held = rate;
  }
  console.log(`${name}: largest rate held ${held} req/s (p99 ≤ ${limitMs} ms)`);
  return { name, held_rate: held, limit_ms: limitMs, steps };
}
