/**
 * The process's fair queue of works across organizations, without a server: works are promises the test ends, and
 * the queue's clock is the test's, so that service is counted in the milliseconds the test says.
 */
import { describe, expect, it } from 'vitest';
import { fairQueue } from './fair-queue.js';

/** A work the test ends: `started` once it holds a slot, `end()` to finish it. */
function work(log: string[], name: string) {
  let end!: () => void;
  const finished = new Promise<void>((resolve) => (end = resolve));
  let started = false;
  return {
    run: async () => {
      started = true;
      log.push(name);
      await finished;
    },
    end,
    get started() {
      return started;
    },
  };
}

/** Lets the queue's promises settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the fair queue of works', () => {
  it('gives a lone organization every slot, and no more', async () => {
    const queue = fairQueue({ slots: 3, perOrganization: 3, waitMs: 1000 });
    const log: string[] = [];
    const works = ['a1', 'a2', 'a3', 'a4'].map((name) => work(log, name));
    const done = works.map((one) => queue.take(1, one.run));
    await settle();
    expect(log).toEqual(['a1', 'a2', 'a3']);
    expect([queue.working, queue.waiting]).toEqual([3, 1]);
    works[0]!.end();
    await settle();
    expect(log).toEqual(['a1', 'a2', 'a3', 'a4']);
    for (const one of works) one.end();
    await Promise.all(done);
    expect([queue.working, queue.waiting]).toEqual([0, 0]);
  });

  it("keeps an organization to its own cap, and gives the others' slots to another organization", async () => {
    const queue = fairQueue({ slots: 4, perOrganization: 2, waitMs: 1000, reserve: 0 });
    const log: string[] = [];
    const heavy = ['a1', 'a2', 'a3', 'a4'].map((name) => work(log, name));
    const done = heavy.map((one) => queue.take(1, one.run));
    const light = ['b1', 'b2'].map((name) => work(log, name));
    done.push(...light.map((one) => queue.take(2, one.run)));
    await settle();
    expect(log).toEqual(['a1', 'a2', 'b1', 'b2']);
    for (const one of [...heavy, ...light]) one.end();
    await Promise.all(done);
  });

  it("lets a flooding organization delay another's work by at most one work's duration", async () => {
    const queue = fairQueue({ slots: 2, perOrganization: 2, waitMs: 5000 });
    const WORK_MS = 40;
    const slow = () => new Promise((resolve) => setTimeout(resolve, WORK_MS));
    const flood = Array.from({ length: 12 }, () => queue.take(1, slow));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const asked = performance.now();
    // First come, first served across organizations, it would start after the flood's six rounds (240 ms).
    const waited = await queue.take(2, async () => performance.now() - asked);
    expect(waited).toBeLessThan(WORK_MS * 1.75);
    await Promise.all(flood);
  });

  it('gives a freed slot to the least-served organization waiting, not to the one that asked first', async () => {
    let now = 0;
    const queue = fairQueue({ slots: 1, perOrganization: 1, waitMs: 60_000, now: () => now });
    const log: string[] = [];
    const [a1, a2, b1, b2] = ['a1', 'a2', 'b1', 'b2'].map((name) => work(log, name));
    const done = [queue.take(1, a1!.run), queue.take(1, a2!.run)];
    now = 1;
    done.push(queue.take(2, b1!.run));
    await settle();
    now = 100; // a1 held the slot 100 ms; b1 goes first: b has had 1 ms.
    a1!.end();
    await settle();
    now = 105;
    done.push(queue.take(2, b2!.run));
    now = 110; // b1 held it 10 ms: b has had 11 ms, a 100, so b2 goes before a2, which asked earlier.
    b1!.end();
    await settle();
    expect(log).toEqual(['a1', 'b1', 'b2']);
    now = 120;
    b2!.end();
    await settle();
    expect(log).toEqual(['a1', 'b1', 'b2', 'a2']);
    a2!.end();
    await Promise.all(done);
  });

  it('serves an organization with nothing in flight before one with works in flight, at equal service', async () => {
    let now = 0;
    const queue = fairQueue({ slots: 2, perOrganization: 2, waitMs: 60_000, now: () => now });
    const log: string[] = [];
    const [a1, a2, a3, b1] = ['a1', 'a2', 'a3', 'b1'].map((name) => work(log, name));
    const done = [queue.take(1, a1!.run), queue.take(1, a2!.run), queue.take(1, a3!.run)];
    now = 50;
    // b comes level with a (the least-served present), and has nothing in flight.
    done.push(queue.take(2, b1!.run));
    await settle();
    a1!.end();
    await settle();
    expect(log).toEqual(['a1', 'a2', 'b1']);
    for (const one of [a2, a3, b1]) one!.end();
    await settle();
    expect(log).toEqual(['a1', 'a2', 'b1', 'a3']);
    await Promise.all(done);
  });

  it('keeps a slot for an organization with nothing in flight while another organization is at work', async () => {
    let now = 0;
    const queue = fairQueue({ slots: 3, perOrganization: 3, waitMs: 60_000, reserve: 1, recentMs: 1000, now: () => now });
    const log: string[] = [];
    const heavy = ['a1', 'a2', 'a3', 'a4', 'a5'].map((name) => work(log, name));
    const done = heavy.map((one) => queue.take(1, one.run));
    await settle();
    expect(log).toEqual(['a1', 'a2', 'a3']);
    now = 10;
    const [b1, c1] = ['b1', 'c1'].map((name) => work(log, name));
    done.push(queue.take(2, b1!.run));
    heavy[0]!.end();
    await settle();
    b1!.end();
    await settle();
    // b was at work 0 ms ago: a, with works in flight, leaves the third slot free.
    expect(log).toEqual(['a1', 'a2', 'a3', 'b1']);
    expect(queue.working).toBe(2);
    // Another organization's request takes it at once, rather than after one of a's works.
    done.push(queue.take(3, c1!.run));
    await settle();
    expect(log).toEqual(['a1', 'a2', 'a3', 'b1', 'c1']);
    // Once no other organization has been at work for `recentMs`, a gets every slot again.
    c1!.end();
    await settle();
    now = 2000;
    heavy[1]!.end();
    await settle();
    expect(log).toEqual(['a1', 'a2', 'a3', 'b1', 'c1', 'a4', 'a5']);
    expect(queue.working).toBe(3);
    for (const one of heavy) one.end();
    await Promise.all(done);
  });

  it('keeps an organization with works in flight to its share of the slots while another is at work', async () => {
    let now = 0;
    const queue = fairQueue({ slots: 5, perOrganization: 5, waitMs: 60_000, reserve: 1, recentMs: 1000, now: () => now });
    const log: string[] = [];
    const heavy = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'].map((name) => work(log, name));
    const done = heavy.map((one) => queue.take(1, one.run));
    await settle();
    expect(log).toEqual(['a1', 'a2', 'a3', 'a4', 'a5']);
    now = 10;
    const b1 = work(log, 'b1');
    done.push(queue.take(2, b1.run));
    for (const one of heavy.slice(0, 3)) one.end();
    await settle();
    // Two organizations at work: a keeps to half of the four slots beside the reserve, though two are free.
    expect(log).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'b1']);
    expect(queue.working).toBe(3);
    b1.end();
    await settle();
    now = 2000;
    heavy[3]!.end();
    await settle();
    // b has been idle for longer than `recentMs`: a is alone again and takes every slot it waits for.
    expect(log).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'b1', 'a6', 'a7']);
    for (const one of heavy) one.end();
    await Promise.all(done);
  });

  it("runs an organization's heavy works one at a time while another organization is at work, and all at once alone", async () => {
    let now = 0;
    const queue = fairQueue({ slots: 8, perOrganization: 8, waitMs: 60_000, reserve: 1, recentMs: 1000, now: () => now });
    const log: string[] = [];
    // Alone, an organization's heavy works take every slot its cap allows: the turn never starves it.
    const alone = ['a1', 'a2', 'a3'].map((name) => work(log, name));
    const done = alone.map((one) => queue.take(1, one.run, undefined, true));
    await settle();
    expect(log).toEqual(['a1', 'a2', 'a3']);
    for (const one of alone) one.end();
    await settle();
    now = 10;
    // Another organization at work: a's heavy works wait for its one heavy work in flight, though slots are free.
    const b1 = work(log, 'b1');
    done.push(queue.take(2, b1.run));
    await settle();
    const heavy = ['a4', 'a5', 'a6'].map((name) => work(log, name));
    done.push(...heavy.map((one) => queue.take(1, one.run, undefined, true)));
    await settle();
    expect(log).toEqual(['a1', 'a2', 'a3', 'b1', 'a4']);
    // A light work of a's is not held by its heavy one.
    const aLight = work(log, 'a-light');
    done.push(queue.take(1, aLight.run));
    await settle();
    expect(log.at(-1)).toBe('a-light');
    heavy[0]!.end();
    await settle();
    expect(log.filter((name) => name === 'a5' || name === 'a6')).toEqual(['a5']);
    // b leaves; once it has been idle for longer than `recentMs`, a's last heavy work starts beside its other one.
    b1.end();
    aLight.end();
    await settle();
    now = 2000;
    const c1 = work(log, 'c1');
    const cDone = queue.take(3, c1.run);
    c1.end();
    await cDone;
    now = 4000;
    heavy[1]!.end();
    await settle();
    expect(log.at(-1)).toBe('a6');
    heavy[2]!.end();
    await Promise.all(done);
    expect([queue.working, queue.waiting]).toEqual([0, 0]);
  });

  it('never gives a heavy work the reserved slot, even alone, so that an organization back from idle starts at once', async () => {
    const queue = fairQueue({ slots: 3, perOrganization: 3, waitMs: 60_000, reserve: 1, recentMs: 1000, now: () => 0 });
    const log: string[] = [];
    const heavy = ['a1', 'a2', 'a3'].map((name) => work(log, name));
    const done = heavy.map((one) => queue.take(1, one.run, undefined, true));
    await settle();
    // Alone, a's heavy works take every slot but the reserve.
    expect(log).toEqual(['a1', 'a2']);
    const b1 = work(log, 'b1');
    done.push(queue.take(2, b1.run));
    await settle();
    expect(log).toEqual(['a1', 'a2', 'b1']);
    b1.end();
    heavy[0]!.end();
    await settle();
    // b is still counted at work (within recentMs): a's third heavy work waits for its turn, not for a slot.
    expect(log).toEqual(['a1', 'a2', 'b1']);
    heavy[1]!.end();
    await settle();
    expect(log).toEqual(['a1', 'a2', 'b1', 'a3']);
    heavy[2]!.end();
    await Promise.all(done);
    expect([queue.working, queue.waiting]).toEqual([0, 0]);
  });

  it('lets heavy works take every slot when the reserve is every slot', async () => {
    const queue = fairQueue({ slots: 1, perOrganization: 1, waitMs: 60_000, reserve: 1, now: () => 0 });
    const log: string[] = [];
    const a1 = work(log, 'a1');
    const done = queue.take(1, a1.run, undefined, true);
    await settle();
    expect(log).toEqual(['a1']);
    a1.end();
    await done;
  });

  it('never gives a heavy work the reserved slot while another organization is at work', async () => {
    let now = 0;
    const queue = fairQueue({ slots: 2, perOrganization: 2, waitMs: 60_000, reserve: 1, recentMs: 1000, now: () => now });
    const log: string[] = [];
    const [b1, a1, c1] = ['b1', 'a1', 'c1'].map((name) => work(log, name));
    const done = [queue.take(2, b1!.run)];
    await settle();
    now = 1;
    // One slot left, the reserve: a's heavy work, with nothing of a's in flight, still waits for it.
    done.push(queue.take(1, a1!.run, undefined, true));
    await settle();
    expect(log).toEqual(['b1']);
    // A light work of a third organization takes it at once.
    done.push(queue.take(3, c1!.run));
    await settle();
    expect(log).toEqual(['b1', 'c1']);
    c1!.end();
    b1!.end();
    await settle();
    expect(log).toEqual(['b1', 'c1', 'a1']);
    a1!.end();
    await Promise.all(done);
  });

  it('lets the least-served organization past its share: a light one waits for no heavy work, nor for its own', async () => {
    let now = 0;
    const queue = fairQueue({ slots: 4, perOrganization: 4, waitMs: 60_000, reserve: 1, recentMs: 1000, now: () => now });
    const log: string[] = [];
    const [a1, b1, b2, b3, b4] = ['a1', 'b1', 'b2', 'b3', 'b4'].map((name) => work(log, name));
    const done = [queue.take(1, a1!.run, undefined, true)];
    // b comes level with a and its first work takes 10 ms, while a's heavy one runs on; b then leaves and comes back.
    now = 100;
    done.push(queue.take(2, b1!.run));
    await settle();
    now = 110;
    b1!.end();
    await settle();
    now = 150;
    done.push(queue.take(2, b2!.run));
    now = 200;
    done.push(queue.take(2, b3!.run));
    await settle();
    // b's share beside a is one of the three slots left of the reserve, but b (back from idle level with a, 200 ms
    // each now) is not more served than a and has no more works in flight: its second work in flight starts.
    expect(log).toEqual(['a1', 'b1', 'b2', 'b3']);
    // Never into the reserve: the fourth slot stays free.
    done.push(queue.take(2, b4!.run));
    await settle();
    expect(log).toEqual(['a1', 'b1', 'b2', 'b3']);
    for (const one of [a1, b2, b3]) one!.end();
    await settle();
    expect(log.at(-1)).toBe('b4');
    b4!.end();
    await Promise.all(done);
  });

  it("lets an organization without heavy works pass its share beside another's heavy work, whatever their service", async () => {
    let now = 0;
    const queue = fairQueue({ slots: 4, perOrganization: 4, waitMs: 60_000, reserve: 1, recentMs: 1000, now: () => now });
    const log: string[] = [];
    const [b1, a1, b2, a2, a3] = ['b1', 'a1', 'b2', 'a2', 'a3'].map((name) => work(log, name));
    // b is served first and longest (b0 too), so it is not the least served when its second work asks.
    const b0 = work(log, 'b0');
    const done = [queue.take(2, b0.run), queue.take(2, b1!.run)];
    await settle();
    now = 50;
    b0.end();
    await settle();
    log.shift();
    now = 100;
    done.push(queue.take(1, a1!.run, undefined, true));
    now = 500;
    done.push(queue.take(2, b2!.run));
    await settle();
    expect(log).toEqual(['b1', 'a1', 'b2']);
    // a, with a heavy work in flight, is held to its share for a light one; the reserve stays free.
    done.push(queue.take(1, a2!.run));
    await settle();
    expect(log).toEqual(['b1', 'a1', 'b2']);
    b1!.end();
    b2!.end();
    await settle();
    expect(log).toEqual(['b1', 'a1', 'b2', 'a2']);
    done.push(queue.take(1, a3!.run));
    for (const one of [a1, a2, a3]) one!.end();
    await settle();
    a3!.end();
    await Promise.all(done);
  });

  it('refuses a work that waited too long: organization_busy at its own cap, server_busy when the process is full', async () => {
    const queue = fairQueue({ slots: 2, perOrganization: 1, waitMs: 30 });
    const log: string[] = [];
    const [a1, b1] = ['a1', 'b1'].map((name) => work(log, name));
    const held = [queue.take(1, a1!.run), queue.take(2, b1!.run)];
    await expect(queue.take(1, async () => log.push('a2'))).rejects.toMatchObject({
      status: 503,
      code: 'organization_busy',
      extensions: { limit: 'organization_concurrency' },
      headers: { 'Retry-After': '1' },
    });
    await expect(queue.take(3, async () => log.push('c1'))).rejects.toMatchObject({
      status: 503,
      code: 'server_busy',
      extensions: { limit: 'work_concurrency' },
      headers: { 'Retry-After': '1' },
    });
    expect(log).toEqual(['a1', 'b1']);
    expect(queue.waiting).toBe(0);
    a1!.end();
    b1!.end();
    await Promise.all(held);
  });

  it('frees the slot of a work that throws', async () => {
    const queue = fairQueue({ slots: 1, perOrganization: 1, waitMs: 30 });
    await expect(
      queue.take(1, async () => {
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(queue.working).toBe(0);
    await expect(queue.take(1, async () => 'served')).resolves.toBe('served');
  });

  it('runs a work taken inside a held slot in that slot, rather than waiting for itself', async () => {
    const queue = fairQueue({ slots: 1, perOrganization: 1, waitMs: 50 });
    const answer = await queue.take(1, () => queue.take(1, () => queue.take(2, async () => queue.working)));
    expect(answer).toBe(1);
    expect(queue.working).toBe(0);
  });

  it('gives a work its outer work left running a slot of its own once the outer one ended', async () => {
    const queue = fairQueue({ slots: 1, perOrganization: 1, waitMs: 1000 });
    const log: string[] = [];
    let later: Promise<unknown> | undefined;
    const blocker = work(log, 'other');
    await queue.take(1, async () => {
      later = new Promise((resolve) => setTimeout(resolve, 10)).then(() => queue.take(1, async () => log.push('left running')));
    });
    const other = queue.take(2, blocker.run);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(log).toEqual(['other']);
    blocker.end();
    await Promise.all([other, later]);
    expect(log).toEqual(['other', 'left running']);
  });
});

describe('a turn given back while a person answers', () => {
  it('lets other works run meanwhile, and is taken again for the work that follows', async () => {
    const queue = fairQueue({ slots: 1, perOrganization: 1, waitMs: 200 });
    const order: string[] = [];
    // Asked for from outside the first work (a work taken inside it would run in its slot).
    let askThird!: () => void;
    const third = new Promise<void>((resolve) => (askThird = resolve)).then(() => queue.take(1, async () => order.push('third work')));
    await queue.take(1, async (turn) => {
      order.push('asked');
      // Without `away` this second work would wait out the 200 ms and be refused; taken while away, it waits for a
      // slot of its own rather than running in the one given back.
      await turn.away(() => queue.take(2, async () => order.push(`other work in ${queue.working} slot`)));
      order.push('answered');
      // The turn is held again: a third work waits until this one ends.
      askThird();
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('done');
    });
    await third;
    expect(order).toEqual(['asked', 'other work in 1 slot', 'answered', 'done', 'third work']);
  });

  it('is contended while more than one organization is at work or was within recentMs', async () => {
    let now = 0;
    const queue = fairQueue({ slots: 4, perOrganization: 2, waitMs: 60_000, recentMs: 1000, now: () => now });
    const log: string[] = [];
    const [a, b] = [work(log, 'a'), work(log, 'b')];
    expect(queue.contended).toBe(false);
    const doneA = queue.take(1, a.run);
    await settle();
    expect(queue.contended).toBe(false);
    const doneB = queue.take(2, b.run);
    await settle();
    expect(queue.contended).toBe(true);
    now = 10;
    b.end();
    await doneB;
    // b finished at 10: still at work for recentMs after.
    now = 1009;
    expect(queue.contended).toBe(true);
    now = 1011;
    expect(queue.contended).toBe(false);
    a.end();
    await doneA;
  });
});
