import {
  type AddressInfo,
  type Server,
  type Socket,
  createConnection,
  createServer,
} from 'node:net';

/**
 * A TCP proxy a fault test puts between the app and PostgreSQL or Redis, to cut the link and
 * bring it back without touching the shared service itself.
 */
export interface TcpProxy {
  /** `host:port` the app connects to instead of the service. */
  readonly address: string;
  readonly port: number;
  /** Drops every open connection and refuses new ones, as a dead server would. */
  cut: () => Promise<void>;
  /** Accepts connections again on the same port. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  };
  let server: Server | null = null;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = createConnection(target);
        track(client);
        track(upstream);
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        resolve((next.address() as AddressInfo).port);
      });
    });
  const stop = async () => {
    const current = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (current)
      await new Promise<void>((resolve) =>
        current.close(() => {
          resolve();
        }),
      );
  };
  const port = await listen(0);
  return {
    address: `127.0.0.1:${port}`,
    port,
    cut: stop,
    restore: async () => {
      if (!server) await listen(port);
    },
    close: stop,
  };
}
