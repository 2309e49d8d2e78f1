import { type Server, type Socket, connect, createServer } from 'node:net';

/** A TCP door to the test database that can be shut (every connection cut) and opened again on the same port. */
export async function door(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const open = async () => {
    server = createServer((socket) => {
      const upstream = connect(Number(target.port), target.hostname);
      sockets.add(socket).add(upstream);
      socket.pipe(upstream).pipe(socket);
      const end = () => (socket.destroy(), upstream.destroy());
      socket.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  };
  const shut = async () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    await new Promise((resolve) => server!.close(resolve));
  };
  await open();
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return { url: url.toString(), open, shut };
}
