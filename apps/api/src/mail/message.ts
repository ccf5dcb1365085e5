// One notification as an email (docs/decisions/024 "Correo"): Spanish subject (its title), the same text
// as plain text and as HTML (every value escaped), a link into Charla, and for session kinds the calendar
// invitation as it was when the notification was made (METHOD:REQUEST or CANCEL, same UID, its SEQUENCE).
import type { SendMailOptions } from 'nodemailer';
import { buildCalendar, parseMailbox, type IcsPerson } from '../calendar/ics';
import { invitationEvent, invitationsFrom } from '../calendar/session-event';

export interface EmailNotification {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  data: unknown;
  created_at: Date;
}

export interface MailSettings {
  /** MAIL_FROM: the sender, and the organizer of the invitations. */
  from: string;
  /** Where links point: PUBLIC_URL, or this server's own address without it. */
  baseUrl: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** An app path under the base (a path only: a notification never links elsewhere). */
export function absoluteLink(baseUrl: string, link: string): string {
  const path = link.startsWith('/') && !link.startsWith('//') ? link : '/';
  return baseUrl.replace(/\/+$/, '') + path;
}

/** The same id every time this notification is sent, so a receiver can tell a repeat (RFC 5322 §3.6.4). */
export function messageIdFor(notificationId: string, from: string): string {
  const domain = /@([\w.-]+)$/.exec(parseMailbox(from).email)?.[1] ?? 'charla.local';
  return `<aviso-${notificationId}@${domain}>`;
}

const FOOTER =
  'Recibes este correo porque tienes una cuenta en Charla. Elige qué avisos quieres por correo en tu perfil.';

function htmlBody(title: string, body: string, url: string): string {
  const paragraphs = body
    .split(/\n{2,}/)
    .filter((part) => part.trim())
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return [
    '<!doctype html>',
    '<html lang="es"><head><meta charset="utf-8"><title>' + escapeHtml(title) + '</title></head>',
    '<body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">',
    `<h1 style="font-size: 20px">${escapeHtml(title)}</h1>`,
    paragraphs,
    `<p><a href="${escapeHtml(url)}">Abrir en Charla</a></p>`,
    `<p style="font-size: 12px; color: #6b7280">${escapeHtml(FOOTER)}</p>`,
    '</body></html>',
  ].join('\n');
}

export function composeEmail(
  notification: EmailNotification,
  recipient: IcsPerson,
  settings: MailSettings,
): SendMailOptions {
  const url = absoluteLink(settings.baseUrl, notification.link);
  const text = [notification.title, '', notification.body, '', `Abrir en Charla: ${url}`, '', '--', FOOTER]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
  const message: SendMailOptions = {
    from: settings.from,
    to: { name: recipient.name, address: recipient.email },
    subject: notification.title,
    text,
    html: htmlBody(notification.title, notification.body, url),
    messageId: messageIdFor(notification.id, settings.from),
    date: notification.created_at,
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
  const invitations = invitationsFrom(notification.data);
  if (invitations.length > 0) {
    const sender = parseMailbox(settings.from);
    const events = invitations.map((invitation) =>
      invitationEvent(invitation, notification.created_at, sender, recipient),
    );
    const method = events[0]!.method;
    message.icalEvent = {
      method,
      filename: method === 'CANCEL' ? 'cancelacion.ics' : 'invitacion.ics',
      content: buildCalendar({ method, events: events.map((e) => e.event) }),
    };
  }
  return message;
}
