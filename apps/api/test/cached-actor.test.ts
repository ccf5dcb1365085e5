// Reads, and a write that checks its caller in its own statement, may start from the caller's last-read
// actor (plugins/auth `cachedActor`, lib/crud, practice-stats/record.ts): one round trip instead of two. Whatever changes between two requests — by this process or by another writing
// straight to the database — the second request must decide exactly as a fresh read would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { plans, roles, seds, tableVersions, userViews, users } from '../src/db/schema';
import { seedSystem } from '../src/db/seed/system';
import { newId } from '../src/lib/ids';
import { FILL_IN_THE_BLANK, insertPractice, runBody, statRows } from '../src/modules/practice-stats/fixtures';
import {
  actorIsCurrentPlaceholder,
  actorVersionOf,
  createActorLoader,
  PolicyCache,
  type Actor,
} from '../src/access/actor';
import { startTestApp, type TestApp } from './app';
import { READ, grant, restrictedPerson } from './view-roles';
import { query } from './world';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Two reads in a row: the first primes the cache, the second is what is checked. */
async function twice<R>(run: () => Promise<R>): Promise<R> {
  await run();
  return run();
}

describe("the caller's version", () => {
  // The caller's read and the check in a cached read's statement must write the same text, or every
  // cached read would find its caller changed and read it again.
  it('is the text the statements check, and moves with a change to the role', async () => {
    const actors = createActorLoader(t.db, new PolicyCache());
    const checked = async (id: string) => {
      const [row] = await query<{ version: string | null }>(
        t.db,
        sql`select ${actorVersionOf(sql`${id}::uuid`)} as version`,
      );
      return row!.version;
    };
    const student = (await actors.load(t.people.student1.id))!;
    expect(student.version).toMatch(/\|/);
    expect(await checked(student.id)).toBe(student.version);
    await t.db.update(roles).set({ updated_at: new Date() }).where(eq(roles.id, student.role.id));
    expect(await checked(student.id)).not.toBe(student.version);
    expect(await checked(student.id)).toBe((await actors.load(student.id))!.version);
    expect(await checked(newId())).toBeNull();
  });

  // The check a cached read carries, in both its forms (planned once: an EXISTS; planned for each run: the
  // function), accepts the caller exactly at the version they were read at.
  it("is checked alike by both forms of a read's statement, and moves with a change to any view", async () => {
    const actors = createActorLoader(t.db, new PolicyCache());
    const current = async (actor: Actor, plannedEachRun: boolean) => {
      const [row] = (await t.db
        .select({ ok: sql<boolean>`${actorIsCurrentPlaceholder({ plannedEachRun })}` })
        .from(sql`(select 1) as one`)
        .prepare(`cached_actor_check_${plannedEachRun}`)
        .execute({ actor_id: actor.id, actor_version: actor.version })) as { ok: boolean | null }[];
      // A condition passes only when true (the function's form is null for a user that does not exist).
      return row!.ok === true;
    };
    const both = async (actor: Actor) => [await current(actor, false), await current(actor, true)];
    const tutor = (await actors.load(t.people.tutor1.id))!;
    expect(await both(tutor)).toEqual([true, true]);
    const [view] = await t.db.select({ id: userViews.id }).from(userViews).limit(1);
    await t.db.update(userViews).set({ updated_at: new Date() }).where(eq(userViews.id, view!.id));
    expect(await both(tutor)).toEqual([false, false]);
    const fresh = (await actors.load(tutor.id))!;
    expect(await both(fresh)).toEqual([true, true]);
    await t.db.update(users).set({ updated_at: new Date() }).where(eq(users.id, t.people.student2.id));
    expect(await both(fresh)).toEqual([true, true]);
    await t.db.update(users).set({ updated_at: new Date() }).where(eq(users.id, fresh.id));
    expect(await both(fresh)).toEqual([false, false]);
    expect(await both({ ...fresh, id: newId() })).toEqual([false, false]);
  });

  // Every start seeds the system roles and views with `insert … on conflict do nothing`: a statement that
  // writes nothing must not send every cached caller of every process back to the database (migration 0020).
  it('moves only with a statement that changed a role or a view', async () => {
    const accessVersion = async () => {
      const [row] = await query<{ version: string }>(
        t.db,
        sql`select version::text from ${tableVersions} where name = 'access'`,
      );
      return row!.version;
    };
    const unchanged = await accessVersion();
    await seedSystem(t.db);
    await t.db.update(roles).set({ updated_at: new Date() }).where(eq(roles.id, newId()));
    await t.db.delete(userViews).where(eq(userViews.id, newId()));
    expect(await accessVersion()).toBe(unchanged);

    const moves = async (write: () => Promise<unknown>) => {
      const before = await accessVersion();
      await write();
      expect(await accessVersion()).not.toBe(before);
    };
    const [view] = await t.db.select().from(userViews).limit(1);
    const copy = { ...view!, id: newId(), name: `Copia ${newId()}` };
    await moves(() => t.db.insert(userViews).values(copy));
    await moves(() => t.db.update(userViews).set({ updated_at: new Date() }).where(eq(userViews.id, copy.id)));
    await moves(() => t.db.delete(userViews).where(eq(userViews.id, copy.id)));
    const [role] = await t.db.select().from(roles).limit(1);
    const other = { ...role!, id: newId(), name: `Copia ${newId()}` };
    await moves(() => t.db.insert(roles).values(other));
    await moves(() => t.db.update(roles).set({ updated_at: new Date() }).where(eq(roles.id, other.id)));
    await moves(() => t.db.delete(roles).where(eq(roles.id, other.id)));
  });
});

describe('a read after the caller changed elsewhere', () => {
  it('follows a plan change made through the API', async () => {
    const student = t.as('student1');
    const oldPlan = t.people.student1.plan_id!;
    const [other] = await t.db
      .select({ id: plans.id })
      .from(plans)
      .where(sql`${plans.id} <> ${oldPlan}`)
      .limit(1);
    expect((await twice(() => student.get(`/api/plans/${oldPlan}`))).status).toBe(200);
    expect((await t.as('admin').patch(`/api/users/${t.people.student1.id}`, { plan_id: other!.id })).status).toBe(200);
    expect((await student.get(`/api/plans/${oldPlan}`)).status).toBe(404);
    expect((await student.get(`/api/plans/${other!.id}`)).status).toBe(200);
    await t.as('admin').patch(`/api/users/${t.people.student1.id}`, { plan_id: oldPlan });
  });

  it('follows a plan change written straight to the database (another process)', async () => {
    const student = t.as('student2');
    const oldPlan = t.people.student2.plan_id!;
    const [other] = await t.db
      .select({ id: plans.id })
      .from(plans)
      .where(sql`${plans.id} <> ${oldPlan}`)
      .limit(1);
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

describe('sessions and blocked slots read with a cached caller', () => {
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
    const [anyone] = (await t.as('admin').get('/api/sessions?page_size=1&page_number=1')).body.data.data;
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

describe('SEDs read with a cached caller', () => {
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

describe('a practice run written with a cached caller (cachedActor: checked-write)', () => {
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

    // Another process takes the permission away: the cached caller still holds it, the statement does not.
    await t.db
      .update(roles)
      .set({ permissions: { practices: ['read'] } })
      .where(eq(roles.id, person.roleId));
    expect((await post()).status).toBe(403);
    expect(await runs()).toBe(2);

    // Given back, and the person renamed in the database: written, as by a caller read first.
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
