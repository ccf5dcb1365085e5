import { randomBytes } from 'node:crypto';

/** A meeting link with an unguessable room name (DESIGN §6: MEETING_URL_TEMPLATE with {room}). */
export function meetingUrl(template: string): string {
  return template.replace('{room}', randomBytes(12).toString('base64url'));
}
