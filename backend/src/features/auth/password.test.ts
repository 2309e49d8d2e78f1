/**
 * A person's own password from the API: changed with the current one, which a wrong guess cannot get round (it counts
 * as a failed sign-in); a new one of their own choosing, within bounds; the other sessions end, this one goes on;
 * never in the audit log. A password someone else gave (an invitation, a colleague's reset) is for one use: until it
 * is changed the session may only read `me/`, change it and sign out.
 */
import { describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';
import type { TestKontor } from '../../dev/test-support/kontor.js';
import { FREE_ATTEMPTS } from './sign-in-limiter.js';
import { createUser, resetPassword } from './service.js';

// Behind a trusted proxy, so that a test's guesses come from an address of their own.
const { kontor, org } = useKontor({ trustProxy: true });

const PASSWORD_PATH = '/api/v1/auth/password/';
let seq = 0;
const address = (what: string) => `${what}-${++seq}-${Date.now()}@example.com`;
const from = (ip: string) => ({ 'x-forwarded-for': ip });

const signIn = (email: string, password: string, ip = '198.51.100.1') =>
  kontor.client().post('/api/v1/auth/token/', { email, password }, from(ip));

async function session(email: string, password: string, ip?: string) {
  const answer = await signIn(email, password, ip);
  expect(answer.status).toBe(200);
  return kontor.client(`Token ${answer.body.token}`);
}

/** A colleague invited by the organization's owner, with the one-time password the invitation answered. */
async function invite(role: 'member' | 'owner' = 'member'): Promise<{ id: number; email: string; password: string }> {
  const invited = await org.api.post('/api/v1/users/', { email: address('colleague'), role });
  expect(invited.status).toBe(201);
  return { id: invited.body.id, email: invited.body.email, password: invited.body.password };
}

async function auditText(db: TestKontor['db'], organizationId: number): Promise<string> {
  const rows = await db.raw(
    "SELECT request::text || response::text || coalesce(error, '') AS text FROM audit_log WHERE organization_id = ?",
    [organizationId],
  );
  return (rows.rows as { text: string }[]).map((row) => row.text).join('\n');
}

describe('a one-time password', () => {
  it('signs in for a session that may only read me/, change the password and sign out', async () => {
    const colleague = await invite();
    const signedIn = await signIn(colleague.email, colleague.password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.password_change_required).toBe(true);
    const asThem = kontor.client(`Token ${signedIn.body.token}`);
    expect((await asThem.get('/api/v1/auth/me/')).body).toMatchObject({ password_change_required: true, credential: { kind: 'user' } });

    for (const [method, path, json] of [
      ['GET', '/api/v1/clients/', undefined],
      ['POST', '/api/v1/clients/', {}],
      ['GET', '/api/v1/users/', undefined],
      ['POST', '/api/automation/mcp/', { jsonrpc: '2.0', id: 1, method: 'initialize' }],
    ] as const) {
      const refused = await asThem.request(method, path, { json, headers: { accept: 'application/json, text/event-stream' } });
      expect([refused.status, refused.body.code], `${method} ${path}`).toEqual([403, 'password_change_required']);
      expect(refused.headers.get('content-type')).toContain('application/problem+json');
      expect(refused.body.detail).toContain(`POST ${PASSWORD_PATH}`);
    }
    // The organization's API keys are not people: they go on as before.
    expect((await org.api.get('/api/v1/clients/')).status).toBe(200);

    const second = await session(colleague.email, colleague.password);
    expect((await second.delete('/api/v1/auth/token/')).status).toBe(204);

    const changed = await asThem.post(PASSWORD_PATH, { current_password: colleague.password, new_password: 'my own password 2026' });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ other_sessions_ended: 0 });
    expect((await asThem.get('/api/v1/clients/')).status).toBe(200);
    expect((await asThem.get('/api/v1/auth/me/')).body.password_change_required).toBe(false);
    expect((await signIn(colleague.email, 'my own password 2026')).body.password_change_required).toBe(false);
  });

  it("is what a colleague's reset gives; the operator's reset, the first owner and the CLI's users choose their own", async () => {
    const colleague = await invite();
    await (
      await session(colleague.email, colleague.password)
    ).post(PASSWORD_PATH, {
      current_password: colleague.password,
      new_password: 'chosen by me, at last',
    });
    const reset = await org.api.post(`/api/v1/users/${colleague.id}/reset-password/`);
    expect((await signIn(colleague.email, reset.body.password)).body.password_change_required).toBe(true);

    // The CLI's reset-password: the operator chose it, or sees it printed, and is the one who hands it over.
    expect(await resetPassword(kontor.db, colleague.email, 'set by the operator')).not.toBeNull();
    expect((await signIn(colleague.email, 'set by the operator')).body.password_change_required).toBe(false);
    expect((await signIn(org.ownerEmail, org.ownerPassword)).body.password_change_required).toBe(false);
    const created = address('cli');
    await createUser(kontor.db, { organizationId: org.id, email: created, password: 'created on the CLI', role: 'member' });
    expect((await signIn(created, 'created on the CLI')).body.password_change_required).toBe(false);
  });
});

describe("changing one's own password", () => {
  it('ends the other sessions and the old password; this session goes on; the audit log keeps neither password', async () => {
    const other = await kontor.createOrganization('Change s.r.o.');
    const here = await session(other.ownerEmail, other.ownerPassword);
    const elsewhere = [await session(other.ownerEmail, other.ownerPassword), await session(other.ownerEmail, other.ownerPassword)];
    const newPassword = 'a much longer passphrase of my own';
    const changed = await here.post(PASSWORD_PATH, { current_password: other.ownerPassword, new_password: newPassword });
    expect(changed.status).toBe(200);
    expect(changed.body.other_sessions_ended).toBe(2);
    for (const ended of elsewhere) expect((await ended.get('/api/v1/auth/me/')).status).toBe(401);
    expect((await here.get('/api/v1/clients/')).status).toBe(200);
    expect((await signIn(other.ownerEmail, other.ownerPassword)).status).toBe(401);
    expect((await signIn(other.ownerEmail, newPassword)).status).toBe(200);

    await kontor.audit.flush();
    const logged = await auditText(kontor.db, other.id);
    const [entry] = await kontor.db('audit_log').where({ organization_id: other.id, method: 'POST', url: PASSWORD_PATH });
    expect([entry.status, entry.request.body, entry.response.body]).toEqual([200, '[redacted]', { other_sessions_ended: 2 }]);
    expect(logged).not.toContain(other.ownerPassword);
    expect(logged).not.toContain(newPassword);
  });

  // Fourteen password checks (scrypt) one after another: past the default time-out on a loaded machine.
  it('refuses a wrong current password at its field, counted as a failed sign-in', async () => {
    const other = await kontor.createOrganization('Guessed s.r.o.');
    const stolen = await session(other.ownerEmail, other.ownerPassword);
    const guess = (i: number) =>
      stolen.post(PASSWORD_PATH, { current_password: `guess number ${i}`, new_password: 'the thief wants this one' }, from('203.0.113.40'));
    const first = await guess(0);
    expect(first.status).toBe(422);
    expect(first.body.errors).toEqual([{ field: 'current_password', message: 'is not your current password' }]);
    // As for sign-in: the free attempts, one past them, then the delay.
    for (let i = 1; i <= FREE_ATTEMPTS; i++) expect((await guess(i)).status).toBe(422);
    const throttled = await guess(FREE_ATTEMPTS + 1);
    expect([throttled.status, throttled.body.code]).toEqual([429, 'rate_limited']);
    expect((await signIn(other.ownerEmail, other.ownerPassword, '203.0.113.40')).status).toBe(429);
    // The owner, from their own address, still signs in with the password they had.
    expect((await signIn(other.ownerEmail, other.ownerPassword, '198.51.100.77')).status).toBe(200);
  }, 90_000);

  it('refuses a new password that is short, too long, the current one or the e-mail, naming it, before any check of the current', async () => {
    const other = await kontor.createOrganization('Rules s.r.o.');
    const here = await session(other.ownerEmail, other.ownerPassword);
    const refusals = [
      ['short', 'eleven char'],
      ['just too long', 'x'.repeat(1025)],
      ['a megabyte', 'x'.repeat(1_000_000)],
      ['the current one', other.ownerPassword],
      ['the e-mail', other.ownerEmail.toUpperCase()],
      ['not text', 123456789012345],
    ] as const;
    // More refusals than the free attempts of the sign-in limiter: none of them counts as a guess.
    for (let round = 0; round < 2; round++)
      for (const [what, newPassword] of refusals) {
        const refused = await here.post(
          PASSWORD_PATH,
          { current_password: other.ownerPassword, new_password: newPassword },
          from('203.0.113.41'),
        );
        expect(refused.status, what).toBe(422);
        expect(
          refused.body.errors.map((error: { field: string }) => error.field),
          what,
        ).toEqual(['new_password']);
      }
    const missing = await here.post(PASSWORD_PATH, { new_password: 'no current one given' });
    expect(missing.body.errors).toEqual([{ field: 'current_password', message: 'is required' }]);
    const tooLarge = await here.post(PASSWORD_PATH, { current_password: other.ownerPassword, new_password: 'x'.repeat(2_000_000) });
    expect([tooLarge.status, tooLarge.body.code]).toEqual([413, 'payload_too_large']);
    expect((await signIn(other.ownerEmail, other.ownerPassword, '203.0.113.41')).status).toBe(200);
    const changed = await here.post(
      PASSWORD_PATH,
      { current_password: other.ownerPassword, new_password: 'twelve chars' },
      from('203.0.113.41'),
    );
    expect(changed.status).toBe(200);
  });

  it('refuses an API key, which is no person and has no password, and a request without credentials', async () => {
    const body = { current_password: org.ownerPassword, new_password: 'what a key would set' };
    const byKey = await org.api.post(PASSWORD_PATH, body);
    expect([byKey.status, byKey.body.code]).toEqual([403, 'not_a_token']);
    expect(byKey.body.detail).toContain('Token');
    expect((await kontor.client().post(PASSWORD_PATH, body)).status).toBe(401);
    expect((await signIn(org.ownerEmail, org.ownerPassword)).status).toBe(200);
  });
});

describe('the document', () => {
  it('declares the change, its refusals, the sign-in flag and the 403 of every other route', async () => {
    const doc = (await kontor.client().get('/api/openapi.json')).body;
    const change = doc.paths[PASSWORD_PATH].post;
    expect(Object.keys(change.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '422', '429']));
    expect(change.responses['403'].content['application/problem+json'].example.code).toBe('not_a_token');
    expect(doc.components.schemas.PasswordChange.properties.new_password).toMatchObject({ minLength: 12, maxLength: 1024 });
    expect(doc.components.schemas.TokenResponse.required).toContain('password_change_required');
    expect(doc.components.schemas.Me.required).toContain('password_change_required');
    for (const [path, method] of [
      ['/api/v1/clients/', 'get'],
      ['/api/automation/events/', 'get'],
    ] as const)
      expect(doc.paths[path][method].responses['403'].description, path).toContain('password_change_required');
    expect(doc.paths['/api/automation/mcp/'].post.responses['403'].content['application/problem+json']).toBeDefined();
    expect(doc.paths['/api/v1/auth/me/'].get.responses['403']).toBeUndefined();
    expect(doc.paths['/api/v1/auth/token/'].delete.responses['403']).toBeUndefined();
  });
});
