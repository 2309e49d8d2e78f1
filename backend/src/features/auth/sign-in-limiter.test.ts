import { describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';
import { ADDRESS_FAILURES, FREE_ATTEMPTS } from './sign-in-limiter.js';

const { kontor, org } = useKontor({ trustProxy: true });

// Behind a trusted proxy, so each test can sign in from an address of its own.

const signIn = (email: string, password: string, address: string) =>
  kontor.client().request('POST', '/api/v1/auth/token/', { json: { email, password }, headers: { 'x-forwarded-for': address } });

describe('sign-in throttling', () => {
  it('counts before it judges: of 60 concurrent wrong passwords at most the free ones and one or two more are tried', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, () => signIn(org.ownerEmail, 'wrong password', '203.0.113.7')));
    // Admitted by the throttle: tried (401), or admitted and then refused by the hashing line's bound of sign-ins
    // waiting for one account (features/auth/hash-queue.ts), which a burst this size always reaches.
    const inLine = answers.filter((answer) => answer.status === 429 && String(answer.body.detail).includes('for one account are checked'));
    const tried = answers.filter((answer) => answer.status === 401).length + inLine.length;
    const refused = answers.filter((answer) => answer.status === 429 && !inLine.includes(answer));
    // The free ones, one past them, and at most one more if the first delay (1 s) ran out while the burst was
    // still arriving; that one set a 30 s delay, as every attempt of the burst had been counted.
    // Fewer when a free one fails while the burst still arrives: the delay its failure starts is the one the 60 counted
    // attempts call for (30 s), and it holds the free ones still waiting for their turn too.
    expect(tried).toBeGreaterThanOrEqual(1);
    expect(tried).toBeLessThanOrEqual(FREE_ATTEMPTS + 2);
    expect(inLine.length).toBeGreaterThan(0);
    expect(refused).toHaveLength(60 - tried);
    expect(refused[0]!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused[0]!.headers.get('content-type')).toContain('application/problem+json');
    expect(refused[0]!.body.code).toBe('rate_limited');
  });

  it("lets the e-mail's owner in from their own address while the attacker waits", async () => {
    const owner = await signIn(org.ownerEmail, org.ownerPassword, '198.51.100.20');
    expect(owner.status).toBe(200);
    // The owner's success does not lift the attacker's own delay.
    const attacker = await signIn(org.ownerEmail, 'wrong password', '203.0.113.7');
    expect(attacker.status).toBe(429);
    expect(Number(attacker.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('doubles the delay for an address that keeps guessing past the free attempts', async () => {
    const other = await kontor.createOrganization();
    for (let i = 0; i < FREE_ATTEMPTS; i++) expect((await signIn(other.ownerEmail, 'wrong', '203.0.113.9')).status).toBe(401);
    expect((await signIn(other.ownerEmail, 'wrong', '203.0.113.9')).status).toBe(401);
    const first = await signIn(other.ownerEmail, 'wrong', '203.0.113.9');
    expect(first.status).toBe(429);
    expect(Number(first.headers.get('retry-after'))).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await signIn(other.ownerEmail, 'wrong', '203.0.113.9')).status).toBe(401);
    const second = await signIn(other.ownerEmail, 'wrong', '203.0.113.9');
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThanOrEqual(2);
    // The right password from the same address waits its turn too, then gets in.
    expect((await signIn(other.ownerEmail, other.ownerPassword, '203.0.113.9')).status).toBe(429);
    expect((await signIn(other.ownerEmail, other.ownerPassword, '198.51.100.30')).status).toBe(200);
  });

  it('limits failures per address across e-mails, while successes cost nothing', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn(org.ownerEmail, org.ownerPassword, '192.0.2.50')).status).toBe(200);
    const answers = [];
    for (let i = 0; i < ADDRESS_FAILURES + 1; i++) answers.push((await signIn(`nobody${i}@example.com`, 'wrong', '192.0.2.50')).status);
    expect(answers.slice(0, ADDRESS_FAILURES).every((status) => status === 401)).toBe(true);
    expect(answers[ADDRESS_FAILURES]).toBe(429);
    expect((await signIn(org.ownerEmail, org.ownerPassword, '192.0.2.51')).status).toBe(200);
  });

  // How long the colleague waits is the fairness benchmark's (its sign-in flood), and that another account is served
  // next however long the flood is hash-queue.test.ts's: here, the flood neither refuses nor fails the colleague.
  it('signs a colleague in to their own account from the address that floods another one', async () => {
    const attacked = await kontor.createOrganization();
    const colleague = await kontor.createOrganization();
    const address = '203.0.113.80';
    const colleagueSignIn = () => signIn(colleague.ownerEmail, colleague.ownerPassword, address);
    expect((await colleagueSignIn()).status).toBe(200);
    let flooding = true;
    let sent = 0;
    const flood = Array.from({ length: 8 }, async () => {
      for (; flooding; sent++) await signIn(attacked.ownerEmail, 'wrong password', address);
    });
    // Far more guesses than the address's failures: had each one counted, the address would be refused by now.
    while (sent < 4 * ADDRESS_FAILURES) await new Promise((resolve) => setTimeout(resolve, 5));
    const answer = await colleagueSignIn();
    flooding = false;
    await Promise.all(flood);
    expect(answer.status).toBe(200);
  });

  it('answers a flood on one account from memory once its delay is set, with no statement', async () => {
    const attacked = await kontor.createOrganization();
    for (let i = 0; i <= FREE_ATTEMPTS; i++) await signIn(attacked.ownerEmail, 'wrong password', '203.0.113.81');
    const counted = async () => Number((await kontor.db('sign_in_limits').count({ n: '*' }).first())?.n);
    await kontor.db('sign_in_limits').del();
    const refused = await signIn(attacked.ownerEmail, 'wrong password', '203.0.113.81');
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toContain('for this e-mail');
    expect(await counted()).toBe(0);
  });

  it('refuses an address past its failures without asking Postgres again', async () => {
    for (let i = 0; i < ADDRESS_FAILURES + 1; i++) await signIn(`flood${i}@example.com`, 'wrong', '192.0.2.60');
    // The shared count is gone; the refusal stands, from this process's memory.
    await kontor.db('sign_in_limits').del();
    const refused = await signIn('flood@example.com', 'wrong', '192.0.2.60');
    expect(refused.status).toBe(429);
    expect(Number((await kontor.db('sign_in_limits').count({ n: '*' }).first())?.n)).toBe(0);
    expect((await signIn(org.ownerEmail, org.ownerPassword, '192.0.2.61')).status).toBe(200);
  });
});
