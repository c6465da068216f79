import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP forwarder between the app and a service (PostgreSQL, Redis) that a test can cut and
 * restore, standing in for the service going down and coming back: `cut()` refuses new
 * connections and breaks the open ones, `restore()` listens again on the same port.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  private constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  static async start(target: string): Promise<TcpProxy> {
    const url = new URL(target);
    const defaultPort = url.protocol.startsWith('redis') ? 6379 : 5432;
    const proxy = new TcpProxy(url.hostname, Number(url.port || defaultPort));
    await proxy.listen();
    return proxy;
  }

  /** `target` with its host and port replaced by the proxy's. */
  rewrite(target: string): string {
    const url = new URL(target);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  private listen(): Promise<void> {
    const server = createServer((client) => {
      const upstream = createConnection({ host: this.targetHost, port: this.targetPort });
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.once('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.once('close', () => upstream.destroy());
      upstream.once('close', () => client.destroy());
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        this.port = (server.address() as { port: number }).port;
        resolve();
      });
    });
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    const closed = server ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  /** Listens again (on the same port); nothing to do when it is not cut. */
  restore(): Promise<void> {
    return this.server ? Promise.resolve() : this.listen();
  }

  close(): Promise<void> {
    return this.cut();
  }
}
