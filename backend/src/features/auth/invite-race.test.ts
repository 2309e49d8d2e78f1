/**
 * Two invitations of one e-mail at once (attacker trial, session 16): both look for the e-mail, find none, hash a
 * password, and insert; the second insert meets the unique index once the first commits. It must answer 409
 * `email_taken`, as it would had it come second, not 409 `conflict` "An object with these values already exists.".
 */
import { describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';
import { whileHeld } from '../../dev/test-support/while-held.js';

const { kontor, org } = useKontor();

describe('an e-mail invited twice at once', () => {
  it('answers 409 email_taken to the invitation that came second', async () => {
    const email = `twice-${Date.now()}@example.com`;
    const res = await whileHeld(
      kontor.db,
      'users',
      (trx) => trx('users').insert({ organization_id: org.id, email, name: '', role: 'member', password_hash: 'x' }),
      () => org.api.post('/api/v1/users/', { email: email.toUpperCase(), role: 'member' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.code).toBe('email_taken');
  });
});
