// Registration gives new students the plan the administrator marks as default; at most one plan is
// the default, and marking one through POST, PATCH or PUT unsets the previous one (docs/decisions/018).
import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans, users } from '../../db/schema';
import { newId } from '../../lib/ids';
import { startTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
let ids: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  const rows = await t.db.select({ id: plans.id, name: plans.name }).from(plans);
  ids = Object.fromEntries(rows.map((row) => [row.name, row.id]));
});
afterAll(() => t?.close());

let registered = 0;
/** Registers a new account: the plan its token and its user row carry. */
async function register(): Promise<{ claim: unknown; row: string | null }> {
  registered += 1;
  const email = `nueva${registered}@ejemplo.com`;
  const res = await t.anon.post('/api/register', { email, password: 'segura123', name: `Nueva ${registered}` });
  expect(res.status).toBe(200);
  const [row] = await t.db.select({ plan_id: users.plan_id }).from(users).where(eq(users.email, email));
  return { claim: decodeJwt(res.body.token).plan_id, row: row!.plan_id };
}

const defaults = async () => {
  const res = await t.as('admin').get('/api/plans');
  expect(res.status).toBe(200);
  return (res.body.data.data as { name: string; is_default: boolean }[])
    .filter((plan) => plan.is_default)
    .map((plan) => plan.name);
};

describe('the default plan', () => {
  it('is Básico in the demo, and the API shows which plan is the default', async () => {
    expect(await defaults()).toEqual(['Básico']);
    const intensivo = await t.as('admin').get(`/api/plans/${ids['Intensivo']}`);
    expect(intensivo.body.data.is_default).toBe(false);
  });

  it('is the plan registration gives a new student (in the row and in the token)', async () => {
    expect(await register()).toEqual({ claim: ids['Básico'], row: ids['Básico'] });
  });

  it('moves with PATCH: the previous default is unset, and registration follows', async () => {
    const res = await t.as('admin').patch(`/api/plans/${ids['Intensivo']}`, { is_default: true });
    expect(res.status).toBe(200);
    expect(res.body.data.is_default).toBe(true);
    expect(await defaults()).toEqual(['Intensivo']);
    expect((await register()).row).toBe(ids['Intensivo']);
  });

  it('moves with PUT, and to a plan created as the default with POST', async () => {
    expect(
      (await t.as('admin').put(`/api/plans/${ids['Francés']}`, { name: 'Francés', is_default: true })).status,
    ).toBe(200);
    expect(await defaults()).toEqual(['Francés']);

    const created = await t.as('admin').post('/api/plans', { name: 'Bienvenida', is_default: true });
    expect(created.status).toBe(201);
    expect(created.body.data.is_default).toBe(true);
    expect(await defaults()).toEqual(['Bienvenida']);
    expect((await register()).row).toBe(created.body.data.id);
  });

  it('is untouched by writes that do not mark a default', async () => {
    expect((await t.as('admin').post('/api/plans', { name: 'Otro' })).body.data.is_default).toBe(false);
    expect((await t.as('admin').patch(`/api/plans/${ids['Básico']}`, { maximum_total_sessions: 7 })).status).toBe(200);
    expect(await defaults()).toEqual(['Bienvenida']);
  });

  it('stays single when several plans are marked at once', async () => {
    const marks = await Promise.all(
      ['Básico', 'Intensivo', 'Francés'].map((name) =>
        t.as('admin').patch(`/api/plans/${ids[name]}`, { is_default: true }),
      ),
    );
    expect(marks.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(await defaults()).toHaveLength(1);
  });

  it('can be taken away: with no default plan a new student has none', async () => {
    const [current] = await t.db.select({ id: plans.id }).from(plans).where(eq(plans.is_default, true));
    expect((await t.as('admin').patch(`/api/plans/${current!.id}`, { is_default: false })).status).toBe(200);
    expect(await defaults()).toEqual([]);
    expect(await register()).toEqual({ claim: null, row: null });
  });

  it('is one plan at most in the database itself (partial unique index)', async () => {
    await t.db.update(plans).set({ is_default: true }).where(eq(plans.id, ids['Básico']!));
    await expect(t.db.insert(plans).values({ id: newId(), name: 'Segundo', is_default: true })).rejects.toThrow();
    // Any number of plans that are not the default.
    await t.db.insert(plans).values([
      { id: newId(), name: 'A' },
      { id: newId(), name: 'B' },
    ]);
  });

  it('must be true or false (422 in Spanish)', async () => {
    const res = await t.as('admin').patch(`/api/plans/${ids['Básico']}`, { is_default: 'sí' });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'is_default'],
        msg: 'El plan predeterminado debe indicarse con verdadero o falso',
      }),
    ]);
  });
});
