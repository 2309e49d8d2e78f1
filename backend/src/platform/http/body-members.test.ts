/**
 * Cheap refusals: a body with more members than MAX_JSON_MEMBERS or a name longer than MAX_KEY_LENGTH is refused
 * with 413 `too_many_members` before validation (the REST API and MCP messages alike), and a validation problem
 * lists its first 20 errors with their count.
 */
import { describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';
import { MAX_JSON_MEMBERS, MAX_KEY_LENGTH } from './input-guard.js';

const { kontor, org } = useKontor();

const clients = async () => Number((await kontor.db('clients').where({ organization_id: org.id }).count({ n: '*' }).first())!.n);
const withUnknown = (count: number) => ({
  name: 'Many',
  ...Object.fromEntries(Array.from({ length: count }, (_, i) => [`unknown_${i}`, i])),
});

describe('members of a body', () => {
  it('refuses a body with more members than the limit, naming it, and creates nothing', async () => {
    const before = await clients();
    for (const body of [withUnknown(MAX_JSON_MEMBERS), { name: 'Nested', notes: Array.from({ length: MAX_JSON_MEMBERS }, () => 1) }]) {
      const res = await org.api.post('/api/v1/clients/', body);
      expect(res.status).toBe(413);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(res.body.code).toBe('too_many_members');
      expect(res.body.detail).toContain(`the limit is ${MAX_JSON_MEMBERS}`);
    }
    expect(await clients()).toBe(before);
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

  it('lists the first 20 errors of a body with many, and how many there were', async () => {
    const res = await org.api.post('/api/v1/clients/', withUnknown(MAX_JSON_MEMBERS - 1));
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveLength(20);
    expect(res.body.errors[0]).toEqual({ field: 'unknown_0', message: 'is not a known field' });
    expect(res.body.error_count).toBe(MAX_JSON_MEMBERS - 1);
    const few = await org.api.post('/api/v1/clients/', withUnknown(3));
    expect(few.body.errors).toHaveLength(3);
    expect(few.body).not.toHaveProperty('error_count');
  });

  it('refuses an MCP message with too many members in its tool arguments, as a whole', async () => {
    const res = await fetch(`${kontor.url}/api/automation/mcp/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${org.apiKey}` },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'find_clients', arguments: withUnknown(MAX_JSON_MEMBERS) },
      }),
    });
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
    const res = await fetch(`${kontor.url}/api/automation/mcp/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${org.apiKey}` },
      body: JSON.stringify(Array.from({ length: 100 }, (_, i) => call(i + 1))),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: number; message: string } };
    expect(body.error.code).toBe(-32600);
    expect(body.error.message).toContain('batches are not accepted');
  });
});
