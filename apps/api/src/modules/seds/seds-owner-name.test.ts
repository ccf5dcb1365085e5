// Issue 8: an admin's SED list names the student of each row (user_name, the owner's name).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seds } from '../../db/schema';
import { newId } from '../../lib/ids';
import { startTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
const ids = { lucia: newId(), diego: newId() };

beforeAll(async () => {
  t = await startTestApp();
  // Rows only (the list never opens the audio): one SED of student1 (Lucía) and one of student2 (Diego).
  await t.db.insert(seds).values([
    {
      id: ids.lucia,
      user_id: t.people.student1.id,
      video_url: 'https://example.com/a',
      audio_file: 'seds/a.webm',
      status: 'pendiente',
    },
    {
      id: ids.diego,
      user_id: t.people.student2.id,
      video_url: 'https://example.com/b',
      audio_file: 'seds/b.webm',
      status: 'pendiente',
    },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const names = (rows: { id: string; user_name: string }[]) =>
  Object.fromEntries(rows.map((row) => [row.id, row.user_name]));

describe('SED owner names', () => {
  it("lists every student's SEDs to an admin, each row with its owner's name", async () => {
    const res = await t.as('admin').get('/api/seds?page_number=1&page_size=10');
    expect(res.status).toBe(200);
    expect(names(res.body.data.data)).toEqual({ [ids.lucia]: 'Lucía Hernández', [ids.diego]: 'Diego Ramírez' });
  });

  it('names the owner on a single SED, and a student reads only their own, with their name', async () => {
    const detail = await t.as('admin').get(`/api/seds/${ids.diego}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.user_name).toBe('Diego Ramírez');

    const own = await t.as('student1').get('/api/seds?page_number=1&page_size=10');
    expect(names(own.body.data.data)).toEqual({ [ids.lucia]: 'Lucía Hernández' });
  });
});
