/**
 * What `npm start` prints once it serves: where, and which settings in force put data or mail at risk. Kept apart from
 * the log's lines (a rule above and below) so that a person finds it among them. Plain functions, no I/O.
 */
import type { Config } from './config.js';

/** Settings an operator should know are on, each said with what it means and how to turn it off. */
export function riskySettings(config: Pick<Config, 'webhookAllowPrivate' | 'smtpUrl' | 'secretKey'>): string[] {
  const risks: string[] = [];
  const allow = config.webhookAllowPrivate;
  if (allow === true)
    risks.push(
      'KONTOR_WEBHOOK_ALLOW_PRIVATE=true: webhooks and flows may post to private, loopback and link-local addresses (this machine, its network)',
    );
  else if (Array.isArray(allow) && allow.length > 0)
    risks.push(`KONTOR_WEBHOOK_ALLOW_PRIVATE: webhooks and flows may post to these private ranges: ${allow.join(', ')}`);
  if (!config.smtpUrl)
    risks.push('no SMTP_URL: e-mail is not sent; each message is kept in the audit log (Console → Settings → Automation → Log)');
  if (!config.secretKey)
    risks.push(
      'no KONTOR_SECRET_KEY: signing secrets are sealed under a key generated into the data folder; whoever copies that folder can open them',
    );
  return risks;
}

/**
 * The first start's credentials, left in the data folder at a later start: the first owner's password and a key with
 * every scope, in clear, for as long as the folder lives (and in its backups) unless someone deletes the file.
 */
export const leftCredentialsRisk = (file: string) =>
  `${file} still holds the first owner's password and an API key with every scope: delete it once they are kept elsewhere`;

export function startBanner(input: { base: string; database: string; worker: boolean; risks: readonly string[] }): string[] {
  const { base } = input;
  const lines = [
    `Kontor is running on ${base}/ (database: ${input.database}${input.worker ? '; with a worker' : ''})`,
    `  Console:   ${base}/console/`,
    `  API docs:  ${base}/api/docs/`,
    `  OpenAPI:   ${base}/api/openapi.json`,
  ];
  if (input.risks.length > 0) lines.push('', 'Settings to know about:', ...input.risks.map((risk) => `  ! ${risk}`));
  return lines;
}

/** The banner set apart from the log lines around it. */
export function framed(lines: readonly string[]): string {
  const rule = '─'.repeat(Math.min(100, Math.max(...lines.map((line) => [...line].length))));
  return `\n${rule}\n${lines.join('\n')}\n${rule}\n\n`;
}
