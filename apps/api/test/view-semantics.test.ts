// View semantics through the HTTP API (DESIGN §5), with roles and views an administrator creates:
// absent collections, empty filter lists, ORed grants, uncovered operations, NULL user values,
// literal substrings, null-safe $ne, changes on the very next request, paging after filtering,
// writes outside the grant, and 404 (never 403) for rows the caller may not see.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@charla/domain/http';
import { STUDENT_ROLE_ID } from '@charla/domain/ids';
import { roles, userViews } from '../src/db/schema';
import { startTestApp, type Client, type TestApp } from './app';
import { READ, grant, listIds, restrictedPerson } from './view-roles';

let t: TestApp;
let admin: Client;
let planIds: Record<string, string>;
const FORBIDDEN = { success: false, detail: MESSAGES.forbidden };

beforeAll(async () => {
  t = await startTestApp();
  admin = t.as('admin');
  const plans = await admin.get('/api/plans');
  planIds = Object.fromEntries((plans.body.data.data as { id: string; name: string }[]).map((p) => [p.name, p.id]));
  expect(Object.keys(planIds)).toEqual(expect.arrayContaining(['Básico', 'Intensivo', 'Francés']));
});
afterAll(() => t.close());

async function allUsers(): Promise<{ id: string; name: string; plan_id: string | null; tutor_id: string | null }[]> {
  const res = await admin.get('/api/users');
  expect(res.status).toBe(200);
  return res.body.data.data;
}

describe('which rows a view reaches', () => {
  it('answers 403 for a collection the view does not name, with the permission granted', async () => {
    const p = await restrictedPerson(
      t,
      'sin_planes',
      { plans: ['read'], users: ['read'] },
      { users: [grant(READ, 'id', '$eq', 'id')] },
    );
    expect(await p.client.get(`/api/users/${p.id}`)).toMatchObject({ status: 200 });
    for (const res of [await p.client.get('/api/plans'), await p.client.get(`/api/plans/${planIds['Básico']}`)]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
  });

  it('reaches every row, for every operation, with an empty filter list', async () => {
    const p = await restrictedPerson(t, 'todos_planes', { plans: ['read', 'patch'] }, { plans: [] });
    expect(await listIds(p.client, '/api/plans')).toEqual(await listIds(admin, '/api/plans'));
    expect((await p.client.get(`/api/plans/${planIds['Francés']}`)).status).toBe(200);
    const res = await p.client.patch(`/api/plans/${planIds['Francés']}`, { maximum_total_sessions: 4 });
    expect(res.status).toBe(200);
  });

  it('ORs the grants that list the operation', async () => {
    const tutorRecord = t.people.tutor1.own_tutor_id!;
    const p = await restrictedPerson(
      t,
      'grupo_tutor',
      { users: ['read', 'patch', 'delete'] },
      {
        users: [grant(READ, 'id', '$eq', 'id'), grant(READ, 'tutor_id', '$eq', 'tutor_id')],
      },
      { tutor_id: tutorRecord },
    );
    const expected = (await allUsers())
      .filter((u) => u.id === p.id || u.tutor_id === tutorRecord)
      .map((u) => u.id)
      .sort();
    // Themselves, tutor1 (whose tutor_id is their own record) and tutor1's two students.
    expect(expected).toHaveLength(4);
    expect(await listIds(p.client, '/api/users')).toEqual(expected);
    expect((await p.client.get(`/api/users/${t.people.student1.id}`)).status).toBe(200);
    expect((await p.client.get(`/api/users/${t.people.student3.id}`)).status).toBe(404);
  });

  it('answers 403 for an operation no filter lists, and changes nothing', async () => {
    const p = await restrictedPerson(
      t,
      'solo_lectura',
      { users: ['read', 'patch', 'delete'] },
      {
        users: [grant(READ, 'id', '$eq', 'id'), grant(['read', 'delete'], 'tutor_id', '$eq', 'tutor_id')],
      },
      { name: 'Solo Lectura', tutor_id: t.people.tutor2.own_tutor_id },
    );
    const patch = await p.client.patch(`/api/users/${p.id}`, { name: 'Otro Nombre' });
    expect(patch.status).toBe(403);
    expect(patch.body).toEqual(FORBIDDEN);
    expect((await admin.get(`/api/users/${p.id}`)).body.data.name).toBe('Solo Lectura');
    // delete is listed by the second grant only: tutor2's students, not tutor1's.
    expect((await p.client.delete(`/api/users/${t.people.student1.id}`)).status).toBe(404);
    expect((await admin.get(`/api/users/${t.people.student1.id}`)).status).toBe(200);
  });

  it("matches nothing when the caller's value is NULL, even with $ne", async () => {
    const p = await restrictedPerson(
      t,
      'sin_plan',
      { plans: ['read'] },
      { plans: [grant(READ, 'id', '$eq', 'plan_id')] },
    );
    const list = await p.client.get('/api/plans?page_number=1&page_size=10');
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual({ data: [], page_number: 1, page_size: 10 });
    const one = await p.client.get(`/api/plans/${planIds['Básico']}`);
    expect(one.status).toBe(404);
    expect(one.body).toEqual({ success: false, detail: 'Plan no encontrado' });

    await admin.put(`/api/user_views/${p.viewId}`, {
      name: 'sin_plan_view',
      views: { plans: [grant(READ, 'id', '$ne', 'plan_id')] },
    });
    expect(await listIds(p.client, '/api/plans')).toEqual([]);
    expect((await p.client.get(`/api/plans/${planIds['Básico']}`)).status).toBe(404);

    // The caller's values are read from the database on every request.
    expect((await admin.patch(`/api/users/${p.id}`, { plan_id: planIds['Básico'] })).status).toBe(200);
    expect(await listIds(p.client, '/api/plans')).toEqual([planIds['Intensivo'], planIds['Francés']].sort());
  });

  it("treats % _ and \\ in the caller's value as literal characters for $contains", async () => {
    const p = await restrictedPerson(
      t,
      'comodines',
      { users: ['read'] },
      { users: [grant(READ, 'name', '$contains', 'name')] },
      { name: '10%_off\\' },
    );
    const names = ['zz10%_off\\zz', '10XYZ_off\\', '10%Aoff\\', '10%_off', '10%_offX', '1%_off\\'];
    const created: Record<string, string> = {};
    for (const [i, name] of names.entries()) {
      const res = await admin.post('/api/users', { name, email: `comodin${i}@vistas.test`, phone: '+506 1' });
      expect(res.status).toBe(201);
      created[name] = res.body.data.id;
    }
    expect(await listIds(p.client, '/api/users')).toEqual([p.id, created['zz10%_off\\zz']!].sort());
    expect((await p.client.get(`/api/users/${created['10XYZ_off\\']}`)).status).toBe(404);
  });

  it('counts NULL row values as different for $ne (IS DISTINCT FROM)', async () => {
    const p = await restrictedPerson(
      t,
      'otro_plan',
      { users: ['read'] },
      { users: [grant(READ, 'plan_id', '$ne', 'plan_id')] },
      { plan_id: planIds['Básico'] },
    );
    const everyone = await allUsers();
    const expected = everyone
      .filter((u) => u.plan_id !== planIds['Básico'])
      .map((u) => u.id)
      .sort();
    expect(expected).toContain(t.people.admin.id);
    expect(everyone.find((u) => u.id === t.people.admin.id)?.plan_id).toBeNull();
    const seen = await listIds(p.client, '/api/users');
    expect(seen).toEqual(expected);
    expect(seen).not.toContain(t.people.student1.id);
    expect(seen).not.toContain(p.id);
  });
});

describe('changes take effect on the very next request', () => {
  it("role permissions, view filters and the user's role, through the API", async () => {
    const p = await restrictedPerson(
      t,
      'cambiante',
      { plans: ['read'] },
      { plans: [] },
      { plan_id: planIds['Intensivo'] },
    );
    const role = (permissions: object) =>
      admin.put(`/api/roles/${p.roleId}`, { name: 'cambiante_role', permissions, user_view_id: p.viewId });
    const view = (views: object) => admin.put(`/api/user_views/${p.viewId}`, { name: 'cambiante_view', views });

    expect((await p.client.get('/api/plans')).status).toBe(200);
    expect((await role({})).status).toBe(200);
    expect((await p.client.get('/api/plans')).status).toBe(403);
    expect((await role({ plans: ['read'] })).status).toBe(200);
    expect(await listIds(p.client, '/api/plans')).toHaveLength(3);

    expect((await view({ plans: [grant(READ, 'id', '$eq', 'plan_id')] })).status).toBe(200);
    expect(await listIds(p.client, '/api/plans')).toEqual([planIds['Intensivo']]);
    expect((await view({})).status).toBe(200);
    expect((await p.client.get('/api/plans')).status).toBe(403);

    expect((await admin.patch(`/api/users/${p.id}`, { role_id: STUDENT_ROLE_ID })).status).toBe(200);
    expect(await listIds(p.client, '/api/plans')).toEqual([planIds['Intensivo']]);
  });

  it('a change written by another process (not through this app) is seen too', async () => {
    const p = await restrictedPerson(t, 'otro_proceso', { plans: ['read'] }, { plans: [] });
    expect(await listIds(p.client, '/api/plans')).toHaveLength(3);
    await t.db
      .update(userViews)
      .set({ views: { plans: [grant(READ, 'id', '$eq', 'plan_id')] } })
      .where(eq(userViews.id, p.viewId));
    expect(await listIds(p.client, '/api/plans')).toEqual([]);
    await t.db.update(roles).set({ permissions: {} }).where(eq(roles.id, p.roleId));
    expect((await p.client.get('/api/plans')).status).toBe(403);
    await t.db
      .update(roles)
      .set({ permissions: { plans: ['read'] }, user_view_id: null })
      .where(eq(roles.id, p.roleId));
    expect(await listIds(p.client, '/api/plans')).toHaveLength(3);
  });
});

describe('lists are filtered in SQL before paging', () => {
  it('keeps pages full while enough rows match', async () => {
    const phone = '+506 7777 0000';
    const p = await restrictedPerson(
      t,
      'paginas',
      { users: ['read'] },
      { users: [grant(READ, 'phone', '$eq', 'phone')] },
      { phone },
    );
    // Matching and other rows interleaved in creation order (the default sort).
    for (let i = 0; i < 48; i++) {
      const res = await admin.post('/api/users', {
        name: `Fila ${i}`,
        email: `fila${i}@vistas.test`,
        phone: i % 2 === 0 ? phone : '+506 7777 0001',
      });
      expect(res.status).toBe(201);
    }
    const expected = await listIds(p.client, '/api/users');
    expect(expected).toHaveLength(25);
    for (const sort of ['', '&sort_by=name&sort_order=-1']) {
      const pages = [];
      for (let page = 1; page <= 4; page++) {
        const res = await p.client.get(`/api/users?page_number=${page}&page_size=10${sort}`);
        expect(res.status).toBe(200);
        pages.push((res.body.data.data as { id: string }[]).map((u) => u.id));
      }
      expect(pages.map((page) => page.length)).toEqual([10, 10, 5, 0]);
      expect(pages.flat().sort()).toEqual(expected);
    }
  });
});

describe('writes and reads outside the grant', () => {
  it('refuses to create or update a row into a place outside the grant, writing nothing', async () => {
    const p = await restrictedPerson(
      t,
      'planes_norte',
      { plans: ['create', 'read', 'patch', 'delete'] },
      {
        plans: [grant(['create', 'list', 'read', 'update', 'delete'], 'name', '$contains', 'name')],
      },
      { name: 'Plan Norte' },
    );
    const outside = await p.client.post('/api/plans', { name: 'Plan Sur' });
    expect(outside.status).toBe(403);
    expect(outside.body).toEqual(FORBIDDEN);
    expect(await listIds(admin, '/api/plans?q=Plan%20Sur')).toEqual([]);

    const inside = await p.client.post('/api/plans', { name: 'Plan Norte Plus' });
    expect(inside.status).toBe(201);
    const id = inside.body.data.id;
    const moved = await p.client.patch(`/api/plans/${id}`, { name: 'Plan Sur' });
    expect(moved.status).toBe(403);
    expect((await admin.get(`/api/plans/${id}`)).body.data.name).toBe('Plan Norte Plus');
    expect((await p.client.patch(`/api/plans/${id}`, { maximum_total_sessions: 3 })).status).toBe(200);
    expect(await listIds(p.client, '/api/plans')).toEqual([id]);
    expect((await p.client.delete(`/api/plans/${id}`)).status).toBe(200);
    expect((await admin.get(`/api/plans/${id}`)).status).toBe(404);
  });

  it('refuses to create a user outside the grant', async () => {
    const phone = '+506 5555 0000';
    const p = await restrictedPerson(
      t,
      'altas',
      { users: ['create', 'read'] },
      {
        users: [grant(['create', 'list', 'read'], 'phone', '$eq', 'phone')],
      },
      { phone },
    );
    const outside = await p.client.post('/api/users', {
      name: 'Fuera',
      email: 'fuera@vistas.test',
      phone: '+506 5555 0001',
    });
    expect(outside.status).toBe(403);
    expect(await listIds(admin, '/api/users?q=fuera%40vistas.test')).toEqual([]);
    const inside = await p.client.post('/api/users', { name: 'Dentro', email: 'dentro@vistas.test', phone });
    expect(inside.status).toBe(201);
    expect(await listIds(admin, '/api/users?q=dentro%40vistas.test')).toEqual([inside.body.data.id]);
  });

  it('answers 404, exactly as for a missing row, on read, update and delete outside the grant', async () => {
    const p = await restrictedPerson(
      t,
      'planes_propios',
      { plans: ['read', 'patch', 'delete'] },
      {
        plans: [grant(['list', 'read', 'update', 'delete'], 'id', '$eq', 'plan_id')],
      },
      { plan_id: planIds['Intensivo'] },
    );
    const other = planIds['Básico'];
    const missing = '0190a5e0-0000-7000-8000-00000000dead';
    const before = (await admin.get(`/api/plans/${other}`)).body.data;
    for (const id of [other, missing]) {
      for (const res of [
        await p.client.get(`/api/plans/${id}`),
        await p.client.patch(`/api/plans/${id}`, { name: 'Cambiado' }),
        await p.client.put(`/api/plans/${id}`, { name: 'Cambiado' }),
        await p.client.delete(`/api/plans/${id}`),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ success: false, detail: 'Plan no encontrado' });
      }
    }
    expect((await admin.get(`/api/plans/${other}`)).body.data).toEqual(before);
    expect((await p.client.get(`/api/plans/${planIds['Intensivo']}`)).status).toBe(200);
  });
});
