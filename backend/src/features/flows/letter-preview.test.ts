/**
 * The parameter dialog's letter preview: a step as drawn, written for a real invoice or client before the flow is
 * saved; its HTML and plain-text parts, a helper that fails named, the warnings a save would give.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { makeClient, makeInvoice } from '../../dev/test-support/factories.js';
import { useKontor } from '../../dev/test-support/fixture.js';

const { org } = useKontor();
const at = { x: 0, y: 0 };
const node = (id: string, type: string, params: Record<string, unknown> = {}) => ({ id, type, params, position: at });
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

let invoiceNumber = '';
let silentClient = '';

/** A graph of a trigger and one e-mail step with these params, unsaved. */
function drawn(params: Record<string, unknown>) {
  return {
    mode: 'automation',
    graph: {
      nodes: [node('t', 'trigger.invoice_created'), node('mail', 'send_email', params)],
      connections: [{ from: 't', to: 'mail', output: 'main' }],
    },
    node: 'mail',
  };
}

beforeAll(async () => {
  await org.api.patch('/api/v1/organization/', { number_locale: 'cs-CZ', language: 'cs' });
  const client = await makeClient(org.api, { name: 'Novák Stavby s.r.o.', email: 'ucetni@novak.example' });
  invoiceNumber = (await makeInvoice(org.api, client.id, { items: [{ description: 'Mzdy', unit_price: '1500.00' }] })).number;
  silentClient = (await makeClient(org.api, { name: 'Bez Adresy s.r.o.' })).name;
});

describe('previewing a letter on a real record', () => {
  it('writes the HTML and plain-text parts for an invoice named by its number, nothing sent or saved', async () => {
    const answer = await org.api.post('/api/automation/letters/preview/', {
      ...drawn({
        to: '{{client.email}}',
        subject: 'Faktura {{invoice.number}}',
        body: 'Dlužíte {{money invoice.total}}.\n{{items invoice.items}}',
      }),
      record: { invoice: invoiceNumber },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      node: 'mail',
      to: 'ucetni@novak.example',
      subject: `Faktura ${invoiceNumber}`,
      error: null,
      missing: [],
    });
    expect(plain(answer.body.text)).toContain('Dlužíte 1 500,00 Kč.');
    expect(answer.body.text).toContain('Mzdy');
    expect(answer.body.html).toMatch(/^<!DOCTYPE html>/);
    expect(answer.body.html).toContain('<table');
    expect(answer.body.html).toContain('lang="cs');
    expect((await org.api.get('/api/automation/flows/')).body.count).toBe(0);
  });

  it('names a helper that cannot format its value, and what a record lacks', async () => {
    const answer = await org.api.post('/api/automation/letters/preview/', {
      ...drawn({ to: 'office@example.com', subject: 'Hi {{invoice.nothing_here}}', body: 'Pay {{money client.name}}' }),
      record: { invoice: invoiceNumber },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.error).toBe('a template helper failed: money: "Novák Stavby s.r.o." is not a number');
    expect(answer.body.html).toBeNull();
    expect(answer.body.missing).toEqual(['{{invoice.nothing_here}} is not in the context and rendered empty']);
  });

  it("says that a client's letter has nobody to go to, and carries the save warning for the step", async () => {
    const answer = await org.api.post('/api/automation/letters/preview/', {
      mode: 'automation',
      graph: {
        nodes: [node('t', 'trigger.client_created'), node('mail', 'send_email', { to: '{{client.email}}', subject: 'Vítejte' })],
        connections: [{ from: 't', to: 'mail', output: 'main' }],
      },
      node: 'mail',
      record: { client: silentClient },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.error).toMatch(/^to rendered as nothing/);
    expect(answer.body.warnings).toEqual([expect.objectContaining({ node: 'mail', code: 'recipient_may_be_empty' })]);
  });

  it("writes a reminder's default letter for its level when its subject and message are left empty", async () => {
    const answer = await org.api.post('/api/automation/letters/preview/', {
      mode: 'debt_collection',
      graph: {
        nodes: [node('overdue', 'trigger.invoice_overdue'), node('first', 'send_reminder', { level: 1, to: '{{client.email}}' })],
        connections: [{ from: 'overdue', to: 'first', output: 'main' }],
      },
      node: 'first',
      record: { invoice: invoiceNumber },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.error).toBeNull();
    expect(answer.body.to).toBe('ucetni@novak.example');
    expect(answer.body.subject).toContain(invoiceNumber);
    expect(answer.body.text).toContain(invoiceNumber);
    expect(answer.body.html).toContain('<html lang="cs');
  });

  it('refuses an unknown invoice naming the field, a step that sends no letter, and params that break the schema', async () => {
    const unknown = await org.api.post('/api/automation/letters/preview/', {
      ...drawn({ to: 'a@example.com', subject: 'x' }),
      record: { invoice: '1999-0001' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].field).toBe('record.invoice');
    const notALetter = await org.api.post('/api/automation/letters/preview/', {
      ...drawn({ to: 'a@example.com', subject: 'x' }),
      node: 't',
      record: { invoice: invoiceNumber },
    });
    expect(notALetter.status).toBe(422);
    expect(notALetter.body.errors[0].field).toBe('node');
    const empty = await org.api.post('/api/automation/letters/preview/', {
      ...drawn({ to: '', subject: 'x' }),
      record: { invoice: invoiceNumber },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors[0].node).toBe('mail');
  });
});
