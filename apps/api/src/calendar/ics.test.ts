import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, icsTime, parseMailbox, type IcsEvent } from './ics';

const octets = (line: string) => new TextEncoder().encode(line).length;

const event: IcsEvent = {
  uid: '0199a0b0-0000-7000-8000-000000000001@charla',
  sequence: 2,
  start: new Date('2026-11-20T16:00:00Z'),
  minutes: 15,
  summary: 'Charla: sesión de Speaking con Ana Rodríguez; nivel 2, grupo \\ B',
  description: 'Tutor: Ana Rodríguez\nEnlace de la reunión: https://meet.jit.si/charla-abc?x=1,2;3',
  meetingUrl: 'https://meet.jit.si/charla-abc?x=1,2;3',
  stamp: new Date('2026-11-10T15:00:00Z'),
  organizer: { name: 'Charla, avisos', email: 'no-reply@charla.local' },
  attendees: [{ name: 'Estudiante "Uno"', email: 'estudiante1@charla.test' }],
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, e: new ICAL.Event(vevent) };
}

describe('escapeText', () => {
  it.each([
    ['a,b', 'a\\,b'],
    ['a;b', 'a\\;b'],
    ['a\\b', 'a\\\\b'],
    ['a\nb', 'a\\nb'],
    ['a\r\nb', 'a\\nb'],
    ['sin nada', 'sin nada'],
  ])('%j → %j', (input, output) => expect(escapeText(input)).toBe(output));
});

describe('foldLine', () => {
  it('leaves a line of 75 octets whole and folds one of 76', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('folds by octets and never splits a multi-byte character', () => {
    const line = `SUMMARY:${'ñ'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.map((part, k) => (k === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
  });
});

describe('buildCalendar', () => {
  it('writes CRLF lines of at most 75 octets that a calendar parser reads back exactly', () => {
    const text = buildCalendar({ method: 'REQUEST', events: [event] });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);

    const { calendar, vevent, e } = parse(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(e.uid).toBe(event.uid);
    expect(e.sequence).toBe(2);
    expect(e.summary).toBe(event.summary);
    expect(e.description).toBe(event.description);
    expect(e.location).toBe(event.meetingUrl);
    expect(vevent.getFirstPropertyValue('url')).toBe(event.meetingUrl);
    expect(e.startDate.toJSDate().toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(e.endDate.toJSDate().toISOString()).toBe('2026-11-20T16:15:00.000Z');
    expect(e.startDate.zone.tzid).toBe('UTC');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    const organizer = vevent.getFirstProperty('organizer')!;
    expect(organizer.getFirstValue()).toBe('mailto:no-reply@charla.local');
    expect(organizer.getParameter('cn')).toBe('Charla, avisos');
    const attendee = vevent.getFirstProperty('attendee')!;
    expect(attendee.getFirstValue()).toBe('mailto:estudiante1@charla.test');
    expect(attendee.getParameter('cn')).toBe('Estudiante Uno');
  });

  it('marks a cancelled event CANCELLED under METHOD:CANCEL', () => {
    const text = buildCalendar({ method: 'CANCEL', events: [{ ...event, sequence: 3, cancelled: true }] });
    const { calendar, vevent, e } = parse(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(e.sequence).toBe(3);
  });

  it('writes a feed with its name and no events when there are none', () => {
    const text = buildCalendar({ method: 'PUBLISH', name: 'Charla: mis sesiones', events: [] });
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Charla: mis sesiones');
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(0);
  });

  it('writes UTC times without separators', () => {
    expect(icsTime(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });
});

describe('parseMailbox', () => {
  it.each([
    ['Charla <no-reply@charla.local>', { name: 'Charla', email: 'no-reply@charla.local' }],
    ['"Charla Avisos" <avisos@charla.mx>', { name: 'Charla Avisos', email: 'avisos@charla.mx' }],
    ['avisos@charla.mx', { name: 'Charla', email: 'avisos@charla.mx' }],
  ])('%s', (input, output) => expect(parseMailbox(input)).toEqual(output));
});
