// A new booking may start from the caller's cached actor (plugins/auth 'checked-write'): its precheck
// confirms the caller in its own statement (sessions/service book). Whatever changed since that actor was
// read — written straight to the database, as by another process — the booking must decide exactly as
// with the caller read afresh, and write nothing it would refuse.
import { eq } from 'drizzle-orm';
import type { Permissions } from '@charla/domain/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, userViews } from '../src/db/schema';
import { startTestApp, type TestApp } from './app';
import { NOW, activeSessionsOf, booking, demoTutors, expectRefusal, newPlan } from './booking';
import { READ, grant, restrictedPerson } from './view-roles';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ FIXED_NOW: NOW });
});
afterAll(() => t.close());

const BOOKER: Permissions = { sessions: ['create', 'read'], tutors: ['read'] };

describe('a booking made with a cached caller (cachedActor: checked-write)', () => {
  it('follows a tutors view narrowed and widened and a permission removed in the database', async () => {
    const { ana } = demoTutors(t);
    const planId = (await newPlan(t, { reading: 5, speaking: 5, total: 5 })).id;
    const person = await restrictedPerson(
      t,
      'cache_booking',
      BOOKER,
      { sessions: [], tutors: [] },
      { plan_id: planId },
    );
    const book = (hora: string) => person.client.post('/api/sessions', booking('2026-11-26', hora, ana));
    const booked = async () => (await activeSessionsOf(t, person.id)).length;
    const setTutorsView = (views: object) =>
      t.db.update(userViews).set({ views }).where(eq(userViews.id, person.viewId));

    // The first request reads the caller; the second starts from it cached.
    expect((await book('08:00')).status).toBe(201);
    expect((await book('08:30')).status).toBe(201);

    // Tutors narrowed to their own (none): the cached caller still sees Ana, the precheck does not.
    await setTutorsView({ sessions: [], tutors: [grant(READ, 'user_id', '$eq', 'id')] });
    expectRefusal(await book('09:00'), 404, 'Tutor no encontrado');
    // Now cached as narrowed: refused before any statement, and the refusal stands at the same version.
    expectRefusal(await book('09:00'), 404, 'Tutor no encontrado');

    // Widened again: the cached, narrowed caller's refusal is decided again with the caller read afresh.
    await setTutorsView({ sessions: [], tutors: [] });
    expect((await book('09:00')).status).toBe(201);

    // The permission to book taken away: refused, nothing written.
    await t.db
      .update(roles)
      .set({ permissions: { sessions: ['read'], tutors: ['read'] } })
      .where(eq(roles.id, person.roleId));
    expect((await book('09:30')).status).toBe(403);
    expect(await booked()).toBe(3);
  });
});
