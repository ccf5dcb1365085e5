// A real SMTP server in the test process (smtp-server), receiving what the API sends over the network,
// each message parsed as a mail client would (mailparser) and its calendar invitation read by ical.js.
import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eventFields } from './calendar';
import { freePort } from './server-process';

export const SMTP_USER = 'charla';
export const SMTP_PASS = 'secreto-smtp';

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  mail: ParsedMail;
}

export interface TestSmtpServer {
  port: number;
  /** smtp://user:pass@127.0.0.1:port */
  url: string;
  received: ReceivedMail[];
  /** Waits until at least `count` messages arrived (or fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export function smtpUrl(port: number): string {
  return `smtp://${SMTP_USER}:${SMTP_PASS}@127.0.0.1:${port}`;
}

/** Listens on `port` (a free one by default); only the test's user and password may send. */
export async function startSmtpServer(port?: number): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASS) callback(null, { user: auth.username });
      else callback(new Error('Credenciales no válidas'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (mail) => {
            received.push({
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              envelopeTo: session.envelope.rcptTo.map((to) => to.address),
              raw,
              mail,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  const listenOn = port ?? (await freePort());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenOn, '127.0.0.1', () => resolve());
  });
  return {
    port: listenOn,
    url: smtpUrl(listenOn),
    received,
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`llegaron ${received.length} de ${count} correos`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text/calendar part (the invitation) of a received message, parsed. */
export function invitationOf(received: ReceivedMail) {
  const part = received.mail.attachments.find((a) => /^(text\/calendar|application\/ics)/.test(a.contentType));
  if (!part) return undefined;
  const text = part.content.toString('utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return {
    text,
    contentType: part.contentType,
    method: calendar.getFirstPropertyValue('method') as string,
    ...eventFields(vevent),
    attendees: vevent.getAllProperties('attendee').map((p) => String(p.getFirstValue())),
  };
}

/** Polls until `check` holds (or fails after `timeoutMs`). */
export async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('la condición no se cumplió a tiempo');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
