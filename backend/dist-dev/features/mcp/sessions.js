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
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
const IDLE_MS = 30 * 60_000;
const MAX_PER_OWNER = 20;
export class Sessions {
    createServer;
    byId = new Map();
    constructor(createServer) {
        this.createServer = createServer;
    }
    get size() {
        return this.byId.size;
    }
    /** The session with this id, if the same owner opened it. */
    find(id, owner) {
        const session = this.byId.get(id);
        if (!session || session.owner !== owner)
            return undefined;
        session.lastUsed = Date.now();
        return session;
    }
    /** A new session's transport; it is registered once its `initialize` succeeds. */
    async open(owner) {
        this.sweep(owner);
        const transport = new WebStandardStreamableHTTPServerTransport({
            sessionIdGenerator: randomUUID,
            onsessioninitialized: (id) => {
                this.byId.set(id, { id, owner, transport, lastUsed: Date.now() });
            },
            onsessionclosed: (id) => {
                this.byId.delete(id);
            },
        });
        transport.onclose = () => {
            if (transport.sessionId)
                this.byId.delete(transport.sessionId);
        };
        await this.createServer().connect(transport);
        return transport;
    }
    async closeAll() {
        const sessions = [...this.byId.values()];
        this.byId.clear();
        await Promise.all(sessions.map((session) => session.transport.close()));
    }
    /** Closes idle sessions, and the owner's oldest when it has too many. */
    sweep(owner) {
        const now = Date.now();
        const owned = [];
        for (const session of this.byId.values()) {
            if (now - session.lastUsed > IDLE_MS)
                this.close(session);
            else if (session.owner === owner)
                owned.push(session);
        }
        owned.sort((a, b) => a.lastUsed - b.lastUsed);
        for (const session of owned.slice(0, Math.max(0, owned.length - MAX_PER_OWNER + 1)))
            this.close(session);
    }
    close(session) {
        this.byId.delete(session.id);
        void session.transport.close();
    }
}
//# sourceMappingURL=sessions.js.map