// iCalendar text (RFC 5545) for Charla's sessions (docs/decisions/024 "Invitaciones ICS y feed"): one
// builder for the email invitation, the single-session download and the private feed. Times are UTC
// (no VTIMEZONE needed); lines end in CRLF and are folded at 75 octets without splitting a character.

export type IcsMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

export interface IcsPerson {
  name: string;
  email: string;
}

export interface IcsEvent {
  /** Stable across every version of the event (`${session.id}@charla`): calendars update it in place. */
  uid: string;
  /** Raised on every change (RFC 5545 §3.8.7.4): a higher one replaces what a calendar holds. */
  sequence: number;
  start: Date;
  minutes: number;
  summary: string;
  description?: string;
  /** The meeting link: LOCATION (what calendars show) and URL. */
  meetingUrl?: string | null;
  cancelled?: boolean;
  /** When this version was made (DTSTAMP); a retried email keeps the same one. */
  stamp: Date;
  organizer?: IcsPerson;
  attendees?: IcsPerson[];
}

export interface IcsCalendar {
  method?: IcsMethod;
  /** The calendar's name in apps that subscribe to a feed. */
  name?: string;
  events: IcsEvent[];
}

const PRODUCT_ID = '-//Charla//Sesiones//ES';
const encoder = new TextEncoder();

/** TEXT values (§3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (§3.2): quoted when it holds : ; or , — a quote itself cannot appear, so it goes. */
function paramValue(value: string): string {
  const clean = value.replace(/["\r\n]/g, '').replace(/[\u0000-\u001f\u007f]/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** URI and CAL-ADDRESS values are not escaped; they may still never break a line. */
function uriValue(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f\s]/g, '');
}

/** Folds one content line at 75 octets (§3.1): continuation lines start with a space. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // a continuation line's leading space is one of its 75
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 20261120T160000Z */
export function icsTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

function person(role: 'ORGANIZER' | 'ATTENDEE', who: IcsPerson, extra = ''): string {
  return `${role};CN=${paramValue(who.name)}${extra}:mailto:${uriValue(who.email)}`;
}

function eventLines(event: IcsEvent): string[] {
  const end = new Date(event.start.getTime() + event.minutes * 60_000);
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${Math.max(0, Math.trunc(event.sequence))}`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.meetingUrl) {
    lines.push(`LOCATION:${escapeText(event.meetingUrl)}`, `URL:${uriValue(event.meetingUrl)}`);
  }
  lines.push(`STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`, 'TRANSP:OPAQUE');
  if (event.organizer) lines.push(person('ORGANIZER', event.organizer));
  for (const attendee of event.attendees ?? []) {
    lines.push(person('ATTENDEE', attendee, ';ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE'));
  }
  lines.push('END:VEVENT');
  return lines;
}

/** The whole VCALENDAR, CRLF-terminated. */
export function buildCalendar(calendar: IcsCalendar): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODUCT_ID}`, 'CALSCALE:GREGORIAN'];
  if (calendar.method) lines.push(`METHOD:${calendar.method}`);
  if (calendar.name) lines.push(`X-WR-CALNAME:${escapeText(calendar.name)}`);
  for (const event of calendar.events) lines.push(...eventLines(event));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** 'Charla <no-reply@charla.local>' → its name and address (MAIL_FROM is the invitations' organizer). */
export function parseMailbox(value: string): IcsPerson {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(value);
  if (match) return { name: match[1]!.trim() || 'Charla', email: match[2]!.trim() };
  return { name: 'Charla', email: value.trim() };
}
