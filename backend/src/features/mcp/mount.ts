/**
 * `/api/automation/mcp/`: the Model Context Protocol on the Streamable HTTP
 * transport, inside the Koa app (so the audit log, metrics, authentication and
 * rate limit see it like any other call). It sits before the JSON body reader:
 * a bad body here is a JSON-RPC error as the specification defines it, not a
 * problem document.
 *
 * In order: the `Origin` check (DNS-rebinding protection), the credential
 * (401 with `WWW-Authenticate`, as everywhere), the body, the session, then
 * the SDK's transport. Its answer is a web `Response`; an event stream is
 * piped to the socket and awaited, so the audit entry of a `tools/call` is
 * written when its result is known, with the tool's name and outcome.
 */
import type { ServerResponse } from 'node:http';
import { type JSONRPCRequest, type RequestId, isInitializeRequest, isJSONRPCRequest } from '@modelcontextprotocol/sdk/types.js';
import ipaddr from 'ipaddr.js';
import type { Context, Middleware } from 'koa';
import type { Deps } from '../../app/deps.js';
import { type ScannedText, readBodyText } from '../../platform/http/body.js';
import { setSecurityHeaders } from '../../platform/http/security-headers.js';
import type { Principal } from '../../platform/principal.js';
import { Problem, authenticationFailed, passwordChangeRequired } from '../../platform/errors.js';
import { type RequestContext, createMcpServer, toolCatalogue } from './server.js';
import { type Session, Sessions } from './sessions.js';
import { interruptedCalls, streamMark } from './resume.js';
import { checkJsonBody } from '../../platform/http/input-guard.js';
import type { TakeTurn } from '../../platform/http/fair-queue.js';
import { MCP_PATH } from './path.js';
import { sizedStep } from '../../platform/http/loop-turns.js';

/** JSON-RPC's codes, and the SDK's for transport-level refusals. */
const PARSE_ERROR = -32700;
const TRANSPORT_ERROR = -32000;
const SESSION_NOT_FOUND = -32001;
const INVALID_PARAMS = -32602;
const INVALID_REQUEST = -32600;

function rpcError(ctx: Context, status: number, code: number, message: string, headers: Record<string, string> = {}): void {
  ctx.status = status;
  ctx.set(headers);
  ctx.body = { jsonrpc: '2.0', error: { code, message }, id: null };
}

export function mcpEndpoint(deps: Deps, version: string, takeTurn: TakeTurn): Middleware & { sessions: Sessions } {
  const catalogue = toolCatalogue(deps);
  const sessions = new Sessions({
    db: deps.db,
    logger: deps.logger,
    limits: {
      perOrganization: deps.config.mcpSessionsPerOrganization,
      overall: deps.config.mcpSessionsMax,
      idleMinutes: deps.config.mcpSessionIdleMinutes,
    },
    createServer: () => createMcpServer(catalogue, deps, version),
  });
  const originAllowed = originCheck(deps.config);

  const serveMcp: Middleware = async (ctx, next) => {
    if (ctx.path !== MCP_PATH) return next();
    // The metrics label requests by route.
    (ctx as { _matchedRoute?: string })._matchedRoute = MCP_PATH;
    const origin = ctx.get('origin');
    if (origin && !originAllowed(origin)) {
      return rpcError(
        ctx,
        403,
        TRANSPORT_ERROR,
        `Requests from the web origin ${origin} are not allowed here; an operator may allow it with KONTOR_MCP_ALLOWED_ORIGINS.`,
      );
    }
    const principal = ctx.state.principal as Principal | undefined;
    if (!principal) {
      throw (ctx.state.authError as Problem | undefined) ?? authenticationFailed('Send the API key as "Authorization: Bearer sk_...".');
    }
    if (principal.passwordChangeRequired) throw passwordChangeRequired();
    const owner = `${principal.kind}:${principal.id}`;
    const sessionId = ctx.get('mcp-session-id');
    const lastEventId = ctx.get('last-event-id');
    if (ctx.method === 'GET' && sessionId && lastEventId) {
      // A client resuming a response stream that was cut, on whichever process the balancer chose.
      if (!(await sessions.find(sessionId, owner)))
        return rpcError(ctx, 404, SESSION_NOT_FOUND, 'Session not found: start a new one with initialize.');
      const events = interruptedCalls(lastEventId);
      if (events) {
        ctx.set({ 'Content-Type': 'text/event-stream', 'Mcp-Session-Id': sessionId });
        ctx.body = events;
        return;
      }
    }
    if (ctx.method !== 'POST' && ctx.method !== 'DELETE') {
      // No server-initiated stream: every message to the client travels on the stream of the POST it belongs to.
      return rpcError(ctx, 405, TRANSPORT_ERROR, `${ctx.method} is not offered here; send JSON-RPC messages with POST.`, {
        Allow: 'POST, DELETE',
      });
    }

    let body: unknown;
    if (ctx.method === 'POST') {
      let scanned: ScannedText;
      try {
        scanned = await readBodyText(ctx, deps.config.bodyLimitBytes);
      } catch (error) {
        const problem = error as Problem;
        // Too many members is the message's size, like a body past the byte limit: refused as a whole, with its status.
        if (problem.code === 'too_many_members') return rpcError(ctx, 413, TRANSPORT_ERROR, `Invalid request: ${problem.message}`);
        if (problem.status === 413) {
          return rpcError(ctx, 413, TRANSPORT_ERROR, `The message is larger than the limit of ${deps.config.bodyLimitBytes} bytes.`);
        }
        return rpcError(ctx, problem.status, problem.status === 415 ? TRANSPORT_ERROR : PARSE_ERROR, `Parse error: ${problem.message}`);
      }
      // Parsing is the event loop's work: in the organization's turn (a heavy one), given back before the message's calls
      // take theirs; a large message's parse waits for its turn of the loop as well (loop-turns.ts).
      const parsed = await takeTurn(
        principal.organizationId,
        async () => sizedStep(scanned.text.length, () => parseMessage(ctx, scanned)),
        undefined,
        true,
      );
      if (!parsed) return;
      body = parsed.body;
    }

    let session: Session | undefined;
    if (sessionId) {
      session = await sessions.find(sessionId, owner);
      if (!session) return rpcError(ctx, 404, SESSION_NOT_FOUND, 'Session not found: start a new one with initialize.');
    } else if (ctx.method === 'POST' && isInitializeRequest(body)) {
      // The SDK's guard types the request's params only; the body is the whole message, jsonrpc and id included.
      session = await sessions.open(owner, principal.organizationId, body as unknown as JSONRPCRequest);
    } else {
      return rpcError(ctx, 400, TRANSPORT_ERROR, 'Bad Request: send initialize first, then the Mcp-Session-Id header it answers.');
    }

    const gone = new AbortController();
    // A response not written to its end when the connection closes: the client went away.
    ctx.res.once('close', () => {
      if (!ctx.res.writableFinished) gone.abort();
    });
    const context: RequestContext = { principal, calls: [], disconnected: gone.signal, takeTurn };
    const response = await session.transport.inner.handleRequest(webRequest(ctx), {
      parsedBody: body,
      // Never the credential itself: handlers get the principal the authentication middleware found.
      authInfo: { token: '', clientId: principal.label, scopes: [...principal.scopes], extra: { kontor: context } },
    });
    const requests = (Array.isArray(body) ? body : [body]).filter(isJSONRPCRequest).map((request) => request.id);
    await answer(ctx, response, { session, holder: sessions.holder, requests });
    if (context.calls.length > 0) {
      ctx.state.auditResponse = { tool_calls: context.calls };
      ctx.state.auditError = context.calls.find((call) => call.error)?.error ?? null;
    }
  };
  return Object.assign(serveMcp, { sessions });
}

/**
 * Parses and checks an MCP message's text: the message, or null when it was answered here as the specification says
 * (400 for bad JSON or a batch, invalid params for what no message may hold).
 */
function parseMessage(ctx: Context, { text, repeated, depth }: ScannedText): { body: unknown } | null {
  ctx.request.rawBody = text;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    rpcError(ctx, 400, PARSE_ERROR, 'Parse error: the body is not valid JSON.');
    return null;
  }
  ctx.request.body = body;
  // What no REST body may hold (NUL, lone surrogates, deep nesting, a number JSON cannot hold as written: 99.999…
  // read as 100) no MCP message may either; the tools' schemas see only parsed values.
  try {
    checkJsonBody(body, text, repeated, depth);
  } catch (error) {
    if (!(error instanceof Problem)) throw error;
    ctx.body = { jsonrpc: '2.0', error: { code: INVALID_PARAMS, message: `Invalid params: ${error.message}` }, id: idOf(body) };
    return null;
  }
  // A batch of many calls would go through the rate limit as one request (100 tasks created for one unit of it). The
  // protocol dropped batches in 2025-06-18; the SDK still takes them, so they are refused here, whatever version
  // the client speaks. A batch of one message is one request, and is served.
  if (Array.isArray(body) && body.length > 1) {
    rpcError(
      ctx,
      400,
      INVALID_REQUEST,
      'Invalid Request: JSON-RPC batches are not accepted (MCP dropped them in protocol 2025-06-18); send each message in a request of its own, each counted against the rate limit.',
    );
    return null;
  }
  // The SDK parses params by its own schema, and answered a tools/call whose params it cannot read (arguments null,
  // no tool name) as an internal error with the schema's dump: they are the caller's invalid params. A batch's
  // calls are looked at one by one; the first unreadable one answers for the batch.
  for (const message of Array.isArray(body) ? body : [body]) {
    const unreadable = unreadableToolCall(message);
    if (unreadable) {
      ctx.body = { jsonrpc: '2.0', error: { code: INVALID_PARAMS, message: `Invalid params: ${unreadable}` }, id: idOf(message) };
      return null;
    }
  }
  return { body };
}

function webRequest(ctx: Context): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(ctx.req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return new Request(`http://localhost${ctx.originalUrl}`, { method: ctx.method, headers });
}

/**
 * Hands the transport's answer to Koa; an event stream is written straight to the socket and awaited. The stream of a
 * POST that carries requests opens with an event id naming them (resume.ts): a client whose stream is cut before
 * their answers resumes with it, and is told the calls were interrupted. One that ends with every answer written
 * ends with a last id that resumes to nothing.
 */
async function answer(
  ctx: Context,
  response: Response,
  { session, holder, requests }: { session: Session; holder: string; requests: RequestId[] },
): Promise<void> {
  ctx.status = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') ctx.set(name, value);
  });
  if (!response.body) {
    ctx.body = '';
    return;
  }
  if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    const text = await response.text();
    ctx.body = text ? (JSON.parse(text) as unknown) : '';
    return;
  }
  ctx.respond = false;
  // Written before the security-headers middleware's turn: its headers go out now. no-store as on every API answer;
  // no-transform kept, so that no proxy buffers the stream.
  ctx.set('Cache-Control', 'no-store, no-transform');
  setSecurityHeaders(ctx);
  // The headers go out with the opening mark, in one write; a write to a loopback or LAN socket costs the kernel's
  // whole delivery, so the stream is written in as few as it can be.
  if (requests.length > 0) ctx.res.write(streamMark(holder, requests));
  else ctx.res.flushHeaders();
  try {
    await writeEvents(response.body, ctx.res);
    const answered = requests.map((id) => session.transport.takeAnswered(id));
    if (requests.length > 0 && answered.every(Boolean)) ctx.res.write(streamMark(holder, []));
    ctx.res.end();
  } catch (error) {
    // The client went away mid-stream; the call may still finish, but there is no one to answer.
    ctx.state.auditError = 'client_disconnected';
    ctx.state.mcpStreamError = error;
  }
}

/**
 * Writes the transport's event stream to the socket as its chunks come, waiting for the socket to drain when it is
 * full. Read straight from the web stream, not through a Node stream and a pipeline, whose turns of their own put
 * each chunk, and the closing mark and end after the last one, in writes of their own: read here, a call's answer,
 * the closing mark and the end go out in one write. Rejects, the stream cancelled, as soon as the client goes away.
 */
async function writeEvents(body: ReadableStream<Uint8Array>, res: ServerResponse): Promise<void> {
  const reader = body.getReader();
  let gone = false;
  const onClose = () => {
    if (res.writableFinished) return;
    gone = true;
    // Ends the read being waited for: the transport's stream is given up, as a pipeline would.
    reader.cancel().catch(() => undefined);
  };
  res.once('close', onClose);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (gone || res.destroyed) throw new Error('the client went away before the stream ended');
      if (done) return;
      if (!res.write(value)) await drained(res);
    }
  } finally {
    res.off('close', onClose);
  }
}

function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = () => {
      res.off('drain', settle);
      res.off('close', settle);
      if (res.destroyed) reject(new Error('the client went away before the stream ended'));
      else resolve();
    };
    res.once('drain', settle);
    res.once('close', settle);
  });
}

/**
 * DNS-rebinding protection: a browser page may reach this endpoint only from an origin the operator trusts. Kontor's
 * own public origin is trusted, and so are loopback origins (any port) when Kontor listens on loopback only: a page
 * that rebinds a name of its own to 127.0.0.1 still sends its own name as Origin, never a loopback one.
 */
export function originCheck(config: Pick<Deps['config'], 'mcpAllowedOrigins' | 'publicUrl' | 'host'>): (origin: string) => boolean {
  const allowed = new Set(config.mcpAllowedOrigins);
  if (config.publicUrl) allowed.add(new URL(config.publicUrl).origin);
  const loopbackOnly = isLoopback(config.host);
  return (origin) => {
    if (allowed.has(origin)) return true;
    if (!loopbackOnly) return false;
    try {
      const url = new URL(origin);
      return (url.protocol === 'http:' || url.protocol === 'https:') && isLoopback(url.hostname);
    } catch {
      return false;
    }
  };
}

function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  if (bare === 'localhost') return true;
  return ipaddr.isValid(bare) && ipaddr.process(bare).range() === 'loopback';
}

/**
 * The id to answer with: the request's own when it is one MCP allows (a string or an integer: JSON-RPC's numbers
 * without a fraction, as the protocol's schema and the SDK read them), else null, as JSON-RPC answers a request whose
 * id cannot be read.
 */
const idOf = (message: unknown): string | number | null => {
  const id = (message as { id?: unknown } | null)?.id;
  return typeof id === 'string' || (typeof id === 'number' && Number.isSafeInteger(id)) ? id : null;
};

/** What makes a tools/call unreadable to the SDK's schema, said for the caller; null when it reads. */
function unreadableToolCall(message: unknown): string | null {
  const call = message as { method?: unknown; params?: unknown } | null;
  if (!call || typeof call !== 'object' || call.method !== 'tools/call') return null;
  const params = call.params as { name?: unknown; arguments?: unknown } | null | undefined;
  if (!params || typeof params !== 'object' || Array.isArray(params)) return "params must be an object with the tool's name and arguments.";
  if (typeof params.name !== 'string' || params.name === '') return 'params.name must be the name of a tool (tools/list names them).';
  const args = params.arguments;
  if ('arguments' in params && (args === null || typeof args !== 'object' || Array.isArray(args)))
    return "arguments must be an object of the tool's inputs (or left out).";
  return null;
}
