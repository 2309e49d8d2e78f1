/**
 * The MCP endpoint in the OpenAPI document. It is not a REST route (one
 * address, JSON-RPC messages, tools listed by `tools/list`), so it is written
 * here by hand, with a pointer to the protocol and the tools.
 */
import { MCP_PATH } from './path.js';

const RPC_MESSAGE = {
  type: 'object',
  description: 'A JSON-RPC 2.0 response: `result`, or `error`.',
  required: ['jsonrpc'],
  properties: {
    jsonrpc: { const: '2.0' },
    id: { type: ['string', 'integer', 'null'] },
    result: { type: 'object', additionalProperties: true },
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'integer' }, message: { type: 'string' }, data: {} },
    },
  },
};

const rpcError = (description: string) => ({
  description,
  content: { 'application/json': { schema: RPC_MESSAGE } },
});

const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

/** Refused before it is read: a web origin not allowed (a JSON-RPC error), or a session that must change its password. */
const FORBIDDEN = {
  description:
    'The `Origin` header names a web origin that is not allowed (a JSON-RPC error); or the session signed in with a one-time password, which must be changed first with `POST /api/v1/auth/password/` (a problem document, `password_change_required`).',
  content: {
    'application/json': { schema: RPC_MESSAGE },
    'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
  },
};

const UNAUTHENTICATED = problem(
  'Missing or bad credentials (`authentication_failed`), with `WWW-Authenticate`; credentials in a header Kontor does not read (`X-API-Key`) are named with the ones it does.',
);

const SESSION = {
  name: 'Mcp-Session-Id',
  in: 'header',
  required: false,
  description:
    'Answered by `initialize`; required on every later request of the session. Sessions are kept in the database: any API process serves them (no sticky sessions needed), and they outlive a restart.',
  schema: { type: 'string' },
};

export const mcpPathItem = {
  [MCP_PATH]: {
    post: {
      operationId: 'mcp',
      summary: 'Model Context Protocol (Streamable HTTP)',
      description: [
        'The smart endpoints and invoice tools for AI agents and MCP hosts (n8n MCP Client Tool, desktop assistants, IDEs), protocol versions `2025-11-25` and `2025-06-18`.',
        'Send JSON-RPC messages with `Accept: application/json, text/event-stream`; start with `initialize`, then send the `Mcp-Session-Id` it answers. `tools/list` describes every tool with its input and output JSON Schemas:',
        '`create_invoice`, `create_task`, `log_time` (loose input as for `/api/automation/smart/...`, with `dry_run` and `idempotency_key`), `find_clients`, `find_employees`, `get_invoice`, `list_unpaid_invoices`, `mark_invoice_sent`, `mark_invoice_paid`.',
        'Each tool needs the scope its REST counterpart needs (`smart:write`, `clients:read`, `employees:read`, `invoices:read`, `invoices:write`); a missing scope is a tool error with `code: permission_denied`.',
        "When a name fits several records and the client declared the `elicitation` capability, the server asks the person which one (`elicitation/create` on the call's event stream); otherwise the result lists the candidates (`outcome: choice_needed`).",
        'A value that reads more than one way (`"1,500"` without the organization\'s `number_locale`) is asked the same way, one question per argument with its readings as the choices, and the call goes on with the chosen reading; without `elicitation` the result lists each argument with its `readings` (`value`, `how`): call again with the argument set to the `value` meant.',
        'A request with an `Origin` header not allowed by `KONTOR_MCP_ALLOWED_ORIGINS` is refused with 403, as is a session signed in with a one-time password until it is changed (`password_change_required`). Errors here are JSON-RPC errors, not problem documents (except 401, that 403, 429 and 503).',
      ].join('\n\n'),
      tags: ['MCP'],
      parameters: [
        SESSION,
        { name: 'MCP-Protocol-Version', in: 'header', required: false, schema: { type: 'string', examples: ['2025-11-25'] } },
      ],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              description: 'A JSON-RPC 2.0 request, notification or response.',
              required: ['jsonrpc'],
              properties: {
                jsonrpc: { const: '2.0' },
                method: { type: 'string', examples: ['tools/call'] },
                // Open in so many words, as for a typed client generated from the document (a bare object reads as empty).
                params: { type: 'object', additionalProperties: true },
                id: { type: ['string', 'integer'] },
              },
            },
          },
        },
      },
      responses: {
        200: {
          description:
            'The JSON-RPC answer as an event stream (`text/event-stream`): questions to the person, then the result; a call refused before it starts (invalid params) is answered at once as `application/json`.',
          content: {
            'text/event-stream': { schema: { type: 'string' } },
            'application/json': { schema: { anyOf: [RPC_MESSAGE, { type: 'array', items: RPC_MESSAGE }] } },
          },
        },
        202: { description: 'A notification or a response (e.g. the answer to a question) was accepted.' },
        400: rpcError('Malformed JSON (`-32700`) or JSON-RPC, or no session.'),
        401: UNAUTHENTICATED,
        403: FORBIDDEN,
        404: rpcError('No such session for this credential (`-32001`): initialize again.'),
        406: rpcError('The client does not accept both `application/json` and `text/event-stream`.'),
        413: rpcError('The message is over the body limit.'),
        415: rpcError('The body is not JSON.'),
        429: {
          ...problem('Too many requests (`rate_limited`); see `Retry-After`.'),
          headers: { 'Retry-After': { schema: { type: 'integer' } } },
        },
        503: {
          ...problem(
            'The message waited too long for a turn to be read in, nothing done (`organization_busy`: the organization has its share of works at work on this server; `server_busy`: every slot of the server is at work); see `Retry-After`.',
          ),
          headers: { 'Retry-After': { schema: { type: 'integer' } } },
        },
      },
    },
    get: {
      operationId: 'mcpResume',
      summary: 'Resume a response stream that was cut',
      description:
        "The SDK client's resumption of a POST's event stream that ended before its answers (the process serving it stopped, or the connection broke), with the `Last-Event-ID` the stream gave. Any process answers it: each call of that stream gets a JSON-RPC error `-32000` with `data: {\"retryable\": true}` (events are not kept, so none is replayed). A call waiting for a person's answer created nothing; repeat a creating call with the same `idempotency_key`. Without a `Last-Event-ID` that names unanswered calls: 405 (no server-initiated stream).",
      tags: ['MCP'],
      parameters: [
        { ...SESSION, required: true },
        { name: 'Last-Event-ID', in: 'header', required: true, schema: { type: 'string' } },
      ],
      responses: {
        200: {
          description: 'An event stream with one JSON-RPC error per call of the cut stream.',
          content: { 'text/event-stream': { schema: { type: 'string' } } },
        },
        401: { description: 'Missing or bad credentials (`authentication_failed`), with `WWW-Authenticate`.' },
        403: FORBIDDEN,
        404: rpcError('No such session for this credential (`-32001`): initialize again.'),
        405: rpcError('Nothing to resume: send JSON-RPC messages with POST.'),
      },
    },
    delete: {
      operationId: 'mcpEndSession',
      summary: 'End an MCP session',
      description: 'Closes the session named by `Mcp-Session-Id` on every API process; a later request with it answers 404.',
      tags: ['MCP'],
      parameters: [{ ...SESSION, required: true }],
      responses: {
        200: { description: 'The session is closed.' },
        400: rpcError('No `Mcp-Session-Id` header.'),
        401: UNAUTHENTICATED,
        403: FORBIDDEN,
        404: rpcError('No such session for this credential.'),
        429: {
          ...problem('Too many requests (`rate_limited`); see `Retry-After`.'),
          headers: { 'Retry-After': { schema: { type: 'integer' } } },
        },
      },
    },
  },
};
