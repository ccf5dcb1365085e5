// blocked_slots computes a tutor's booked part once per change (issue 13): the same answer until a
// booking, a reschedule or a cancellation changes the tutor's live times, and then the new one at once.
// The answer carries an ETag; asking again with it is a 304 while nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, tutors } from '../../db/schema';
import { startTestApp, type TestApp } from '../../../test/app';
import { NOW, booking, demoTutors, newPlan, newStudent } from '../../../test/booking';

let t: TestApp;
let ana: string;
let roomyPlan: string;
beforeAll(async () => {
  t = await startTestApp({ FIXED_NOW: NOW });
  ({ ana } = demoTutors(t));
  roomyPlan = (await newPlan(t, { reading: 10, speaking: 10, total: 10 })).id;
});
afterAll(() => t.close());

const blockedOn = async (day: number, headers: Record<string, string> = {}) => {
  const res = await t.as('student1').raw({ method: 'GET', url: `/api/tutors/${ana}/blocked_slots`, headers });
  const slots =
    res.status === 200
      ? (res.body.data.data as { dates: number[] }[]).filter((slot) => slot.dates.includes(day))
      : undefined;
  return { status: res.status, etag: res.headers.etag as string, slots, body: res.body };
};

describe('blocked_slots, computed once per change', () => {
  it('answers the same with the same ETag, and a 304 without a body when asked with it', async () => {
    const first = await blockedOn(23);
    const again = await blockedOn(23);
    expect(again).toEqual(first);
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    const cached = await t
      .as('student1')
      .raw({ method: 'GET', url: `/api/tutors/${ana}/blocked_slots`, headers: { 'if-none-match': first.etag } });
    expect(cached.status).toBe(304);
    expect(cached.body).toBe('');
    expect(cached.headers['cache-control']).toBe('private, no-cache');
  });

  it('shows a booking, a reschedule and a cancellation on the very next request', async () => {
    const before = await blockedOn(23);
    expect(before.slots).toEqual([]);
    const student = t.as(await newStudent(t, roomyPlan));
    const booked = await student.post('/api/sessions', booking('2026-11-23', '10:00', ana));
    expect(booked.status).toBe(201);
    const after = await blockedOn(23);
    expect(after.slots).toEqual([{ dates: [23], start_time: 10, end_time: 10.25 }]);
    expect(after.etag).not.toBe(before.etag);
    // The old ETag no longer matches: a full answer, not a 304.
    expect((await blockedOn(23, { 'if-none-match': before.etag })).status).toBe(200);

    const moved = await student.patch(`/api/sessions/${booked.body.data.id}`, booking('2026-11-23', '11:00', ana));
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await blockedOn(23)).slots).toEqual([{ dates: [23], start_time: 11, end_time: 11.25 }]);

    expect((await student.delete(`/api/sessions/${booked.body.data.id}`)).status).toBe(200);
    const cancelled = await blockedOn(23);
    expect(cancelled.slots).toEqual([]);
    expect(cancelled.etag).toBe(before.etag);
  });

  it('follows a change written straight to the database, not only through the API', async () => {
    const student = t.as(await newStudent(t, roomyPlan));
    const booked = await student.post('/api/sessions', booking('2026-11-23', '09:00', ana));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect((await blockedOn(23)).slots).toEqual([{ dates: [23], start_time: 9, end_time: 9.25 }]);
    await t.db
      .update(sessions)
      .set({ meeting_time: new Date(Date.parse(booked.body.data.meeting_time) + 30 * 60_000) })
      .where(eq(sessions.id, booked.body.data.id));
    expect((await blockedOn(23)).slots).toEqual([{ dates: [23], start_time: 9.5, end_time: 9.75 }]);
  });

  it("changes its ETag with the tutor's own blocks, the other part of the answer", async () => {
    const before = await blockedOn(24);
    const [row] = await t.db.select({ blocked: tutors.blocked_slots }).from(tutors).where(eq(tutors.id, ana));
    const own = { dates: [24], start_time: 16, end_time: 17 };
    await t.db
      .update(tutors)
      .set({ blocked_slots: [...(row!.blocked as (typeof own)[]), own] })
      .where(eq(tutors.id, ana));
    const after = await blockedOn(24, { 'if-none-match': before.etag });
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    expect(after.slots).toContainEqual(own);
    await t.db.update(tutors).set({ blocked_slots: row!.blocked }).where(eq(tutors.id, ana));
    expect((await blockedOn(24)).etag).toBe(before.etag);
  });
});
