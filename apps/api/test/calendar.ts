// The calendar tests' helpers: a person's new feed, and a calendar text as a real iCalendar parser
// (ical.js) reads it.
import ICAL from 'ical.js';
import { expect } from 'vitest';
import type { Person, TestApp } from './app';

/** Creates (or rotates) the person's feed: its URL, token and the path to GET it without a bearer token. */
export async function newFeed(t: TestApp, person: Person | { id: string }) {
  const res = await t.as(person).post('/api/calendar_feed');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const url = res.body.data.url as string;
  const token = /\/api\/calendar\/([A-Za-z0-9_-]+)\.ics$/.exec(url)![1]!;
  return { url, token, path: `/api/calendar/${token}.ics` };
}

/** One VEVENT's fields as the tests compare them. */
export function eventFields(vevent: ICAL.Component) {
  const event = new ICAL.Event(vevent);
  return {
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    summary: event.summary,
    location: event.location,
    status: vevent.getFirstPropertyValue('status') as string,
  };
}

export function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map(eventFields);
  return { method: calendar.getFirstPropertyValue('method') as string, events };
}

/** Each event's DTSTAMP by UID. */
export function stampsOf(text: string): Map<string, string> {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return new Map(
    calendar.getAllSubcomponents('vevent').map((vevent) => {
      const stamp = vevent.getFirstPropertyValue('dtstamp') as ICAL.Time;
      return [new ICAL.Event(vevent).uid, stamp.toJSDate().toISOString()];
    }),
  );
}
