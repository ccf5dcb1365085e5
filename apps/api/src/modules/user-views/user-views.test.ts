// User views (spec part 2 §3, §5, §6; DESIGN §5): lowercase names, filters validated when saved, a
// view used by a role stays, a change applies on the next request. The filters' semantics are proved
// in test/view-semantics.test.ts and the access differential tests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_VIEW_FILTER, NAME_MESSAGE } from '@charla/domain/access';
import { STUDENT_VIEW_ID, TUTOR_VIEW_ID } from '@charla/domain/ids';
import { userViews } from '../../db/schema';
import { startTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function storedView(id: string) {
  const [row] = await t.db.select().from(userViews).where(eq(userViews.id, id));
  return row;
}

describe('POST /api/user_views', () => {
  it('creates a view: 201 {success, data}; an empty filter list enables a collection', async () => {
    const views = { lessons: [], seds: [DEFAULT_VIEW_FILTER] };
    const res = await t.as('admin').post('/api/user_views', { name: 'mis_seds', description: 'SEDs propios', views });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      data: {
        id: expect.any(String),
        name: 'mis_seds',
        description: 'SEDs propios',
        views,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    const bare = await t.as('admin').post('/api/user_views', { name: 'vacia' });
    expect(bare.body.data).toMatchObject({ description: null, views: {} });
  });

  it('takes names of lowercase letters and underscores only, each once', async () => {
    for (const name of ['Vista', 'vista 2', 'vista-2', 'vista2', 'VISTA']) {
      const res = await t.as('admin').post('/api/user_views', { name });
      expect(res.status, name).toBe(422);
      expect(res.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'name'], msg: NAME_MESSAGE })]);
    }
    const taken = await t.as('admin').post('/api/user_views', { name: 'student_view' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ success: false, detail: 'Ya existe una vista con ese nombre' });
  });

  it('validates the filters when saved (422 pointing into views)', async () => {
    const filter = { ...DEFAULT_VIEW_FILTER };
    const bad: unknown[] = [
      { planets: [] },
      { seds: [{ ...filter, operator: '$regex' }] },
      { seds: [{ ...filter, operations: [] }] },
      { seds: [{ ...filter, operations: ['fly'] }] },
      { seds: [{ ...filter, user_field: 'password_hash' }] },
      { seds: [{ ...filter, collection_field: 'audio_file' }] },
      { seds: [{ ...filter, extra: true }] },
      { seds: filter },
      [],
    ];
    for (const views of bad) {
      const res = await t.as('admin').post('/api/user_views', { name: 'mala', views });
      expect(res.status, JSON.stringify(views)).toBe(422);
      expect(res.body.detail[0].loc.slice(0, 2), JSON.stringify(views)).toEqual(['body', 'views']);
    }
    const proto = await t.as('admin').raw({
      method: 'POST',
      url: '/api/user_views',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"mala","views":{"__proto__":[]}}',
    });
    expect(proto.status).toBe(400);
    expect((await t.as('admin').get('/api/user_views?q=mala')).body.data.data).toEqual([]);
  });
});

describe('PUT and PATCH /api/user_views/:id', () => {
  it('PUT replaces the view; PATCH changes only the fields it names', async () => {
    const views = { seds: [DEFAULT_VIEW_FILTER] };
    const created = await t.as('admin').post('/api/user_views', { name: 'editable', description: 'Antes', views });
    const id = created.body.data.id;
    const patched = await t.as('admin').patch(`/api/user_views/${id}`, { description: 'Después' });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ name: 'editable', description: 'Después', views });
    const renamed = await t.as('admin').patch(`/api/user_views/${id}`, { name: 'renombrada' });
    expect(renamed.body.data).toMatchObject({ name: 'renombrada', views });
    const replaced = await t.as('admin').put(`/api/user_views/${id}`, { name: 'reemplazada' });
    expect(replaced.body.data).toMatchObject({ name: 'reemplazada', description: null, views: {} });
    const invalid = await t
      .as('admin')
      .patch(`/api/user_views/${id}`, { views: { seds: [{ ...DEFAULT_VIEW_FILTER, operator: '$like' }] } });
    expect(invalid.status).toBe(422);
    expect((await storedView(id))!.views).toEqual({});
  });

  it('a change applies on the very next request', async () => {
    const student = t.as('student1');
    const own = `/api/users/${t.people.student1.id}`;
    expect((await student.get(own)).status).toBe(200);
    const view = await storedView(STUDENT_VIEW_ID);
    const { users: _users, ...withoutUsers } = view!.views;
    expect((await t.as('admin').patch(`/api/user_views/${STUDENT_VIEW_ID}`, { views: withoutUsers })).status).toBe(200);
    // The view no longer has the collection: 403.
    expect((await student.get(own)).status).toBe(403);
    expect((await t.as('admin').patch(`/api/user_views/${STUDENT_VIEW_ID}`, { views: view!.views })).status).toBe(200);
    expect((await student.get(own)).status).toBe(200);
  });
});

describe('DELETE /api/user_views/:id', () => {
  it('a view used by a role is a 409, and it stays; unused it goes', async () => {
    const before = await storedView(TUTOR_VIEW_ID);
    const inUse = await t.as('admin').delete(`/api/user_views/${TUTOR_VIEW_ID}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body).toEqual({ success: false, detail: 'La vista está asignada a un rol y no se puede eliminar' });
    expect(await storedView(TUTOR_VIEW_ID)).toEqual(before);

    const created = await t.as('admin').post('/api/user_views', { name: 'efimera' });
    const id = created.body.data.id;
    expect(await t.as('admin').delete(`/api/user_views/${id}`)).toMatchObject({
      status: 200,
      body: { success: true, data: { id } },
    });
    expect((await t.as('admin').get(`/api/user_views/${id}`)).status).toBe(404);
  });
});

describe('GET /api/user_views', () => {
  it('lists for the admin; no other seeded role may read views', async () => {
    const admin = await t.as('admin').get('/api/user_views?page_number=1&sort_by=name');
    expect(admin.body.data.data.map((view: { name: string }) => view.name)).toEqual(
      expect.arrayContaining(['content_view', 'student_view', 'tutor_view']),
    );
    for (const person of ['student1', 'tutor1', 'content'] as const) {
      const res = await t.as(person).get('/api/user_views');
      expect(res.status, person).toBe(403);
    }
  });
});
