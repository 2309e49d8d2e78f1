import type os from 'node:os';
import { describe, expect, it } from 'vitest';
import { spareCoreSensor } from './spare-core.js';

/** Two cores whose counters (ms) are set by the test, and a clock it moves. */
function machine() {
  const state = { now: 0, busy: [0, 0], idle: [0, 0], reads: 0 };
  const read = (): os.CpuInfo[] => {
    state.reads += 1;
    return state.busy.map((busy, i) => ({
      model: 'test',
      speed: 0,
      times: { user: busy, nice: 0, sys: 0, irq: 0, idle: state.idle[i]! },
    }));
  };
  /** `ms` pass with each core idle for the given part of them. */
  const run = (ms: number, idleParts: [number, number]) => {
    state.now += ms;
    idleParts.forEach((part, i) => {
      state.idle[i]! += ms * part;
      state.busy[i]! += ms * (1 - part);
    });
  };
  return { state, read, run, now: () => state.now };
}

describe('spareCoreSensor', () => {
  it('says so when a core or more was idle over the last second, and not when less was', () => {
    const m = machine();
    const spare = spareCoreSensor(m.read, m.now);
    m.run(1000, [0.9, 0.3]);
    expect(spare()).toBe(true);
    m.run(1000, [0.2, 0.2]);
    expect(spare()).toBe(false);
    m.run(1000, [0.4, 0.4]);
    expect(spare()).toBe(false);
    m.run(1000, [1, 0]);
    expect(spare()).toBe(true);
  });

  it('keeps saying so down to three quarters of a core idle, so that the load of a split does not end it at once', () => {
    const m = machine();
    const spare = spareCoreSensor(m.read, m.now);
    m.run(1000, [0.6, 0.5]);
    expect(spare()).toBe(true);
    m.run(1000, [0.4, 0.4]);
    expect(spare()).toBe(true);
    m.run(1000, [0.3, 0.3]);
    expect(spare()).toBe(false);
    m.run(1000, [0.45, 0.45]);
    expect(spare()).toBe(false);
  });

  it('answers no until its first reading spans a second, then keeps a reading for a second', () => {
    const m = machine();
    const spare = spareCoreSensor(m.read, m.now);
    m.run(600, [1, 1]);
    expect(spare()).toBe(false);
    m.run(500, [1, 1]);
    expect(spare()).toBe(true);
    const reads = m.state.reads;
    // Busy from here, but the reading stands until it is a second old: the counters are not read on every claim.
    m.run(500, [0, 0]);
    expect(spare()).toBe(true);
    expect(m.state.reads).toBe(reads);
    m.run(600, [0, 0]);
    expect(spare()).toBe(false);
  });

  it('does not answer for a time long past: counters read over two seconds ago are read afresh', () => {
    const m = machine();
    const spare = spareCoreSensor(m.read, m.now);
    // Idle for a minute while nothing asked (a stopped or quiet worker), then busy when it is asked again.
    m.run(60_000, [1, 1]);
    expect(spare()).toBe(false);
    m.run(500, [0.2, 0.3]);
    expect(spare()).toBe(false);
    m.run(600, [0.2, 0.3]);
    expect(spare()).toBe(false);
    m.run(1000, [0.8, 0.8]);
    expect(spare()).toBe(true);
  });

  it('answers yes where no CPU is listed (nothing can be told)', () => {
    let now = 0;
    const spare = spareCoreSensor(
      () => [],
      () => now,
    );
    now = 1000;
    expect(spare()).toBe(true);
  });

  it('keeps its last answer when the counters did not move', () => {
    const m = machine();
    const spare = spareCoreSensor(m.read, m.now);
    m.run(1000, [1, 1]);
    expect(spare()).toBe(true);
    m.state.now += 1500;
    expect(spare()).toBe(true);
  });
});
