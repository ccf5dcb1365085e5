// Users as the admin screens use them (spec part 2 §3, §5, §7): the form's rules with their Spanish
// messages, response shapes, duplicate emails, references, passwords.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DUPLICATE_EMAIL_MESSAGE } from '@charla/domain/auth';
import { STUDENT_ROLE_ID, TUTOR_ROLE_ID } from '@charla/domain/ids';
import { newId } from '../../lib/ids';
import { users } from '../../db/schema';
import { startTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const USER_KEYS = [
  'created_at',
  'current_lesson_id',
  'current_lesson_title',
  'email',
  'id',
  'lesson_level',
  'name',
  'phone',
  'plan_id',
  'role_id',
  'tutor_id',
  'updated_at',
];

describe('POST /api/users', () => {
  it('creates a student by default: 201 {success, data} without the password hash', async () => {
    const res = await t
      .as('admin')
      .post('/api/users', { name: '  Rosa Díaz ', email: 'rosa@ejemplo.com', phone: '+52 1' });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['success', 'data']);
    expect(res.body.success).toBe(true);
    expect(Object.keys(res.body.data).sort()).toEqual(USER_KEYS);
    expect(res.body.data).toMatchObject({
      name: 'Rosa Díaz',
      email: 'rosa@ejemplo.com',
      phone: '+52 1',
      role_id: STUDENT_ROLE_ID,
      plan_id: null,
      lesson_level: 0,
      current_lesson_id: null,
      tutor_id: null,
    });
    expect(res.body.data.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const [row] = await t.db.select().from(users).where(eq(users.id, res.body.data.id));
    expect(row!.password_hash).toBeNull();
  });

  it("requires name, email and phone, with the spec's messages", async () => {
    const missing = await t.as('admin').post('/api/users', {});
    expect(missing.status).toBe(422);
    expect(missing.body.success).toBe(false);
    expect(missing.body.detail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ loc: ['body', 'name'], msg: 'El nombre es obligatorio' }),
        expect.objectContaining({ loc: ['body', 'email'], msg: 'El correo electrónico es obligatorio' }),
        expect.objectContaining({ loc: ['body', 'phone'], msg: 'El teléfono es obligatorio' }),
      ]),
    );
    const blank = await t.as('admin').post('/api/users', { name: '   ', email: ' ', phone: '  ' });
    expect(blank.status).toBe(422);
    expect(blank.body.detail.map((issue: { msg: string }) => issue.msg)).toEqual([
      'El nombre es obligatorio',
      'El correo electrónico es obligatorio',
      'El teléfono es obligatorio',
    ]);
    const email = await t.as('admin').post('/api/users', { name: 'A', email: 'no-es-correo', phone: '1' });
    expect(email.body.detail).toEqual([
      { loc: ['body', 'email'], msg: 'Correo electrónico no válido', type: 'invalid_format' },
    ]);
  });

  it('takes lesson_level as an integer of at least 0', async () => {
    for (const [lesson_level, msg] of [
      [-1, 'El nivel debe ser mayor o igual a 0'],
      [1.5, 'El nivel debe ser un número entero'],
      ['2', 'El nivel debe ser un número entero'],
    ] as const) {
      const res = await t
        .as('admin')
        .post('/api/users', { name: 'A', email: `nivel${lesson_level}@ejemplo.com`, phone: '1', lesson_level });
      expect(res.status, String(lesson_level)).toBe(422);
      expect(res.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'lesson_level'], msg })]);
    }
    const zero = await t
      .as('admin')
      .post('/api/users', { name: 'A', email: 'nivel0@ejemplo.com', phone: '1', lesson_level: 0 });
    expect(zero.status).toBe(201);
    const five = await t
      .as('admin')
      .post('/api/users', { name: 'A', email: 'nivel5@ejemplo.com', phone: '1', lesson_level: 5 });
    expect(five.body.data.lesson_level).toBe(5);
  });

  it('refuses a duplicate email, whatever its case, with 409', async () => {
    const res = await t.as('admin').post('/api/users', { name: 'Otra', email: 'ESTUDIANTE1@charla.test', phone: '1' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, detail: DUPLICATE_EMAIL_MESSAGE });
  });

  it('names a reference that does not exist (422), and stores the ones that do', async () => {
    const res = await t
      .as('admin')
      .post('/api/users', { name: 'A', email: 'ref@ejemplo.com', phone: '1', plan_id: newId() });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([{ loc: ['body', 'plan_id'], msg: 'El plan no existe', type: 'reference_error' }]);
    const role = await t
      .as('admin')
      .post('/api/users', { name: 'A', email: 'ref@ejemplo.com', phone: '1', role_id: newId() });
    expect(role.body.detail).toEqual([{ loc: ['body', 'role_id'], msg: 'El rol no existe', type: 'reference_error' }]);
    const ok = await t.as('admin').post('/api/users', {
      name: 'A',
      email: 'ref@ejemplo.com',
      phone: '1',
      role_id: TUTOR_ROLE_ID,
      plan_id: t.people.student1.plan_id,
      tutor_id: t.people.tutor2.own_tutor_id,
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({
      role_id: TUTOR_ROLE_ID,
      plan_id: t.people.student1.plan_id,
      tutor_id: t.people.tutor2.own_tutor_id,
    });
  });

  it('hashes a given password: the new user can sign in with it', async () => {
    const created = await t
      .as('admin')
      .post('/api/users', { name: 'Con clave', email: 'clave@ejemplo.com', phone: '1', password: 'segura123' });
    expect(created.status).toBe(201);
    const login = await t.anon.post('/api/login', { email: 'clave@ejemplo.com', password: 'segura123' });
    expect(login.status).toBe(200);
    const short = await t
      .as('admin')
      .post('/api/users', { name: 'A', email: 'corta@ejemplo.com', phone: '1', password: 'corta' });
    expect(short.body.detail).toEqual([
      expect.objectContaining({ loc: ['body', 'password'], msg: 'La contraseña debe tener al menos 8 caracteres' }),
    ]);
  });
});

describe('GET /api/users/:id, PATCH, PUT, DELETE', () => {
  it('reads one user: 200 {success, data}; an unknown or malformed id is a 404 in the error shape', async () => {
    const res = await t.as('admin').get(`/api/users/${t.people.student2.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: expect.objectContaining({ id: t.people.student2.id, email: 'estudiante2@charla.test' }),
    });
    expect(Object.keys(res.body.data).sort()).toEqual(USER_KEYS);
    for (const id of [newId(), 'no-es-un-id']) {
      const missing = await t.as('admin').get(`/api/users/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ success: false, detail: expect.any(String) });
    }
  });

  it('PATCH changes only the fields it names', async () => {
    const created = await t
      .as('admin')
      .post('/api/users', { name: 'Parcial', email: 'parcial@ejemplo.com', phone: '111', lesson_level: 3 });
    const id = created.body.data.id;
    const res = await t.as('admin').patch(`/api/users/${id}`, { phone: '222' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Parcial',
      email: 'parcial@ejemplo.com',
      phone: '222',
      lesson_level: 3,
    });
    expect(Date.parse(res.body.data.updated_at)).toBeGreaterThan(Date.parse(created.body.data.updated_at));
    const put = await t
      .as('admin')
      .put(`/api/users/${id}`, { name: 'Completo', email: 'completo@ejemplo.com', phone: '333' });
    expect(put.body.data).toMatchObject({
      name: 'Completo',
      email: 'completo@ejemplo.com',
      phone: '333',
      lesson_level: 3,
    });
  });

  it('validates an update like a create: blank required fields, negative level, taken email', async () => {
    const id = t.people.student3.id;
    const blank = await t.as('admin').patch(`/api/users/${id}`, { name: '', phone: ' ' });
    expect(blank.status).toBe(422);
    expect(blank.body.detail.map((issue: { loc: unknown[] }) => issue.loc)).toEqual([
      ['body', 'name'],
      ['body', 'phone'],
    ]);
    const level = await t.as('admin').patch(`/api/users/${id}`, { lesson_level: -3 });
    expect(level.body.detail).toEqual([expect.objectContaining({ msg: 'El nivel debe ser mayor o igual a 0' })]);
    const taken = await t.as('admin').patch(`/api/users/${id}`, { email: 'Tutor1@Charla.test' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ success: false, detail: DUPLICATE_EMAIL_MESSAGE });
    const own = await t.as('admin').patch(`/api/users/${id}`, { email: 'ESTUDIANTE3@charla.test' });
    expect(own.status).toBe(200);
  });

  it('a new password replaces the old one', async () => {
    const id = t.people.student4.id;
    expect((await t.as('admin').patch(`/api/users/${id}`, { password: 'nueva-clave-1' })).status).toBe(200);
    expect((await t.anon.post('/api/login', { email: 'estudiante4@charla.test', password: 'charla123' })).status).toBe(
      401,
    );
    expect(
      (await t.anon.post('/api/login', { email: 'estudiante4@charla.test', password: 'nueva-clave-1' })).status,
    ).toBe(200);
  });

  it('DELETE answers {success, data: {id}}; the user is gone', async () => {
    const created = await t.as('admin').post('/api/users', { name: 'Borrar', email: 'borrar@ejemplo.com', phone: '1' });
    const id = created.body.data.id;
    const res = await t.as('admin').delete(`/api/users/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { id } });
    expect((await t.as('admin').get(`/api/users/${id}`)).status).toBe(404);
    expect((await t.as('admin').delete(`/api/users/${id}`)).status).toBe(404);
  });
});

describe('GET /api/users', () => {
  it('answers {success, data: {data, page_number, page_size}}; a student sees only themselves', async () => {
    // More users than a page of 10 holds, whatever else the database has.
    for (let i = 0; i < 11; i++) {
      const email = `pagina-${newId().slice(-12)}@ejemplo.com`;
      expect((await t.as('admin').post('/api/users', { name: `Página ${i}`, email, phone: '1' })).status).toBe(201);
    }
    const admin = await t.as('admin').get('/api/users?page_number=1&page_size=10');
    expect(admin.status).toBe(200);
    expect(admin.body).toEqual({ success: true, data: { data: expect.any(Array), page_number: 1, page_size: 10 } });
    expect(admin.body.data.data).toHaveLength(10);
    const student = await t.as('student1').get('/api/users');
    expect(student.body.data.data.map((user: { id: string }) => user.id)).toEqual([t.people.student1.id]);
    expect(student.body.data.data[0].password_hash).toBeUndefined();
  });

  it('a tutor lists their own students (and themselves), searchable', async () => {
    const res = await t.as('tutor1').get(`/api/users?role_id=${STUDENT_ROLE_ID}`);
    expect(res.body.data.data.map((user: { email: string }) => user.email).sort()).toEqual([
      'estudiante1@charla.test',
      'estudiante2@charla.test',
    ]);
    const search = await t.as('tutor1').get('/api/users?q=DIEGO');
    expect(search.body.data.data.map((user: { email: string }) => user.email)).toEqual(['estudiante2@charla.test']);
  });
});
