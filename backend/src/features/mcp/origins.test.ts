import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { describe, expect, it } from 'vitest';
import { configWith } from '../../app/config.js';
import { useKontor } from '../../dev/test-support/fixture.js';
import { originCheck } from './mount.js';

const PUBLIC_URL = 'https://kontor.example.com';
const { kontor, org } = useKontor({ publicUrl: PUBLIC_URL });
const MCP = '/api/automation/mcp/';

const initialize = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
});

function post(headers: Record<string, string>) {
  return fetch(`${kontor.url}${MCP}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: initialize,
  });
}

describe('the Origin check (DNS-rebinding protection)', () => {
  it("accepts Kontor's own public origin and, listening on loopback, loopback origins", async () => {
    for (const origin of [PUBLIC_URL, 'http://localhost:6274', 'http://127.0.0.1:3000', 'http://[::1]:8000', kontor.url]) {
      const res = await post({ authorization: `Bearer ${org.apiKey}`, origin });
      expect(res.status, origin).toBe(200);
      expect(res.headers.get('mcp-session-id'), origin).toBeTruthy();
      await res.text();
    }
  });

  it('refuses other origins, including a name that merely starts like a loopback one', async () => {
    for (const origin of ['http://evil.example', 'http://localhost.evil.example', 'https://kontor.example.com.evil.example', 'null']) {
      const res = await post({ authorization: `Bearer ${org.apiKey}`, origin });
      expect(res.status, origin).toBe(403);
      expect(await res.json()).toMatchObject({ error: { code: -32000 } });
    }
  });

  it('trusts loopback origins only while Kontor listens on loopback; allowed origins always', () => {
    const listening = (host: string) => originCheck(configWith({ host, mcpAllowedOrigins: ['https://agent.example'] }));
    expect(listening('127.0.0.1')('http://localhost:5173')).toBe(true);
    expect(listening('::1')('http://127.0.0.1:5173')).toBe(true);
    expect(listening('0.0.0.0')('http://localhost:5173')).toBe(false);
    expect(listening('0.0.0.0')('http://127.0.0.1:5173')).toBe(false);
    expect(listening('0.0.0.0')('https://agent.example')).toBe(true);
    expect(listening('127.0.0.1')('file://localhost')).toBe(false);
  });
});

describe('credentials in the wrong place', () => {
  it('answers an X-API-Key header with 401 naming the schemes Kontor reads, and does not take the key from it', async () => {
    const res = await post({ 'x-api-key': org.apiKey });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('Bearer');
    const body = (await res.json()) as { code: string; detail: string };
    expect(body.code).toBe('authentication_failed');
    expect(body.detail).toContain('X-API-Key');
    expect(body.detail).toContain('Authorization: Bearer sk_...');
    // The same hint on the REST API.
    const rest = await kontor.client().get('/api/v1/clients/', { 'x-api-key': org.apiKey });
    expect(rest.status).toBe(401);
    expect(rest.body.detail).toContain('Authorization: Bearer sk_...');
  });
});

describe('errors through the SDK client', () => {
  it('reads an unknown tool\'s error with one "MCP error" prefix, not two', async () => {
    const client = new Client({ name: 'kontor-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${kontor.url}${MCP}`), {
        requestInit: { headers: { Authorization: `Bearer ${org.apiKey}` } },
      }),
    );
    try {
      const error = (await client.callTool({ name: 'no_such_tool', arguments: {} }).catch((caught: unknown) => caught)) as Error;
      expect(error.message).toBe('MCP error -32602: Unknown tool: no_such_tool. tools/list names the tools there are.');
    } finally {
      await client.close();
    }
  });
});
