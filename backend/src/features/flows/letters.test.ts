/**
 * Letters customers read, end to end: the organization's and the client's language, amounts and dates written by
 * the letter helpers, multipart e-mails (plain text and HTML) on a real SMTP server, the dunning levels' default
 * letters, a helper that fails stopping the e-mail, test runs on real records, and the warnings a save answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, startTestKontor, TestClock, type TestKontor } from '../../dev/test-support/kontor.js';
import { makeClient, makeInvoice } from '../../dev/test-support/factories.js';
import { type Mail, type MailCatcher, startMailCatcher } from '../../dev/test-support/smtp.js';

let mailbox: MailCatcher;
let kontor: TestKontor;
const clock = new TestClock();
const at = { x: 0, y: 0 };
const node = (id: string, type: string, params: Record<string, unknown> = {}) => ({ id, type, params, position: at });
const link = (from: string, to: string) => ({ from, to, output: 'main' });
// Intl writes grouping with no-break spaces; compared as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** A part of a multipart message, decoded (quoted-printable or base64, as nodemailer chose). */
function part(mail: Mail, type: 'text/plain' | 'text/html'): string {
  const boundary = /boundary="?([^"\r\n;]+)"?/i.exec(mail.text)?.[1];
  if (!boundary) throw new Error(`not a multipart message:\n${mail.text}`);
  const sections = mail.text.split(`--${boundary}`);
  const section = sections.find((candidate) => new RegExp(`^Content-Type: ${type}`, 'mi').test(candidate));
  if (!section) throw new Error(`no ${type} part in:\n${mail.text}`);
  const [head, ...rest] = section.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n').replace(/\r?\n$/, '');
  if (/Content-Transfer-Encoding: base64/i.test(head!)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head!)) {
    const joined = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let index = 0; index < joined.length; index++) {
      const hex = joined[index] === '=' ? /^[0-9A-F]{2}/.exec(joined.slice(index + 1)) : null;
      if (hex) {
        bytes.push(parseInt(hex[0], 16));
        index += 2;
      } else bytes.push(...Buffer.from(joined[index]!, 'utf8'));
    }
    return Buffer.from(bytes).toString('utf8').replace(/\r\n/g, '\n');
  }
  return body.replace(/\r\n/g, '\n');
}

async function flow(api: ApiClient, mode: 'automation' | 'debt_collection', nodes: ReturnType<typeof node>[]) {
  const connections = nodes.slice(1).map((next, index) => link(nodes[index]!.id, next.id));
  return api.post('/api/automation/flows/', { name: `Letters ${nodes.length}`, mode, graph: { nodes, connections } });
}

beforeAll(async () => {
  mailbox = await startMailCatcher();
  clock.set('2026-11-22T09:00:00Z');
  kontor = await startTestKontor({ smtpUrl: mailbox.url, clock });
});
afterAll(async () => {
  await kontor?.close();
  await mailbox?.close();
});

describe('the letter language', () => {
  it('is set on the organization and the client, and an unknown language is refused naming the field', async () => {
    const { api } = await kontor.createOrganization();
    expect((await api.get('/api/v1/organization/')).body.language).toBe('en');
    const refused = await api.patch('/api/v1/organization/', { language: 'xx' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ field: 'language', message: '"xx" is not a language Kontor can write letters in' }]);
    expect((await api.patch('/api/v1/organization/', { language: 'cs' })).body.language).toBe('cs');
    const client = await makeClient(api, { language: 'de' });
    expect(client.language).toBe('de');
    const bad = await api.patch(`/api/v1/clients/${client.id}/`, { language: 'zz' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('language');
    expect((await makeClient(api)).language).toBeNull();
  });
});

describe('an e-mail letter', () => {
  it('goes out as plain text and HTML, amounts, dates and items written in the organization language', async () => {
    const { api } = await kontor.createOrganization();
    await api.patch('/api/v1/organization/', { language: 'cs', number_locale: 'cs-CZ', time_zone: 'Europe/Prague' });
    const client = await makeClient(api, { email: 'ucetni@novak.test' });
    const invoice = await makeInvoice(api, client.id, {
      due_date: '2026-12-06',
      items: [
        { description: 'Mzdy', quantity: '1', unit_price: '2479.34', tax_rate: '21' },
        { description: 'Účetnictví <říjen>', quantity: '2', unit_price: '800', tax_rate: '0' },
      ],
    });
    const saved = await flow(api, 'automation', [
      node('t', 'trigger.invoice_created'),
      node('mail', 'send_email', {
        to: '{{client.email}}',
        subject: 'Faktura {{invoice.number}}',
        body: 'Dobrý den,\nk úhradě {{money invoice.total}} do {{date invoice.due_date}}.\n{{items invoice.items}}',
      }),
    ]);
    expect(saved.status).toBe(201);
    expect(saved.body.warnings).toEqual([]);
    const run = await api.post(`/api/automation/flows/${saved.body.id}/run/`, { record: { invoice: invoice.number }, live: true });
    expect(run.body.error).toBeNull();
    expect(run.body.status).toBe('completed');
    const [mail] = mailbox.about(`Faktura ${invoice.number}`);
    expect(mail!.text).toMatch(/Content-Type: multipart\/alternative/);
    const text = plain(part(mail!, 'text/plain'));
    expect(text).toContain('k úhradě 4 600,00 Kč do 6. prosince 2026.');
    expect(text).toMatch(/Položka\s+Množství\s+Cena za jednotku\s+Celkem/);
    expect(text).toMatch(/Účetnictví <říjen>\s+2\b[^\n]*\s800,00 Kč\s+1 600,00 Kč$/m);
    expect(text).not.toContain('{"description"');
    const html = plain(part(mail!, 'text/html'));
    expect(html).toContain('<html lang="cs-CZ">');
    expect(html).toContain('Dobrý den,<br>');
    expect(html).toContain('<td style="padding:4px 8px;text-align:left;border-bottom:1px solid #ddd">Účetnictví &lt;říjen&gt;</td>');
  });

  it('is not sent when a helper is given text where it needs a number, and the test run names the helper', async () => {
    const { api } = await kontor.createOrganization();
    const client = await makeClient(api, { email: 'ap@acme.test', name: 'Acme Helper' });
    const invoice = await makeInvoice(api, client.id);
    const saved = await flow(api, 'automation', [
      node('t', 'trigger.invoice_created'),
      node('mail', 'send_email', { to: '{{client.email}}', subject: 'Broken {{invoice.number}}', body: 'Pay {{money client.name}}' }),
    ]);
    const run = await api.post(`/api/automation/flows/${saved.body.id}/run/`, { record: { invoice: invoice.number }, live: true });
    expect(run.body.status).toBe('failed');
    expect(run.body.error).toBe('mail (send_email): a template helper failed: money: "Acme Helper" is not a number');
    expect(run.body.trace[1].params.body).toBe('Pay [[money: "Acme Helper" is not a number]]');
    expect(mailbox.about(`Broken ${invoice.number}`)).toEqual([]);
  });
});

describe('a reminder without its own letter', () => {
  it("sends its level's default letter in the client's language, and the simulated test run shows it", async () => {
    const { api } = await kontor.createOrganization();
    await api.patch('/api/v1/organization/', { language: 'cs', number_locale: 'cs-CZ' });
    const client = await makeClient(api, { email: 'buchhaltung@mueller.test', language: 'de', currency: 'EUR' });
    const invoice = await makeInvoice(api, client.id, {
      status: 'sent',
      issue_date: '2026-10-01',
      due_date: '2026-11-20',
      currency: 'EUR',
    });
    const saved = await flow(api, 'debt_collection', [
      node('overdue', 'trigger.invoice_overdue'),
      node('second', 'send_reminder', { level: 2, to: '{{client.email}}' }),
    ]);
    expect(saved.status).toBe(201);
    const simulated = await api.post(`/api/automation/flows/${saved.body.id}/run/`, { record: { invoice: invoice.number } });
    expect(simulated.body.trace[1].result.letter.subject).toBe(`Zweite Mahnung: Rechnung ${invoice.number} ist überfällig`);
    expect(mailbox.about(`Zweite Mahnung: Rechnung ${invoice.number}`)).toEqual([]);
    const live = await api.post(`/api/automation/flows/${saved.body.id}/run/`, { record: { invoice: invoice.number }, live: true });
    expect(live.body.status).toBe('completed');
    expect(live.body.trace[1].result.default_letter).toBe(true);
    // The subject is encoded (ü), so the mail is found by its recipient.
    const mail = mailbox.mails.find((one) => one.to.includes('buchhaltung@mueller.test'))!;
    const text = plain(part(mail, 'text/plain'));
    expect(text).toContain(`die Zahlung der Rechnung ${invoice.number}, fällig am 20. November 2026, ist bei uns noch nicht eingegangen.`);
    expect(text).toContain('Offen ist ein Betrag von 100,00 €.');
    expect(part(mail, 'text/html')).toContain('<html lang="de">');
  });
});

describe('test runs on real records', () => {
  it('run on an invoice by number or a client by name, and refuse one that does not exist, naming the field', async () => {
    const { api } = await kontor.createOrganization();
    const client = await makeClient(api, { name: 'Real Record s.r.o.', email: '' });
    const invoice = await makeInvoice(api, client.id);
    const saved = await flow(api, 'automation', [
      node('t', 'trigger.invoice_created'),
      node('v', 'set_variable', { name: 'n', value: '{{invoice.number}}/{{client.name}}' }),
    ]);
    const run = await api.post(`/api/automation/flows/${saved.body.id}/run/`, { record: { invoice: ` ${invoice.number} ` } });
    expect(run.body.context.invoice.status).toBe('draft');
    expect(run.body.context.client.email).toBe('');
    expect(run.body.context.event.type).toBe('INVOICE_CREATED');
    expect(run.body.trace[1].result).toBe(`${invoice.number}/Real Record s.r.o.`);
    const byClient = await api.post(`/api/automation/flows/${saved.body.id}/run/`, { record: { client: 'real record S.R.O.' } });
    expect(byClient.body.context.client.id).toBe(client.id);
    const missing = await api.post(`/api/automation/flows/${saved.body.id}/run/`, { record: { invoice: '1999-0001' } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([{ field: 'record.invoice', message: 'no invoice is numbered "1999-0001"' }]);
    const both = await api.post(`/api/automation/flows/${saved.body.id}/run/`, { context: {}, record: { client: 'Real Record s.r.o.' } });
    expect(both.status).toBe(422);
    expect((await api.post(`/api/automation/flows/${saved.body.id}/run/`, {})).status).toBe(422);
  });
});

describe('saving a flow', () => {
  it('warns, naming the block, of interest without a reference rate and of a recipient that renders empty', async () => {
    const { api } = await kontor.createOrganization();
    await makeClient(api, { name: 'No Mail Ltd', email: '' });
    const saved = await flow(api, 'debt_collection', [
      node('overdue', 'trigger.invoice_overdue'),
      node('remind', 'send_reminder', { level: 1, to: '{{client.email}}' }),
      node('typo', 'send_reminder', { level: 2, to: '{{client.mail}}' }),
      node('interest', 'add_interest'),
    ]);
    expect(saved.status).toBe(201);
    expect(saved.body.warnings.map((warning: { node: string; code: string }) => [warning.node, warning.code])).toEqual([
      ['interest', 'no_reference_rate'],
      ['remind', 'recipient_may_be_empty'],
      ['typo', 'empty_recipient'],
    ]);
    expect(saved.body.warnings[1].message).toContain('1 client ("No Mail Ltd") has none');
    await api.patch('/api/automation/dunning/settings/', { reference_interest_rate: '4.00' });
    const again = await api.patch(`/api/automation/flows/${saved.body.id}/`, { graph: saved.body.graph });
    expect(again.status).toBe(200);
    expect(again.body.warnings.map((warning: { code: string }) => warning.code)).toEqual(['recipient_may_be_empty', 'empty_recipient']);
  });
});
