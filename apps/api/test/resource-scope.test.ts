// A resource's own row condition (lib/resource `scope`): part of the very statement that reads, updates
// or deletes, and of the statement cache key, so callers of different shapes never share a statement.
// Played on plans with a scope "an administrator reaches only the plan they are on": the admin's role has
// no view, so only the scope narrows; a caller with the same permissions and another role is not scoped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Plan, PlanCreateInput, PlanPatchInput } from '@charla/domain/plans';
import { ADMIN_ROLE_ID } from '@charla/domain/ids';
import { createActorLoader, type Actor } from '../src/access/actor';
import { plans, users } from '../src/db/schema';
import { defineResource } from '../src/lib/resource';
import { planColumns, planList } from '../src/modules/plans/resource';
import { startTestApp, type TestApp } from './app';

let t: TestApp;
let admin: Actor;
/** A student with every permission and no view: not scoped. */
let unscoped: Actor;
let adminPlan: string;
const service = () =>
  defineResource(t.db, {
    path: '/scoped_plans',
    resource: 'plans',
    collection: 'plans',
    table: plans,
    columns: planColumns,
    list: planList,
    notFoundMessage: 'Plan no encontrado',
    contracts: { entity: Plan, create: PlanCreateInput, update: PlanPatchInput },
    updateMethods: ['patch'],
    scope: {
      key: (actor) => (actor.role.id === ADMIN_ROLE_ID ? 'own-plan' : undefined),
      where: (callerId) =>
        sql`exists (select 1 from ${users} where ${users.id} = ${callerId} and ${users.plan_id} = ${plans.id})`,
    },
  }).service;

beforeAll(async () => {
  t = await startTestApp();
  const actors = createActorLoader(t.db);
  adminPlan = t.people.student1.plan_id!;
  await t.db.update(users).set({ plan_id: adminPlan }).where(eq(users.id, t.people.admin.id));
  admin = (await actors.load(t.people.admin.id))!;
  unscoped = { ...(await actors.load(t.people.student1.id))!, policy: admin.policy };
});
afterAll(() => t.close());

const allPlanIds = async () => (await t.db.select({ id: plans.id }).from(plans)).map((row) => row.id).sort();

describe('a scope on a resource', () => {
  it('narrows a list to the rows it reaches, for the callers it applies to', async () => {
    const plans = service();
    expect((await plans.list(admin, {})).rows.map((row) => row.id)).toEqual([adminPlan]);
    // A caller the scope does not apply to: every plan.
    expect((await plans.list(unscoped, {})).rows.map((row) => row.id).sort()).toEqual(await allPlanIds());
  });

  it('a single read outside the scope is a 404', async () => {
    const plans = service();
    const other = (await allPlanIds()).find((id) => id !== adminPlan)!;
    await expect(plans.get(admin, other)).rejects.toMatchObject({ status: 404 });
    expect((await plans.get(admin, adminPlan)).id).toBe(adminPlan);
    expect((await plans.get(unscoped, other)).id).toBe(other);
  });

  it('writes outside the scope find nothing (404) and change nothing', async () => {
    const plans = service();
    const other = (await allPlanIds()).find((id) => id !== adminPlan)!;
    const before = await plans.get(unscoped, other);
    await expect(plans.update(admin, other, { name: 'Cambiado' })).rejects.toMatchObject({ status: 404 });
    await expect(plans.remove(admin, other)).rejects.toMatchObject({ status: 404 });
    expect(await plans.get(unscoped, other)).toEqual(before);
    expect((await plans.update(admin, adminPlan, { maximum_total_sessions: 9 })).maximum_total_sessions).toBe(9);
  });
});
