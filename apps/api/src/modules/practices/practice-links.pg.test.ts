// PostgreSQL only (see vitest.config.ts): a practice delete and a lesson linking that practice, at the
// same moment on two connections. A second connection plays the other side's open transaction; the
// request must wait for it and then give the answer that is true after it commits, never losing a link
// to the FK's cascade nor answering with the database's own error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Reply, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function create(path: string, body: object): Promise<string> {
  const res = await t.as('content').post(path, body);
  expect(res.status).toBe(201);
  return res.body.data.id;
}

const newPractice = (title: string) =>
  create('/api/practices', {
    title,
    instructions: 'Escribe la palabra que falta.',
    props: {
      practice_type: 'fill-in-the-blank',
      exercises: [{ hint: 'to be', sentence: 'I <blank> here.', answer: 'am' }],
    },
  });
const newLesson = (title: string) =>
  create('/api/lessons', { title, video_url: 'https://youtu.be/dQw4w9WgXcQ', task: 'Tarea', linked_practices: [] });

/** Row-lock requests of this database still waiting to be granted. */
async function waitingRowLocks(): Promise<number> {
  const result = await t.database.pool!.query(
    `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return result.rows[0].n as number;
}

/** Starts the request and resolves once it is waiting for a lock (it must not have answered yet). */
async function startBlocked(request: Promise<Reply>): Promise<() => Promise<Reply>> {
  let settled: Reply | undefined;
  void request.then((reply) => {
    settled = reply;
  });
  for (let i = 0; i < 200 && (await waitingRowLocks()) === 0; i++) await new Promise((r) => setTimeout(r, 25));
  expect(settled, 'answered without waiting for the other transaction').toBeUndefined();
  expect(await waitingRowLocks()).toBeGreaterThan(0);
  return () => request;
}

describe('deleting a practice while a lesson links it', () => {
  it('a link being saved first: the delete waits for it and then refuses (409), the link kept', async () => {
    const practice = await newPractice('Enlazándose');
    const lesson = await newLesson('Lección que enlaza');
    const holder = await t.database.pool!.connect();
    try {
      await holder.query('begin');
      // What a lesson save does: lock the practice FOR SHARE and insert the link (its FK check too).
      await holder.query('select id from practices where id = $1 for share', [practice]);
      await holder.query('insert into lesson_practices (lesson_id, practice_id, position) values ($1, $2, 0)', [
        lesson,
        practice,
      ]);
      const answer = await startBlocked(t.as('content').delete(`/api/practices/${practice}`));
      await holder.query('commit');
      expect(await answer()).toMatchObject({
        status: 409,
        body: {
          success: false,
          detail: 'No se puede eliminar la práctica porque está enlazada a las lecciones: Lección que enlaza',
        },
      });
    } finally {
      holder.release();
    }
    expect((await t.as('content').get(`/api/lessons/${lesson}`)).body.data.linked_practices).toEqual([practice]);
  });

  it('a delete first: the lesson save waits for it and then says the practice does not exist (422)', async () => {
    const practice = await newPractice('Borrándose');
    const lesson = await newLesson('Lección que llega tarde');
    const holder = await t.database.pool!.connect();
    try {
      await holder.query('begin');
      // What the practice delete does: lock the row FOR UPDATE, find no link, delete.
      await holder.query('select id from practices where id = $1 for update', [practice]);
      await holder.query('delete from practices where id = $1', [practice]);
      const answer = await startBlocked(
        t.as('content').patch(`/api/lessons/${lesson}`, { linked_practices: [practice] }),
      );
      await holder.query('commit');
      expect(await answer()).toMatchObject({
        status: 422,
        body: {
          success: false,
          detail: [
            { loc: ['body', 'linked_practices', 0], msg: `La práctica ${practice} no existe`, type: 'reference_error' },
          ],
        },
      });
    } finally {
      holder.release();
    }
    expect((await t.as('content').get(`/api/lessons/${lesson}`)).body.data.linked_practices).toEqual([]);
  });
});
