/// <reference lib="dom" />
/**
 * The console's debt-collection views in real headless Chromium against a
 * real Kontor with its worker: a flow's live runs (open on the canvas,
 * cancel a waiting one, retry a failed one) and the preview of a flow on an
 * invoice as a timeline. Screenshots land in test/console/screenshots/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { markOverdueInvoices } from '../../backend/src/features/invoices/overdue.js';
import { until } from '../../backend/src/dev/test-support/until.js';
import { screenshot, signInAt, useConsole } from './browser.js';

let page: Page;

const at = { x: 0, y: 0 };
const node = (id: string, type: string, params: Record<string, unknown> = {}, y = 0) => ({ id, type, params, position: { ...at, y } });
const link = (from: string, to: string) => ({ from, to, output: 'main' });
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const { kontor, org } = useConsole({
  organization: 'Collections Ltd',
  kontor: { worker: true },
  page: (opened) => (page = opened),
});
const signIn = (path: string) => signInAt(page, `${kontor.url}${path}`, org);

async function overdueInvoice(clientId: number, unitPrice = '1000'): Promise<{ id: number; number: string }> {
  return (
    await org.api.post('/api/v1/invoices/', {
      client_id: clientId,
      issue_date: daysAgo(30),
      due_date: daysAgo(2),
      status: 'sent',
      items: [{ description: 'Work', unit_price: unitPrice }],
    })
  ).body;
}

describe('debt collection in the console', () => {
  it("lists a flow's live runs, opens one on the canvas, cancels a waiting run and retries a failed one", async () => {
    const graph = {
      nodes: [
        node('overdue', 'trigger.invoice_overdue'),
        node('interest', 'add_interest', { level: 1 }, 120),
        node('pause', 'wait', { amount: 3, unit: 'days' }, 240),
      ],
      connections: [link('overdue', 'interest'), link('interest', 'pause')],
    };
    const flow = (await org.api.post('/api/automation/flows/', { name: 'Interest', mode: 'debt_collection', graph, is_active: true })).body;
    const client = (await org.api.post('/api/v1/clients/', { name: 'Slow Payer', email: 'ap@slow.test' })).body;
    const disputed = await overdueInvoice(client.id);
    await org.api.patch(`/api/v1/invoices/${disputed.id}/`, { dunning_hold: { until: null, reason: 'disputed' } });
    const undisputed = await overdueInvoice(client.id);
    expect(undisputed.id).toBeGreaterThan(disputed.id);
    // No reference rate yet: the undisputed invoice's run fails at the interest step; the disputed one waits, held.
    await markOverdueInvoices(kontor.db, kontor.clock);
    const runs = await until(
      () => org.api.get(`/api/automation/flows/${flow.id}/runs/?ordering=id`),
      (res) => res.body.results.length === 2 && res.body.results.every((run: { status: string }) => run.status !== 'running'),
      'both runs to settle',
    );
    const byInvoice = (id: number) =>
      runs.body.results.find((run: { context: { invoice: { id: number } } }) => run.context.invoice.id === id);
    const held = byInvoice(disputed.id);
    const failed = runs.body.results.find((run: { id: number }) => run.id !== held.id);
    expect([held.status, failed.status]).toEqual(['waiting', 'failed']);

    await signIn(`/console/flows/${flow.id}`);
    await page.getByRole('button', { name: 'Runs', exact: true }).click();
    const panel = page.getByRole('complementary', { name: 'Runs' });
    const heldRow = panel.locator('.run-list li', { hasText: `#${held.id}` });
    const failedRow = panel.locator('.run-list li', { hasText: `#${failed.id}` });
    await expect(heldRow.textContent()).resolves.toMatch(/waiting.*wakes/);
    await expect(failedRow.textContent()).resolves.toContain('failed at interest');

    // The failed run opens on the canvas: its failing step is the current one, with the error.
    await panel.getByRole('button', { name: `Open run ${failed.id}` }).click();
    await panel.getByRole('button', { name: /interest add_interest/ }).click();
    await expect(panel.locator('.trace-entry .problem').textContent()).resolves.toContain('reference_interest_rate');
    // …and says where the rate is set.
    expect(await panel.getByRole('link', { name: 'Settings → Automation → Debt collection' }).getAttribute('href')).toBe(
      '/console/settings/automation/debt-collection',
    );
    await expect(page.locator('[data-testid="node-interest"]').getAttribute('class')).resolves.toMatch(/\bcurrent\b/);
    await screenshot(page, 'flow-runs-failed');

    await org.api.patch('/api/automation/dunning/settings/', { reference_interest_rate: '4.00' });
    await failedRow.getByRole('button', { name: 'Retry' }).click();
    await until(
      async () => failedRow.textContent(),
      (text) => /waiting/.test(text ?? ''),
      'the retried run to go on and wait',
    );
    expect((await org.api.get(`/api/automation/runs/${failed.id}/`)).body.status).toBe('waiting');
    await panel.getByRole('status').getByText(`Run #${failed.id} retried: waiting until`).waitFor();

    await heldRow.getByRole('button', { name: 'Cancel' }).click();
    await until(
      async () => heldRow.textContent(),
      (text) => /cancelled/.test(text ?? ''),
      'the held run to be cancelled',
    );
    expect((await org.api.get(`/api/automation/runs/${held.id}/`)).body.status).toBe('cancelled');
    await panel.getByRole('status').getByText(`Run #${held.id} cancelled.`).waitFor();
    // Cancelled is no failure: the run's trace says so in a note, not in an error box.
    await expect(panel.locator('.trace .note').textContent()).resolves.toContain('Cancelled while it waited');
    expect(await panel.locator('.trace > p .problem').count()).toBe(0);
    await screenshot(page, 'flow-runs');

    // The Log says what became of each run; a failed run's stored 500 is no server error, and is not shown as one.
    await kontor.audit.flush();
    await page.goto(`${kontor.url}/console/settings/automation/log`);
    await page.getByLabel('Kind').selectOption('flow');
    const statuses = () => page.locator('table.log tbody tr td:nth-child(4)').allTextContents();
    await expect.poll(statuses).toContain('failed');
    expect(await statuses()).not.toContain('500');
  });

  it('shows a run cancelled by turning its flow off as a note, not as a failure', async () => {
    const graph = {
      nodes: [node('created', 'trigger.invoice_created'), node('pause', 'wait', { amount: 3, unit: 'days' }, 120)],
      connections: [link('created', 'pause')],
    };
    const flow = (await org.api.post('/api/automation/flows/', { name: 'Turned off', mode: 'automation', graph, is_active: true })).body;
    const client = (await org.api.post('/api/v1/clients/', { name: 'Waiting Payer' })).body;
    await org.api.post('/api/v1/invoices/', { client_id: client.id, items: [{ description: 'Work', unit_price: '100' }] });
    const waiting = await until(
      async () => (await org.api.get(`/api/automation/flows/${flow.id}/runs/`)).body.results[0],
      (run) => run?.status === 'waiting',
      'the run to wait',
    );
    expect((await org.api.patch(`/api/automation/flows/${flow.id}/`, { is_active: false })).status).toBe(200);
    expect((await org.api.get(`/api/automation/runs/${waiting.id}/`)).body).toMatchObject({
      status: 'cancelled',
      error: 'cancelled: the flow was turned off',
    });

    await signIn(`/console/flows/${flow.id}`);
    await page.getByRole('button', { name: 'Runs', exact: true }).click();
    const panel = page.getByRole('complementary', { name: 'Runs' });
    await panel.getByRole('button', { name: `Open run ${waiting.id}` }).click();
    await expect(panel.locator('.trace .note').textContent()).resolves.toContain('Cancelled: the flow was turned off.');
    expect(await panel.locator('.trace .problem').count()).toBe(0);
    await screenshot(page, 'flow-run-turned-off');
  });

  it('previews a flow on an invoice named by its number as a timeline, and says so when the number is empty or no invoice has it', async () => {
    const graph = {
      nodes: [
        node('overdue', 'trigger.invoice_overdue'),
        node('remind', 'send_reminder', { level: 1, to: '{{client.email}}', subject: 'Reminder {{invoice.number}}' }, 120),
        node('week', 'wait', { amount: 7, unit: 'days' }, 240),
        node('fee', 'add_late_fee', { kind: 'fixed', amount: '40' }, 360),
      ],
      connections: [link('overdue', 'remind'), link('remind', 'week'), link('week', 'fee')],
    };
    const flow = (await org.api.post('/api/automation/flows/', { name: 'Remind, then fee', mode: 'debt_collection', graph })).body;
    const client = (await org.api.post('/api/v1/clients/', { name: 'Preview Payer', email: 'ap@preview.test' })).body;
    const invoice = (
      await org.api.post('/api/v1/invoices/', {
        client_id: client.id,
        issue_date: today(),
        due_date: today(),
        status: 'sent',
        items: [{ description: 'Work', unit_price: '500' }],
      })
    ).body;

    await signIn(`/console/flows/${flow.id}`);
    await page.getByRole('button', { name: 'Preview on an invoice' }).click();
    const panel = page.getByRole('complementary', { name: 'Preview on an invoice' });
    // Empty, the panel says what to type (the field is no longer `required`, whose tooltip alone said it).
    await panel.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect(panel.getByRole('alert').textContent()).resolves.toContain('Type the number of the invoice to preview');
    // The invoice as people know it: its number, dash and all.
    await panel.getByLabel('Invoice number').fill(invoice.number);
    await panel.getByLabel('Days').fill('30');
    await panel.getByRole('button', { name: 'Preview', exact: true }).click();
    const timeline = panel.getByRole('list', { name: 'Timeline' });
    await timeline.waitFor();
    const lines = await timeline.locator('li').allTextContents();
    expect(lines.find((text) => text.includes('Send reminder'))).toContain(`e-mail to ap@preview.test: “Reminder ${invoice.number}”`);
    expect(lines.find((text) => text.includes('Add late fee'))).toContain('adds 40.00 (Late fee); balance 540.00');
    expect(lines.at(-1)).toContain('Ends');
    // Nothing was written.
    expect((await org.api.get(`/api/v1/invoices/${invoice.id}/`)).body.total).toBe('500.00');
    expect((await org.api.get(`/api/automation/flows/${flow.id}/runs/`)).body.count).toBe(0);
    await screenshot(page, 'flow-preview-timeline');

    // Days are the organization's: at UTC+14 a step at its midnight is the day before in UTC, which the panel had shown.
    expect((await org.api.patch('/api/v1/organization/', { time_zone: 'Pacific/Kiritimati' })).status).toBe(200);
    try {
      await panel.getByRole('button', { name: 'Preview', exact: true }).click();
      await expect
        .poll(async () => (await org.api.post(`/api/automation/flows/${flow.id}/simulate/`, { invoice_id: invoice.id, days: 30 })).body)
        .toMatchObject({ time_zone: 'Pacific/Kiritimati' });
      const simulated = (await org.api.post(`/api/automation/flows/${flow.id}/simulate/`, { invoice_id: invoice.id, days: 30 })).body;
      // Written in the organization's date order (day first), as its forms take days.
      const dayFirst = (iso: string) => iso.split('-').reverse().join('/');
      await expect
        .poll(() => timeline.locator('time').allTextContents())
        .toEqual(simulated.timeline.map((entry: { day: string }) => dayFirst(entry.day)));
      const wait = simulated.timeline.find((entry: { type: string }) => entry.type === 'wait');
      const waitDay = dayFirst(
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date(wait.effect.resume_at)),
      );
      expect((await timeline.locator('li').allTextContents()).find((text) => text.includes('Wait'))).toContain(`until ${waitDay}`);
    } finally {
      await org.api.patch('/api/v1/organization/', { time_zone: 'UTC' });
    }

    // A number no invoice has is named, and the timeline goes; one that only a longer number contains is no match either.
    await panel.getByLabel('Invoice number').fill('1999-9999');
    await panel.getByRole('button', { name: 'Preview', exact: true }).click();
    // The alert may still show the answer before: wait for the new one.
    await expect.poll(() => panel.getByRole('alert').textContent()).toContain('No invoice is numbered “1999-9999”');
    expect(await timeline.count()).toBe(0);
    expect(await panel.getByLabel('Invoice number').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'flow-preview-not-found');
    await panel.getByLabel('Invoice number').fill(invoice.number.slice(0, -1));
    await panel.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect.poll(() => panel.getByRole('alert').textContent()).toContain(`No invoice is numbered “${invoice.number.slice(0, -1)}”`);
    // Pasted with spaces around, it is found all the same.
    await panel.getByLabel('Invoice number').fill(` ${invoice.number} `);
    await panel.getByRole('button', { name: 'Preview', exact: true }).click();
    await timeline.waitFor();
    expect(await panel.getByRole('alert').count()).toBe(0);
  });

  it('makes an API key with narrow scopes', async () => {
    await signIn('/console/settings/automation/api-keys');
    await page.getByLabel('Name').fill('read invoices only');
    // Picked per kind of record, in words: no scope string is typed.
    await page.getByLabel('Everything you may do').uncheck();
    await page.getByLabel('Invoices').selectOption({ label: 'Read' });
    await page.getByLabel('Clients').selectOption({ label: 'Read' });
    await page.getByRole('button', { name: 'Add key' }).click();
    const key = (await page.locator('.secret-value').textContent())!;
    expect(await page.getByRole('row', { name: /read invoices only/ }).textContent()).toContain('Invoices: read; Clients: read');
    expect((await org.api.get('/api/automation/api-keys/?revoked=false')).body.results).toContainEqual(
      expect.objectContaining({ name: 'read invoices only', scopes: ['invoices:read', 'clients:read'] }),
    );
    const narrow = kontor.client(`Bearer ${key}`);
    expect((await narrow.get('/api/v1/invoices/')).status).toBe(200);
    expect((await narrow.post('/api/v1/clients/', { name: 'Refused' })).status).toBe(403);
    await screenshot(page, 'api-key-scopes');
  });

  it("keeps the console's own reads out of the log unless asked", async () => {
    await org.api.post('/api/v1/clients/', { name: 'Written, so logged' });
    await signIn('/console/settings/automation/log');
    await kontor.audit.flush();
    await page.getByRole('button', { name: 'Refresh' }).click();
    const methods = () => page.locator('table.log tbody tr td:nth-child(3)').allTextContents();
    await expect.poll(async () => (await methods()).some((text) => text.startsWith('POST'))).toBe(true);
    expect((await methods()).some((text) => text.startsWith('GET'))).toBe(false);
    await page.getByLabel('Show reads (GET)').check();
    await expect
      .poll(async () => {
        await kontor.audit.flush();
        await page.getByRole('button', { name: 'Refresh' }).click();
        return (await methods()).some((text) => text.startsWith('GET'));
      })
      .toBe(true);
    await screenshot(page, 'audit-log-reads');
  });

  it('places blocks clicked in the palette one below the other, none on top of another', async () => {
    await signIn('/console/flows/new');
    for (const type of ['trigger.invoice_created', 'send_email', 'wait'])
      await page.locator(`.block-panel [data-block-type="${type}"]`).click();
    // All boxes and the canvas read in one frame, until the view has settled (it may still be panning to the new block).
    const layout = () =>
      page.evaluate(() => {
        const rect = (selector: string) => {
          const { y, height } = document.querySelector(selector)!.getBoundingClientRect();
          return { y, height };
        };
        const ids = ['invoice_created_1', 'send_email_1', 'wait_1'];
        return { boxes: ids.map((id) => rect(`[data-testid="node-${id}"]`)), canvas: rect('.canvas') };
      });
    const placed = ({ boxes, canvas }: Awaited<ReturnType<typeof layout>>) =>
      boxes.every((box, index) => index === 0 || box.y >= boxes[index - 1]!.y + boxes[index - 1]!.height) &&
      boxes.every((box) => box.y >= canvas.y && box.y + box.height <= canvas.y + canvas.height);
    await expect.poll(async () => placed(await layout()), { timeout: 5_000 }).toBe(true);
    await screenshot(page, 'flow-blocks-placed');
  });

  it("fans a condition's next blocks out under its outputs, where no block hides their lines", async () => {
    await signIn('/console/flows/new');
    const click = (type: string) => page.locator(`.block-panel [data-block-type="${type}"]`).click();
    await click('trigger.invoice_created');
    await click('condition');
    await click('send_email');
    // The condition chosen again: its next block goes beside the first, under its other output.
    await page.locator('[data-testid="node-condition_1"]').click();
    await click('create_task');
    const boxes = () =>
      page.evaluate(() =>
        Object.fromEntries(
          ['invoice_created_1', 'condition_1', 'send_email_1', 'create_task_1'].map((id) => {
            const { x, y, width, height } = document.querySelector(`[data-testid="node-${id}"]`)!.getBoundingClientRect();
            return [id, { x, y, width, height }];
          }),
        ),
      );
    await expect
      .poll(async () => {
        const { invoice_created_1: trigger, condition_1: condition, send_email_1: yes, create_task_1: no } = await boxes();
        return [
          // Each below the block it follows, the condition right of the trigger so that their line slants into sight.
          condition!.y >= trigger!.y + trigger!.height && condition!.x > trigger!.x,
          yes!.y >= condition!.y + condition!.height && no!.y >= condition!.y + condition!.height,
          // Fanned out: one left of the condition's middle, one right of it, side by side.
          yes!.x + yes!.width / 2 < condition!.x + condition!.width / 2 && no!.x + no!.width / 2 > condition!.x + condition!.width / 2,
          yes!.x + yes!.width <= no!.x,
        ];
      })
      .toEqual([true, true, true, true]);
    await screenshot(page, 'flow-condition-fanned');

    // Connected, each line names its branch near the block it leads to, clear of the label under its handle.
    const output = (name: string) => page.locator(`[data-testid="node-condition_1"] .react-flow__handle.source[data-handleid="${name}"]`);
    // The palette's click lets the view follow the new block (fitView, animated over 200 ms): the poll above passes as
    // soon as the blocks are placed, while the view still moves, and a drag measured then ends beside the handle it
    // aimed at. So the drag waits until the view has stopped moving.
    let lastTransform = '';
    await expect
      .poll(async () => {
        const transform = await page.locator('.react-flow__viewport').evaluate((element) => getComputedStyle(element).transform);
        const still = transform === lastTransform;
        lastTransform = transform;
        return still;
      })
      .toBe(true);
    // Dragged as a hand does, through the moves between; tried again while no line appears.
    const connect = async (name: string, to: string) => {
      const edge = page.locator(`[data-testid="rf__edge-condition_1:${name}->${to}"]`);
      for (let attempt = 0; attempt < 3 && (await edge.count()) === 0; attempt += 1) {
        const from = (await output(name).boundingBox())!;
        const target = (await page.locator(`[data-testid="node-${to}"] .react-flow__handle.target`).boundingBox())!;
        await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
        await page.mouse.down();
        await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
        await page.mouse.up();
      }
    };
    await connect('true', 'send_email_1');
    await connect('false', 'create_task_1');
    await expect.poll(() => page.locator('.edge-label').allTextContents()).toEqual(['true', 'false']);
    const apart = await page.evaluate(() => {
      const boxes = (selector: string) =>
        [...Array.from(document.querySelectorAll(selector))].map((element) => element.getBoundingClientRect());
      const overlap = (one: DOMRect, other: DOMRect) =>
        one.left < other.right && other.left < one.right && one.top < other.bottom && other.top < one.bottom;
      return boxes('.edge-label').every((label) => boxes('.handle-label').every((handle) => !overlap(label, handle)));
    });
    expect(apart).toBe(true);
    await screenshot(page, 'flow-condition-connected');
  });
});
