/**
 * A fleet's processes as a balancer sees them: each member's /readyz probed all along, the API members that answer
 * 200 the balancer's upstreams (its health check), and when each was down.
 */
import { readFileSync } from 'node:fs';
import type { RoundRobin } from '../backend/src/dev/test-support/round-robin.js';
import { type RunningServer, type RunningWorker, readyz } from './support.js';

const PROBE_EVERY_MS = 100;

export interface Probe {
  start: number;
  end: number;
  status: number;
  /** How long the member's process had waited for a core when the probe was answered (waitedForCoreMs). */
  waitedMs: number | undefined;
}

/** A SIGKILL and its restart (epoch milliseconds); ready when its /readyz first answered 200 after the restart. */
export interface Outage {
  killedAt: number;
  restartedAt: number;
  readyAt: number | undefined;
  /** How long the restarted process had waited for a core by then (waitedForCoreMs). */
  waitedForCoreMs: number | undefined;
}

export interface Member {
  name: string;
  kind: 'api' | 'worker';
  /** Where its /readyz answers: the API's port, or the worker's KONTOR_WORKER_PORT; kept across restarts. */
  base: string;
  process: RunningServer | RunningWorker | undefined;
  /** Its process id from the moment it is spawned. */
  pid: number | undefined;
  probes: Probe[];
  outages: Outage[];
}

/** Probes every member's /readyz until stopped; the balancer sends only to the API members whose last probe was 200. */
export function watchReadiness(fleet: readonly Member[], balancer: RoundRobin): { stop(): Promise<void> } {
  let watching = true;
  const balance = () => {
    const ready = fleet.filter((member) => member.kind === 'api' && member.probes.at(-1)?.status === 200).map((member) => member.base);
    // With none ready, a balancer keeps trying them all.
    if (ready.length > 0) balancer.upstreams.splice(0, balancer.upstreams.length, ...ready);
  };
  const loops = fleet.map(async (member) => {
    while (watching) {
      const start = Date.now();
      const { status } = await readyz(member.base);
      member.probes.push({ start, end: Date.now(), status, waitedMs: member.pid === undefined ? undefined : waitedForCoreMs(member.pid) });
      balance();
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  });
  return {
    async stop() {
      watching = false;
      await Promise.all(loops);
    },
  };
}

/** The first probe begun after `since` that found the member ready; it was ready by that probe's end. */
export function readyAfter(member: Member, since: number): Probe | undefined {
  return member.probes.find((probe) => probe.start >= since && probe.status === 200);
}

/**
 * How long a process's main thread has waited for a core since it started, its run queue wait in Linux's
 * /proc/<pid>/schedstat (undefined where there is none): on a machine whose cores other work holds, the part of a
 * start spent waiting for a turn rather than starting.
 */
export function waitedForCoreMs(pid: number): number | undefined {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e6;
  } catch {
    return undefined;
  }
}

/** The member's probes that did not answer 200 while it was meant to be up: outside its own outages. */
export function failedProbesOutside(member: Member): Probe[] {
  return member.probes.filter(
    (probe) =>
      probe.status !== 200 &&
      !member.outages.some((outage) => probe.end >= outage.killedAt && (outage.readyAt === undefined || probe.start <= outage.readyAt)),
  );
}
