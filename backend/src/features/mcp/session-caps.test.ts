/**
 * The caps on open MCP sessions: per organization and overall, the least recently used closed first, whichever
 * process opened it.
 */
import { describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';
import type { TestOrganization } from '../../dev/test-support/kontor.js';

const { kontor, org } = useKontor({ mcpSessionsPerOrganization: 3, mcpSessionsMax: 5 });
const MCP = '/api/automation/mcp/';

function post(key: string, message: unknown, session?: string) {
  return fetch(`${kontor.url}${MCP}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      authorization: `Bearer ${key}`,
      ...(session ? { 'mcp-session-id': session } : {}),
    },
    body: JSON.stringify(message),
  });
}

async function open(key: string): Promise<string> {
  const answer = await post(key, {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'caps', version: '1' } },
  });
  await answer.text();
  expect(answer.status).toBe(200);
  return answer.headers.get('mcp-session-id')!;
}

/** Whether the session still answers (a tools/list in it). */
async function alive(key: string, session: string): Promise<boolean> {
  const answer = await post(key, { jsonrpc: '2.0', id: 2, method: 'tools/list' }, session);
  await answer.text();
  return answer.status === 200;
}

describe('session caps', () => {
  it('closes the least recently used session of the organization when a new one passes its cap', async () => {
    const [a, b, c] = [await open(org.apiKey), await open(org.apiKey), await open(org.apiKey)];
    // a is used again, so b is now the least recently used.
    expect(await alive(org.apiKey, a)).toBe(true);
    const d = await open(org.apiKey);
    expect(await alive(org.apiKey, b)).toBe(false);
    for (const session of [a, c, d]) expect(await alive(org.apiKey, session)).toBe(true);
    expect(Number((await kontor.db('mcp_sessions').where({ organization_id: org.id }).count({ n: '*' }).first())!.n)).toBe(3);
  });

  it('closes the least recently used session of any organization when a new one passes the overall cap', async () => {
    const others: TestOrganization = await kontor.createOrganization();
    const before = await kontor.db('mcp_sessions').orderBy('last_used_at', 'asc').select('id', 'organization_id');
    expect(before).toHaveLength(3);
    const e = await open(others.apiKey);
    const f = await open(others.apiKey);
    // Five open: the next one, of either organization, closes the oldest of all (one of the first organization's).
    const g = await open(others.apiKey);
    const after = await kontor.db('mcp_sessions').pluck('id');
    expect(after).toHaveLength(5);
    expect(after).not.toContain(before[0]!.id);
    expect(after).toEqual(expect.arrayContaining([e, f, g, before[1]!.id, before[2]!.id]));
    expect(await alive(org.apiKey, before[0]!.id)).toBe(false);
  });
});
