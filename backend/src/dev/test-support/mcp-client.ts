/** The official MCP SDK client, for the tests outside the backend package (whose dependency it is). */
export { Client } from '@modelcontextprotocol/sdk/client/index.js';
export { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
export type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
