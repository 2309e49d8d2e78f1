/** The per-organization cap on simulations and test runs, without a database. */
import { describe, expect, it } from 'vitest';
import { Problem } from '../../platform/errors.js';
import { FlowWorkCap } from './run-cap.js';

describe('the flow work cap', () => {
  it('refuses the organization past its cap with 429 and Retry-After naming it, and serves the others', async () => {
    const cap = new FlowWorkCap(2);
    const release: Array<() => void> = [];
    const held = () => new Promise<void>((resolve) => release.push(resolve));
    const first = cap.run(1, held);
    const second = cap.run(1, held);
    const refused = (await cap.run(1, held).catch((error: unknown) => error)) as Problem;
    expect(refused).toBeInstanceOf(Problem);
    expect([refused.status, refused.code, refused.headers['Retry-After']]).toEqual([429, 'rate_limited', '1']);
    expect(refused.message).toContain('At most 2 simulations and test runs');
    expect(release).toHaveLength(2);
    // Another organization is not held back by the first one's cap.
    await expect(cap.run(2, async () => 'other')).resolves.toBe('other');
    release[0]!();
    await first;
    await expect(cap.run(1, async () => 'again')).resolves.toBe('again');
    release[1]!();
    await second;
  });

  it('frees its place when the work fails', async () => {
    const cap = new FlowWorkCap(1);
    await expect(cap.run(1, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(cap.run(1, async () => 'ok')).resolves.toBe('ok');
  });
});
