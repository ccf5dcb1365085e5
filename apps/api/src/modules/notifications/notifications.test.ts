// The inbox (docs/decisions/024 "Bandeja", "Acceso"): the caller's own notifications, newest first, paged
// like every list; the unread count; marking one or all read; the email preferences. Personal for every
// role: nobody — an admin included — lists, counts, marks or learns of another person's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { NOTIFICATION_KINDS } from '@charla/domain/notifications';
import { notifications, notificationSettings } from '../../db/schema';
import { newId } from '../../lib/ids';
import { startTestApp, type Person, type TestApp } from '../../../test/app';
import { newStudent } from '../../../test/booking';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** `n` notifications of a fresh person, one minute apart (the last is the newest). */
async function inboxOf(n: number) {
  const person = await newStudent(t, null);
  const base = Date.UTC(2026, 10, 1, 12);
  const rows = Array.from({ length: n }, (_, k) => ({
    id: newId(),
    user_id: person.id,
    kind: 'lesson_assigned',
    title: `Aviso ${k + 1}`,
    body: `Cuerpo ${k + 1}`,
    link: '/lecciones',
    created_at: new Date(base + k * 60_000),
  }));
  if (rows.length) await t.db.insert(notifications).values(rows);
  return { person, ids: rows.map((row) => row.id) };
}

describe('GET /api/notifications', () => {
  it('lists the caller’s own, newest first, paged like every other list, with read_at', async () => {
    const { person, ids } = await inboxOf(23);
    const me = t.as(person);
    const titles = (res: { body: { data: { data: { title: string }[] } } }) => res.body.data.data.map((n) => n.title);
    /** "Aviso from" down to "Aviso to", newest first. */
    const avisos = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, k) => `Aviso ${from - k}`);
    const first = await me.get('/api/notifications?page_number=1&page_size=10');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      data: { data: expect.any(Array), page_number: 1, page_size: 10 },
    });
    expect(titles(first)).toEqual(avisos(23, 14));
    expect(first.body.data.data[0]).toEqual({
      id: ids[22],
      user_id: person.id,
      kind: 'lesson_assigned',
      title: 'Aviso 23',
      body: 'Cuerpo 23',
      link: '/lecciones',
      session_id: null,
      read_at: null,
      created_at: '2026-11-01T12:22:00.000Z',
    });
    const third = await me.get('/api/notifications?page_number=3&page_size=10');
    expect(titles(third)).toEqual(['Aviso 3', 'Aviso 2', 'Aviso 1']);
    // Default page size 10.
    const defaults = await me.get('/api/notifications?page_number=2');
    expect(defaults.body.data).toMatchObject({ page_number: 2, page_size: 10 });
    expect(titles(defaults)).toEqual(avisos(13, 4));
  });

  it('keeps pages apart when notifications share a creation time (the id breaks ties)', async () => {
    const person = await newStudent(t, null);
    const at = new Date('2026-11-02T10:00:00Z');
    const rows = Array.from({ length: 21 }, (_, k) => ({
      id: newId(),
      user_id: person.id,
      kind: 'sed_processed',
      title: `Igual ${k}`,
      link: '/seds',
      created_at: at,
    }));
    await t.db.insert(notifications).values(rows);
    const me = t.as(person);
    const pages = await Promise.all([1, 2, 3].map((p) => me.get(`/api/notifications?page_number=${p}&page_size=10`)));
    expect(pages.map((page) => page.body.data.data.length)).toEqual([10, 10, 1]);
    const seen = pages.flatMap((page) => page.body.data.data.map((n: { id: string }) => n.id));
    expect(seen).toEqual(rows.map((row) => row.id).reverse());
  });

  it('refuses a bad page in Spanish (422)', async () => {
    const res = await t.as('student1').get('/api/notifications?page_number=0&page_size=500');
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      { loc: ['query', 'page_number'], msg: 'Debe ser 1 o mayor', type: 'too_small' },
      { loc: ['query', 'page_size'], msg: 'Debe ser 10, 20, 50 o 100', type: 'custom' },
    ]);
  });

  it('needs a signed-in caller', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread_count'],
      ['POST', '/api/notifications/read_all'],
      ['PATCH', `/api/notifications/${newId()}`],
      ['GET', '/api/notification_settings'],
      ['PUT', '/api/notification_settings'],
    ] as const) {
      const res = await t.anon.raw({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(res.status, `${method} ${url}`).toBe(401);
    }
  });
});

describe('reading', () => {
  it('counts unread, marks one read (idempotent, the first time kept), then all', async () => {
    const { person, ids } = await inboxOf(4);
    const me = t.as(person);
    expect((await me.get('/api/notifications/unread_count')).body).toEqual({ success: true, data: { unread: 4 } });

    const read = await me.patch(`/api/notifications/${ids[1]}`, { read: true });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: ids[1], read_at: expect.any(String) });
    const again = await me.patch(`/api/notifications/${ids[1]}`, { read: true });
    expect(again.body.data.read_at).toBe(read.body.data.read_at);
    expect((await me.get('/api/notifications/unread_count')).body.data.unread).toBe(3);

    const all = await me.post('/api/notifications/read_all');
    expect(all.body).toEqual({ success: true, data: { unread: 0 } });
    const listed = await me.get('/api/notifications?page_number=1');
    expect(listed.body.data.data.every((n: { read_at: string | null }) => n.read_at !== null)).toBe(true);
    // The one read before keeps its time.
    expect(listed.body.data.data.find((n: { id: string }) => n.id === ids[1]).read_at).toBe(read.body.data.read_at);
  });

  it('takes only {read: true} (422 in Spanish) and a well-formed id (404)', async () => {
    const { person, ids } = await inboxOf(1);
    const me = t.as(person);
    const res = await me.patch(`/api/notifications/${ids[0]}`, { read: false });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      { loc: ['body', 'read'], msg: 'Solo se puede marcar como leída (read: true)', type: 'invalid_value' },
    ]);
    expect((await me.patch('/api/notifications/no-es-un-id', { read: true })).status).toBe(404);
    expect((await me.patch(`/api/notifications/${newId()}`, { read: true })).body).toEqual({
      success: false,
      detail: 'Aviso no encontrado',
    });
  });
});

describe('nobody reaches another person’s notifications', () => {
  const callers: Person[] = ['admin', 'tutor1', 'student1', 'content'];

  it.each(callers)('%s: not listed, not counted, not marked (404 as if absent), not read by read_all', async (who) => {
    const { person, ids } = await inboxOf(3);
    const other = t.as(who);
    const listed = await other.get('/api/notifications?page_number=1&page_size=100');
    expect(listed.status).toBe(200);
    expect(listed.body.data.data.every((n: { user_id: string }) => n.user_id === t.people[who].id)).toBe(true);
    const unreadBefore = (await other.get('/api/notifications/unread_count')).body.data.unread;
    const ownUnread = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.user_id, t.people[who].id), isNull(notifications.read_at)));
    expect(unreadBefore).toBe(ownUnread.length);

    const marked = await other.patch(`/api/notifications/${ids[0]}`, { read: true });
    expect(marked.status).toBe(404);
    expect(marked.body).toEqual({ success: false, detail: 'Aviso no encontrado' });
    await other.post('/api/notifications/read_all');
    // The owner's are untouched.
    const theirs = await t.db.select().from(notifications).where(eq(notifications.user_id, person.id));
    expect(theirs.map((n) => n.read_at)).toEqual([null, null, null]);
    expect((await t.as(person).get('/api/notifications/unread_count')).body.data.unread).toBe(3);
  });

  it('a filter in the query does not widen the list (no user_id filter exists)', async () => {
    const { person } = await inboxOf(2);
    const res = await t.as('admin').get(`/api/notifications?page_number=1&user_id=${person.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.data.some((n: { user_id: string }) => n.user_id === person.id)).toBe(false);
  });
});

describe('/api/notification_settings', () => {
  it('starts with every kind by email, says whether email is available, and saves the caller’s choices', async () => {
    const person = await newStudent(t, null);
    const me = t.as(person);
    expect((await me.get('/api/notification_settings')).body).toEqual({
      success: true,
      data: { email_off: [], email_available: false, calendar_feed_created_at: null },
    });
    const saved = await me.put('/api/notification_settings', { email_off: ['session_reminder', 'sed_processed'] });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      email_off: ['session_reminder', 'sed_processed'],
      email_available: false,
      calendar_feed_created_at: null,
    });
    expect((await me.get('/api/notification_settings')).body.data.email_off).toEqual([
      'session_reminder',
      'sed_processed',
    ]);
    // Only the caller's row.
    const rows = await t.db.select().from(notificationSettings).where(eq(notificationSettings.user_id, person.id));
    expect(rows).toHaveLength(1);
    expect((await me.put('/api/notification_settings', { email_off: [] })).body.data.email_off).toEqual([]);
  });

  it('refuses an unknown kind, a repeated one and a missing list (422 in Spanish), saving nothing', async () => {
    const person = await newStudent(t, null);
    const me = t.as(person);
    const unknown = await me.put('/api/notification_settings', { email_off: ['session_booked', 'spam'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.detail).toEqual([
      { loc: ['body', 'email_off', 1], msg: 'Tipo de aviso no válido', type: 'invalid_value' },
    ]);
    const repeated = await me.put('/api/notification_settings', { email_off: ['sed_processed', 'sed_processed'] });
    expect(repeated.status).toBe(422);
    expect(repeated.body.detail[0]).toMatchObject({ loc: ['body', 'email_off'], msg: 'Tipos de aviso repetidos' });
    expect((await me.put('/api/notification_settings', {})).status).toBe(422);
    expect(await t.db.select().from(notificationSettings).where(eq(notificationSettings.user_id, person.id))).toEqual(
      [],
    );
  });

  it('knows every kind', async () => {
    const person = await newStudent(t, null);
    const res = await t.as(person).put('/api/notification_settings', { email_off: [...NOTIFICATION_KINDS] });
    expect(res.body.data.email_off).toEqual([...NOTIFICATION_KINDS]);
  });
});

describe('with SMTP configured', () => {
  it('says email is available', async () => {
    const mailing = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      expect((await mailing.as('student2').get('/api/notification_settings')).body.data.email_available).toBe(true);
    } finally {
      await mailing.close();
    }
  });
});
