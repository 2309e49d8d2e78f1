/**
 * E-mail (from flows): through SMTP (nodemailer, `SMTP_URL`) when configured;
 * otherwise captured, so that a newcomer without a mail server still sees
 * what would have gone out. Either way the audit log has it (kind `email`).
 * A letter with an HTML form goes out as multipart/alternative: the HTML part
 * for mail programs that show it, the plain-text part for the rest.
 */
import type { Transporter } from 'nodemailer';
import { systemRecord } from '../audit/record.js';
import type { AuditWriter } from '../audit/writer.js';

export interface MailMessage {
  organizationId: number;
  to: string;
  subject: string;
  text: string;
  /** The body of the HTML part (a fragment: htmlLetter wraps it); none: a plain-text e-mail. */
  html?: string;
  /** The letter's language, for the HTML part's `lang`. */
  language?: string;
  /** What the audit log keeps in place of `text`, for a letter that carries a secret (a new password). */
  logText?: string;
}

/** A letter's HTML fragment as a whole document, in a plain readable style that mail programs keep. */
export function htmlLetter(fragment: string, language = 'en'): string {
  const lang = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(language) ? language : 'en';
  return `<!DOCTYPE html>\n<html lang="${lang}"><head><meta charset="utf-8"></head>\n<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#222">\n${fragment}\n</body></html>`;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ message_id: string | null; captured: boolean }>;
  close(): void;
}

export function createMailer(config: { readonly smtpUrl: string | undefined; readonly mailFrom: string }, audit: AuditWriter): Mailer {
  // nodemailer is loaded with the first e-mail: most processes (the API, a worker delivering webhooks) never send one,
  // and loading it is a tenth of a worker's start-up.
  let loading: Promise<Transporter> | undefined;
  let loaded: Transporter | undefined;
  const { smtpUrl } = config;
  const transport = smtpUrl
    ? () => (loading ??= import('nodemailer').then(({ default: nodemailer }) => (loaded = nodemailer.createTransport(smtpUrl))))
    : null;
  return {
    async send(message) {
      const started = performance.now();
      const record = (status: number | null, response: unknown, error: string | null) =>
        audit.record(
          systemRecord({
            organizationId: message.organizationId,
            kind: 'email',
            method: transport ? 'SMTP' : 'CAPTURE',
            url: `mailto:${message.to}`,
            status,
            durationMs: performance.now() - started,
            request: {
              headers: {
                from: config.mailFrom,
                to: message.to,
                subject: message.subject,
                parts: message.html === undefined ? 'text' : 'text, html',
              },
              body: message.logText ?? message.text,
            },
            response: { body: response },
            error,
            createdAt: new Date(),
          }),
        );
      // Statuses as SMTP would say them, so the log's success / failure filter reads them: 250 sent, 202 kept, 554 refused.
      if (!transport) {
        record(202, { captured: true, note: 'SMTP_URL is not set; the e-mail was kept here instead of sent.' }, null);
        return { message_id: null, captured: true };
      }
      try {
        const info = await (
          await transport()
        ).sendMail({
          from: config.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html === undefined ? {} : { html: htmlLetter(message.html, message.language) }),
        });
        record(250, { message_id: info.messageId, accepted: info.accepted }, null);
        return { message_id: info.messageId, captured: false };
      } catch (error) {
        record(554, null, (error as Error).message);
        throw new Error(`the mail server refused: ${(error as Error).message}`, { cause: error });
      }
    },
    close: () => loaded?.close(),
  };
}
