/** An HTTP server on loopback that takes requests and never answers: an endpoint that hangs. */
import { type Server, createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface DeadServer {
  url: string;
  /** Requests waiting for an answer now, and the most at once. */
  waiting: number;
  mostWaiting: number;
  close(): Promise<void>;
}

export async function startDeadServer(): Promise<DeadServer> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((request) => {
    dead.waiting += 1;
    dead.mostWaiting = Math.max(dead.mostWaiting, dead.waiting);
    request.socket.once('close', () => (dead.waiting -= 1));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const dead: DeadServer = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    waiting: 0,
    mostWaiting: 0,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return dead;
}
