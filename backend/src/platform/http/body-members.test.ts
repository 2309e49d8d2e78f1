/**
 * Cheap refusals: a body with more members than MAX_JSON_MEMBERS, an object with more than MAX_OBJECT_MEMBERS or a
 * name longer than MAX_KEY_LENGTH is refused with 413 `too_many_members` before validation (the REST API and MCP
 * messages alike), and a validation problem lists its first 20 errors with their count; a body just under the limits
 * is answered in a bounded moment of CPU.
 */
import { describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';
import { openMcpSession, postMcp, readMcp } from '../../dev/test-support/mcp-client.js';
import { MAX_JSON_MEMBERS, MAX_KEY_LENGTH, MAX_OBJECT_MEMBERS } from './json-scanner.js';

// The member bounds, not the byte bound: a client's body may otherwise be 64 KiB (KONTOR_ROUTE_BODY_LIMIT), refused
// from its Content-Length before a member is counted (body-limit.test.ts).
const { kontor, org } = useKontor({ routeBodyLimitBytes: 1024 * 1024 });

const clients = async () => Number((await kontor.db('clients').where({ organization_id: org.id }).count({ n: '*' }).first())!.n);
const withUnknown = (count: number) => ({
  name: 'Many',
  ...Object.fromEntries(Array.from({ length: count }, (_, i) => [`unknown_${i}`, i])),
});

describe('members of a body', () => {
  it('refuses a body with more members than the limit, naming it, and creates nothing', async () => {
    const before = await clients();
    for (const body of [
      { name: 'Nested', notes: Array.from({ length: MAX_JSON_MEMBERS }, () => 1) },
      { name: 'Spread', notes: Array.from({ length: MAX_JSON_MEMBERS / 2 }, () => ({ a: 1 })) },
    ]) {
      const res = await org.api.post('/api/v1/clients/', body);
      expect(res.status).toBe(413);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(res.body.code).toBe('too_many_members');
      expect(res.body.detail).toContain(`the limit is ${MAX_JSON_MEMBERS}`);
    }
    expect(await clients()).toBe(before);
  });

  it('refuses an object with more members than its limit, however few the body holds', async () => {
    const res = await org.api.post('/api/v1/clients/', { name: 'Wide', address: withUnknown(MAX_OBJECT_MEMBERS) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('too_many_members');
    expect(res.body.detail).toContain(`the limit is ${MAX_OBJECT_MEMBERS} in one object`);
    // Names and strings holding the punctuation are read as text, not counted.
    const quoted = await org.api.post('/api/v1/clients/', {
      name: 'Punctuation, {[,]} "quoted" \\',
      notes: ','.repeat(MAX_JSON_MEMBERS + 1),
      ...Object.fromEntries(Array.from({ length: 3 }, (_, i) => [`a,b:${i}`, '{"x": [1, 2]}'])),
    });
    expect(quoted.status).toBe(422);
    // The unknown names alone: named as the body streamed in, its values (notes too long) are read once they are right.
    expect(quoted.body.errors.map((error: { field: string }) => error.field)).toEqual(['a,b:0', 'a,b:1', 'a,b:2']);
  });

  it('refuses a member name longer than the limit', async () => {
    const res = await org.api.post('/api/v1/clients/', { name: 'Long', ['k'.repeat(MAX_KEY_LENGTH + 1)]: 1 });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('too_many_members');
    expect(res.body.detail).toContain(`at most ${MAX_KEY_LENGTH}`);
    // At the limit the name is read, and refused as a field the schema does not know.
    const atLimit = await org.api.post('/api/v1/clients/', { name: 'Long', ['k'.repeat(MAX_KEY_LENGTH)]: 1 });
    expect(atLimit.status).toBe(422);
  });

  /** A POST of a body written beforehand, with the CPU time the whole process spent until its answer was read. */
  async function timedPost(path: string, body: unknown) {
    const text = JSON.stringify(body);
    const started = process.cpuUsage();
    const res = await fetch(`${kontor.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${org.apiKey}` },
      body: text,
    });
    const answer = (await res.json()) as Record<string, any>;
    const used = process.cpuUsage(started);
    return { status: res.status, body: answer, cpuMs: (used.user + used.system) / 1000 };
  }

  // Measured across the whole process (client, server and the audit row), so bounded generously: the point is that
  // a body just under the member limit costs a bounded moment, not seconds.
  const CPU_BOUND_MS = 250;
  // The event loop's target is 50 ms a stretch; bounded with room for a shared machine.
  const STALL_BOUND_MS = 150;
  // Six bodies at the bounds at once: one turn's budget of heavy steps, and a step, with room for a shared machine.
  const CONCURRENT_STALL_BOUND_MS = 80;

  it('answers a body of as many unknown names as the limits allow quickly, listing 20 and their count', async () => {
    // Validators are compiled on first use, once: not what is measured.
    await timedPost('/api/v1/clients/', withUnknown(3));
    await timedPost('/api/v1/invoices/', { client_id: 1, items: [] });
    // One object cannot hold them: refused before it is parsed.
    const wide = await timedPost('/api/v1/clients/', withUnknown(MAX_JSON_MEMBERS - 1));
    expect(wide.status).toBe(413);
    expect(wide.body.code).toBe('too_many_members');
    expect(wide.cpuMs).toBeLessThan(CPU_BOUND_MS);

    const widest = await timedPost('/api/v1/clients/', withUnknown(MAX_OBJECT_MEMBERS - 1));
    expect(widest.status).toBe(422);
    expect(widest.body.errors).toHaveLength(20);
    expect(widest.body.errors[0]).toEqual({ field: 'unknown_0', message: 'is not a known field' });
    expect(widest.body.error_count).toBe(MAX_OBJECT_MEMBERS - 1);

    // Spread over objects as wide as allowed, up to the body's limit.
    const perItem = MAX_OBJECT_MEMBERS - 2;
    const itemCount = Math.floor((MAX_JSON_MEMBERS - 2) / (perItem + 1));
    const items = Array.from({ length: itemCount }, (_, item) =>
      Object.fromEntries(Array.from({ length: perItem }, (_, i) => [`unknown_${item}_${i}`, i])),
    );
    const spread = await timedPost('/api/v1/invoices/', { client_id: 1, items });
    expect(spread.status).toBe(422);
    expect(spread.body.code).toBe('validation_error');
    expect(spread.body.errors).toHaveLength(20);
    expect(spread.body.errors[0]).toEqual({ field: 'items[0].unknown_0_0', message: 'is not a known field' });
    // Every unknown name (an item's schema is closed too), named before the fields each item lacks.
    expect(spread.body.error_count).toBe(itemCount * perItem);
    expect(spread.cpuMs).toBeLessThan(CPU_BOUND_MS);
  });

  it('answers a body of as many invalid array items as the limit allows quickly, listing 20 and their count', async () => {
    await timedPost('/api/v1/invoices/', { client_id: 1, items: [] });
    const strings = await timedPost('/api/v1/invoices/', { client_id: 1, items: Array.from({ length: MAX_JSON_MEMBERS - 2 }, () => 'x') });
    expect(strings.status).toBe(422);
    expect(strings.body.errors).toHaveLength(20);
    expect(strings.body.errors.slice(0, 2)).toEqual([
      { field: 'items', message: 'must NOT have more than 200 items' },
      { field: 'items[0]', message: 'must be object' },
    ]);
    // The items, and the array's own length.
    expect(strings.body.error_count).toBe(MAX_JSON_MEMBERS - 1);
    expect(strings.cpuMs).toBeLessThan(CPU_BOUND_MS);

    // Wrong decimals are refused by a keyword of our own, whose errors must cost no more than ajv's own.
    const third = Math.floor((MAX_JSON_MEMBERS - 2) / 3);
    const decimals = await timedPost('/api/v1/invoices/', {
      client_id: 1,
      items: Array.from({ length: third }, () => ({ description: 'Work', unit_price: '1.23456' })),
    });
    expect(decimals.status).toBe(422);
    expect(decimals.body.errors).toHaveLength(20);
    expect(decimals.body.errors[1]).toEqual({ field: 'items[0].unit_price', message: 'must have at most 4 decimal places' });
    expect(decimals.body.error_count).toBe(third + 1);
    expect(decimals.cpuMs).toBeLessThan(CPU_BOUND_MS);
  });

  /**
   * The longest the event loop went without a turn while `work` ran, timed by setImmediate ticks, in the process's CPU
   * time between two ticks (or the wall time, when less): what the loop ran without a break. Wall time alone also
   * counted the moments the process waited for a core, and failed the bound on a loaded machine with nothing held.
   */
  async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
    const cpuMs = () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    };
    let longest = 0;
    let last = performance.now();
    let lastCpu = cpuMs();
    let running = true;
    const tick = () => {
      const now = performance.now();
      const cpu = cpuMs();
      longest = Math.max(longest, Math.min(now - last, cpu - lastCpu));
      last = now;
      lastCpu = cpu;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);
    const result = await work();
    running = false;
    return { result, stallMs: longest };
  }

  /** Just under both bounds (20,000 members, 1,000 in one object), so that it is read, parsed, validated and audited. */
  function bodyAtTheBounds() {
    const group = Object.fromEntries(Array.from({ length: MAX_OBJECT_MEMBERS - 1 }, (_, i) => [`field_${i}`, i]));
    const groups = Math.floor((MAX_JSON_MEMBERS - 2) / MAX_OBJECT_MEMBERS);
    return { name: 'x', ...Object.fromEntries(Array.from({ length: groups }, (_, i) => [`group_${i}`, group])) };
  }

  /** The shortest longest stall of three runs of `count` such bodies sent at once: a stall another process caused is not theirs. */
  async function shortestStall(count: number): Promise<number> {
    const body = bodyAtTheBounds();
    await timedPost('/api/v1/clients/', body);
    let stallMs = Infinity;
    for (let run = 0; run < 3; run++) {
      const measured = await longestStall(() => Promise.all(Array.from({ length: count }, () => timedPost('/api/v1/clients/', body))));
      expect(measured.result.map((answer) => answer.status)).toEqual(Array.from({ length: count }, () => 422));
      stallMs = Math.min(stallMs, measured.stallMs);
    }
    return stallMs;
  }

  it('answers a body at the bounds without holding the event loop for one long stretch', async () => {
    expect(await shortestStall(1)).toBeLessThan(STALL_BOUND_MS);
  });

  it('answers several bodies at the bounds at once without running their heavy steps back to back', async () => {
    // Their reading, parsing, checks and validation take turns across the process (loop-turns.ts): before, the steps
    // of the bodies that arrived together ran one after another in one turn of the event loop.
    expect(await shortestStall(6)).toBeLessThan(CONCURRENT_STALL_BOUND_MS);
  });

  it('answers a body of a few faults as before: every one listed, with no count', async () => {
    const few = await org.api.post('/api/v1/clients/', withUnknown(3));
    expect(few.status).toBe(422);
    expect(few.body.errors).toEqual([0, 1, 2].map((i) => ({ field: `unknown_${i}`, message: 'is not a known field' })));
    expect(few.body).not.toHaveProperty('error_count');
    const invoice = await org.api.post('/api/v1/invoices/', {
      client_id: 1,
      currency: 'ABC',
      items: [{ description: 'Work', unit_price: '1.23456', quantity: 'many' }],
    });
    expect(invoice.status).toBe(422);
    expect(invoice.body.errors).toEqual([
      { field: 'currency', message: expect.stringContaining('is not the ISO 4217 code') },
      { field: 'items[0].quantity', message: 'must be a decimal number such as "1500.00"' },
      { field: 'items[0].unit_price', message: 'must have at most 4 decimal places' },
    ]);
    expect(invoice.body).not.toHaveProperty('error_count');
    expect(invoice.body.detail).toBe(
      `The body is not valid: ${invoice.body.errors.map((e: { field: string; message: string }) => `${e.field} ${e.message}`).join('; ')}`,
    );
  });

  it('lists 20 errors and their count for MCP tool arguments too, answered quickly', async () => {
    const session = await openMcpSession(kontor.url, org.apiKey);
    const started = process.cpuUsage();
    const res = await postMcp(
      kontor.url,
      {
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        params: { name: 'create_invoice', arguments: { client: 'Many', items: Array.from({ length: MAX_JSON_MEMBERS - 20 }, () => 'x') } },
      },
      { key: org.apiKey, headers: session },
    );
    const { messages } = await readMcp(res);
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(CPU_BOUND_MS);
    const message = messages[0] as { result: { isError: boolean; content: Array<{ text: string }> } };
    expect(message.result.isError).toBe(true);
    const shown = message.result.content[0]!.text;
    const problem = JSON.parse(shown.slice(shown.indexOf('\n') + 1)) as { code: string; errors: unknown[]; error_count: number };
    expect(problem.code).toBe('validation_error');
    expect(problem.errors).toHaveLength(20);
    // The items, and the array's own length.
    expect(problem.error_count).toBe(MAX_JSON_MEMBERS - 20 + 1);
  });

  it('refuses an MCP message with too many members in its tool arguments, as a whole', async () => {
    const res = await postMcp(
      kontor.url,
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'find_clients', arguments: { query: 'x', filler: Array.from({ length: MAX_JSON_MEMBERS }, () => 1) } },
      },
      { key: org.apiKey },
    );
    expect(res.status).toBe(413);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toContain(`the limit is ${MAX_JSON_MEMBERS}`);
  });

  it('refuses an MCP batch of several calls, which would pass the rate limit as one request', async () => {
    const call = (id: number) => ({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name: 'find_clients', arguments: { query: 'x' } },
    });
    const res = await postMcp(
      kontor.url,
      Array.from({ length: 100 }, (_, i) => call(i + 1)),
      { key: org.apiKey },
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: number; message: string } };
    expect(body.error.code).toBe(-32600);
    expect(body.error.message).toContain('batches are not accepted');
  });
});
