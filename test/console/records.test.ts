/// <reference lib="dom" />
/**
 * Invoices and clients in the console, in real headless Chromium against a real Kontor: found by number or by a
 * client's name typed without accents, filtered by status, put on hold and promised, previewed for debt collection
 * with the letter it would send, a client's other names; and what a read-only key is not offered. Screenshots land
 * in test/console/screenshots/.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { rawFragments, screenshot, signInAt, useConsole } from './browser.js';

let page: Page;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const node = (id: string, type: string, params: Record<string, unknown> = {}, y = 0) => ({ id, type, params, position: { x: 0, y } });
const link = (from: string, to: string) => ({ from, to, output: 'main' });

interface Invoice {
  id: number;
  number: string;
}

let novak: { id: number };
let disputed: Invoice;
let paid: Invoice;

const { kontor, org } = useConsole({
  organization: 'Účetnictví Brno',
  page: (opened) => (page = opened),
});

beforeAll(async () => {
  await org.api.patch('/api/v1/organization/', { number_locale: 'cs-CZ', time_zone: 'Europe/Prague', default_currency: 'CZK' });
  novak = (await org.api.post('/api/v1/clients/', { name: 'Novák Stavby s.r.o.', email: 'ucetni@novak.test', registration_no: '27074358' }))
    .body;
  const other = (await org.api.post('/api/v1/clients/', { name: 'Dvořák Trade', email: 'ap@dvorak.test' })).body;
  const invoice = (clientId: number, status: string, dueIn: number, items = [{ description: 'Mzdy za říjen', unit_price: '3000' }]) =>
    org.api.post('/api/v1/invoices/', { client_id: clientId, issue_date: day(-30), due_date: day(dueIn), status, items });
  disputed = (await invoice(novak.id, 'sent', -3)).body;
  // Past its due date: overdue at once or at the sweep; set by hand so that the filter has one to find.
  await org.api.patch(`/api/v1/invoices/${disputed.id}/`, { status: 'overdue' });
  paid = (await invoice(other.id, 'sent', 10)).body;
  await org.api.patch(`/api/v1/invoices/${paid.id}/`, { status: 'paid' });
  await invoice(other.id, 'draft', 14);
  const graph = {
    nodes: [
      node('overdue', 'trigger.invoice_overdue'),
      node('remind', 'send_reminder', {
        level: 1,
        to: '{{client.email}}',
        subject: 'Upomínka: faktura {{invoice.number}}',
        body: 'Dobrý den, {{client.name}}, faktura {{invoice.number}} je po splatnosti. Prosíme o úhradu.',
      }),
    ],
    connections: [link('overdue', 'remind')],
  };
  const flow = await org.api.post('/api/automation/flows/', { name: 'Upomínky', mode: 'debt_collection', graph });
  expect(flow.status).toBe(201);
}, 120_000);

/** The visible text of the page holds no raw key, JSON or bare event code. */
async function expectReadable(): Promise<void> {
  expect(await rawFragments(page)).toEqual([]);
}

describe('invoices and clients in the console', () => {
  it('puts a disputed invoice on hold, previews the next reminder and reads its letter, from the console alone and without an internal id', async () => {
    await signInAt(page, `${kontor.url}/console/`, org);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invoices' }).click();
    // The client's name as typed on a Czech-less keyboard finds it.
    await page.getByLabel('Search').fill('novak');
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining(disputed.number)]);
    await expectReadable();
    await page.getByRole('link', { name: disputed.number }).click();
    await page.getByRole('heading', { name: `Invoice ${disputed.number}` }).waitFor();
    await expectReadable();

    // Held until yesterday: refused by the server, said at the field.
    await page.getByRole('button', { name: 'Put on hold' }).click();
    const hold = page.getByRole('form', { name: 'Put on hold' });
    await hold.getByLabel('Why').fill('disputed: wrong quantity');
    await hold.getByLabel('Until').fill(day(-1));
    await hold.getByRole('button', { name: 'Save the hold' }).click();
    const until = hold.getByLabel('Until');
    await expect.poll(() => until.getAttribute('aria-invalid')).toBe('true');
    const refusal = await hold.locator('.field.invalid .field-error').textContent();
    expect(refusal).toContain('must not be in the past');
    await screenshot(page, 'invoice-hold-refused');
    await until.fill(day(10));
    await hold.getByRole('button', { name: 'Save the hold' }).click();
    await page.getByRole('status').getByText('On hold: debt collection waits.').waitFor();
    expect((await org.api.get(`/api/v1/invoices/${disputed.id}/`)).body.dunning_hold).toEqual({
      until: day(10),
      reason: 'disputed: wrong quantity',
    });

    // The preview, opened on the invoice: the flow is picked by its name, the invoice is this one.
    const preview = page.getByRole('region', { name: 'Preview debt collection' });
    await preview.getByLabel('Days ahead').fill('30');
    await preview.getByRole('button', { name: 'Preview', exact: true }).click();
    const timeline = preview.getByRole('list', { name: 'What would happen' });
    await timeline.waitFor();
    const lines = await timeline.locator(':scope > li').allTextContents();
    expect(lines[0]).toContain('On hold');
    expect(lines.find((text) => text.includes('Send reminder'))).toBeDefined();
    const letter = preview.getByRole('article', { name: `Letter: Upomínka: faktura ${disputed.number}` });
    await expect(letter.textContent()).resolves.toContain('ucetni@novak.test');
    await expect(letter.textContent()).resolves.toContain(
      `Dobrý den, Novák Stavby s.r.o., faktura ${disputed.number} je po splatnosti. Prosíme o úhradu.`,
    );
    await letter.scrollIntoViewIfNeeded();
    await screenshot(page, 'invoice-preview-letter');
    await expectReadable();
    // Nothing sent: no reminder booked.
    expect((await org.api.get(`/api/v1/invoices/${disputed.id}/dunning/`)).body.bookings).toEqual([]);
  });

  it('says at the field when a promise to pay comes before the issue date, and notes one that does not', async () => {
    await signInAt(page, `${kontor.url}/console/invoices/${disputed.id}`, org);
    const promise = page.getByRole('form', { name: 'Note a promise to pay' });
    await promise.getByLabel('Will pay by').fill(day(-40));
    await promise.getByRole('button', { name: 'Note the promise' }).click();
    await expect.poll(() => promise.getByLabel('Will pay by').getAttribute('aria-invalid')).toBe('true');
    await expect(promise.locator('.field-error').textContent()).resolves.toContain('must not be before the issue date');
    await screenshot(page, 'invoice-promise-refused');
    // Typed as the organization writes days (day first), not in the browser's order nor as ISO.
    const [year, month, date] = day(5).split('-') as [string, string, string];
    await promise.getByLabel('Will pay by').fill(`${Number(date)}.${Number(month)}.${year}`);
    await promise.getByRole('button', { name: 'Note the promise' }).click();
    await page.getByRole('status').getByText('Noted: reminders wait until').waitFor();
    expect((await org.api.get(`/api/v1/invoices/${disputed.id}/`)).body.promised_pay_date).toBe(day(5));
    await expectReadable();
  });

  it("shows and takes a day in the organization's date order, whatever the browser's", async () => {
    const [year, month, date] = day(6).split('-') as [string, string, string];
    await org.api.patch(`/api/v1/invoices/${disputed.id}/`, { promised_pay_date: day(6) });
    try {
      for (const [order, shown] of [
        ['dmy', `${date}/${month}/${year}`],
        ['mdy', `${month}/${date}/${year}`],
      ] as const) {
        await org.api.patch('/api/v1/organization/', { date_order: order });
        // Signed in once; the page is loaded anew for the order changed over the API.
        if (order === 'dmy') await signInAt(page, `${kontor.url}/console/invoices/${disputed.id}`, org);
        else await page.goto(`${kontor.url}/console/invoices/${disputed.id}`);
        const field = page.getByRole('form', { name: 'Note a promise to pay' }).getByLabel('Will pay by');
        await expect.poll(() => field.inputValue()).toBe(shown);
        expect(await field.getAttribute('placeholder')).toBe(order === 'mdy' ? 'MM/DD/YYYY' : 'DD/MM/YYYY');
        // The day written beside the field and in the invoice's head is in that order too, not in the number locale's.
        const form = page.getByRole('region', { name: 'Promise to pay' });
        await expect.poll(() => form.locator('p').first().textContent()).toBe(`Promised by ${shown}.`);
        const issued = page.locator('dt', { hasText: /^Issued$/ }).locator('xpath=following-sibling::dd[1]');
        const [issuedYear, issuedMonth, issuedDay] = day(-30).split('-') as [string, string, string];
        expect(await issued.textContent()).toBe(
          order === 'mdy' ? `${issuedMonth}/${issuedDay}/${issuedYear}` : `${issuedDay}/${issuedMonth}/${issuedYear}`,
        );
        await screenshot(page, `invoice-promise-${order}`);
      }
      // Month first now: the same digits are read the organization's way, the month first.
      const field = page.getByRole('form', { name: 'Note a promise to pay' }).getByLabel('Will pay by');
      await field.fill(`${month}/${date}/${year}`);
      await page.getByRole('form', { name: 'Note a promise to pay' }).getByRole('button', { name: 'Note the promise' }).click();
      await page.getByRole('status').getByText('Noted: reminders wait until').waitFor();
      expect((await org.api.get(`/api/v1/invoices/${disputed.id}/`)).body.promised_pay_date).toBe(day(6));
    } finally {
      await org.api.patch('/api/v1/organization/', { date_order: 'dmy' });
    }
  });

  it('filters invoices by status and finds one by its number, and the list reads on a phone', async () => {
    await signInAt(page, `${kontor.url}/console/invoices`, org);
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    await page.getByLabel('Status').selectOption({ label: 'Overdue' });
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining(disputed.number)]);
    expect(page.url()).toContain('status=overdue');
    await page.getByLabel('Status').selectOption({ label: 'Any' });
    await page.getByLabel('Search').fill(paid.number);
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining('Paid')]);
    await page.getByLabel('Search').fill('nobody-like-this');
    await expect.poll(() => rows.allTextContents()).toEqual(['No invoice matches.']);
    await page.getByLabel('Search').fill('');
    await page.setViewportSize({ width: 420, height: 900 });
    await expect.poll(() => rows.count()).toBe(3);
    // Nothing runs off the right edge of a narrow screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(420);
    await screenshot(page, 'invoices-narrow');
    await expectReadable();
  });

  it('tells two clients of one name apart by their cities in the list', async () => {
    for (const city of ['Mirnbach', 'Kralsdorf'])
      expect((await org.api.post('/api/v1/clients/', { name: 'Zwilling Handel GmbH', address: { city } })).status).toBe(201);
    await signInAt(page, `${kontor.url}/console/clients`, org);
    await page.getByLabel('Search').fill('zwilling');
    const rows = page.getByRole('row').filter({ hasText: 'Zwilling Handel GmbH' });
    await expect
      .poll(async () => (await rows.allTextContents()).map((row) => row.match(/Mirnbach|Kralsdorf/)?.[0]).sort())
      .toEqual(['Kralsdorf', 'Mirnbach']);
  });

  it("shows a client's invoices and hold, and adds and removes another name it goes by", async () => {
    await signInAt(page, `${kontor.url}/console/clients`, org);
    await page.getByLabel('Search').fill('NOVAK');
    await page.getByRole('link', { name: 'Novák Stavby s.r.o.' }).click();
    await page.getByRole('heading', { name: 'Novák Stavby s.r.o.' }).waitFor();
    // The page shows its heading before the client's invoices arrive: wait for them.
    await expect.poll(() => page.getByRole('region', { name: 'Invoices' }).textContent()).toContain(disputed.number);
    const names = page.getByRole('region', { name: 'Other names' });
    await names.getByLabel('Another name').fill('Novák stavební');
    await names.getByRole('button', { name: 'Add the name' }).click();
    await names.getByText('Novák stavební').waitFor();
    expect((await org.api.get(`/api/v1/clients/${novak.id}/aliases/`)).body.results).toEqual([
      expect.objectContaining({ alias: 'Novák stavební', source: 'manual' }),
    ]);
    // An empty name is refused by the server, at the field.
    await names.getByLabel('Another name').fill(' ');
    await names.getByRole('button', { name: 'Add the name' }).click();
    await expect.poll(() => names.getByLabel('Another name').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'client-page');
    await expectReadable();
    await names.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(async () => (await org.api.get(`/api/v1/clients/${novak.id}/aliases/`)).body.results).toEqual([]);
  });

  it('offers a read-only key no action: no hold, no promise, no webhook test, activation or deletion', async () => {
    await org.api.post('/api/automation/webhooks/', { url: 'https://example.com/hook', event: 'INVOICE_CREATED' });
    const key = (
      await org.api.post('/api/automation/api-keys/', {
        name: 'read only',
        scopes: ['invoices:read', 'clients:read', 'flows:read', 'webhooks:read'],
      })
    ).body.key as string;
    await page.goto(`${kontor.url}/console/invoices/${disputed.id}`);
    await page.getByRole('tab', { name: 'API key' }).click();
    await page.getByLabel('API key').fill(key);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: `Invoice ${disputed.number}` }).waitFor();
    await page.getByRole('region', { name: 'Preview debt collection' }).waitFor();
    for (const action of ['Put on hold', 'Change the hold', 'Lift the hold', 'Note the promise'])
      expect(await page.getByRole('button', { name: action }).count()).toBe(0);
    await screenshot(page, 'invoice-read-only');
    await page.goto(`${kontor.url}/console/settings/automation/webhooks`);
    await page.getByRole('link', { name: 'Deliveries' }).waitFor();
    for (const action of ['Test', 'Edit', 'Activate', 'Deactivate', 'Delete'])
      expect(await page.getByRole('row').getByRole('button', { name: action, exact: true }).count()).toBe(0);
  });

  it('renames the organization and sets how it writes numbers, dates, currency and time, saying at the field what the server refused', async () => {
    await signInAt(page, `${kontor.url}/console/`, org);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Organization' }).click();
    const form = page.getByRole('form', { name: 'Organization' });
    await form.getByLabel('Name').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'organization-refused');
    await form.getByLabel('Name').fill('Účetnictví Brno a.s.');
    await form.getByLabel('Numbers').selectOption({ label: 'German (1.500,50)' });
    await form.getByLabel('Dates').selectOption('mdy');
    await form.getByLabel('Currency').fill('eur');
    await form.getByLabel('Time zone').selectOption('Europe/Vienna');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved.').waitFor();
    expect((await org.api.get('/api/v1/organization/')).body).toMatchObject({
      name: 'Účetnictví Brno a.s.',
      number_locale: 'de-DE',
      date_order: 'mdy',
      default_currency: 'EUR',
      time_zone: 'Europe/Vienna',
    });
    await expect(form.getByRole('note').textContent()).resolves.toContain('1.500,50');
    // The reference rate is on the same page, with debt collection's other rate.
    await page.getByLabel('Reference interest rate (% a year)').fill('4.25');
    await page.getByRole('form', { name: 'Interest rates' }).getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await org.api.get('/api/automation/dunning/settings/')).body.reference_interest_rate).toBe('4.250');
    await screenshot(page, 'organization-settings');
    await expectReadable();
    await org.api.patch('/api/v1/organization/', {
      number_locale: 'cs-CZ',
      date_order: 'dmy',
      default_currency: 'CZK',
      time_zone: 'Europe/Prague',
    });
  });

  // The settings pages wrote moments in the browser's locale and zone ("Nov 29, 2026, 9:34 AM") beside records in the
  // organization's: a key's moments are the organization's, as Chromium itself formats them.
  it("writes a settings page's moments as the records pages do: in the organization's date order, locale and time zone", async () => {
    const created = (await org.api.post('/api/automation/api-keys/', { name: 'moments', scopes: ['clients:read'] })).body as {
      key: string;
      id: number;
    };
    expect((await kontor.client(`Bearer ${created.key}`).get('/api/v1/clients/')).status).toBe(200);
    const key = ((await org.api.get('/api/automation/api-keys/')).body.results as Array<Record<string, string>>).find(
      (one) => one.name === 'moments',
    )!;
    await signInAt(page, `${kontor.url}/console/settings/automation/api-keys`, org);
    const row = page.getByRole('row', { name: /^moments/ });
    await row.waitFor();
    const [expectedCreated, expectedUsed, browsers] = await page.evaluate(
      ([createdAt, usedAt]) => {
        // The day in the organization's order (day first) and zone, the time in its locale.
        const day = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit', day: '2-digit' });
        const time = new Intl.DateTimeFormat('cs-CZ', { timeStyle: 'short', timeZone: 'Europe/Prague' });
        const org = { format: (at: Date) => `${day.format(at)}, ${time.format(at)}` };
        return [
          org.format(new Date(createdAt!)),
          org.format(new Date(usedAt!)),
          new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(createdAt!)),
        ];
      },
      [key.created_at, key.last_used_at],
    );
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells[3]).toBe(expectedCreated);
    expect(cells[4]).toBe(expectedUsed);
    // The browser's own (en-US, the machine's zone) is another text: the test tells the two apart.
    expect(browsers).not.toBe(expectedCreated);
    await screenshot(page, 'api-keys-moments');
  });

  it('says on an empty list of clients or invoices where they come from, linking the operation in the API reference', async () => {
    // A new user's organization: the console writes no client or invoice, and "No clients yet." alone left them there.
    const fresh = await kontor.createOrganization('Prázdná s.r.o.');
    await signInAt(page, `${kontor.url}/console/clients`, fresh);
    const clientsEmpty = page.locator('td.empty');
    await expect.poll(() => clientsEmpty.textContent()).toContain('No clients yet.');
    await expect(clientsEmpty.textContent()).resolves.toContain('POST /api/v1/clients/');
    await expect(clientsEmpty.getByRole('link').getAttribute('href')).resolves.toBe('/api/docs/#/Clients/createClient');
    await screenshot(page, 'clients-none-yet');
    await page.getByRole('link', { name: 'Invoices', exact: true }).click();
    await expect.poll(() => page.locator('td.empty').textContent()).toContain('No invoices yet.');
    await expect(page.locator('td.empty').getByRole('link').getAttribute('href')).resolves.toBe('/api/docs/#/Invoices/createInvoice');
    // A search that finds nothing is no empty organization: it says only that.
    await page.getByLabel('Search').fill('nothing like it');
    await expect.poll(() => page.locator('td.empty').textContent()).toBe('No invoice matches.');
  });

  it('adds a webhook for several events, each named by its title beside its code', async () => {
    await signInAt(page, `${kontor.url}/console/settings/automation/webhooks`, org);
    const form = page.getByRole('form', { name: 'Add a webhook' });
    await form.getByLabel('Address').fill('https://example.com/several');
    await expect.poll(() => form.getByRole('checkbox', { name: 'New invoice INVOICE_CREATED' }).isChecked()).toBe(true);
    await form.getByRole('checkbox', { name: 'Invoice paid INVOICE_PAID' }).check();
    await form.getByRole('checkbox', { name: 'Promise to pay broken INVOICE_PROMISE_BROKEN' }).check();
    // A title that wraps onto two lines (at 1280 px, "Promise to pay broken" and "A webhook delivery gave up") keeps
    // its box the size of the others': flex had shrunk those to 9.5 and 11.9 px beside 13.
    const widths = await form
      .locator('.event-choices input[type=checkbox]')
      .evaluateAll((boxes) => boxes.map((box) => Math.round(box.getBoundingClientRect().width)));
    expect(new Set(widths).size, `checkbox widths ${widths.join(', ')}`).toBe(1);
    await form.getByRole('button', { name: 'Add webhook' }).click();
    const row = page.getByRole('row', { name: /example\.com\/several/ });
    await expect(row.textContent()).resolves.toContain('Invoice paid INVOICE_PAID');
    const webhooks = (await org.api.get('/api/automation/webhooks/')).body.results as Array<{ url: string; events: string[] }>;
    expect(webhooks.find((webhook) => webhook.url === 'https://example.com/several')?.events.sort()).toEqual([
      'INVOICE_CREATED',
      'INVOICE_PAID',
      'INVOICE_PROMISE_BROKEN',
    ]);
    // Every code on the page has its title before it.
    const names = await page.locator('.event-name').allTextContents();
    expect(names.length).toBeGreaterThan(3);
    for (const name of names) expect(name).toMatch(/^[A-Z][a-z]*(?: [a-z-]+)* [A-Z]+(?:_[A-Z]+)+$/);
    await screenshot(page, 'webhook-several-events');
  });
});
