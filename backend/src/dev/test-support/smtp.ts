/** A real SMTP server on 127.0.0.1 that keeps every message it receives (the flows' and dunning tests' mailbox). */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Mail {
  to: string[];
  /** The raw message, headers included (`Subject: …`). */
  text: string;
}

export interface MailCatcher {
  url: string;
  mails: Mail[];
  /** The messages whose subject starts with `subject`. */
  about(subject: string): Mail[];
  /** Every message's subject, in the order received. */
  subjects(): string[];
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: Mail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), text: raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    mails,
    about: (subject) => mails.filter((mail) => mail.text.includes(`Subject: ${subject}`)),
    subjects: () => mails.map((mail) => /^Subject: (.*)$/m.exec(mail.text)?.[1] ?? ''),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
