// Roles (spec part 2 §3, §5, §6; DESIGN §5): lowercase names, permissions per resource, an optional
// view; system roles stay; the admin role keeps every permission; a change applies on the next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACTIONS, NAME_MESSAGE, RESOURCES } from '@charla/domain/access';
import { ADMIN_ROLE_ID, CONTENT_ROLE_ID, STUDENT_ROLE_ID, STUDENT_VIEW_ID, TUTOR_ROLE_ID } from '@charla/domain/ids';
import { roles } from '../../db/schema';
import { newId } from '../../lib/ids';
import { startTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const FULL = Object.fromEntries(RESOURCES.map((resource) => [resource, [...ACTIONS]]));

async function storedRole(id: string) {
  const [row] = await t.db.select().from(roles).where(eq(roles.id, id));
  return row;
}

describe('POST /api/roles', () => {
  it('creates a role: 201 {success, data} with its defaults', async () => {
    const res = await t.as('admin').post('/api/roles', { name: 'soporte' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      data: {
        id: expect.any(String),
        name: 'soporte',
        description: null,
        user_view_id: null,
        permissions: {},
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    const full = await t.as('admin').post('/api/roles', {
      name: 'lectura_planes',
      description: 'Solo planes',
      user_view_id: STUDENT_VIEW_ID,
      permissions: { plans: ['read'], users: ['read', 'patch'] },
    });
    expect(full.body.data).toMatchObject({
      description: 'Solo planes',
      user_view_id: STUDENT_VIEW_ID,
      permissions: { plans: ['read'], users: ['read', 'patch'] },
    });
  });

  it('takes names of lowercase letters and underscores only', async () => {
    expect((await t.as('admin').post('/api/roles', { name: 'con_guion_bajo' })).status).toBe(201);
    for (const name of ['Mayusculas', 'con espacio', 'rol1', 'rol-x', 'ñandu', 'rol.x', 'ROL']) {
      const res = await t.as('admin').post('/api/roles', { name });
      expect(res.status, name).toBe(422);
      expect(res.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'name'], msg: NAME_MESSAGE })]);
    }
    for (const body of [{}, { name: '' }, { name: '  ' }]) {
      const res = await t.as('admin').post('/api/roles', body);
      expect(res.status).toBe(422);
      expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'name'], msg: 'El nombre es obligatorio' });
    }
  });

  it('refuses a name already taken (409) and a view that does not exist (422)', async () => {
    const taken = await t.as('admin').post('/api/roles', { name: 'tutor' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ success: false, detail: 'Ya existe un rol con ese nombre' });
    const view = await t.as('admin').post('/api/roles', { name: 'sin_vista', user_view_id: newId() });
    expect(view.status).toBe(422);
    expect(view.body.detail).toEqual([
      { loc: ['body', 'user_view_id'], msg: 'La vista no existe', type: 'reference_error' },
    ]);
  });

  it('takes only known resources and actions', async () => {
    for (const permissions of [
      { lessons: ['fly'] },
      { lessons: ['read', 'read'] },
      { lessons: 'read' },
      { planets: ['read'] },
      ['users'],
    ]) {
      const res = await t.as('admin').post('/api/roles', { name: 'permisos_malos', permissions });
      expect(res.status, JSON.stringify(permissions)).toBe(422);
      expect(res.body.detail[0].loc.slice(0, 2)).toEqual(['body', 'permissions']);
    }
  });
});

describe('PUT and PATCH /api/roles/:id', () => {
  it('PUT replaces the role; PATCH changes only the fields it names', async () => {
    const created = await t.as('admin').post('/api/roles', {
      name: 'editable',
      description: 'Antes',
      user_view_id: STUDENT_VIEW_ID,
      permissions: { lessons: ['read'] },
    });
    const id = created.body.data.id;
    const renamed = await t.as('admin').patch(`/api/roles/${id}`, { name: 'renombrado' });
    expect(renamed.status).toBe(200);
    // A rename keeps the view: dropping it would lift the role's row restrictions.
    expect(renamed.body.data).toMatchObject({
      name: 'renombrado',
      description: 'Antes',
      user_view_id: STUDENT_VIEW_ID,
      permissions: { lessons: ['read'] },
    });
    const permissions = await t.as('admin').patch(`/api/roles/${id}`, { permissions: { lessons: ['read', 'patch'] } });
    expect(permissions.body.data).toMatchObject({
      name: 'renombrado',
      user_view_id: STUDENT_VIEW_ID,
      permissions: { lessons: ['read', 'patch'] },
    });
    const invalid = await t.as('admin').patch(`/api/roles/${id}`, { name: 'Mal Nombre' });
    expect(invalid.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'name'], msg: NAME_MESSAGE })]);

    const replaced = await t.as('admin').put(`/api/roles/${id}`, { name: 'reemplazado' });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({
      name: 'reemplazado',
      description: null,
      user_view_id: null,
      permissions: {},
    });
    const noName = await t.as('admin').put(`/api/roles/${id}`, { description: 'sin nombre' });
    expect(noName.status).toBe(422);
  });

  it('the admin role keeps every permission, its name and no view (409, unchanged)', async () => {
    const before = await storedRole(ADMIN_ROLE_ID);
    const attempts: [string, object][] = [
      ['put', { name: 'admin', permissions: { ...FULL, users: ['read'] } }],
      ['put', { name: 'jefe', permissions: FULL }],
      ['put', { name: 'admin', permissions: FULL, user_view_id: STUDENT_VIEW_ID }],
      ['patch', { permissions: { users: ['read'] } }],
      ['patch', { name: 'superadmin' }],
      ['patch', { user_view_id: STUDENT_VIEW_ID }],
    ];
    for (const [method, body] of attempts) {
      const res =
        method === 'put'
          ? await t.as('admin').put(`/api/roles/${ADMIN_ROLE_ID}`, body)
          : await t.as('admin').patch(`/api/roles/${ADMIN_ROLE_ID}`, body);
      expect(res.status, `${method} ${JSON.stringify(body)}`).toBe(409);
      expect(res.body.success).toBe(false);
    }
    expect(await storedRole(ADMIN_ROLE_ID)).toEqual(before);
    const description = await t.as('admin').patch(`/api/roles/${ADMIN_ROLE_ID}`, { description: 'Dirección' });
    expect(description.status).toBe(200);
    expect(description.body.data).toMatchObject({ name: 'admin', user_view_id: null, permissions: FULL });
    expect((await t.as('admin').put(`/api/roles/${ADMIN_ROLE_ID}`, { name: 'admin', permissions: FULL })).status).toBe(
      200,
    );
  });

  it('a change applies on the very next request', async () => {
    const student = t.as('student1');
    const own = `/api/users/${t.people.student1.id}`;
    expect((await student.get(own)).status).toBe(200);
    const role = await storedRole(STUDENT_ROLE_ID);
    const { users: _users, ...withoutUsers } = role!.permissions;
    expect((await t.as('admin').patch(`/api/roles/${STUDENT_ROLE_ID}`, { permissions: withoutUsers })).status).toBe(
      200,
    );
    expect((await student.get(own)).status).toBe(403);
    expect(
      (await t.as('admin').patch(`/api/roles/${STUDENT_ROLE_ID}`, { permissions: role!.permissions })).status,
    ).toBe(200);
    expect((await student.get(own)).status).toBe(200);
  });
});

describe('DELETE /api/roles/:id', () => {
  it('system roles are never deleted (409), used or not', async () => {
    for (const id of [ADMIN_ROLE_ID, STUDENT_ROLE_ID, TUTOR_ROLE_ID, CONTENT_ROLE_ID]) {
      const res = await t.as('admin').delete(`/api/roles/${id}`);
      expect(res.status, id).toBe(409);
      expect(res.body).toEqual({ success: false, detail: 'Los roles del sistema no se pueden eliminar' });
      expect(await storedRole(id)).toBeDefined();
    }
  });

  it('a role in use is a 409; unused it goes', async () => {
    const created = await t.as('admin').post('/api/roles', { name: 'temporal' });
    const id = created.body.data.id;
    const user = await t
      .as('admin')
      .post('/api/users', { name: 'Con rol', email: 'conrol@ejemplo.com', phone: '1', role_id: id });
    const inUse = await t.as('admin').delete(`/api/roles/${id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body).toEqual({ success: false, detail: 'El rol está asignado a usuarios y no se puede eliminar' });
    expect((await t.as('admin').delete(`/api/users/${user.body.data.id}`)).status).toBe(200);
    const gone = await t.as('admin').delete(`/api/roles/${id}`);
    expect(gone).toMatchObject({ status: 200, body: { success: true, data: { id } } });
    expect((await t.as('admin').get(`/api/roles/${id}`)).status).toBe(404);
  });
});

describe('GET /api/roles', () => {
  it('lists {success, data: {data, page_number, page_size}}; a tutor reads only their own role', async () => {
    const admin = await t.as('admin').get('/api/roles?page_number=1');
    expect(admin.body).toEqual({ success: true, data: { data: expect.any(Array), page_number: 1, page_size: 10 } });
    const tutor = await t.as('tutor1').get('/api/roles');
    expect(tutor.body.data.data.map((role: { id: string }) => role.id)).toEqual([TUTOR_ROLE_ID]);
    expect((await t.as('tutor1').get(`/api/roles/${ADMIN_ROLE_ID}`)).status).toBe(404);
  });
});
