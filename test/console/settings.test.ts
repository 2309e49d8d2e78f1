/// <reference lib="dom" />
/**
 * Settings → Automation in real headless Chromium against a real Kontor with
 * its worker: the interest rates of debt collection, editing a webhook (its
 * refusals said at the fields), a pending delivery's next try, and the
 * sign-in page saying why a session ended. Deliveries are retried after five
 * minutes here, so that a failed one stays pending to be looked at.
 * Screenshots land in test/console/screenshots/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Receiver, startReceiver } from '../../backend/src/dev/test-support/receiver.js';
import { until } from '../../backend/src/dev/test-support/until.js';
import { screenshot, signInAt, useConsole } from './browser.js';

const RETRY_AFTER_SECONDS = 300;

let page: Page;

const { kontor, org } = useConsole({
  organization: 'Settings Ltd',
  kontor: { worker: true, webhookRetrySchedule: [RETRY_AFTER_SECONDS] },
  page: (opened) => (page = opened),
});
const signIn = (path: string) => signInAt(page, `${kontor.url}${path}`, org);

/** A form field's refusals, found from its label. */
const refusedAt = (label: string) => page.locator('.field', { has: page.getByLabel(label, { exact: true }) }).locator('.field-error');

describe('settings in the console', () => {
  it('sets the interest rates of debt collection, saying at each field what the API refused', async () => {
    await signIn('/console/settings/automation/debt-collection');
    await page.getByText('No reference rate is set').waitFor();
    expect(await page.getByLabel('Surcharge (percentage points)').inputValue()).toBe('8.000');

    await page.getByLabel('Reference interest rate (% a year)').fill('4,5');
    await page.getByLabel('Surcharge (percentage points)').fill('eight');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(refusedAt('Reference interest rate (% a year)').textContent()).resolves.toContain('decimal');
    await expect(refusedAt('Surcharge (percentage points)').textContent()).resolves.toContain('decimal');
    expect(await page.getByRole('alert').textContent()).toContain('Not saved');
    expect((await org.api.get('/api/automation/dunning/settings/')).body.reference_interest_rate).toBeNull();

    await page.getByLabel('Reference interest rate (% a year)').fill('4.5');
    await page.getByLabel('Surcharge (percentage points)').fill('8');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved.').waitFor();
    expect(await refusedAt('Reference interest rate (% a year)').count()).toBe(0);
    expect(await page.getByRole('note').textContent()).toContain('12.5 % a year');
    const stored = (await org.api.get('/api/automation/dunning/settings/')).body;
    expect([Number(stored.reference_interest_rate), Number(stored.interest_surcharge)]).toEqual([4.5, 8]);
    await screenshot(page, 'debt-collection-settings');

    // Emptied, the reference rate is unset again.
    await page.getByLabel('Reference interest rate (% a year)').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('No reference rate is set').waitFor();
    expect((await org.api.get('/api/automation/dunning/settings/')).body.reference_interest_rate).toBeNull();
  });

  it("edits a webhook's address, events, filter and delivery settings, saying at each field what the API refused", async () => {
    const webhook = (await org.api.post('/api/automation/webhooks/', { url: 'http://127.0.0.1:9/before', event: 'INVOICE_CREATED' })).body;
    await signIn('/console/settings/automation/webhooks');
    await page
      .getByRole('row', { name: /127\.0\.0\.1:9\/before/ })
      .getByRole('button', { name: 'Edit' })
      .click();
    const form = page.getByRole('form', { name: 'Edit webhook' });
    expect(await form.getByLabel('Address').inputValue()).toBe('http://127.0.0.1:9/before');
    expect(await form.getByLabel('INVOICE_CREATED').isChecked()).toBe(true);

    await form.getByLabel('Address').fill('ftp://127.0.0.1/after');
    await form.getByLabel('At most in flight').fill('0');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(refusedAt('Address').textContent()).resolves.toContain('must start with http:// or https://');
    await expect(refusedAt('At most in flight').textContent()).resolves.toContain('>= 1');

    // The filter's own checks come once the rest is valid, and name the part at fault.
    await form.getByLabel('Address').fill('http://127.0.0.1:9/after');
    await form.getByLabel('At most in flight').fill('3');
    await form.getByLabel('Filter (JSON)').fill('{"total": {"gte": "1000"}}');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(refusedAt('Filter (JSON)').textContent()).resolves.toContain('total: is not a path Kontor can read');
    expect(await refusedAt('Address').count()).toBe(0);
    // JSON that does not parse is said at once, and not sent.
    await form.getByLabel('Filter (JSON)').fill('{"data.total": ');
    await expect(refusedAt('Filter (JSON)').textContent()).resolves.toContain('Not valid JSON');
    expect(await form.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    expect((await org.api.get(`/api/automation/webhooks/${webhook.id}/`)).body.url).toBe('http://127.0.0.1:9/before');

    await form.getByLabel('Filter (JSON)').fill('{"data.total": {"gte": "1000"}}');
    await form.getByLabel('INVOICE_PAID').check();
    await form.getByLabel('Rate limit (per second)').fill('5');
    await form.getByLabel('Deliver in event order').check();
    await form.getByLabel('Description').fill('Big invoices');
    await screenshot(page, 'webhook-edit');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved the webhook to http://127.0.0.1:9/after.').waitFor();
    await form.waitFor({ state: 'detached' });
    expect((await org.api.get(`/api/automation/webhooks/${webhook.id}/`)).body).toMatchObject({
      url: 'http://127.0.0.1:9/after',
      events: expect.arrayContaining(['INVOICE_CREATED', 'INVOICE_PAID']),
      filter: { 'data.total': { gte: '1000' } },
      max_concurrency: 3,
      rate_limit: 5,
      ordered: true,
      description: 'Big invoices',
    });
    const row = page.getByRole('row', { name: /127\.0\.0\.1:9\/after/ });
    expect(await row.textContent()).toContain('filtered · in event order · at most 5 a second · 3 at once');
  });

  it('shows when a pending delivery is tried next, and its attempts to the second', async () => {
    const receiver: Receiver = await startReceiver();
    try {
      receiver.answer = () => ({ status: 500, body: 'not now' });
      const webhook = (await org.api.post('/api/automation/webhooks/', { url: receiver.url, event: 'INVOICE_PAID' })).body;
      await org.api.post(`/api/automation/webhooks/${webhook.id}/test/`);
      const delivery = await until(
        async () => (await org.api.get(`/api/automation/webhooks/${webhook.id}/deliveries/`)).body.results[0],
        // Counted when taken up, logged once answered: the retry's time is known from then on.
        // Its retry time set too: a read between the attempt's log and its settlement had seen next_attempt_at at about now.
        (found) =>
          found?.attempt_log.length === 1 &&
          found.status === 'pending' &&
          Date.parse(found.next_attempt_at) - Date.now() > (RETRY_AFTER_SECONDS - 60) * 1000,
        'the PING to fail once and wait for its retry',
      );
      const retryAt = new Date(delivery.next_attempt_at);
      expect(retryAt.getTime() - Date.now()).toBeGreaterThan((RETRY_AFTER_SECONDS - 60) * 1000);

      await signIn(`/console/settings/automation/webhooks/${webhook.id}`);
      const row = page.getByRole('row', { name: /PING/ });
      // In the organization's date order, locale and time zone, as the console writes every moment (ui/org-format.ts).
      const settings = (await org.api.get('/api/v1/organization/')).body as {
        number_locale: string | null;
        date_order: string;
        time_zone: string;
      };
      const locale = settings.number_locale ?? (settings.date_order === 'mdy' ? 'en-US' : 'en-GB');
      const clock = await page.evaluate(
        ([iso, locale, timeZone]) => new Date(iso!).toLocaleTimeString(locale, { timeStyle: 'medium', timeZone }),
        [retryAt.toISOString(), locale, settings.time_zone],
      );
      // With its day only when that is not today (a retry past midnight).
      await expect(row.locator('.next-try').textContent()).resolves.toMatch(new RegExp(`^next try (.+, )?${clock}, in [45] min$`));
      await row.click();
      // Its day in the organization's date order, its time in the locale.
      const started = await page.evaluate(
        ([iso, locale, timeZone, order]) => {
          const at = new Date(iso!);
          const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
            .format(at)
            .split('-');
          const time = new Intl.DateTimeFormat(locale, { timeStyle: 'medium', timeZone }).format(at);
          return `${order === 'mdy' ? `${month}/${day}` : `${day}/${month}`}/${year}, ${time}`;
        },
        [delivery.attempt_log[0].started_at as string, locale, settings.time_zone, settings.date_order],
      );
      expect(started).toMatch(/\d:\d\d:\d\d/);
      await expect(page.locator('tr.detail li').first().textContent()).resolves.toContain(`${started}: 500`);
      await screenshot(page, 'webhook-next-try');

      // The list tells the failing endpoint from a healthy one (both had been a green "active").
      expect((await org.api.get(`/api/automation/webhooks/${webhook.id}/`)).body.failing_since).not.toBeNull();
      await page.goto(`${kontor.url}/console/settings/automation/webhooks`);
      const listed = page.getByRole('row', { name: new RegExp(receiver.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
      await expect(listed.locator('.badge').textContent()).resolves.toMatch(/^failing since /);
    } finally {
      await receiver.close();
    }
  });

  it('offers no forms a read-only credential would be refused', async () => {
    const key = (await org.api.post('/api/automation/api-keys/', { name: 'reader', scopes: ['webhooks:read', 'flows:read'] })).body;
    await page.goto(`${kontor.url}/console/settings/automation/webhooks`);
    await page.getByRole('tab', { name: 'API key' }).click();
    await page.getByLabel('API key').fill(key.key);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await page.getByRole('table').waitFor();
    expect(await page.getByRole('button', { name: 'Add webhook' }).count()).toBe(0);
    await page.goto(`${kontor.url}/console/flows`);
    await page.getByRole('heading', { name: 'Flows' }).waitFor();
    await page.getByRole('table').waitFor();
    expect(await page.getByRole('link', { name: 'New flow' }).count()).toBe(0);
    await screenshot(page, 'read-only-flows');
    await org.api.delete(`/api/automation/api-keys/${key.id}/`);
  });

  it('says on the sign-in page why a session ended: a revoked token, a revoked key', async () => {
    await signIn('/console/settings/automation/api-keys');
    const { secret } = JSON.parse((await page.evaluate(() => sessionStorage.getItem('kontor.credential')))!);
    expect((await kontor.client(`Token ${secret}`).delete('/api/v1/auth/token/')).status).toBe(204);
    // The next call the tab makes is refused: it drops to the sign-in page, which says why.
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByText('Your session ended: the token was revoked or has expired; sign in again.').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('kontor.credential'))).toBeNull();
    await screenshot(page, 'session-ended');
    // Signed in again, the tab is where it was, and the reason is gone.
    await page.getByLabel('E-mail').fill(org.ownerEmail);
    await page.getByLabel('Password').fill(org.ownerPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Add webhook' }).waitFor();
    expect(page.url()).toMatch(/\/console\/settings\/automation\/webhooks$/);

    // A key revoked while a tab uses it: the reload says so.
    const key = (await org.api.post('/api/automation/api-keys/', { name: 'short-lived' })).body;
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('tab', { name: 'API key' }).click();
    // A key refused at sign-in is the form's refusal, not an ended session.
    await page.getByLabel('API key').fill('sk_not_a_key');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByText('Your session ended').count()).toBe(0);
    await page.getByLabel('API key').fill(key.key);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    expect((await org.api.delete(`/api/automation/api-keys/${key.id}/`)).status).toBe(204);
    await page.reload();
    await page.getByText('Your session ended: the API key was revoked; sign in again.').waitFor();
  });
});
