/**
 * Whether this machine has a core to spare: the idle time of its CPUs, all
 * processes together, over the last second or so (the kernel's counters, as
 * `os.cpus()` reads them). A worker asks for part of an endpoint another
 * worker holds only then (app/pipeline.ts): on a machine whose
 * cores are busy, a second process sending to the same endpoint only adds its
 * own work. In a container limited to fewer cores than its host, the host's
 * idle time is what is read.
 */
import os from 'node:os';

/** How long a reading spans: a shorter one (a worker just started or woken) says little of the load to come. */
const SAMPLE_MS = 1000;
/**
 * Counters read longer ago than this (nothing asked meanwhile: the process was idle, or stopped) would answer for a
 * time long past: they are read afresh, and answer a second later.
 */
const STALE_MS = 2 * SAMPLE_MS;
/** Idle cores that make a core to spare, and below which a machine that had one no longer has (a split's own load). */
const SPARE_FROM = 1;
const SPARE_UNTIL = 0.75;

/** CPU time in all states and idle, all cores together, in the counters' unit. */
function cpuTimes(cpus: os.CpuInfo[]): { total: number; idle: number } {
  let total = 0;
  let idle = 0;
  for (const { times } of cpus) {
    total += times.user + times.nice + times.sys + times.irq + times.idle;
    idle += times.idle;
  }
  return { total, idle };
}

/**
 * A check that answers whether at least one core's worth of time was idle over its last reading, a second or so (once
 * it said yes, three quarters of a core keep the answer); false until a reading spans a second, and again for a second
 * after a pause of more than two; true where no CPU is listed. `read` and `now` are the machine's unless a test gives
 * its own.
 */
export function spareCoreSensor(read: () => os.CpuInfo[] = os.cpus, now: () => number = () => performance.now()): () => boolean {
  let last = { at: now(), ...cpuTimes(read()) };
  let spare: boolean | undefined;
  return () => {
    const elapsed = now() - last.at;
    if (elapsed > STALE_MS) {
      last = { at: now(), ...cpuTimes(read()) };
      spare = undefined;
      return false;
    }
    if (elapsed < SAMPLE_MS) return spare ?? false;
    const cpus = read();
    // Some sandboxes list no CPUs: then nothing can be told, and the worker asks, as workers did before it could.
    if (cpus.length === 0) return true;
    const times = cpuTimes(cpus);
    const total = times.total - last.total;
    // Counters that did not move (read too soon for their resolution) say nothing: the last answer stands.
    if (total > 0) spare = ((times.idle - last.idle) / total) * cpus.length >= (spare ? SPARE_UNTIL : SPARE_FROM);
    last = { at: now(), ...times };
    return spare ?? false;
  };
}
