// A booking decides with the caller as they are now: whatever changed since their last request —
// written straight to the database, as by another process — the booking decides as with the caller read
// afresh, and writes nothing it would refuse.
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

describe('a booking after the caller changed elsewhere', () => {
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

    expect((await book('08:00')).status).toBe(201);
    expect((await book('08:30')).status).toBe(201);

    // Tutors narrowed to their own (none).
    await setTutorsView({ sessions: [], tutors: [grant(READ, 'user_id', '$eq', 'id')] });
    expectRefusal(await book('09:00'), 404, 'Tutor no encontrado');

    // Widened again.
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
