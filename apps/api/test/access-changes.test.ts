// The caller is read from the database on every request (access/actor.ts): whatever changes between two
// requests — through the API, or by another process writing straight to the database — the second request
// decides with the caller as they are now.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { plans, roles, seds, userViews, users } from '../src/db/schema';
import { newId } from '../src/lib/ids';
import { FILL_IN_THE_BLANK, insertPractice, runBody, statRows } from '../src/modules/practice-stats/fixtures';
import { startTestApp, type TestApp } from './app';
import { READ, grant, restrictedPerson } from './view-roles';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Two requests in a row: the second is what is checked, after the change. */
async function twice<R>(run: () => Promise<R>): Promise<R> {
  await run();
  return run();
}

async function anotherPlan(planId: string) {
  const [other] = await t.db
    .select({ id: plans.id })
    .from(plans)
    .where(sql`${plans.id} <> ${planId}`)
    .limit(1);
  return other;
}

describe('a read after the caller changed elsewhere', () => {
  it('follows a plan change made through the API', async () => {
    const student = t.as('student1');
    const oldPlan = t.people.student1.plan_id!;
    const other = await anotherPlan(oldPlan);
    expect((await twice(() => student.get(`/api/plans/${oldPlan}`))).status).toBe(200);
    expect((await t.as('admin').patch(`/api/users/${t.people.student1.id}`, { plan_id: other!.id })).status).toBe(200);
    expect((await student.get(`/api/plans/${oldPlan}`)).status).toBe(404);
    expect((await student.get(`/api/plans/${other!.id}`)).status).toBe(200);
    await t.as('admin').patch(`/api/users/${t.people.student1.id}`, { plan_id: oldPlan });
  });

  it('follows a plan change written straight to the database (another process)', async () => {
    const student = t.as('student2');
    const oldPlan = t.people.student2.plan_id!;
    const other = await anotherPlan(oldPlan);
    expect((await twice(() => student.get(`/api/plans/${oldPlan}`))).status).toBe(200);
    await t.db.update(users).set({ plan_id: other!.id }).where(eq(users.id, t.people.student2.id));
    expect((await student.get(`/api/plans/${oldPlan}`)).status).toBe(404);
    const list = await student.get('/api/plans');
    expect(list.body.data.data.map((p: { id: string }) => p.id)).toEqual([other!.id]);
  });

  it('follows permissions removed and a view widened in the database', async () => {
    const person = await restrictedPerson(
      t,
      'cache_reader',
      { users: ['read'], plans: ['read'] },
      {
        users: [grant(READ, 'id', '$eq', 'id')],
        plans: [],
      },
    );
    expect((await twice(() => person.client.get('/api/plans'))).status).toBe(200);
    await t.db
      .update(roles)
      .set({ permissions: { users: ['read'] } })
      .where(eq(roles.id, person.roleId));
    expect((await person.client.get('/api/plans')).status).toBe(403);

    const other = t.people.student3.id;
    expect((await twice(() => person.client.get(`/api/users/${other}`))).status).toBe(404);
    await t.db
      .update(userViews)
      .set({ views: { users: [] } })
      .where(eq(userViews.id, person.viewId));
    expect((await person.client.get(`/api/users/${other}`)).status).toBe(200);
    expect((await person.client.get('/api/users')).body.data.data.length).toBeGreaterThan(1);
  });

  it('follows a role switch and a deleted user', async () => {
    const person = await restrictedPerson(
      t,
      'cache_switch',
      { users: ['read'] },
      { users: [grant(READ, 'id', '$eq', 'id')] },
    );
    expect((await twice(() => person.client.get('/api/users'))).body.data.data).toHaveLength(1);
    const [admin] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'admin'));
    await t.db.update(users).set({ role_id: admin!.id }).where(eq(users.id, person.id));
    expect((await person.client.get('/api/users')).body.data.data.length).toBeGreaterThan(1);
    await t.db.delete(users).where(eq(users.id, person.id));
    expect((await person.client.get('/api/users')).status).toBe(401);
    expect((await person.client.get(`/api/users/${person.id}`)).status).toBe(401);
  });
});

describe('sessions and blocked slots', () => {
  it('follow a view narrowed and a permission removed in the database', async () => {
    const person = await restrictedPerson(
      t,
      'cache_sessions',
      { sessions: ['read'], tutors: ['read'] },
      {
        sessions: [],
        tutors: [],
      },
    );
    const tutorId = t.people.tutor1.own_tutor_id!;
    const [anyone] = (await t.as('admin').get('/api/sessions?page_size=10&page_number=1')).body.data.data;
    expect((await twice(() => person.client.get('/api/sessions?page_number=1'))).body.data.data.length).toBeGreaterThan(
      0,
    );
    expect((await twice(() => person.client.get(`/api/sessions/${anyone.id}`))).status).toBe(200);
    expect((await twice(() => person.client.get(`/api/tutors/${tutorId}/blocked_slots`))).status).toBe(200);

    // Only their own sessions (they have none) and no tutor: what a fresh read would answer.
    await t.db
      .update(userViews)
      .set({
        views: { sessions: [grant(READ, 'user_id', '$eq', 'id')], tutors: [grant(READ, 'user_id', '$eq', 'id')] },
      })
      .where(eq(userViews.id, person.viewId));
    expect((await person.client.get('/api/sessions?page_number=1')).body.data.data).toEqual([]);
    expect((await person.client.get(`/api/sessions/${anyone.id}`)).status).toBe(404);
    expect((await person.client.get(`/api/tutors/${tutorId}/blocked_slots`)).status).toBe(404);

    await t.db.update(roles).set({ permissions: {} }).where(eq(roles.id, person.roleId));
    expect((await person.client.get('/api/sessions?page_number=1')).status).toBe(403);
    expect((await person.client.get(`/api/tutors/${tutorId}/blocked_slots`)).status).toBe(403);
  });
});

describe('SEDs', () => {
  it('follow a view narrowed and a permission removed in the database', async () => {
    const person = await restrictedPerson(t, 'cache_seds', { seds: ['read'] }, { seds: [] });
    const id = newId();
    await t.db.insert(seds).values({
      id,
      user_id: t.people.student3.id,
      video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      audio_file: `seds/${id}.webm`,
      status: 'listo',
    });
    expect(
      (await twice(() => person.client.get('/api/seds?page_number=1'))).body.data.data.map((s: { id: string }) => s.id),
    ).toContain(id);
    expect((await twice(() => person.client.get(`/api/seds/${id}`))).status).toBe(200);

    // Only their own SEDs (they have none): what a fresh read would answer.
    await t.db
      .update(userViews)
      .set({ views: { seds: [grant(READ, 'user_id', '$eq', 'id')] } })
      .where(eq(userViews.id, person.viewId));
    expect((await person.client.get('/api/seds?page_number=1')).body.data.data).toEqual([]);
    expect((await person.client.get(`/api/seds/${id}`)).status).toBe(404);

    await t.db.update(roles).set({ permissions: {} }).where(eq(roles.id, person.roleId));
    expect((await person.client.get('/api/seds?page_number=1')).status).toBe(403);
    expect((await person.client.get(`/api/seds/${id}`)).status).toBe(403);
  });
});

describe('a practice run', () => {
  it('is refused, with nothing written, once the permission is gone, and follows any other change', async () => {
    const person = await restrictedPerson(
      t,
      'cache_runs',
      { practice_stats: ['create'], practices: ['read'] },
      { practices: [] },
    );
    const practiceId = await insertPractice(t.db, FILL_IN_THE_BLANK);
    const counts = { completed: 1, total_attempts: 1, first_try_correct_ones: 1 };
    const post = () => person.client.post('/api/practice_stats', runBody(person.id, practiceId, counts, undefined));
    const runs = async () => (await statRows(t.db, person.id)).length;

    expect((await twice(post)).status).toBe(201);
    expect(await runs()).toBe(2);

    // Another process takes the permission away.
    await t.db
      .update(roles)
      .set({ permissions: { practices: ['read'] } })
      .where(eq(roles.id, person.roleId));
    expect((await post()).status).toBe(403);
    expect(await runs()).toBe(2);

    // Given back, and the person renamed in the database: written.
    await t.db
      .update(roles)
      .set({ permissions: { practice_stats: ['create'], practices: ['read'] } })
      .where(eq(roles.id, person.roleId));
    expect((await post()).status).toBe(201);
    await t.db.update(users).set({ name: 'Persona renombrada' }).where(eq(users.id, person.id));
    expect((await post()).status).toBe(201);
    expect(await runs()).toBe(4);
  });
});
