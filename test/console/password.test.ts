/// <reference lib="dom" />
/**
 * Passwords in real headless Chromium against a real Kontor without a mail server: a colleague invited with a
 * one-time password is shown only the form to choose their own (the server's refusals at its fields) and then goes on
 * to the page they opened; an owner changes their own password from their menu, their other sessions ending and this
 * one going on. Screenshots land in test/console/screenshots/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rawFragments, screenshot, signInAt, useConsole } from './browser.js';

let page: Page;

const { kontor, org } = useConsole({
  organization: 'Passwords s.r.o.',
  page: (opened) => (page = opened),
});

const fieldErrors = (label: string) => page.locator('.field', { has: page.getByLabel(label, { exact: true }) }).locator('.field-error');

describe('passwords in the console', () => {
  it('has a colleague invited with a one-time password choose their own first, then go on to the page they opened', async () => {
    await signInAt(page, `${kontor.url}/console/settings/people`, org);
    const invite = page.getByRole('form', { name: 'Invite a colleague' });
    await invite.getByLabel('E-mail').fill('eva.svobodova@example.com');
    await invite.getByRole('button', { name: 'Invite' }).click();
    await page.getByRole('status').getByText('eva.svobodova@example.com is invited').waitFor();
    const oneTime = (await page.locator('.secret-value').textContent())?.trim() ?? '';
    expect(oneTime).toMatch(/^[0-9A-Za-z]{16}$/);
    await page.getByRole('button', { name: 'Sign out' }).click();

    await page.goto(`${kontor.url}/console/invoices`);
    await page.getByLabel('E-mail').fill('eva.svobodova@example.com');
    await page.getByLabel('Password').fill(oneTime);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Choose your password' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);

    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('One-time password', { exact: true }).fill('not the one I was given');
    await form.getByLabel('New password', { exact: true }).fill('eva chooses her own');
    await form.getByLabel('Repeat the new password', { exact: true }).fill('eva chooses her own');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => fieldErrors('One-time password').allTextContents()).toEqual(['The value is not your current password']);
    expect(await form.getByLabel('One-time password', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel('One-time password', { exact: true }).fill(oneTime);
    await form.getByLabel('New password', { exact: true }).fill('too short');
    await form.getByLabel('Repeat the new password', { exact: true }).fill('too short');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => fieldErrors('New password').allTextContents()).toEqual([expect.stringContaining('12 characters')]);
    expect(await fieldErrors('One-time password').count()).toBe(0);
    expect(await rawFragments(page)).toEqual([]);
    await screenshot(page, 'password-one-time');

    await form.getByLabel('New password', { exact: true }).fill('eva chooses her own');
    await form.getByLabel('Repeat the new password', { exact: true }).fill('eva chooses her own');
    await form.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('heading', { name: 'Invoices' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/console/invoices');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();

    expect((await kontor.client().post('/api/v1/auth/token/', { email: 'eva.svobodova@example.com', password: oneTime })).status).toBe(401);
    const own = await kontor.client().post('/api/v1/auth/token/', { email: 'eva.svobodova@example.com', password: 'eva chooses her own' });
    expect([own.status, own.body.password_change_required]).toEqual([200, false]);
  });

  it('lets the owner change their own password from their menu: other sessions end, this one goes on', async () => {
    const elsewhere = await kontor.client().post('/api/v1/auth/token/', { email: org.ownerEmail, password: org.ownerPassword });
    await signInAt(page, `${kontor.url}/console/`, org);
    await page.getByRole('button', { name: new RegExp(org.ownerEmail.replace(/[.+]/g, '\\$&')) }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    await page.getByRole('heading', { name: 'Change password' }).waitFor();

    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password', { exact: true }).fill(org.ownerPassword);
    await form.getByLabel('New password', { exact: true }).fill('the owner has a new one');
    await form.getByLabel('Repeat the new password', { exact: true }).fill('the owner has another');
    await form.getByRole('button', { name: 'Change password' }).click();
    await fieldErrors('Repeat the new password').getByText('The two new passwords differ').waitFor();

    await form.getByLabel('Repeat the new password', { exact: true }).fill('the owner has a new one');
    await form.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('status').getByText('Your password is changed').waitFor();
    await screenshot(page, 'password-changed');

    expect((await kontor.client(`Token ${elsewhere.body.token}`).get('/api/v1/auth/me/')).status).toBe(401);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'People' }).click();
    await page.getByRole('heading', { name: 'People' }).waitFor();
    expect((await kontor.client().post('/api/v1/auth/token/', { email: org.ownerEmail, password: org.ownerPassword })).status).toBe(401);
    expect((await kontor.client().post('/api/v1/auth/token/', { email: org.ownerEmail, password: 'the owner has a new one' })).status).toBe(
      200,
    );
  });
});
