/**
 * The MCP server of one session: `tools/list` answers the catalogue,
 * `tools/call` checks the credential's scope exactly as the REST route would,
 * validates the arguments with the tool's schema, runs the tool (under its
 * `idempotency_key` when it creates) and turns a refusal into a tool error the
 * model can read and act on. The catalogue is built once per app.
 */
import type { TSchema } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import {
  type CallToolResult,
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type ServerNotification,
  type ServerRequest,
  type Tool as ListedTool,
} from '@modelcontextprotocol/sdk/types.js';
import type { Deps } from '../../app/deps.js';
import { type Principal, requireScope } from '../../platform/principal.js';
import type { TakeTurn, Turn } from '../../platform/http/fair-queue.js';
import { Problem } from '../../platform/errors.js';
import { toProblem } from '../../platform/to-problem.js';
import { plainJsonSchema } from '../../platform/http/schema.js';
import { bodyValidator } from '../../platform/http/validate.js';
import { withIdempotencyKey } from './idempotency.js';
import { secretBoxFor } from '../../platform/lib/secret-box.js';
import type { Answer, Asker, Tool } from './tool.js';
import { createTools } from './tools/create.js';
import { findTools } from './tools/find.js';
import { invoiceTools } from './tools/invoices.js';

/** How long a person has to answer a question before the call gives up, creating nothing. */
const ANSWER_TIMEOUT_MS = 5 * 60_000;

const INSTRUCTIONS =
  "Kontor keeps an accounting office's clients, invoices, employees, tasks and time records. " +
  'Use create_invoice, create_task and log_time with the words the person used: names, amounts, dates and durations are read as people say them. ' +
  'Kontor never guesses between similar names, nor between two readings of a value ("1,500": 1500 or 1.5): it asks the person which one they meant, ' +
  "or answers the choices so you can ask and call again with the record's id or the reading's value. " +
  'Use find_clients or find_employees to look records up first when unsure, and dry_run to preview. ' +
  'Give idempotency_key when you might retry a call, so a retry never creates a second record.';

/** What one tools/call did, for the audit log of the HTTP request that carried it. */
export interface CallRecord {
  tool: string;
  outcome: string;
  error: string | null;
}

/** Handed from the HTTP request to the handlers as `authInfo.extra.kontor`. */
export interface RequestContext {
  principal: Principal;
  calls: CallRecord[];
  /** Aborted when the client goes away before its answer was written: a question waiting on it is given up. */
  disconnected: AbortSignal;
  /** The organization's turn (platform/http/fair-queue.ts): each tool call takes one, as a REST request does. */
  takeTurn: TakeTurn;
}

interface Entry {
  tool: Tool;
  listed: ListedTool;
  validate(args: unknown): Record<string, unknown>;
}

const IdempotencyKey = Type.String({
  pattern: '^[\\x21-\\x7e]{1,255}$',
  description:
    'Any unique text (1 to 255 visible characters) you choose for this request. Calling again with the same key and arguments within 24 hours answers the first result instead of creating again.',
});

export type Catalogue = ReadonlyMap<string, Entry>;

export function toolCatalogue(deps: Deps): Catalogue {
  const tools = [...createTools(deps), ...findTools(deps), ...invoiceTools(deps)];
  return new Map(
    tools.map((tool) => {
      const base = tool.input as TSchema & { properties: Record<string, TSchema> };
      const input = tool.creates
        ? Type.Object({ ...base.properties, idempotency_key: Type.Optional(IdempotencyKey) }, { additionalProperties: false })
        : base;
      const validate = bodyValidator(input) as (args: unknown) => Record<string, unknown>;
      const listed: ListedTool = {
        name: tool.name,
        title: tool.title,
        description: tool.description,
        inputSchema: plainJsonSchema(input) as ListedTool['inputSchema'],
        outputSchema: plainJsonSchema(tool.output) as ListedTool['outputSchema'],
        annotations: { title: tool.title, ...tool.annotations },
      };
      return [tool.name, { tool, listed, validate }];
    }),
  );
}

/** The problem's stable code on a tool error, as REST answers it in `code`. */
const ERROR_CODE = 'kontor/code';

type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;

function errorResult(problem: Problem): CallToolResult {
  const body = problem.toBody();
  const { type: _type, title: _title, ...shown } = body;
  return {
    isError: true,
    content: [{ type: 'text', text: `${problem.message}\n${JSON.stringify(shown)}` }],
    _meta: { [ERROR_CODE]: problem.code },
  };
}

function success(structured: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(structured) }], structuredContent: structured };
}

/**
 * A JSON-RPC error for the SDK to send: its code and a plain message. The SDK's McpError puts "MCP error <code>: " into
 * the message itself, which the client's McpError then prefixes again ("MCP error -32602: MCP error -32602: ...").
 */
function rpcFailure(code: ErrorCode, message: string): Error & { code: number } {
  return Object.assign(new Error(message), { code });
}

export function createMcpServer(catalogue: Catalogue, deps: Pick<Deps, 'db' | 'logger' | 'config'>, version: string): Server {
  const box = secretBoxFor(deps.config);
  const server = new Server(
    { name: 'kontor', title: 'Kontor', version },
    { capabilities: { tools: { listChanged: false } }, instructions: INSTRUCTIONS },
  );

  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [...catalogue.values()].map((entry) => entry.listed) }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const context = extra.authInfo?.extra?.kontor as RequestContext | undefined;
    if (!context) throw rpcFailure(ErrorCode.InternalError, 'The request carries no credential.');
    const { name } = request.params;
    const entry = catalogue.get(name);
    if (!entry) throw rpcFailure(ErrorCode.InvalidParams, `Unknown tool: ${name}. tools/list names the tools there are.`);
    const record: CallRecord = { tool: name, outcome: 'error', error: null };
    context.calls.push(record);
    const { principal } = context;

    const execute = async (args: Record<string, unknown>, turn: Turn): Promise<CallToolResult> => {
      try {
        const structured = await entry.tool.run({ principal, ask: asker(server, extra, context.disconnected, turn) }, args);
        return success(structured);
      } catch (error) {
        if (error instanceof Problem && error.status < 500) return errorResult(error);
        throw error;
      }
    };

    let result: CallToolResult;
    try {
      requireScope(principal, entry.tool.scope);
      const { idempotency_key: key, ...args } = entry.validate(request.params.arguments ?? {});
      // Each call of a batch on its own, so that a batch of a hundred calls is not a hundred works at once.
      // A heavy work's turn (fair-queue.ts): a batch's calls one at a time while other organizations are at work.
      result = await context.takeTurn(
        principal.organizationId,
        (turn) =>
          typeof key === 'string'
            ? withIdempotencyKey({ db: deps.db, box }, principal, name, key, args, () => execute(args, turn))
            : execute(args, turn),
        undefined,
        true,
      );
    } catch (error) {
      const problem = toProblem(error);
      // organization_busy, server_busy: nothing was done, and the tool error says to retry shortly, as the REST answer does.
      if (problem.status >= 500 && problem.code !== 'organization_busy' && problem.code !== 'server_busy') {
        deps.logger.error({ err: error, tool: name }, 'MCP tool call failed');
        record.error = problem.code;
        throw rpcFailure(ErrorCode.InternalError, problem.message);
      }
      result = errorResult(problem);
    }
    const outcome = (result.structuredContent as { outcome?: string } | undefined)?.outcome;
    record.outcome = result.isError ? 'error' : (outcome ?? 'done');
    if (result.isError) record.error = String(result._meta?.[ERROR_CODE] ?? 'tool_error');
    return result;
  });

  return server;
}

/** Questions go on the tool call's own response stream; null when the client cannot show a form. */
function asker(server: Server, extra: Extra, disconnected: AbortSignal, turn: Turn): Asker | null {
  if (!server.getClientCapabilities()?.elicitation?.form) return null;
  return async ({ message, title, choices }): Promise<Answer> => {
    let result;
    try {
      // The organization's turn is given back while the person thinks, and taken again for the work that follows.
      result = await turn.away(() =>
        server.elicitInput(
          {
            mode: 'form',
            message,
            requestedSchema: {
              type: 'object',
              properties: { choice: { type: 'string', title, enum: choices.map((choice) => choice.label) } },
              required: ['choice'],
            },
          },
          // A client that disconnects while asked will never answer: the call ends now, letting go of its
          // idempotency_key, rather than when the answer's time runs out.
          { relatedRequestId: extra.requestId, signal: AbortSignal.any([extra.signal, disconnected]), timeout: ANSWER_TIMEOUT_MS },
        ),
      );
    } catch (error) {
      // No answer in time, the call was cancelled or its client went away: nothing is created.
      if (error instanceof McpError || disconnected.aborted) return { action: 'cancel' };
      // The turn not given back in time after the answer (organization_busy, server_busy): nothing was done, retry shortly.
      if (error instanceof Problem) throw error;
      throw new Error('Asking the person failed', { cause: error });
    }
    if (result.action !== 'accept') return { action: result.action };
    const chosen = choices.find((choice) => choice.label === result.content?.choice);
    if (!chosen) throw new Problem(422, 'validation_error', 'The answer was not one of the choices offered.');
    return { action: 'accept', value: chosen.value };
  };
}
