// The SMTP connection (nodemailer) from SMTP_URL: smtp://user:pass@host:port (STARTTLS when offered) or
// smtps:// (TLS from the start). The URL holds a password: it is never logged.
import { createTransport, type SendMailOptions } from 'nodemailer';

export interface Mailer {
  send(message: SendMailOptions): Promise<void>;
  close(): void;
}

export function createMailer(smtpUrl: string): Mailer {
  const transport = createTransport({
    url: smtpUrl,
    // A dead or stuck server fails the job quickly; the queue retries it later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as never);
  return {
    async send(message) {
      await transport.sendMail(message);
    },
    close() {
      transport.close();
    },
  };
}

/** What may be logged of an SMTP URL: its scheme, host and port, never the user or password. */
export function describeSmtpUrl(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.host}`;
  } catch {
    return 'smtp';
  }
}
