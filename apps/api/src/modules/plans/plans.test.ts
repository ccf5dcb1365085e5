// Plans (spec part 2 §3, §5): name and language required, language en/es/fr, SED days MONDAY..SUNDAY,
// quotas integers ≥ 0 defaulting to 0; a plan in use can't be deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const QUOTAS = ['maximum_reading_sessions', 'maximum_speaking_sessions', 'maximum_total_sessions'] as const;

describe('POST /api/plans', () => {
  it('creates with the defaults: language en, no SED days, quotas 0 — 201 {success, data}', async () => {
    const res = await t.as('admin').post('/api/plans', { name: ' Plan Nuevo ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      data: {
        id: expect.any(String),
        name: 'Plan Nuevo',
        language: 'en',
        sed_submission_days: [],
        maximum_reading_sessions: 0,
        maximum_speaking_sessions: 0,
        maximum_total_sessions: 0,
        is_default: false,
        cancel_notice_hours: 0,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
  });

  it('stores every field as given', async () => {
    const body = {
      name: 'Francés plus',
      language: 'fr',
      sed_submission_days: ['SATURDAY', 'MONDAY'],
      maximum_reading_sessions: 3,
      maximum_speaking_sessions: 4,
      maximum_total_sessions: 6,
    };
    const res = await t.as('admin').post('/api/plans', body);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject(body);
    expect((await t.as('admin').get(`/api/plans/${res.body.data.id}`)).body.data).toMatchObject(body);
  });

  it('requires the name', async () => {
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 42 }]) {
      const res = await t.as('admin').post('/api/plans', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.detail).toEqual([
        expect.objectContaining({ loc: ['body', 'name'], msg: 'El nombre es obligatorio' }),
      ]);
    }
  });

  it('takes language en, es or fr only', async () => {
    for (const language of ['es', 'fr', 'en']) {
      expect((await t.as('admin').post('/api/plans', { name: `Plan ${language}`, language })).status).toBe(201);
    }
    for (const language of ['de', 'EN', 'english', '', null, 1]) {
      const res = await t.as('admin').post('/api/plans', { name: 'Plan', language });
      expect(res.status, String(language)).toBe(422);
      expect(res.body.detail).toEqual([
        expect.objectContaining({ loc: ['body', 'language'], msg: 'El idioma debe ser en, es o fr' }),
      ]);
    }
  });

  it('takes weekday names MONDAY..SUNDAY, each once', async () => {
    const all = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
    expect((await t.as('admin').post('/api/plans', { name: 'Todos los días', sed_submission_days: all })).status).toBe(
      201,
    );
    for (const day of ['monday', 'Lunes', 'FUNDAY', '', 1]) {
      const res = await t.as('admin').post('/api/plans', { name: 'Plan', sed_submission_days: ['MONDAY', day] });
      expect(res.status, String(day)).toBe(422);
      expect(res.body.detail).toEqual([
        expect.objectContaining({ loc: ['body', 'sed_submission_days', 1], msg: 'Día de la semana no válido' }),
      ]);
    }
    const repeated = await t
      .as('admin')
      .post('/api/plans', { name: 'Plan', sed_submission_days: ['MONDAY', 'MONDAY'] });
    expect(repeated.body.detail).toEqual([
      expect.objectContaining({ loc: ['body', 'sed_submission_days'], msg: 'Días repetidos' }),
    ]);
    const notList = await t.as('admin').post('/api/plans', { name: 'Plan', sed_submission_days: 'MONDAY' });
    expect(notList.status).toBe(422);
  });

  it('takes quotas as integers of at least 0', async () => {
    for (const quota of QUOTAS) {
      const zero = await t.as('admin').post('/api/plans', { name: 'Plan', [quota]: 0 });
      expect(zero.status).toBe(201);
      for (const [value, msg] of [
        [-1, 'La cantidad debe ser mayor o igual a 0'],
        [1.5, 'La cantidad debe ser un número entero'],
        ['3', 'La cantidad debe ser un número entero'],
        [null, 'La cantidad debe ser un número entero'],
      ] as const) {
        const res = await t.as('admin').post('/api/plans', { name: 'Plan', [quota]: value });
        expect(res.status, `${quota}=${value}`).toBe(422);
        expect(res.body.detail).toEqual([expect.objectContaining({ loc: ['body', quota], msg })]);
      }
    }
  });
});

describe('PATCH and PUT /api/plans/:id', () => {
  it('PATCH changes the fields it names and validates them like a create', async () => {
    const created = await t
      .as('admin')
      .post('/api/plans', { name: 'Editable', language: 'es', maximum_total_sessions: 5 });
    const id = created.body.data.id;
    const res = await t
      .as('admin')
      .patch(`/api/plans/${id}`, { maximum_reading_sessions: 2, sed_submission_days: ['FRIDAY'] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: expect.objectContaining({
        id,
        name: 'Editable',
        language: 'es',
        sed_submission_days: ['FRIDAY'],
        maximum_reading_sessions: 2,
        maximum_total_sessions: 5,
      }),
    });
    const bad = await t.as('admin').patch(`/api/plans/${id}`, { language: 'pt', maximum_total_sessions: -2 });
    expect(bad.status).toBe(422);
    expect(bad.body.detail.map((issue: { loc: unknown[] }) => issue.loc)).toEqual([
      ['body', 'language'],
      ['body', 'maximum_total_sessions'],
    ]);
    const put = await t.as('admin').put(`/api/plans/${id}`, { name: 'Renombrado', language: 'fr' });
    expect(put.body.data).toMatchObject({ name: 'Renombrado', language: 'fr', maximum_total_sessions: 5 });
  });

  it('an unknown plan is a 404', async () => {
    const res = await t.as('admin').patch('/api/plans/01900000-0000-7000-8000-000000000000', { name: 'X' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, detail: 'Plan no encontrado' });
  });
});

describe('DELETE /api/plans/:id', () => {
  it('a plan held by a student is in use: 409, and it stays', async () => {
    const res = await t.as('admin').delete(`/api/plans/${t.people.student1.plan_id}`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, detail: 'El plan está asignado a usuarios y no se puede eliminar' });
    expect((await t.as('admin').get(`/api/plans/${t.people.student1.plan_id}`)).status).toBe(200);
  });

  it('an unused plan goes: {success, data: {id}}, then 404', async () => {
    const created = await t.as('admin').post('/api/plans', { name: 'Temporal' });
    const id = created.body.data.id;
    expect(await t.as('admin').delete(`/api/plans/${id}`)).toMatchObject({
      status: 200,
      body: { success: true, data: { id } },
    });
    expect((await t.as('admin').get(`/api/plans/${id}`)).status).toBe(404);
  });
});

describe('GET /api/plans', () => {
  it('a student reads only their own plan', async () => {
    const list = await t.as('student1').get('/api/plans');
    expect(list.body.data.data.map((plan: { id: string }) => plan.id)).toEqual([t.people.student1.plan_id]);
    const other = await t.as('student1').get(`/api/plans/${t.people.student5.plan_id}`);
    expect(other.status).toBe(404);
  });
});
