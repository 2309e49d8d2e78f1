/// <reference lib="dom" />
/**
 * People in real headless Chromium against a real Kontor without a mail server: an owner invites a colleague, whose
 * one-time password is shown once and signs them in; changes a role, resets a password and removes someone; a
 * read-only key sees the people and no action. Screenshots land in test/console/screenshots/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rawFragments, screenshot, signInAt, useConsole } from './browser.js';

let page: Page;

const { kontor, org } = useConsole({
  organization: 'People s.r.o.',
  page: (opened) => (page = opened),
});

const row = (email: string) => page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });
const shownPassword = () =>
  page
    .locator('.secret-value')
    .textContent()
    .then((text) => text?.trim() ?? '');

describe('people in the console', () => {
  it('invites a colleague whose one-time password, shown once, signs them in; gives a role, resets and removes', async () => {
    await signInAt(page, `${kontor.url}/console/`, org);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'People' }).click();
    await page.getByRole('heading', { name: 'People' }).waitFor();
    await row(org.ownerEmail).getByText('(you)').waitFor();
    // Nobody removes themselves, changes their own role or resets their own password (ending their session) from here.
    for (const action of ['Remove', 'Reset password'])
      expect(await row(org.ownerEmail).getByRole('button', { name: action }).count()).toBe(0);

    const form = page.getByRole('form', { name: 'Invite a colleague' });
    await form.getByLabel('E-mail').fill('jana.novakova@example.com');
    await form.getByLabel('Name').fill('Jana Nováková');
    await form.getByRole('button', { name: 'Invite' }).click();
    await page.getByRole('status').getByText('jana.novakova@example.com is invited').waitFor();
    const password = await shownPassword();
    expect(password).toMatch(/^[0-9A-Za-z]{16}$/);
    await row('jana.novakova@example.com').getByText('Jana Nováková').waitFor();
    expect(await row('jana.novakova@example.com').getByLabel('Role of jana.novakova@example.com').inputValue()).toBe('member');
    expect(await rawFragments(page)).toEqual([]);
    await screenshot(page, 'people-invited');
    const signIn = await kontor.client().post('/api/v1/auth/token/', { email: 'jana.novakova@example.com', password });
    expect(signIn.status).toBe(200);

    await row('jana.novakova@example.com').getByLabel('Role of jana.novakova@example.com').selectOption('owner');
    await expect.poll(async () => (await org.api.get('/api/v1/users/?search=jana')).body.results[0]?.role).toBe('owner');

    await row('jana.novakova@example.com').getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('status').getByText('jana.novakova@example.com has a new password').waitFor();
    const reset = await shownPassword();
    expect(reset).not.toBe(password);
    expect((await kontor.client(`Token ${signIn.body.token}`).get('/api/v1/auth/me/')).status).toBe(401);
    expect((await kontor.client().post('/api/v1/auth/token/', { email: 'jana.novakova@example.com', password: reset })).status).toBe(200);

    await row('jana.novakova@example.com').getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => row('jana.novakova@example.com').count()).toBe(0);
    expect((await org.api.get('/api/v1/users/?search=jana')).body.count).toBe(0);
  });

  it("shows the server's refusal: an e-mail that already has an account", async () => {
    await signInAt(page, `${kontor.url}/console/settings/people`, org);
    const form = page.getByRole('form', { name: 'Invite a colleague' });
    await form.getByLabel('E-mail').fill(org.ownerEmail);
    await form.getByRole('button', { name: 'Invite' }).click();
    await page.getByText(`Someone already signs in with ${org.ownerEmail}`).waitFor();
    expect(await page.locator('.secret-value').count()).toBe(0);
  });

  it('offers a read-only key the list and no action', async () => {
    await org.api.post('/api/v1/users/', { email: 'petr@example.com', name: 'Petr' });
    const key = (await org.api.post('/api/automation/api-keys/', { name: 'read only', scopes: ['*:read'] })).body.key as string;
    await page.goto(`${kontor.url}/console/settings/people`);
    await page.getByRole('tab', { name: 'API key' }).click();
    await page.getByLabel('API key').fill(key);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await row('petr@example.com').waitFor();
    expect(await page.getByRole('form', { name: 'Invite a colleague' }).count()).toBe(0);
    for (const action of ['Reset password', 'Remove']) expect(await page.getByRole('button', { name: action }).count()).toBe(0);
    expect(await page.getByRole('combobox').count()).toBe(0);
    await screenshot(page, 'people-read-only');
  });
});
