/// <reference lib="dom" />
/**
 * The letter of an e-mail step previewed in the flow editor, in real headless Chromium against a real Kontor: written
 * from the dialog's fields before they are applied or saved, for a real invoice picked by its number, its HTML and
 * plain-text parts shown; a helper that cannot format its value said before saving; what saving warns of shown on the
 * block. Screenshots land in test/console/screenshots/.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeClient, makeInvoice } from '../../backend/src/dev/test-support/factories.js';
import { screenshot, signInAt, useConsole } from './browser.js';

let page: Page;
let flowId = 0;
let invoiceNumber = '';

const at = { x: 300, y: 80 };
const node = (id: string) => page.locator(`[data-testid="node-${id}"]`);

const { kontor, org } = useConsole({
  organization: 'Letters s.r.o.',
  page: (opened) => (page = opened),
});

beforeAll(async () => {
  await org.api.patch('/api/v1/organization/', { number_locale: 'cs-CZ', language: 'cs' });
  const client = await makeClient(org.api, { name: 'Novák Stavby s.r.o.', email: 'ucetni@novak.example' });
  invoiceNumber = (await makeInvoice(org.api, client.id, { items: [{ description: 'Mzdy', quantity: '3', unit_price: '1500.00' }] }))
    .number;
  await makeClient(org.api, { name: 'Bez Adresy s.r.o.' });
  const flow = await org.api.post('/api/automation/flows/', {
    name: 'Invoice letter',
    mode: 'automation',
    graph: {
      nodes: [
        { id: 'created', type: 'trigger.invoice_created', params: {}, position: at },
        {
          id: 'mail',
          type: 'send_email',
          params: { to: '{{client.email}}', subject: 'Faktura {{invoice.number}}', body: 'Dobrý den.' },
          position: { x: 300, y: 300 },
        },
      ],
      connections: [{ from: 'created', to: 'mail', output: 'main' }],
    },
  });
  flowId = flow.body.id;
}, 120_000);

describe('the letter preview in the flow editor', () => {
  it('writes the letter from the fields as typed for an invoice picked by its number, in HTML and plain text', async () => {
    await signInAt(page, `${kontor.url}/console/flows/${flowId}`, org);
    await node('mail').dblclick();
    const form = page.getByRole('form', { name: 'Parameters' });
    await form
      .locator('[name="body"]')
      .fill('Dobrý den, {{client.name}},\nčástka {{money invoice.total}}, splatná {{date invoice.due_date}}.\n{{items invoice.items}}');
    const preview = page.getByRole('region', { name: 'Letter preview' });
    // The recent invoices are offered by number, each with its client.
    await expect.poll(() => preview.locator('#letter-records-invoice option').first().getAttribute('value')).toBe(invoiceNumber);
    await preview.getByLabel('Invoice number', { exact: true }).fill(invoiceNumber);
    await preview.getByRole('button', { name: 'Preview' }).click();

    const letter = preview.getByLabel('The letter');
    await letter.getByText('ucetni@novak.example').waitFor();
    expect(await letter.getByText(`Faktura ${invoiceNumber}`).count()).toBe(1);
    const text = (await letter.getByLabel('Plain-text part').textContent())!.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('Dobrý den, Novák Stavby s.r.o.,');
    expect(text).toContain('4 500,00 Kč');
    expect(text).toContain('Mzdy');
    const html = page.frameLocator('iframe[title="HTML part"]');
    await html.locator('table').waitFor();
    expect(await html.locator('table').textContent()).toContain('Mzdy');
    expect(await letter.getByRole('alert').count()).toBe(0);
    await letter.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'letter-preview');
    // Nothing was saved or sent: the flow is as it was, and no e-mail is in the log.
    expect((await org.api.get(`/api/automation/flows/${flowId}/`)).body.graph.nodes[1].params.body).toBe('Dobrý den.');
    expect((await org.api.get('/api/automation/logs/?kind=email')).body.count).toBe(0);
  });

  it('says which helper fails before saving, and shows the save warning on the block', async () => {
    await signInAt(page, `${kontor.url}/console/flows/${flowId}`, org);
    await node('mail').dblclick();
    const form = page.getByRole('form', { name: 'Parameters' });
    await form.locator('[name="body"]').fill('Zaplaťte {{money client.name}}.');
    const preview = page.getByRole('region', { name: 'Letter preview' });
    await preview.getByLabel('Invoice number', { exact: true }).fill(invoiceNumber);
    await preview.getByLabel('Invoice number', { exact: true }).press('Enter');
    const failure = preview.getByRole('alert');
    await failure.waitFor();
    expect(await failure.textContent()).toContain('money: "Novák Stavby s.r.o." is not a number');
    expect(await preview.getByText('No HTML part').count()).toBe(1);
    // Enter previewed; it did not apply the dialog.
    expect(await form.count()).toBe(1);
    await preview.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'letter-preview-helper-failure');

    // An invoice number nobody has is said in words.
    await preview.getByLabel('Invoice number', { exact: true }).fill('1999-0001');
    await preview.getByRole('button', { name: 'Preview' }).click();
    await preview.getByText('no invoice is numbered "1999-0001"').waitFor();

    await form.locator('[name="body"]').fill('Dobrý den.');
    await form.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved, version 2.').waitFor();
    const warnings = page.getByRole('list', { name: 'Warnings on mail' });
    await warnings.waitFor();
    expect(await warnings.textContent()).toContain('without an e-mail');
    expect(await node('mail').getAttribute('class')).toContain('has-warnings');
    await screenshot(page, 'letter-save-warning');
  });
});
