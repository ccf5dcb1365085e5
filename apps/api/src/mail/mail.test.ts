// Email over real SMTP (docs/decisions/024 "Correo"): an in-process SMTP server receives what the job
// sends; the message is read as a mail client reads it, and its invitation by a calendar parser.
import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, sessions } from '../db/schema';
import { newId } from '../lib/ids';
import { startTestApp, type TestApp } from '../../test/app';
import { at, booking, demoTutors, NOW } from '../../test/booking';
import { eventually, invitationOf, startSmtpServer, SMTP_USER, type TestSmtpServer } from '../../test/smtp';
import { deliverNotification } from './worker';
import { createMailer } from './transport';

let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp(
    {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Charla Avisos <avisos@charla.example>',
      PUBLIC_URL: 'https://charla.example/',
      FIXED_NOW: NOW,
    },
    { workers: true },
  );
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function demoSession(person: 'student1' | 'student2') {
  const [row] = await t.db
    .select({ id: sessions.id, meeting_time: sessions.meeting_time, meeting_url: sessions.meeting_url })
    .from(sessions)
    .where(eq(sessions.user_id, t.people[person].id))
    .limit(1);
  return row!;
}

/** A notification as notify() stores it for a session kind, with its email pending. */
async function storeSessionNotification(method: 'REQUEST' | 'CANCEL', sequence: number) {
  const session = await demoSession('student1');
  const id = newId();
  await t.db.insert(notifications).values({
    id,
    user_id: t.people.student1.id,
    kind: method === 'REQUEST' ? 'session_booked' : 'session_cancelled',
    title: method === 'REQUEST' ? 'Sesión agendada: <Speaking> & "más"' : 'Sesión cancelada',
    body: 'Con Ana Rodríguez, el viernes.\nEnlace: https://meet.jit.si/x?a=1&b=<2>',
    link: `/sesiones/${session.id}`,
    session_id: session.id,
    data: {
      uid: `${session.id}@charla`,
      sequence,
      method,
      start: session.meeting_time.toISOString(),
      minutes: 15,
      summary: 'Charla: Speaking con Ana Rodríguez',
      meeting_url: session.meeting_url,
      tutor_name: 'Ana Rodríguez',
      student_name: 'Estudiante Uno',
    },
    email_status: 'pendiente',
  });
  return { id, session };
}

async function statusOf(id: string) {
  const [row] = await t.db
    .select({ email_status: notifications.email_status, emailed_at: notifications.emailed_at })
    .from(notifications)
    .where(eq(notifications.id, id));
  return row!;
}

describe('a notification by email', () => {
  it('sends its Spanish subject, text and escaped HTML, a link into Charla and the invitation, once', async () => {
    const before = smtp.received.length;
    const { id, session } = await storeSessionNotification('REQUEST', 0);
    await t.app.ctx.effects.emailsPending([id]);
    const [message] = (await smtp.waitFor(before + 1)).slice(before);
    const { mail } = message!;

    expect(message!.envelopeTo).toEqual(['estudiante1@charla.test']);
    expect(message!.envelopeFrom).toBe('avisos@charla.example');
    expect(mail.from?.text).toBe('"Charla Avisos" <avisos@charla.example>');
    expect(mail.subject).toBe('Sesión agendada: <Speaking> & "más"');
    expect(mail.messageId).toBe(`<aviso-${id}@charla.example>`);
    const link = `https://charla.example/sesiones/${session.id}`;
    expect(mail.text).toContain('Con Ana Rodríguez, el viernes.\nEnlace: https://meet.jit.si/x?a=1&b=<2>');
    expect(mail.text).toContain(`Abrir en Charla: ${link}`);
    const html = String(mail.html);
    expect(html).toContain('Sesión agendada: &lt;Speaking&gt; &amp; &quot;más&quot;');
    expect(html).toContain('https://meet.jit.si/x?a=1&amp;b=&lt;2&gt;');
    expect(html).not.toContain('<Speaking>');
    expect(html).toContain(`<a href="${link}">Abrir en Charla</a>`);

    const invitation = invitationOf(message!)!;
    expect(invitation).toMatchObject({
      method: 'REQUEST',
      uid: `${session.id}@charla`,
      sequence: 0,
      start: session.meeting_time.toISOString(),
      end: new Date(session.meeting_time.getTime() + 15 * 60_000).toISOString(),
      summary: 'Charla: Speaking con Ana Rodríguez',
      location: session.meeting_url,
      status: 'CONFIRMED',
      attendees: ['mailto:estudiante1@charla.test'],
    });
    // The calendar part says its method, as mail clients need to offer "add to calendar".
    expect(message!.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);

    const sent = await eventually(async () => {
      const row = await statusOf(id);
      return row.email_status === 'enviado' && row;
    });
    expect(sent.emailed_at).toBeInstanceOf(Date);

    // Asked again (a job run twice, the start-up sweep): nothing is sent a second time.
    await t.app.ctx.effects.emailsPending([id]);
    const mailer = createMailer(smtp.url);
    expect(await deliverNotification(t.db, mailer, { from: t.config.MAIL_FROM, baseUrl: 'x' }, id)).toBe('omitido');
    mailer.close();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(smtp.received.slice(before)).toHaveLength(1);
  });

  it('cancels with METHOD:CANCEL, the same UID and the higher SEQUENCE it was told with', async () => {
    const before = smtp.received.length;
    const { id, session } = await storeSessionNotification('CANCEL', 3);
    await t.app.ctx.effects.emailsPending([id]);
    const [message] = (await smtp.waitFor(before + 1)).slice(before);
    expect(invitationOf(message!)).toMatchObject({
      method: 'CANCEL',
      uid: `${session.id}@charla`,
      sequence: 3,
      status: 'CANCELLED',
    });
    expect(message!.raw).toMatch(/method=CANCEL/);
  });

  it('sends a notification without a session as plain text and HTML only', async () => {
    const before = smtp.received.length;
    const id = newId();
    await t.db.insert(notifications).values({
      id,
      user_id: t.people.student2.id,
      kind: 'sed_processed',
      title: 'Tu SED está listo',
      body: 'Ya puedes ver tu transcripción.',
      link: '/seds/123',
      email_status: 'pendiente',
    });
    await t.app.ctx.effects.emailsPending([id]);
    const [message] = (await smtp.waitFor(before + 1)).slice(before);
    expect(message!.envelopeTo).toEqual(['estudiante2@charla.test']);
    expect(message!.mail.attachments).toEqual([]);
    expect(message!.mail.text).toContain('Abrir en Charla: https://charla.example/seds/123');
  });

  it('leaves alone a notification whose email is not pending (turned off, or no SMTP when it was made)', async () => {
    const before = smtp.received.length;
    const id = newId();
    await t.db.insert(notifications).values({
      id,
      user_id: t.people.student2.id,
      kind: 'lesson_assigned',
      title: 'Nueva lección',
      link: '/lecciones',
      email_status: null,
    });
    await t.app.ctx.effects.emailsPending([id]);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(smtp.received).toHaveLength(before);
    expect((await statusOf(id)).email_status).toBeNull();
  });

  it('invites both people to a booked session, and cancels the same event with a higher SEQUENCE', async () => {
    const before = smtp.received.length;
    const booked = await t.as('student1').post('/api/sessions', booking('2026-11-20', '10:00', demoTutors(t).ana));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const id = booked.body.data.id as string;
    const invited = (await smtp.waitFor(before + 2)).slice(before);
    expect(invited.flatMap((m) => m.envelopeTo).sort()).toEqual(['estudiante1@charla.test', 'tutor1@charla.test']);
    for (const message of invited) {
      expect(invitationOf(message)).toMatchObject({
        method: 'REQUEST',
        uid: `${id}@charla`,
        sequence: 0,
        start: at('2026-11-20', '10:00'),
        end: new Date(new Date(at('2026-11-20', '10:00')).getTime() + 15 * 60_000).toISOString(),
        status: 'CONFIRMED',
        attendees: message.envelopeTo.map((to) => `mailto:${to}`),
      });
    }

    const cancelled = await t.as('student1').delete(`/api/sessions/${id}`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const told = (await smtp.waitFor(before + 4)).slice(before + 2);
    expect(told.flatMap((m) => m.envelopeTo).sort()).toEqual(['estudiante1@charla.test', 'tutor1@charla.test']);
    for (const message of told) {
      const invitation = invitationOf(message)!;
      expect(invitation).toMatchObject({ method: 'CANCEL', uid: `${id}@charla`, status: 'CANCELLED' });
      expect(invitation.sequence).toBeGreaterThan(0);
    }
  });

  it('invites to a weekly series in one email per person, one event per week, and cancels the rest in one', async () => {
    const before = smtp.received.length;
    const body = { ...booking('2026-11-23', '11:30', demoTutors(t).ana), weeks: 3 };
    const booked = await t.as('student1').post('/api/session_series', body);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const ids = booked.body.data.sessions.map((s: { id: string }) => s.id) as string[];
    const invited = (await smtp.waitFor(before + 2)).slice(before);
    expect(invited.flatMap((m) => m.envelopeTo).sort()).toEqual(['estudiante1@charla.test', 'tutor1@charla.test']);
    for (const message of invited) {
      const calendar = new ICAL.Component(ICAL.parse(invitationOf(message)!.text));
      expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
      const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
      expect(events.map((e) => e.uid)).toEqual(ids.map((id) => `${id}@charla`));
      expect(events.map((e) => e.startDate.toJSDate().toISOString())).toEqual(
        ['2026-11-23', '2026-11-30', '2026-12-07'].map((d) => at(d, '11:30')),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received.slice(before)).toHaveLength(2);

    const cancelled = await t.as('student1').delete(`/api/session_series/${booked.body.data.id}?from=2026-11-30`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const told = (await smtp.waitFor(before + 4)).slice(before + 2);
    for (const message of told) {
      const calendar = new ICAL.Component(ICAL.parse(invitationOf(message)!.text));
      expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
      const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
      expect(events.map((e) => [e.uid, e.sequence])).toEqual(ids.slice(1).map((id) => [`${id}@charla`, 1]));
    }
  });

  it('authenticates with the user and password of SMTP_URL', async () => {
    expect(t.config.SMTP_URL).toContain(`${SMTP_USER}:`);
    const wrong = createMailer(t.config.SMTP_URL!.replace(/:[^:@]+@/, ':otra@'));
    await expect(wrong.send({ from: 'a@b.c', to: 'd@e.f', subject: 'x', text: 'x' })).rejects.toThrow();
    wrong.close();
  });
});
