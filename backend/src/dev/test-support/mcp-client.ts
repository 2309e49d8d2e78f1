/**
 * MCP clients for tests: the official SDK client (re-exported for the tests outside the backend package, whose
 * dependency it is), and a raw one, for the tests that send what the SDK would not (broken JSON, batches, a message
 * in a session the SDK would not open) or look at the HTTP answer itself.
 */
import { MCP_PATH } from '../../features/mcp/path.js';

export { Client } from '@modelcontextprotocol/sdk/client/index.js';
export { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
export type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** A JSON-RPC message as the tests read it. */
export type McpMessage = Record<string, any>;

export interface RawMcpOptions {
  /** An API key, sent as `Authorization: Bearer <key>`. */
  key?: string;
  /** Sent after the defaults, so they replace them (`authorization: ''` sends no credential). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * A raw MCP POST, as a client without the SDK sends it: the JSON-RPC content type and `Accept`, and the key. A string
 * or bytes go as they are (a broken message is a test too); anything else as its JSON.
 */
export function postMcp(baseUrl: string, body: unknown, { key, headers, signal }: RawMcpOptions = {}): Promise<Response> {
  return fetch(`${baseUrl}${MCP_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...(key === undefined ? {} : { authorization: `Bearer ${key}` }),
      ...headers,
    },
    body: typeof body === 'string' || body instanceof Uint8Array ? (body as string | Uint8Array<ArrayBuffer>) : JSON.stringify(body),
    signal,
  });
}

/** An `initialize` request, in the protocol version and with the client capabilities given. */
export const mcpInitialize = (protocolVersion = '2025-11-25', capabilities: Record<string, unknown> = {}) => ({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion, capabilities, clientInfo: { name: 'raw', version: '1' } },
});

/**
 * Opens a session as a raw client: `initialize`, then `notifications/initialized`. Answers the headers that carry the
 * session in the requests after; throws when either step is refused.
 */
export async function openMcpSession(
  baseUrl: string,
  key: string,
  { protocolVersion = '2025-11-25', capabilities = {} }: { protocolVersion?: string; capabilities?: Record<string, unknown> } = {},
): Promise<Record<string, string>> {
  const opened = await postMcp(baseUrl, mcpInitialize(protocolVersion, capabilities), { key });
  const answer = await opened.text();
  const session = opened.headers.get('mcp-session-id');
  if (opened.status !== 200 || !session) throw new Error(`initialize answered ${opened.status} without a session: ${answer}`);
  const headers = { 'mcp-session-id': session, 'mcp-protocol-version': protocolVersion };
  const initialized = await postMcp(baseUrl, { jsonrpc: '2.0', method: 'notifications/initialized' }, { key, headers });
  const refusal = await initialized.text();
  if (initialized.status !== 202) throw new Error(`notifications/initialized answered ${initialized.status}: ${refusal}`);
  return headers;
}

/** An answer read whole, with its JSON-RPC messages, whether sent as one JSON body or as a stream of events. */
export async function readMcp(res: Response): Promise<{ status: number; headers: Headers; text: string; messages: McpMessage[] }> {
  const text = await res.text();
  const chunks = res.headers.get('content-type')?.includes('text/event-stream')
    ? text
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5))
        // The priming event a resumable stream opens with carries an id and no data.
        .filter((data) => data.trim() !== '')
    : text.trim()
      ? [text]
      : [];
  const messages = chunks.flatMap((chunk) => {
    const parsed = JSON.parse(chunk) as unknown;
    return (Array.isArray(parsed) ? parsed : [parsed]) as McpMessage[];
  });
  return { status: res.status, headers: res.headers, text, messages };
}
