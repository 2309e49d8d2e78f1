/** The operator's trial's parts: its processes, its webhook receiver, and a write retried as a client would. */
import { type ChildProcess, spawn } from 'node:child_process';
import { type IncomingHttpHeaders, createServer } from 'node:http';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const log = (line: string) => process.stdout.write(`[${new Date().toISOString().slice(11, 19)}] ${line}\n`);

export interface Proc {
  name: string;
  child: ChildProcess;
  output: string[];
}

export function launch(name: string, script: string, args: string[], env: Record<string, string>): Proc {
  const child = spawn(process.execPath, [script, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 400) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, child, output };
}

export async function waitReady(base: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(`${base}/readyz`)).status === 200) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${base} not ready within ${timeoutMs} ms`);
}

interface Hook {
  type: string;
  id: string;
  webhookId: string;
  /** When it arrived (epoch ms). */
  at: number;
}

/** Answers 200 after `delayMs`, as a receiver doing work of its own: a worker killed then has deliveries in flight. */
export function startReceiver(port: number, delayMs: number): Promise<{ got: Hook[]; close(): void }> {
  const got: Hook[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const headers: IncomingHttpHeaders = req.headers;
      try {
        const json = JSON.parse(body) as { type: string; data: { id: number | string } };
        got.push({ type: json.type, id: String(json.data?.id), webhookId: String(headers['webhook-id']), at: Date.now() });
      } catch {
        got.push({ type: 'unparsable', id: '', webhookId: String(headers['webhook-id']), at: Date.now() });
      }
      setTimeout(() => res.writeHead(200).end('ok'), delayMs);
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ got, close: () => server.close() })));
}

export interface Ack {
  kind: 'client' | 'invoice';
  key: string;
  id: string;
  attempts: number;
  /** From the first attempt to the acknowledgement: how long a crash kept this client waiting. */
  ms: number;
  /** When it was acknowledged (epoch ms). */
  at: number;
}

export const tally = { requests: 0, retried: 0, gaveUp: 0, statuses: new Map<string, number>() };

/** Round robin over the APIs, as a balancer: every request (a retry too) goes to the next. */
let turn = 0;

/** One write, sent again with the same Idempotency-Key (to the other API when one fails) until it is answered. */
export async function write(bases: string[], apiKey: string, kind: Ack['kind'], key: string, body: object): Promise<Ack | undefined> {
  const url = kind === 'client' ? '/api/v1/clients/' : '/api/automation/smart/invoice/';
  let waitMs = 0;
  const began = Date.now();
  for (let attempt = 1; attempt <= 20; attempt++) {
    await sleep(waitMs);
    const base = bases[turn++ % bases.length] ?? '';
    tally.requests++;
    let status: string;
    waitMs = 0;
    try {
      const response = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      status = String(response.status);
      if (response.ok) {
        const json = (await response.json()) as { id?: number; invoice?: { id: number } };
        tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
        return {
          kind,
          key,
          id: String(kind === 'client' ? json.id : json.invoice?.id),
          attempts: attempt,
          ms: Date.now() - began,
          at: Date.now(),
        };
      }
      const text = await response.text();
      waitMs = Math.min(5, Number(response.headers.get('retry-after') ?? 0)) * 1000;
      if (response.status < 500 && response.status !== 409 && response.status !== 429) {
        tally.statuses.set(`${status} ${text.slice(0, 120)}`, (tally.statuses.get(status) ?? 0) + 1);
        return undefined;
      }
    } catch (error) {
      status = `network ${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).name}`;
    }
    tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
    tally.retried++;
    waitMs = Math.max(waitMs, 100 * attempt);
  }
  tally.gaveUp++;
  return undefined;
}

/** How long after its acknowledgement each write's event first arrived, longest first: the longest are a dead worker's leases. */
export function eventDelays(acks: readonly Ack[], got: readonly Hook[]): Array<{ ack: Ack; delay: number }> {
  const firstArrival = new Map<string, number>();
  for (const hit of got) if (!firstArrival.has(`${hit.type}:${hit.id}`)) firstArrival.set(`${hit.type}:${hit.id}`, hit.at);
  return acks
    .map((ack) => ({
      ack,
      delay: (firstArrival.get(`${ack.kind === 'client' ? 'CLIENT_CREATED' : 'INVOICE_CREATED'}:${ack.id}`) ?? NaN) - ack.at,
    }))
    .filter((entry) => Number.isFinite(entry.delay))
    .sort((a, b) => b.delay - a.delay);
}
