/**
 * People from the API: invite by e-mail with a role, change the role, reset the password, remove; a password shown
 * once without a mail server and e-mailed with one, never in a log; nobody hands out a role stronger than their own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailCatcher, startMailCatcher } from '../../dev/test-support/smtp.js';
import { useKontor } from '../../dev/test-support/fixture.js';
import { type TestKontor, startTestKontor } from '../../dev/test-support/kontor.js';
import { until } from '../../dev/test-support/until.js';
import { scopesOfRole } from './roles.js';

const { kontor, org } = useKontor();
let seq = 0;
const address = (what: string) => `${what}-${++seq}-${Date.now()}@example.com`;

/** A session of an invited user who has changed their one-time password for one of their own, as they must first. */
async function ownSession(email: string, oneTime: string) {
  const signedIn = await kontor.client().post('/api/v1/auth/token/', { email, password: oneTime });
  expect(signedIn.body.password_change_required).toBe(true);
  const session = kontor.client(`Token ${signedIn.body.token}`);
  expect((await session.post('/api/v1/auth/password/', { current_password: oneTime, new_password: `${oneTime} and mine` })).status).toBe(
    200,
  );
  return session;
}

/** Everything the audit log holds for the organization, as one text. */
async function auditText(db: TestKontor['db'], organizationId: number): Promise<string> {
  const rows = await db.raw(
    "SELECT request::text || response::text || coalesce(error, '') AS text FROM audit_log WHERE organization_id = ?",
    [organizationId],
  );
  return (rows.rows as { text: string }[]).map((row) => row.text).join('\n');
}

describe('inviting a colleague without a mail server', () => {
  it('answers the one-time password once, which signs them in, and keeps it out of the audit log', async () => {
    const email = address('ana');
    const invited = await org.api.post('/api/v1/users/', { email, name: 'Ana Nováková' });
    expect(invited.status).toBe(201);
    expect(invited.headers.get('location')).toBe(`/api/v1/users/${invited.body.id}/`);
    expect(invited.body).toMatchObject({ email, name: 'Ana Nováková', role: 'member', delivery: 'shown' });
    expect(invited.body.password).toMatch(/^[0-9A-Za-z]{16}$/);
    const signIn = await kontor.client().post('/api/v1/auth/token/', { email, password: invited.body.password });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.role).toBe('member');

    const listed = await org.api.get('/api/v1/users/?search=nov');
    expect(listed.body.results.map((user: { email: string }) => user.email)).toEqual([email]);
    expect((await org.api.get(`/api/v1/users/${invited.body.id}/`)).body).not.toHaveProperty('password');

    await kontor.audit.flush();
    const logged = await auditText(kontor.db, org.id);
    expect(logged).toContain(email);
    expect(logged).not.toContain(invited.body.password);
  });

  it('refuses an e-mail that already has an account, and a malformed one naming the field', async () => {
    const taken = await org.api.post('/api/v1/users/', { email: org.ownerEmail.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('email_taken');
    const bad = await org.api.post('/api/v1/users/', { email: 'not an address' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('email');
  });
});

describe('a role, a reset, a removal', () => {
  it('gives a member the owner role and back; the last owner stays an owner and is not removed', async () => {
    const invited = await org.api.post('/api/v1/users/', { email: address('role') });
    const promoted = await org.api.patch(`/api/v1/users/${invited.body.id}/`, { role: 'owner' });
    expect(promoted.status).toBe(200);
    expect(promoted.body.role).toBe('owner');
    expect((await org.api.patch(`/api/v1/users/${invited.body.id}/`, { role: 'member' })).body.role).toBe('member');

    const owner = (await org.api.get('/api/v1/users/?role=owner')).body.results[0];
    expect(owner.email).toBe(org.ownerEmail);
    const demoted = await org.api.patch(`/api/v1/users/${owner.id}/`, { role: 'member' });
    expect(demoted.status).toBe(409);
    expect(demoted.body.code).toBe('last_owner');
    const removed = await org.api.delete(`/api/v1/users/${owner.id}/`);
    expect(removed.status).toBe(409);
    expect(removed.body.code).toBe('last_owner');
  });

  it('resets a password: the old one and its sessions stop working, the new one signs in', async () => {
    const invited = await org.api.post('/api/v1/users/', { email: address('reset') });
    const session = await kontor.client().post('/api/v1/auth/token/', { email: invited.body.email, password: invited.body.password });
    const reset = await org.api.post(`/api/v1/users/${invited.body.id}/reset-password/`);
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ user: { id: invited.body.id }, delivery: 'shown' });
    expect(reset.body.password).not.toBe(invited.body.password);
    expect((await kontor.client(`Token ${session.body.token}`).get('/api/v1/auth/me/')).status).toBe(401);
    expect((await kontor.client().post('/api/v1/auth/token/', { email: invited.body.email, password: invited.body.password })).status).toBe(
      401,
    );
    expect((await kontor.client().post('/api/v1/auth/token/', { email: invited.body.email, password: reset.body.password })).status).toBe(
      200,
    );
    await kontor.audit.flush();
    expect(await auditText(kontor.db, org.id)).not.toContain(reset.body.password);
  });

  it('removes a user, who can no longer sign in; nobody removes themselves', async () => {
    const invited = await org.api.post('/api/v1/users/', { email: address('gone'), role: 'owner' });
    const asThem = await ownSession(invited.body.email, invited.body.password);
    const self = await asThem.delete(`/api/v1/users/${invited.body.id}/`);
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('removing_yourself');
    expect((await org.api.delete(`/api/v1/users/${invited.body.id}/`)).status).toBe(204);
    expect((await asThem.get('/api/v1/auth/me/')).status).toBe(401);
    expect((await org.api.get(`/api/v1/users/${invited.body.id}/`)).status).toBe(404);
  });

  it("does not show or touch another organization's users", async () => {
    const other = await kontor.createOrganization();
    const theirs = await other.api.post('/api/v1/users/', { email: address('theirs') });
    expect((await org.api.get(`/api/v1/users/${theirs.body.id}/`)).status).toBe(404);
    expect((await org.api.post(`/api/v1/users/${theirs.body.id}/reset-password/`)).status).toBe(404);
    expect((await org.api.delete(`/api/v1/users/${theirs.body.id}/`)).status).toBe(404);
  });
});

describe('scopes', () => {
  it('lets a read-only key list people and nothing more; a member sees no people at all', async () => {
    const reader = (await org.api.post('/api/automation/api-keys/', { name: 'reader', scopes: ['*:read'] })).body.key as string;
    const readOnly = kontor.client(`Bearer ${reader}`);
    expect((await readOnly.get('/api/v1/users/')).status).toBe(200);
    expect((await readOnly.post('/api/v1/users/', { email: address('nope') })).status).toBe(403);

    const member = await org.api.post('/api/v1/users/', { email: address('member') });
    const asMember = await ownSession(member.body.email, member.body.password);
    const refused = await asMember.get('/api/v1/users/');
    expect([refused.status, refused.body.code]).toEqual([403, 'permission_denied']);
  });

  it("lets users:write with a member's scopes invite members, but neither make an owner nor reset or remove one", async () => {
    const bare = (await org.api.post('/api/automation/api-keys/', { name: 'people only', scopes: ['users:write'] })).body.key as string;
    const refused = await kontor.client(`Bearer ${bare}`).post('/api/v1/users/', { email: address('hired') });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toContain('member');

    const key = (await org.api.post('/api/automation/api-keys/', { name: 'hr', scopes: ['users:write', ...scopesOfRole('member')] })).body
      .key as string;
    const hr = kontor.client(`Bearer ${key}`);
    const member = await hr.post('/api/v1/users/', { email: address('hired') });
    expect(member.status).toBe(201);
    expect((await hr.post('/api/v1/users/', { email: address('boss'), role: 'owner' })).status).toBe(403);
    expect((await hr.patch(`/api/v1/users/${member.body.id}/`, { role: 'owner' })).status).toBe(403);
    const owner = (await org.api.get('/api/v1/users/?role=owner')).body.results[0];
    expect((await hr.post(`/api/v1/users/${owner.id}/reset-password/`)).status).toBe(403);
    expect((await hr.delete(`/api/v1/users/${owner.id}/`)).status).toBe(403);
    expect((await hr.post(`/api/v1/users/${member.body.id}/reset-password/`)).status).toBe(200);
  });
});

describe('with a mail server', () => {
  let mailbox: MailCatcher;
  let mailing: TestKontor;
  beforeAll(async () => {
    mailbox = await startMailCatcher();
    mailing = await startTestKontor({ smtpUrl: mailbox.url });
  });
  afterAll(async () => {
    await mailing?.close();
    await mailbox?.close();
  });

  it('e-mails the password instead of answering it, and logs the letter without it', async () => {
    const { api, id } = await mailing.createOrganization('Mailing s.r.o.');
    const email = address('mailed');
    const invited = await api.post('/api/v1/users/', { email });
    expect(invited.status).toBe(201);
    expect(invited.body.delivery).toBe('emailed');
    expect(invited.body).not.toHaveProperty('password');
    const letters = async () => mailbox.mails.filter((mail) => mail.to.includes(email)).map((mail) => mail.text);
    const [letter] = await until(letters, (found) => found.length === 1, 'the invitation');
    const password = /password: ([0-9A-Za-z]{16})/.exec(letter!)?.[1];
    expect(password).toBeDefined();
    expect((await mailing.client().post('/api/v1/auth/token/', { email, password })).status).toBe(200);

    const reset = await api.post(`/api/v1/users/${invited.body.id}/reset-password/`);
    expect(reset.body).toEqual({ user: expect.objectContaining({ email }), delivery: 'emailed' });
    const [, second] = await until(letters, (found) => found.length === 2, 'the reset letter');
    const newPassword = /password: ([0-9A-Za-z]{16})/.exec(second!)?.[1];
    expect(newPassword).toMatch(/^[0-9A-Za-z]{16}$/);
    await mailing.audit.flush();
    const logged = await auditText(mailing.db, id);
    expect(logged).toContain(email);
    expect(logged).not.toContain(password);
    expect(logged).not.toContain(newPassword);
  });
});
