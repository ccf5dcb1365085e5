// `npm run bench -- floors` (decision 013): a student's read of their own user, the past sessions page and a
// practice run's write, each beside its own bare route, on the least possible server
// (bench/floor-server.ts) and then on the product, with the same requests. A share of the bare route that
// the floor does not reach is out of this machine's reach for any server that does that request's work per
// request. Each load also reports what its requests cost the server, PostgreSQL and the load generator in
// CPU (bench/cpu.ts), which tells where the product's time goes beside the floor's. Needs the sessions and
// practices parts' data
// (run them first, or in the same command: `npm run bench -- sessions practices floors`).
import os from 'node:os';
import pg from 'pg';
import { withCpuPerRequest } from './cpu';
import { benchStudentEmails, databaseUrl, load, login, startApi, type LoadResult, type RunningApi } from './lib';
import { POSTERS, PRACTICE_TITLE, removePostedRuns, runBody } from './practices';

const READERS = 20;

interface Side {
  bare: LoadResult;
  own_user: LoadResult;
  past_page: LoadResult;
  practice_run: LoadResult;
  shares_of_bare: { own_user: number; past_page: number; practice_run: number };
}

export async function benchFloors(port: number): Promise<{ floor: Side; product: Side }> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  let readers: { id: string; email: string }[];
  let posters: { id: string; email: string }[];
  let practiceIds: string[];
  try {
    const people = async (emails: string[]) =>
      (await client.query<{ id: string; email: string }>('select id, email from users where email = any($1)', [emails]))
        .rows;
    // The same students as the sessions and practices parts: readers with past sessions, posters of runs.
    readers = await people(await benchStudentEmails(client, READERS, 5000));
    posters = await people(await benchStudentEmails(client, POSTERS, 7));
    practiceIds = (
      await client.query<{ id: string }>('select id from practices where title like $1', [`${PRACTICE_TITLE} %`])
    ).rows.map((row) => row.id);
    const { rows } = await client.query<{ n: string }>('select count(*) as n from sessions where user_id = any($1)', [
      readers.map((reader) => reader.id),
    ]);
    if (practiceIds.length === 0 || Number(rows[0]!.n) === 0) {
      throw new Error(
        'floors: faltan los datos de las partes sessions y practices (npm run bench -- sessions practices floors)',
      );
    }
  } finally {
    await client.end();
  }

  const before = new Date().toISOString();
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  const since = new Date();

  async function measure(
    server: RunningApi,
    tokens: Map<string, string> | undefined,
    paths: { ownUser: (id: string) => string; past: (id: string) => string },
  ) {
    const { url } = server;
    const auth = (id: string): Record<string, string> => (tokens ? { authorization: `Bearer ${tokens.get(id)}` } : {});
    // Each load with what its requests cost the server, PostgreSQL and the load generator (bench/cpu.ts).
    const measured = (name: string, options: Parameters<typeof load>[1]) =>
      withCpuPerRequest(server.pid, os.cpus().length, () => load(name, options));
    const bare = await measured('bare route GET /api/ping', { url: `${url}/api/ping` });
    // A GET by a random reader, with their token on the product.
    const readerLoad = (name: string, path: (id: string) => string) =>
      measured(name, {
        url,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => {
              const reader = pick(readers);
              return { ...req, path: path(reader.id), headers: auth(reader.id) };
            },
          },
        ],
      });
    const ownUser = await readerLoad('student GET their own user', paths.ownUser);
    const pastPage = await readerLoad('past sessions page', paths.past);
    const practiceRun = await measured(`${POSTERS} students POST /api/practice_stats (10 events)`, {
      url,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const poster = pick(posters);
            return {
              ...req,
              method: 'POST' as const,
              path: '/api/practice_stats',
              headers: { ...auth(poster.id), 'content-type': 'application/json' },
              body: runBody(poster.id, pick(practiceIds)),
            };
          },
        },
      ],
    });
    const share = (run: LoadResult) => +((100 * run.requests_per_second) / bare.requests_per_second).toFixed(1);
    const side = {
      bare,
      own_user: ownUser,
      past_page: pastPage,
      practice_run: practiceRun,
      shares_of_bare: { own_user: share(ownUser), past_page: share(pastPage), practice_run: share(practiceRun) },
    };
    const shares = side.shares_of_bare;
    console.log(
      `own user ${shares.own_user} % · past page ${shares.past_page} % · practice run ${shares.practice_run} % of this bare route`,
    );
    return side;
  }

  try {
    console.log('— the floor (bench/floor-server.ts)');
    const floorServer = await startApi(port + 1, {}, 'bench/floor-server.ts');
    let floor: Side;
    try {
      await load('warm-up', { url: `${floorServer.url}/api/ping`, duration: 2 });
      floor = await measure(floorServer, undefined, {
        ownUser: (id) => `/api/floor/users/${id}`,
        past: (id) => `/api/floor/past?user_id=${id}&before=${before}`,
      });
    } finally {
      await floorServer.stop();
    }
    console.log('— the product');
    const api = await startApi(port);
    let product: Side;
    try {
      const tokens = new Map<string, string>();
      for (const person of [...readers, ...posters]) tokens.set(person.id, await login(api.url, person.email));
      await load('warm-up', { url: `${api.url}/api/ping`, duration: 2 });
      product = await measure(api, tokens, {
        ownUser: (id) => `/api/users/${id}`,
        past: () =>
          `/api/sessions?sort_by=meeting_time&sort_order=-1&page_number=1&page_size=10&meeting_time_before=${before}`,
      });
    } finally {
      await api.stop();
    }
    return { floor, product };
  } finally {
    await removePostedRuns(
      posters.map((poster) => poster.id),
      since,
    );
  }
}
