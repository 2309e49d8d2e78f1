/** Where the MCP endpoint answers; a module of its own, so that naming it loads nothing of the endpoint. */
export const MCP_PATH = '/api/automation/mcp/';
