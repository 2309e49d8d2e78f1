/// <reference lib="dom" />
/**
 * The console at /console/, in real headless Chromium, against a real Kontor
 * (with its queue worker) on the embedded Postgres: sign-in, API keys,
 * webhooks with a local receiver, the flow editor in both modes, test runs,
 * the log, keyboard deletion and a narrow window. Each test leaves a
 * screenshot in test/console/screenshots/ and fails on any console error.
 */
import type { Dialog, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Receiver, startReceiver } from '../../backend/src/dev/test-support/receiver.js';
import { until } from '../../backend/src/dev/test-support/until.js';
import { expectConsoleError, screenshot, signInAt, useConsole } from './browser.js';

let page: Page;

/** How a test answers the page's confirmations; by default, yes. */
let answer: ((dialog: Dialog) => Promise<void>) | undefined;

// Confirmations ("Revoke ...?") are answered yes, unless a test answers them itself.
const { kontor, org, browser } = useConsole({
  organization: 'Dvořák & Partners',
  kontor: { worker: true, webhookRetrySchedule: [1] },
  page: (opened) => {
    answer = undefined;
    page = opened;
  },
  answer: () => answer,
});
const signIn = (path = '/console/') => signInAt(page, `${kontor.url}${path}`, org);

/** What the browser does when the tab is shown again: TanStack Query reads the screen's stale data again. */
const regainFocus = () => page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));

const node = (id: string) => page.locator(`[data-testid="node-${id}"]`);
const paletteBlock = (type: string) => page.locator(`.block-panel [data-block-type="${type}"]`);

async function dropBlock(type: string, x: number, y: number): Promise<void> {
  await paletteBlock(type).dragTo(page.locator('.canvas .react-flow__pane'), { targetPosition: { x, y } });
}

async function connect(from: string, to: string, output = 'main'): Promise<void> {
  await node(from).locator(`.react-flow__handle.source[data-handleid="${output}"]`).dragTo(node(to).locator('.react-flow__handle.target'));
}

describe('the console', () => {
  it('signs in with e-mail and password, refuses a wrong one, and keeps the credential to the tab', async () => {
    await page.goto(`${kontor.url}/console/`);
    await page.getByLabel('E-mail').fill(org.ownerEmail);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(/e-mail or password/i);
    await screenshot(page, 'sign-in-refused');

    await page.getByLabel('Password').fill(org.ownerPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Flows' }).waitFor();
    expect(await page.locator('.whoami').textContent()).toContain(org.ownerEmail);
    const stored = await page.evaluate(() => ({ session: sessionStorage.getItem('kontor.credential'), local: localStorage.length }));
    expect(JSON.parse(stored.session!)).toMatchObject({ scheme: 'Token' });
    expect(stored.local).toBe(0);

    // A reload keeps the session; a new tab (a new session) does not.
    await page.reload();
    await page.getByRole('heading', { name: 'Flows' }).waitFor();
    const other = await browser.newContext();
    const fresh = await other.newPage();
    await fresh.goto(`${kontor.url}/console/flows`);
    await fresh.getByRole('button', { name: 'Sign in' }).waitFor();
    await other.close();
    await screenshot(page, 'flows-empty');
  });

  it('signs in with an API key', async () => {
    await page.goto(`${kontor.url}/console/`);
    await page.getByRole('tab', { name: 'API key' }).click();
    await page.getByLabel('API key').fill(org.apiKey);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    expect(await page.locator('.whoami').textContent()).toContain(org.apiKey.slice(0, 8));
    await screenshot(page, 'signed-in-with-key');
  });

  it('creates an API key, shows it once with a copy button, lists it and revokes it', async () => {
    await signIn('/console/settings/automation/api-keys');
    await page.getByLabel('Name').fill('n8n production');
    await page.getByRole('button', { name: 'Add key' }).click();
    const shown = (await page.locator('.secret-value').textContent())!;
    expect(shown).toMatch(/^sk_[A-Za-z0-9]{40}$/);
    await expect(page.locator('.secret').getByRole('button', { name: 'Copy' }).isVisible()).resolves.toBe(true);
    const row = page.getByRole('row', { name: /n8n production/ });
    expect(await row.textContent()).toContain(shown.slice(0, 10));
    expect(await row.textContent()).not.toContain(shown);
    await screenshot(page, 'api-key-created');

    // The key works, and is never shown again.
    expect((await kontor.client(`Bearer ${shown}`).get('/api/v1/auth/me/')).status).toBe(200);
    await page.reload();
    await page.getByRole('row', { name: /n8n production/ }).waitFor();
    expect(await page.locator('.secret-value').count()).toBe(0);
    expect(await page.content()).not.toContain(shown);
    // Last used: just now, by the call above.
    expect(
      await page
        .getByRole('row', { name: /n8n production/ })
        .locator('td')
        .nth(4)
        .textContent(),
    ).not.toBe('never');

    await page
      .getByRole('row', { name: /n8n production/ })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await page.getByRole('row', { name: /n8n production/ }).waitFor({ state: 'detached' });
    expect((await kontor.client(`Bearer ${shown}`).get('/api/v1/auth/me/')).status).toBe(401);
  });

  it('adds a webhook for INVOICE_CREATED, tests it with a PING and redelivers from the deliveries', async () => {
    const receiver: Receiver = await startReceiver();
    try {
      await signIn('/console/settings/automation/webhooks');
      await page.getByLabel('Address').fill(receiver.url);
      // The default, though the event types load after the form: no choice needed for a new invoice.
      await expect.poll(() => page.getByRole('checkbox', { name: 'New invoice INVOICE_CREATED' }).isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Add webhook' }).click();
      expect(await page.locator('.secret-value').textContent()).toMatch(/^whsec_/);
      const row = page.getByRole('row', { name: new RegExp(receiver.url) });
      // The event by its name, with the code integrators know beside it.
      expect(await row.textContent()).toContain('New invoice INVOICE_CREATED');

      await row.getByRole('button', { name: 'Test' }).click();
      await receiver.waitFor((received) => received.some((request) => request.json.type === 'PING'));

      const client = await org.api.post('/api/v1/clients/', { name: 'Novák s.r.o.', email: 'ucetni@novak.example' });
      const invoice = await org.api.post('/api/v1/invoices/', {
        client_id: client.body.id,
        items: [{ description: 'Audit', quantity: '1', unit_price: '1000.00' }],
      });
      expect(invoice.status).toBe(201);
      await receiver.waitFor((received) => received.some((request) => request.json.type === 'INVOICE_CREATED'));
      expect(receiver.received.find((request) => request.json.type === 'INVOICE_CREATED')!.json.data.number).toBe(invoice.body.number);

      await row.getByRole('link', { name: 'Deliveries' }).click();
      const created = page.getByRole('row', { name: /INVOICE_CREATED/ });
      await created.getByText('succeeded').waitFor();
      await page.getByRole('row', { name: /PING/ }).getByText('succeeded').waitFor();
      await created.getByRole('button', { name: 'Redeliver' }).click();
      await receiver.waitFor((received) => received.filter((request) => request.json.type === 'INVOICE_CREATED').length === 2);
      await created.locator('td').nth(2).getByText('2').waitFor();
      await created.click();
      await page.locator('tr.detail').getByText(invoice.body.number).first().waitFor();
      await screenshot(page, 'webhook-deliveries');
    } finally {
      await receiver.close();
    }
  });

  it('draws an automation flow: drag a trigger and an e-mail, connect them, set the address, save, and finds it after a reload', async () => {
    await signIn('/console/flows');
    await page.getByRole('link', { name: 'New flow' }).click();
    await page.getByLabel('Flow name').fill('Welcome e-mail');
    await dropBlock('trigger.invoice_created', 300, 80);
    await dropBlock('send_email', 300, 320);
    await node('invoice_created_1').waitFor();
    await node('send_email_1').waitFor();
    await connect('invoice_created_1', 'send_email_1');
    expect(await page.locator('.react-flow__edge').count()).toBe(1);

    await node('send_email_1').dblclick();
    const form = page.getByRole('form', { name: 'Parameters' });
    await form.locator('[name="to"]').click();
    // The trigger's variables are offered as hints; one click inserts it.
    await form.getByRole('button', { name: '{{client.email}}' }).click();
    await form.locator('[name="subject"]').fill('Invoice {{invoice.number}}');
    await form.locator('[name="body"]').fill('Dear {{client.name}}, your invoice is attached.');
    expect(await form.locator('[name="to"]').inputValue()).toBe('{{client.email}}');
    await form.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved, version 1.').waitFor();
    await page.waitForURL(/\/console\/flows\/\d+$/);
    await screenshot(page, 'flow-editor-automation');

    const flowId = Number(page.url().split('/').pop());
    // The first save put the flow's address in place of /flows/new: Back leads to the list it was started from.
    await page.goBack();
    await page.waitForURL(/\/console\/flows$/);
    await page.goForward();
    await page.waitForURL(new RegExp(`/console/flows/${flowId}$`));
    const stored = await org.api.get(`/api/automation/flows/${flowId}/`);
    expect(stored.body).toMatchObject({ name: 'Welcome e-mail', mode: 'automation', is_active: false });
    expect(stored.body.graph.nodes.map((entry: { type: string }) => entry.type)).toEqual(['trigger.invoice_created', 'send_email']);
    expect(stored.body.graph.connections).toEqual([{ from: 'invoice_created_1', to: 'send_email_1', output: 'main' }]);
    expect(stored.body.graph.nodes[1].params).toEqual({
      to: '{{client.email}}',
      subject: 'Invoice {{invoice.number}}',
      body: 'Dear {{client.name}}, your invoice is attached.',
    });

    await page.reload();
    await node('send_email_1').waitFor();
    expect(await page.getByLabel('Flow name').inputValue()).toBe('Welcome e-mail');
    expect(await page.locator('.react-flow__node').count()).toBe(2);
    expect(await page.locator('.react-flow__edge').count()).toBe(1);
    expect(await node('send_email_1').textContent()).toContain('{{client.email}}');
    // Summed up in the block's own order, whatever order the stored parameters come back in.
    // (Polled: the order comes with the mode's blocks, which may load after the flow.)
    await expect.poll(() => node('send_email_1').locator('dt').allTextContents()).toEqual(['to', 'subject', 'body']);
    const positions = (await org.api.get(`/api/automation/flows/${flowId}/`)).body.graph.nodes.map(
      (entry: { position: unknown }) => entry.position,
    );
    expect(positions).toEqual(stored.body.graph.nodes.map((entry: { position: unknown }) => entry.position));

    // Activate from the list; the flow now runs on new invoices. The switch shows "on" at once and turns back if the
    // server refuses, so the stored flow is read until the server's answer is in (CI once read it just before).
    await page.getByRole('link', { name: '← Flows' }).click();
    await page.getByLabel('Welcome e-mail active').check();
    await page
      .getByRole('row', { name: /Welcome e-mail/ })
      .getByText('on')
      .waitFor();
    await until(
      async () => (await org.api.get(`/api/automation/flows/${flowId}/`)).body.is_active,
      (active) => active === true,
      'the flow stored as active',
      5_000,
      50,
    );
    expect(await page.getByLabel('Welcome e-mail active').isChecked()).toBe(true);
  });

  // Found by the new user's trial (docs/trials/2026-11-29-operator.md): the README's three-block flow opened with the
  // graph in the canvas's lower half and its last block cut off, after React Flow's own fit on load.
  it('opens a saved flow fitted to the canvas', async () => {
    const at = (id: string, type: string, y: number, params: object = {}) => ({ id, type, params, position: { x: 0, y } });
    const created = await org.api.post('/api/automation/flows/', {
      name: 'Big invoices',
      mode: 'automation',
      graph: {
        nodes: [
          at('t', 'trigger.invoice_created', 0),
          at('big', 'condition', 150, { value: '{{invoice.total}}', operator: 'greater', compare_to: '1000' }),
          at('task', 'create_task', 300, { title: 'Check invoice {{invoice.number}}' }),
        ],
        connections: [
          { from: 't', to: 'big', output: 'main' },
          { from: 'big', to: 'task', output: 'true' },
        ],
      },
    });
    expect(created.status).toBe(201);
    await signIn(`/console/flows/${created.body.id}`);
    await node('task').waitFor();
    // Settled: the view's transform the same over three reads 100 ms apart.
    const transform = () => page.locator('.react-flow__viewport').evaluate((element) => (element as HTMLElement).style.transform);
    const seen: string[] = [];
    for (let read = 0; read < 50 && !(seen.length >= 3 && new Set(seen.slice(-3)).size === 1); read++) {
      seen.push(await transform());
      await page.waitForTimeout(100);
    }
    // Fitted: the graph is centred, as much room above its first block as below its last (it was 326 px above, 10 below).
    const canvas = await page.locator('.canvas .react-flow').boundingBox();
    const first = await node('t').boundingBox();
    const last = await node('task').boundingBox();
    if (!canvas || !first || !last) throw new Error('the canvas or a block has no box');
    const above = first.y - canvas.y;
    const below = canvas.y + canvas.height - (last.y + last.height);
    expect(below, `${above} px above the graph, ${below} px below`).toBeGreaterThan(0);
    expect(Math.abs(above - below), `${above} px above the graph, ${below} px below`).toBeLessThan(40);
    await screenshot(page, 'flow-editor-opened');
  });

  it('test-runs a flow on a sample context and steps through the trace on the canvas', async () => {
    const flow = await org.api.post('/api/automation/flows/', {
      name: 'Big invoices',
      mode: 'automation',
      graph: {
        nodes: [
          { id: 'new_invoice', type: 'trigger.invoice_created', params: {}, position: { x: 0, y: 0 } },
          {
            id: 'is_big',
            type: 'condition',
            params: { value: '{{invoice.total}}', operator: 'greater', compare_to: '500' },
            position: { x: 0, y: 150 },
          },
          {
            id: 'tell_boss',
            type: 'send_email',
            params: { to: 'boss@example.com', subject: 'Big one: {{invoice.number}}' },
            position: { x: -150, y: 320 },
          },
          { id: 'note', type: 'create_task', params: { title: 'Small invoice {{invoice.number}}' }, position: { x: 150, y: 320 } },
        ],
        connections: [
          { from: 'new_invoice', to: 'is_big', output: 'main' },
          { from: 'is_big', to: 'tell_boss', output: 'true' },
          { from: 'is_big', to: 'note', output: 'false' },
        ],
      },
    });
    expect(flow.status).toBe(201);
    await signIn(`/console/flows/${flow.body.id}`);
    await node('is_big').waitFor();
    // The condition's `true` and `false` connections are drawn too, not only the trigger's (they were missing when a
    // saved flow was opened: its blocks were drawn before the block list gave the condition its outputs).
    await page.locator('.react-flow__edge').nth(2).waitFor({ timeout: 5_000 });
    expect(await page.locator('.react-flow__edge').count()).toBe(3);
    await page.getByRole('button', { name: 'Test run' }).click();
    const panel = page.getByRole('complementary', { name: 'Test run' });
    const sample = JSON.parse(await panel.locator('textarea[name="context"]').inputValue());
    expect(sample).toHaveProperty('invoice.number');
    expect(sample).toHaveProperty('client.email');
    sample.invoice.total = '1200.00';
    sample.invoice.number = '2026-0042';
    await panel.locator('textarea[name="context"]').fill(JSON.stringify(sample, null, 2));
    await panel.getByRole('button', { name: 'Run', exact: true }).click();
    await panel.getByText('completed').waitFor();
    expect(await panel.getByText('Step 1 of 3').isVisible()).toBe(true);
    expect(await node('new_invoice').getAttribute('class')).toContain('current');
    await panel.getByRole('button', { name: 'Next step' }).click();
    expect(await node('is_big').getAttribute('class')).toContain('current');
    expect(await node('is_big').textContent()).toContain('step 2 → true');
    await panel.getByRole('button', { name: 'Next step' }).click();
    expect(await node('tell_boss').getAttribute('class')).toContain('current');
    expect(await panel.locator('.trace-entry').textContent()).toContain('Big one: 2026-0042');
    expect(await node('note').getAttribute('class')).not.toContain('ran');
    await screenshot(page, 'flow-test-run');
  });

  it("switches the editor to debt collection and shows that mode's own blocks", async () => {
    await signIn('/console/flows/new');
    await paletteBlock('trigger.invoice_created').waitFor();
    await page.getByRole('tab', { name: 'Debt collection' }).click();
    // Read once the palette has changed: invoice_overdue is in both modes, send_reminder only in this one.
    await paletteBlock('send_reminder').waitFor();
    await paletteBlock('trigger.invoice_created').waitFor({ state: 'detached' });
    const types = await page
      .locator('.block-panel [data-block-type]')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-block-type')));
    expect(types).toEqual(
      expect.arrayContaining([
        'trigger.invoice_overdue',
        'trigger.invoice_due_soon',
        'send_reminder',
        'add_late_fee',
        'mark_for_collection',
        'wait',
        'condition',
      ]),
    );
    expect(types).not.toContain('trigger.invoice_created');
    expect(types).not.toContain('send_email');

    await dropBlock('trigger.invoice_overdue', 300, 80);
    await dropBlock('send_reminder', 300, 300);
    await connect('invoice_overdue_1', 'send_reminder_1');
    await node('send_reminder_1').dblclick();
    const form = page.getByRole('form', { name: 'Parameters' });
    await form.locator('[name="level"]').fill('1');
    await form.locator('[name="to"]').fill('{{client.email}}');
    await form.locator('[name="subject"]').fill('Reminder: invoice {{invoice.number}}');
    await form.getByRole('button', { name: 'Apply' }).click();
    await page.getByLabel('Flow name').fill('First reminder');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved, version 1.').waitFor();
    await screenshot(page, 'flow-editor-debt-collection');
    const listed = await org.api.get('/api/automation/flows/?mode=debt_collection');
    expect(listed.body.results.map((flow: { name: string }) => flow.name)).toEqual(['First reminder']);
  });

  it("shows the server's validation errors on the blocks they name", async () => {
    await signIn('/console/flows/new');
    await dropBlock('trigger.invoice_created', 300, 80);
    await dropBlock('send_email', 300, 300);
    await dropBlock('condition', 620, 300);
    await connect('invoice_created_1', 'send_email_1');
    // send_email_1 lacks its address and subject; condition_1 hangs on nothing.
    await page.getByLabel('Flow name').fill('Broken');
    await page.getByRole('button', { name: 'Save' }).click();
    const emailErrors = page.getByRole('alert', { name: 'Errors on send_email_1' });
    await emailErrors.waitFor();
    expect(await emailErrors.textContent()).toMatch(/to/);
    expect(await node('send_email_1').getAttribute('class')).toContain('has-errors');
    expect(await page.getByRole('alert', { name: 'Errors on condition_1' }).textContent()).toMatch(/Nothing leads into this node/);
    expect(await node('invoice_created_1').getAttribute('class')).not.toContain('has-errors');
    expect(await page.locator('.editor-errors').textContent()).toMatch(/breaks \d+ rules/);
    await screenshot(page, 'flow-invalid-graph');
    expect((await org.api.get('/api/automation/flows/?search=Broken')).body.count).toBe(0);

    // The form shows the block's errors too; fixing them and saving clears them.
    await node('send_email_1').dblclick();
    const form = page.getByRole('form', { name: 'Parameters' });
    expect(await form.locator('.problem').count()).toBe(1);
    await form.locator('[name="to"]').fill('{{client.email}}');
    await form.locator('[name="subject"]').fill('Hello');
    await form.getByRole('button', { name: 'Apply' }).click();
    await node('condition_1').click();
    await page.keyboard.press('Delete');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved, version 1.').waitFor();
    expect(await page.locator('.block-node.has-errors').count()).toBe(0);
  });

  it('deletes the selected block and connection with the keyboard', async () => {
    await signIn('/console/flows/new');
    await dropBlock('trigger.invoice_paid', 200, 80);
    await dropBlock('create_task', 200, 300);
    await dropBlock('wait', 500, 300);
    await connect('invoice_paid_1', 'create_task_1');
    await connect('invoice_paid_1', 'wait_1');
    expect(await page.locator('.react-flow__edge').count()).toBe(2);
    await node('wait_1').click();
    await page.keyboard.press('Delete');
    await node('wait_1').waitFor({ state: 'detached' });
    // Deleting a block takes its connections with it.
    expect(await page.locator('.react-flow__edge').count()).toBe(1);
    await page.locator('.react-flow__edge').click({ force: true });
    await page.keyboard.press('Backspace');
    await page.locator('.react-flow__edge').waitFor({ state: 'detached' });
    expect(await page.locator('.react-flow__node').count()).toBe(2);
    await screenshot(page, 'keyboard-delete');

    // Leaving with unsaved changes asks first (and goes, once confirmed).
    const asked = page.waitForEvent('dialog');
    await page.getByRole('link', { name: '← Flows' }).click();
    expect((await asked).message()).toBe('Leave without saving the flow?');
    await page.getByRole('heading', { name: 'Flows' }).waitFor();
  });

  it('renames and deletes flows from the list', async () => {
    const graph = { nodes: [{ id: 'start', type: 'trigger.client_created', params: {}, position: { x: 0, y: 0 } }], connections: [] };
    const flow = (await org.api.post('/api/automation/flows/', { name: 'Old name', mode: 'automation', graph })).body;
    await org.api.post('/api/automation/flows/', { name: 'Doomed', mode: 'automation', graph });
    await signIn('/console/flows');
    await page
      .getByRole('row', { name: /Old name/ })
      .getByRole('button', { name: 'Rename' })
      .click();
    await page.getByLabel('New name').fill('New clients');
    await page.getByLabel('New name').press('Enter');
    await page.getByRole('link', { name: 'New clients' }).waitFor();
    expect((await org.api.get(`/api/automation/flows/${flow.id}/`)).body.name).toBe('New clients');
    await page
      .getByRole('row', { name: /Doomed/ })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByRole('row', { name: /Doomed/ }).waitFor({ state: 'detached' });
    expect((await org.api.get('/api/automation/flows/?search=Doomed')).body.count).toBe(0);
    await screenshot(page, 'flows-list');
  });

  it('reads the flows again when the window regains focus, and never resets a graph being drawn', async () => {
    const graph = { nodes: [{ id: 'start', type: 'trigger.client_created', params: {}, position: { x: 0, y: 0 } }], connections: [] };
    const flow = (await org.api.post('/api/automation/flows/', { name: 'Kept while drawn', mode: 'automation', graph })).body;
    await signIn('/console/flows');
    await page.getByRole('link', { name: 'Kept while drawn' }).waitFor();
    // Another client's flow shows once the window regains focus, with no reload.
    await org.api.post('/api/automation/flows/', { name: 'Made elsewhere', mode: 'automation', graph });
    await regainFocus();
    await page.getByRole('link', { name: 'Made elsewhere' }).waitFor();

    await page.getByRole('link', { name: 'Kept while drawn' }).click();
    await node('start').waitFor();
    await paletteBlock('send_email').click();
    await node('send_email_1').waitFor();
    // The runs list is read again on focus: its request says the focus was taken.
    await page.getByRole('button', { name: 'Runs' }).click();
    await page.getByText('No live runs yet.', { exact: false }).waitFor();
    // Meanwhile another client saves a new version of the flow.
    const elsewhere = { id: 'elsewhere', type: 'send_email', params: { to: '{{client.email}}', subject: 'Hi', body: 'Hello' } };
    const changed = {
      nodes: [...graph.nodes, { ...elsewhere, position: { x: 0, y: 200 } }],
      connections: [{ from: 'start', to: 'elsewhere', output: 'main' }],
    };
    expect((await org.api.patch(`/api/automation/flows/${flow.id}/`, { graph: changed })).body.version).toBe(2);
    const flowReads: string[] = [];
    const listen = (request: { method(): string; url(): string }) =>
      void (
        request.method() === 'GET' &&
        new URL(request.url()).pathname === `/api/automation/flows/${flow.id}/` &&
        flowReads.push(request.url())
      );
    page.on('request', listen);
    const runsRead = page.waitForRequest((request) => request.url().includes(`/api/automation/flows/${flow.id}/runs/`));
    await regainFocus();
    await runsRead;
    page.off('request', listen);
    expect(flowReads).toEqual([]);
    expect(await page.locator('.react-flow__node').count()).toBe(2);
    expect(await node('elsewhere').count()).toBe(0);
    expect(await page.locator('.editor-bar .status').textContent()).toBe('Unsaved changes');
    await screenshot(page, 'editor-kept-on-focus');
    // Saving the drawing made on version 1 is refused, and says so: nothing of the other version is lost either.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('.editor-errors').textContent()).resolves.toContain('saved as version 2 since version 1');
    expect(await node('send_email_1').count()).toBe(1);
  });

  it('tries a read again when Kontor fails it with a 5xx, and not when it refuses it with a 4xx', async () => {
    const graph = { nodes: [{ id: 'start', type: 'trigger.client_created', params: {}, position: { x: 0, y: 0 } }], connections: [] };
    await org.api.post('/api/automation/flows/', { name: 'Shown on the third try', mode: 'automation', graph });
    expectConsoleError(page, /status of 503/);
    let tries = 0;
    await page.route(/\/api\/automation\/flows\/\?/, async (route) => {
      tries += 1;
      if (tries > 2) return route.continue();
      return route.fulfill({
        status: 503,
        contentType: 'application/problem+json',
        body: JSON.stringify({ type: 'about:blank', title: 'Unavailable', status: 503, code: 'unavailable', detail: 'Try again.' }),
      });
    });
    await signIn('/console/flows');
    await page.getByRole('link', { name: 'Shown on the third try' }).waitFor();
    expect(tries).toBe(3);
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.unroute(/\/api\/automation\/flows\/\?/);

    // A flow that is not there is said at once, and asked for once.
    const asked: string[] = [];
    page.on('request', (request) => void (request.url().endsWith('/api/automation/flows/999999/') && asked.push(request.url())));
    await page.goto(`${kontor.url}/console/flows/999999`);
    await page.getByRole('alert').waitFor();
    // A retry would come a second later.
    await page.waitForTimeout(1_500);
    expect(asked).toHaveLength(1);
    await page.getByRole('link', { name: '← Flows' }).waitFor();
  });

  it("asks before the browser's Back button leaves unsaved changes, and leaves once confirmed", async () => {
    const graph = { nodes: [{ id: 'start', type: 'trigger.client_created', params: {}, position: { x: 0, y: 0 } }], connections: [] };
    await org.api.post('/api/automation/flows/', { name: 'Backed out of', mode: 'automation', graph });
    await signIn('/console/flows');
    await page.getByRole('link', { name: 'Backed out of' }).click();
    await page.getByLabel('Flow name').fill('Changed, not saved');
    const editor = page.url();
    const questions: string[] = [];
    answer = (dialog) => {
      questions.push(dialog.message());
      return dialog.dismiss();
    };
    await page.goBack();
    await until(
      async () => questions.length,
      (count) => count === 1,
      'the question',
    );
    expect(page.url()).toBe(editor);
    expect(await page.getByLabel('Flow name').inputValue()).toBe('Changed, not saved');
    answer = (dialog) => {
      questions.push(dialog.message());
      return dialog.accept();
    };
    await page.goBack();
    await page.waitForURL(/\/console\/flows$/);
    expect(questions).toEqual(['Leave without saving the flow?', 'Leave without saving the flow?']);
  });

  it('says there is no such object for an address whose id is no id, asking the API nothing', async () => {
    const asked: string[] = [];
    const listen = (request: { url(): string }) => void asked.push(request.url());
    page.on('request', listen);
    try {
      await signIn('/console/settings/automation/webhooks/abc');
      await page.getByText('There is no such webhook.').waitFor();
      await page.goto(`${kontor.url}/console/flows/99999999999999999999`);
      await page.getByText('There is no such page.').waitFor();
    } finally {
      page.off('request', listen);
    }
    expect(asked.filter((url) => /NaN|100000000000000000000/.test(url))).toEqual([]);
  });

  it('filters the log by kind and status and opens an entry with its request and response', async () => {
    await org.api.post('/api/v1/clients/', { name: '' });
    await signIn('/console/settings/automation/log');
    await page.getByLabel('Kind').selectOption('api');
    await page.getByLabel('Status').selectOption('4xx');
    const statuses = () => page.locator('table.log tbody tr td:nth-child(4)').allTextContents();
    await expect.poll(statuses).not.toContain('200');
    expect((await statuses()).every((status) => /^4\d\d$/.test(status))).toBe(true);
    const refused = page.getByRole('row', { name: /POST \/api\/v1\/clients\// }).first();
    await refused.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Request' }).waitFor();
    expect(await dialog.textContent()).toContain('validation_error');
    expect(await dialog.textContent()).toContain('"name"');
    expect(await dialog.textContent()).not.toContain(org.apiKey);
    await screenshot(page, 'audit-log-entry');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('stays usable in a narrow window', async () => {
    const graph = { nodes: [{ id: 'start', type: 'trigger.client_created', params: {}, position: { x: 0, y: 0 } }], connections: [] };
    await org.api.post('/api/automation/flows/', { name: 'Listed in a narrow window', mode: 'automation', graph });
    await page.setViewportSize({ width: 400, height: 800 });
    await signIn('/console/flows/new');
    await dropBlock('trigger.invoice_sent', 150, 60);
    await paletteBlock('send_email').click();
    await node('send_email_1').waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).isVisible()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await screenshot(page, 'narrow-editor');
    // The test panel opens below the canvas, and is brought into view.
    await page.getByRole('button', { name: 'Test run' }).click();
    const panel = page.getByRole('complementary', { name: 'Test run' });
    await expect.poll(async () => (await panel.boundingBox())?.y ?? 800, { timeout: 5_000 }).toBeLessThan(400);
    await screenshot(page, 'narrow-test-run');
    // A table wider than the window keeps its row's buttons in sight at the right edge.
    await page.getByRole('link', { name: '← Flows' }).click();
    const row = page.getByRole('row', { name: /Listed in a narrow window/ });
    const deleteBox = await row.getByRole('button', { name: 'Delete' }).boundingBox();
    expect(deleteBox!.x + deleteBox!.width).toBeLessThanOrEqual(400);
    await screenshot(page, 'narrow-flows');
    await page.goto(`${kontor.url}/console/settings/automation/api-keys`);
    await page.getByRole('button', { name: 'Add key' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });

  it('shows a table row as a card on a 420 px phone, every column in sight and nothing to scroll sideways', async () => {
    const graph = { nodes: [{ id: 'start', type: 'trigger.client_created', params: {}, position: { x: 0, y: 0 } }], connections: [] };
    await org.api.post('/api/automation/flows/', { name: 'Read on a phone', mode: 'automation', graph });
    await page.setViewportSize({ width: 420, height: 800 });
    await signIn('/console/flows');
    const row = page.getByRole('row', { name: /Read on a phone/ });
    await row.waitFor();
    const sideways = () =>
      page.evaluate(() =>
        [document.documentElement, ...Array.from(document.querySelectorAll('.table-wrap'))].map((box) => box.scrollWidth - box.clientWidth),
      );
    expect(new Set(await sideways())).toEqual(new Set([0]));
    // Each value is beside its heading, the change time too (it was cut off at the right edge), and every button is in sight.
    const changed = row.locator('td[data-label="Changed"]');
    expect(await changed.textContent()).toMatch(/\d/);
    const box = (await changed.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(420);
    for (const name of ['Edit', 'Rename', 'Delete']) {
      const button = (await row.getByRole(name === 'Edit' ? 'link' : 'button', { name }).boundingBox())!;
      expect(button.x + button.width).toBeLessThanOrEqual(420);
    }
    await screenshot(page, 'phone-flows');
    await page.getByRole('link', { name: 'Settings → Automation' }).click();
    await page.getByRole('link', { name: 'Log' }).click();
    await page.locator('table.log td[data-label="Request"]').first().waitFor();
    expect(new Set(await sideways())).toEqual(new Set([0]));
    await screenshot(page, 'phone-log');
  });
});

describe('the API reference', () => {
  it('renders under its Content-Security-Policy, with no violation', async () => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const answer = await page.goto(`${kontor.url}/api/docs/`);
    expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByText('Kontor', { exact: false }).first().waitFor();
    await page.locator('.swagger-ui .opblock').first().waitFor();
    await page.locator('.swagger-ui .opblock-summary').first().click();
    await page.locator('.swagger-ui .opblock-body').first().waitFor();
    await screenshot(page, 'api-reference');
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  });
});
