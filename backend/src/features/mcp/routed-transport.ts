/**
 * The SDK's Streamable HTTP transport of one session in one process, with the ids of the questions this process asks
 * made its own: `k.<holder>.<n>` instead of the SDK's counter `n`, which every process serving the session starts at 0.
 * The answer to a question carries that id back, so that whichever process receives it knows which one asked; an
 * answer for another process is handed to `hooks.forward` (the relay) instead of this session's server.
 *
 * It also remembers which of the client's requests were answered, so that a response stream that ends with every
 * answer written can be told from one cut short (see mount.ts).
 */
import type { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  type JSONRPCMessage,
  type MessageExtraInfo,
  type RequestId,
  isJSONRPCErrorResponse,
  isJSONRPCNotification,
  isJSONRPCRequest,
  isJSONRPCResultResponse,
} from '@modelcontextprotocol/sdk/types.js';

const PREFIX = 'k.';

/** The process that asked the question this id answers, and the SDK's own id there; null for an id not of this form. */
export function questionId(id: RequestId): { holder: string; id: number } | null {
  if (typeof id !== 'string' || !id.startsWith(PREFIX)) return null;
  const dot = id.lastIndexOf('.');
  const n = Number(id.slice(dot + 1));
  return dot > PREFIX.length && Number.isSafeInteger(n) ? { holder: id.slice(PREFIX.length, dot), id: n } : null;
}

export class RoutedTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage, extra?: MessageExtraInfo) => void;
  private readonly answered = new Set<RequestId>();

  constructor(
    readonly inner: WebStandardStreamableHTTPServerTransport,
    private readonly holder: string,
    private readonly hooks: { forward: (to: string, message: JSONRPCMessage) => void; closed: () => void },
  ) {
    inner.onmessage = (message, extra) => this.inbound(message, extra);
    inner.onclose = () => {
      hooks.closed();
      this.onclose?.();
    };
    inner.onerror = (error) => this.onerror?.(error);
  }

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  start(): Promise<void> {
    return this.inner.start();
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    if (isJSONRPCRequest(message)) return this.inner.send({ ...message, id: `${PREFIX}${this.holder}.${message.id}` }, options);
    if (isJSONRPCResultResponse(message) || isJSONRPCErrorResponse(message)) {
      if (message.id !== undefined) this.answered.add(message.id);
    }
    return this.inner.send(message, options);
  }

  /** Whether the client's request was answered on its stream (asked once: the id may be used again later). */
  takeAnswered(id: RequestId): boolean {
    return this.answered.delete(id);
  }

  /** A message relayed from the process that received it. */
  deliver(message: JSONRPCMessage): void {
    this.inbound(message, undefined, true);
  }

  private inbound(message: JSONRPCMessage, extra?: MessageExtraInfo, relayed = false): void {
    if ((isJSONRPCResultResponse(message) || isJSONRPCErrorResponse(message)) && message.id !== undefined) {
      const question = questionId(message.id);
      if (question && question.holder !== this.holder) return this.hooks.forward(question.holder, message);
      if (question) message = { ...message, id: question.id };
    } else if (!relayed && isJSONRPCNotification(message) && message.method === 'notifications/cancelled') {
      // The call it cancels may run in another process.
      this.hooks.forward('*', message);
    }
    this.onmessage?.(message, extra);
  }
}
