/** The sign-in line, without a database: checks stand in as promises the test settles in its own order. */
import { describe, expect, it } from 'vitest';
import { Problem } from '../../platform/errors.js';
import { HashQueue } from './hash-queue.js';

/** A check that records when it starts and finishes when told. */
function checks() {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const check = (name: string) => () => {
    started.push(name);
    return new Promise<string>((resolve) => finishers.set(name, () => resolve(name)));
  };
  const finish = async (name: string) => {
    finishers.get(name)!();
    // Lets the queue's finally hand the slot on.
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { started, check, finish };
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('the sign-in hash queue', () => {
  it("serves another account next, however long the flood on one account's line", async () => {
    const queue = new HashQueue({ concurrency: 1, perAccount: 10, perAddress: 100, total: 100 });
    const { started, check, finish } = checks();
    const runs = [1, 2, 3, 4, 5].map((n) => queue.run('attacked', 'nat', check(`flood${n}`)));
    const real = queue.run('jana', 'nat', check('jana'));
    await settle();
    expect(started).toEqual(['flood1']);
    await finish('flood1');
    // Round robin by account: the attacked account's second guess waits behind Jana's sign-in.
    expect(started).toEqual(['flood1', 'jana']);
    await finish('jana');
    await expect(real).resolves.toBe('jana');
    for (const n of [2, 3, 4, 5]) await finish(`flood${n}`);
    await Promise.all(runs);
    expect(started).toEqual(['flood1', 'jana', 'flood2', 'flood3', 'flood4', 'flood5']);
  });

  it('refuses with 429 and Retry-After, naming the bound, past the per-account, per-address and total bounds', async () => {
    const queue = new HashQueue({ concurrency: 1, perAccount: 2, perAddress: 3, total: 4 });
    const { check } = checks();
    const refusal = async (account: string, address: string) => {
      const error = await queue.run(account, address, check(`${account}@${address}`)).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Problem);
      return error as Problem;
    };
    void queue.run('a', 'one', check('a1'));
    void queue.run('a', 'two', check('a2'));
    const account = await refusal('a', 'three');
    expect([account.status, account.headers['Retry-After'], account.message]).toEqual([
      429,
      '1',
      'At most 2 sign-ins for one account are checked or wait at once. Try again in 1 s.',
    ]);
    void queue.run('b', 'one', check('b1'));
    void queue.run('c', 'one', check('c1'));
    expect((await refusal('d', 'one')).message).toContain('At most 3 sign-ins from one address');
    expect((await refusal('e', 'four')).message).toContain('At most 4 sign-ins are checked or wait at once');
  });

  it('frees its places when a check fails', async () => {
    const queue = new HashQueue({ concurrency: 1, perAccount: 1, perAddress: 1, total: 1 });
    await expect(queue.run('a', 'x', () => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    await expect(queue.run('a', 'x', () => Promise.resolve('ok'))).resolves.toBe('ok');
  });
});
