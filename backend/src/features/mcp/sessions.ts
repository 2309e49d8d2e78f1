/**
 * MCP sessions, served by every API process. A session is a row in PostgreSQL (store.ts); a process that receives a
 * request for a session it has not served yet builds the session's server and transport by answering the session's
 * `initialize` again, exactly as it was first sent (so it knows the client's capabilities), and keeps them while
 * they are used. A session therefore outlives the process that opened it.
 *
 * What cannot move between processes is a response stream: a tool call that asks the person a question
 * (elicitation) waits for the answer in the process that asked. Answers are routed there through the relay
 * (relay.ts), by the question's id (routed-transport.ts).
 *
 * A session belongs to the credential that opened it; another credential presenting its id is told it does not
 * exist. Sessions idle for `KONTOR_MCP_SESSION_IDLE_MINUTES` are closed; a new session past a cap (20 per credential,
 * `KONTOR_MCP_SESSIONS_PER_ORGANIZATION`, `KONTOR_MCP_SESSIONS_MAX`) closes the least recently used first.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {
  DEFAULT_NEGOTIATED_PROTOCOL_VERSION,
  type JSONRPCMessage,
  type JSONRPCRequest,
  SUPPORTED_PROTOCOL_VERSIONS,
} from '@modelcontextprotocol/sdk/types.js';
import type { Db } from '../../platform/db/knex.js';
import { type Relay, type Relayed, startRelay } from './relay.js';
import { RoutedTransport } from './routed-transport.js';
import { type SessionLimits, deleteSession, insertSession, touchSession } from './store.js';

/** How long a request waits for this process to listen for relayed answers before going on without. */
const LISTEN_WAIT_MS = 5_000;
const ACCEPT = 'application/json, text/event-stream';

export interface Session {
  id: string;
  transport: RoutedTransport;
  lastUsed: number;
}

export interface SessionsOptions {
  db: Db;
  logger: Logger;
  limits: SessionLimits;
  createServer: () => Server;
}

export class Sessions {
  /** This process (or app instance) among those serving MCP: in the ids of the questions it asks. */
  readonly holder = randomBytes(6).toString('base64url');
  private readonly live = new Map<string, Session>();
  /** Sessions being rebuilt here, so that two requests at once build one. */
  private readonly building = new Map<string, Promise<Session>>();
  /** Started with the first session this process serves: a process that serves none keeps no connection for it. */
  private relayed: { relay: Relay; listening: Promise<void> } | undefined;

  constructor(private readonly options: SessionsOptions) {}

  private get relay(): Relay {
    return this.listen().relay;
  }

  private listen(): { relay: Relay; listening: Promise<void> } {
    if (this.relayed) return this.relayed;
    const { db, logger } = this.options;
    const relay = startRelay({ db, holder: this.holder, logger, receive: (relayed) => this.received(relayed) });
    const waited = new Promise<void>((resolve) => setTimeout(resolve, LISTEN_WAIT_MS).unref());
    this.relayed = { relay, listening: Promise.race([relay.listening, waited]) };
    return this.relayed;
  }

  /** Sessions this process holds in memory (not all the open ones: see store.countSessions). */
  get size(): number {
    return this.live.size;
  }

  /** A new session's transport; the session is recorded once its `initialize` succeeds. */
  async open(owner: string, organizationId: number, initialize: JSONRPCRequest): Promise<Session> {
    await this.listen().listening;
    this.sweep();
    const inner = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: randomUUID,
      onsessioninitialized: async (id) => {
        const closed = await insertSession(this.options.db, { id, organizationId, owner, initialize }, this.options.limits);
        for (const gone of closed) await this.closed(gone, true);
        session.id = id;
        this.live.set(id, session);
      },
      onsessionclosed: (id) => this.closed(id, true),
    });
    const session: Session = { id: '', transport: this.routed(inner, () => this.forget(session)), lastUsed: Date.now() };
    await this.options.createServer().connect(session.transport);
    return session;
  }

  /** The session with this id, if the same owner opened it and it is still open; rebuilt here if need be. */
  async find(id: string, owner: string): Promise<Session | undefined> {
    // A session held here needs its row's mark only; its `initialize` is read to rebuild one held elsewhere.
    const initialize = await touchSession(this.options.db, id, owner, this.options.limits.idleMinutes, !this.live.has(id));
    if (!initialize) {
      await this.closed(id, false);
      return undefined;
    }
    await this.listen().listening;
    const held = this.live.get(id);
    if (held) {
      held.lastUsed = Date.now();
      return held;
    }
    // Let go of here while its row was read: read again, with its `initialize`.
    if (initialize === true) return this.find(id, owner);
    let building = this.building.get(id);
    if (!building) {
      building = this.rebuild(id, initialize).finally(() => this.building.delete(id));
      this.building.set(id, building);
    }
    return building;
  }

  async closeAll(): Promise<void> {
    const sessions = [...this.live.values()];
    this.live.clear();
    await Promise.all(sessions.map((session) => session.transport.close()));
    await this.relayed?.relay.close();
  }

  /** Answers the session's `initialize` again in a new server, as the client first sent it, and its `initialized`. */
  private async rebuild(id: string, initialize: JSONRPCRequest): Promise<Session> {
    this.sweep();
    const inner = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => id,
      onsessionclosed: (closedId) => this.closed(closedId, true),
    });
    const session: Session = { id, transport: this.routed(inner, () => this.forget(session)), lastUsed: Date.now() };
    await this.options.createServer().connect(session.transport);
    const requested = (initialize.params as { protocolVersion?: string } | undefined)?.protocolVersion;
    const version = requested && SUPPORTED_PROTOCOL_VERSIONS.includes(requested) ? requested : DEFAULT_NEGOTIATED_PROTOCOL_VERSION;
    const post = (headers: Record<string, string>) =>
      new Request('http://localhost/', { method: 'POST', headers: { accept: ACCEPT, 'content-type': 'application/json', ...headers } });
    const answered = await inner.handleRequest(post({}), { parsedBody: initialize });
    const text = await answered.text();
    if (answered.status !== 200 || !text.includes('"result"')) {
      await inner.close();
      throw new Error(`the MCP session ${id} could not be rebuilt: its initialize answered ${answered.status} ${text.slice(0, 200)}`);
    }
    await inner.handleRequest(post({ 'mcp-session-id': id, 'mcp-protocol-version': version }), {
      parsedBody: { jsonrpc: '2.0', method: 'notifications/initialized' },
    });
    this.live.set(id, session);
    return session;
  }

  private routed(inner: WebStandardStreamableHTTPServerTransport, onClosed: () => void): RoutedTransport {
    const transport: RoutedTransport = new RoutedTransport(inner, this.holder, {
      forward: (to, message) => void this.forward(to, transport, message),
      closed: onClosed,
    });
    return transport;
  }

  private forget(session: Session): void {
    if (this.live.get(session.id) === session) this.live.delete(session.id);
  }

  /** Relays a message to the process it is for; an answer too large to relay answers the question with an error. */
  private async forward(to: string, transport: RoutedTransport, message: JSONRPCMessage): Promise<void> {
    const session = transport.sessionId;
    if (!session) return;
    try {
      if (await this.relay.send({ to, from: this.holder, session, message })) return;
      if (!('id' in message) || message.id === undefined) return;
      const refusal: JSONRPCMessage = {
        jsonrpc: '2.0',
        id: message.id,
        error: { code: -32600, message: 'The answer is too large to pass to the Kontor process that asked (at most 7999 bytes).' },
      };
      await this.relay.send({ to, from: this.holder, session, message: refusal });
    } catch (error) {
      this.options.logger.error({ err: error, session }, 'an MCP message could not be relayed to the process it is for');
    }
  }

  private received({ session, message }: Relayed): void {
    const held = this.live.get(session);
    if (!held) return;
    if (message) held.transport.deliver(message);
    else void this.closed(session, false);
  }

  /**
   * A session was closed (DELETE, a cap, or found gone): its row goes, its streams here end, and when `tell` the
   * other processes drop their copies too.
   */
  private async closed(id: string, tell: boolean): Promise<void> {
    const held = this.live.get(id);
    this.live.delete(id);
    if (tell) {
      await deleteSession(this.options.db, id);
      await this.relay.send({ to: '*', from: this.holder, session: id });
    }
    if (held) await held.transport.close();
  }

  /** Lets go of sessions unused here for the idle time: their rows stay, and any process rebuilds them if used again. */
  private sweep(): void {
    const cutoff = Date.now() - this.options.limits.idleMinutes * 60_000;
    for (const session of this.live.values()) {
      if (session.lastUsed < cutoff) {
        this.live.delete(session.id);
        void session.transport.close();
      }
    }
  }
}
