import { Type } from '@sinclair/typebox';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, } from '@modelcontextprotocol/sdk/types.js';
import { requireScope } from '../../platform/principal.js';
import { Problem } from '../../platform/errors.js';
import { toProblem } from '../../platform/to-problem.js';
import { plainJsonSchema } from '../../platform/http/schema.js';
import { bodyValidator } from '../../platform/http/validate.js';
import { withIdempotencyKey } from './idempotency.js';
import { secretBoxFor } from '../../platform/lib/secret-box.js';
import { createTools } from './tools/create.js';
import { findTools } from './tools/find.js';
import { invoiceTools } from './tools/invoices.js';
/** How long a person has to answer a question before the call gives up, creating nothing. */
const ANSWER_TIMEOUT_MS = 5 * 60_000;
const INSTRUCTIONS = "Kontor keeps an accounting office's clients, invoices, employees, tasks and time records. " +
    'Use create_invoice, create_task and log_time with the words the person used: names, amounts, dates and durations are read as people say them. ' +
    'Kontor never guesses between similar names, nor between two readings of a value ("1,500": 1500 or 1.5): it asks the person which one they meant, ' +
    "or answers the choices so you can ask and call again with the record's id or the reading's value. " +
    'Use find_clients or find_employees to look records up first when unsure, and dry_run to preview. ' +
    'Give idempotency_key when you might retry a call, so a retry never creates a second record.';
const IdempotencyKey = Type.String({
    pattern: '^[\\x21-\\x7e]{1,255}$',
    description: 'Any unique text (1 to 255 visible characters) you choose for this request. Calling again with the same key and arguments within 24 hours answers the first result instead of creating again.',
});
export function toolCatalogue(deps) {
    const tools = [...createTools(deps), ...findTools(deps), ...invoiceTools(deps)];
    return new Map(tools.map((tool) => {
        const base = tool.input;
        const input = tool.creates
            ? Type.Object({ ...base.properties, idempotency_key: Type.Optional(IdempotencyKey) }, { additionalProperties: false })
            : base;
        const validate = bodyValidator(input);
        const listed = {
            name: tool.name,
            title: tool.title,
            description: tool.description,
            inputSchema: plainJsonSchema(input),
            outputSchema: plainJsonSchema(tool.output),
            annotations: { title: tool.title, ...tool.annotations },
        };
        return [tool.name, { tool, listed, validate }];
    }));
}
/** The problem's stable code on a tool error, as REST answers it in `code`. */
const ERROR_CODE = 'kontor/code';
function errorResult(problem) {
    const body = problem.toBody();
    const { type: _type, title: _title, ...shown } = body;
    return {
        isError: true,
        content: [{ type: 'text', text: `${problem.message}\n${JSON.stringify(shown)}` }],
        _meta: { [ERROR_CODE]: problem.code },
    };
}
function success(structured) {
    return { content: [{ type: 'text', text: JSON.stringify(structured) }], structuredContent: structured };
}
export function createMcpServer(catalogue, deps, version) {
    const box = secretBoxFor(deps.config);
    const server = new Server({ name: 'kontor', title: 'Kontor', version }, { capabilities: { tools: { listChanged: false } }, instructions: INSTRUCTIONS });
    server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [...catalogue.values()].map((entry) => entry.listed) }));
    server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
        const context = extra.authInfo?.extra?.kontor;
        if (!context)
            throw new McpError(ErrorCode.InternalError, 'The request carries no credential.');
        const { name } = request.params;
        const entry = catalogue.get(name);
        if (!entry)
            throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${name}. tools/list names the tools there are.`);
        const record = { tool: name, outcome: 'error', error: null };
        context.calls.push(record);
        const { principal } = context;
        const execute = async (args) => {
            try {
                const structured = await entry.tool.run({ principal, ask: asker(server, extra, context.disconnected) }, args);
                return success(structured);
            }
            catch (error) {
                if (error instanceof Problem && error.status < 500)
                    return errorResult(error);
                throw error;
            }
        };
        let result;
        try {
            requireScope(principal, entry.tool.scope);
            const { idempotency_key: key, ...args } = entry.validate(request.params.arguments ?? {});
            result =
                typeof key === 'string'
                    ? await withIdempotencyKey({ db: deps.db, box }, principal, name, key, args, () => execute(args))
                    : await execute(args);
        }
        catch (error) {
            const problem = toProblem(error);
            if (problem.status >= 500) {
                deps.logger.error({ err: error, tool: name }, 'MCP tool call failed');
                record.error = problem.code;
                throw new McpError(ErrorCode.InternalError, problem.message);
            }
            result = errorResult(problem);
        }
        const outcome = result.structuredContent?.outcome;
        record.outcome = result.isError ? 'error' : (outcome ?? 'done');
        if (result.isError)
            record.error = String(result._meta?.[ERROR_CODE] ?? 'tool_error');
        return result;
    });
    return server;
}
/** Questions go on the tool call's own response stream; null when the client cannot show a form. */
function asker(server, extra, disconnected) {
    if (!server.getClientCapabilities()?.elicitation?.form)
        return null;
    return async ({ message, title, choices }) => {
        let result;
        try {
            result = await server.elicitInput({
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
            { relatedRequestId: extra.requestId, signal: AbortSignal.any([extra.signal, disconnected]), timeout: ANSWER_TIMEOUT_MS });
        }
        catch (error) {
            // No answer in time, the call was cancelled or its client went away: nothing is created.
            if (error instanceof McpError || disconnected.aborted)
                return { action: 'cancel' };
            throw new Error('Asking the person failed', { cause: error });
        }
        if (result.action !== 'accept')
            return { action: result.action };
        const chosen = choices.find((choice) => choice.label === result.content?.choice);
        if (!chosen)
            throw new Problem(422, 'validation_error', 'The answer was not one of the choices offered.');
        return { action: 'accept', value: chosen.value };
    };
}
//# sourceMappingURL=server.js.map