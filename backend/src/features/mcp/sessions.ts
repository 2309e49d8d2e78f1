/**
 * MCP sessions of this process. Elicitation needs them: the question goes out
 * on the tool call's response stream, but the person's answer comes back in a
 * POST of its own, which must reach the same server instance, so each session
 * keeps its transport and server here, keyed by `Mcp-Session-Id`.
 *
 * A session belongs to the credential that opened it; another credential
 * presenting its id is told it does not exist. Sessions idle for 30 minutes
 * are closed, and one credential keeps at most 20 (the least recently used goes).
 * With several API processes behind a balancer, route by `Mcp-Session-Id`.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';

const IDLE_MS = 30 * 60_000;
const MAX_PER_OWNER = 20;

export interface Session {
  id: string;
  owner: string;
  transport: WebStandardStreamableHTTPServerTransport;
  lastUsed: number;
}

export class Sessions {
  private readonly byId = new Map<string, Session>();

  constructor(private readonly createServer: () => Server) {}

  get size(): number {
    return this.byId.size;
  }

  /** The session with this id, if the same owner opened it. */
  find(id: string, owner: string): Session | undefined {
    const session = this.byId.get(id);
    if (!session || session.owner !== owner) return undefined;
    session.lastUsed = Date.now();
    return session;
  }

  /** A new session's transport; it is registered once its `initialize` succeeds. */
  async open(owner: string): Promise<WebStandardStreamableHTTPServerTransport> {
    this.sweep(owner);
    const transport: WebStandardStreamableHTTPServerTransport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: randomUUID,
      onsessioninitialized: (id) => {
        this.byId.set(id, { id, owner, transport, lastUsed: Date.now() });
      },
      onsessionclosed: (id) => {
        this.byId.delete(id);
      },
    });
    transport.onclose = () => {
      if (transport.sessionId) this.byId.delete(transport.sessionId);
    };
    await this.createServer().connect(transport);
    return transport;
  }

  async closeAll(): Promise<void> {
    const sessions = [...this.byId.values()];
    this.byId.clear();
    await Promise.all(sessions.map((session) => session.transport.close()));
  }

  /** Closes idle sessions, and the owner's oldest when it has too many. */
  private sweep(owner: string): void {
    const now = Date.now();
    const owned: Session[] = [];
    for (const session of this.byId.values()) {
      if (now - session.lastUsed > IDLE_MS) this.close(session);
      else if (session.owner === owner) owned.push(session);
    }
    owned.sort((a, b) => a.lastUsed - b.lastUsed);
    for (const session of owned.slice(0, Math.max(0, owned.length - MAX_PER_OWNER + 1))) this.close(session);
  }

  private close(session: Session): void {
    this.byId.delete(session.id);
    void session.transport.close();
  }
}
