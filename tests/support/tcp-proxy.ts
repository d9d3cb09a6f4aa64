// A TCP proxy a test controls, between a gateway and its PostgreSQL: it can cut every connection,
// refuse or swallow new ones (a database that is down, or unreachable), and stop at a chosen SQL
// statement so a test can crash the gateway in the middle of a transaction.
import net from 'node:net';

/** What happens to new connections: passed on, refused at once, or accepted and never answered. */
export type TcpProxyMode = 'pass' | 'refuse' | 'blackhole';

export interface StatementTrap {
  /** Text that marks the statement (matched against what the client sends, as latin1). */
  pattern: string;
  /** Runs once, before the statement reaches the server; the statement is never sent. */
  onHit(): void | Promise<void>;
}

export interface TcpProxy {
  /** host:port to put into a connection URL instead of the server's. */
  host: string;
  port: number;
  /** The database URL `url` with its host and port replaced by the proxy's. */
  via(url: string): string;
  setMode(mode: TcpProxyMode): void;
  /** Ends every open connection at once (both sides), as a database restart does. */
  cutAll(): void;
  /** Holds the first client chunk that contains `pattern`, then calls `onHit` (see StatementTrap). */
  trap(trap: StatementTrap): void;
  /** Connections currently open through the proxy. */
  openConnections(): number;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: TcpProxyMode = 'pass';
  let pending: StatementTrap | undefined;
  const pairs = new Set<{ client: net.Socket; server?: net.Socket }>();

  const proxy = net.createServer((client) => {
    if (mode === 'refuse') {
      client.resetAndDestroy();
      return;
    }
    const pair: { client: net.Socket; server?: net.Socket } = { client };
    pairs.add(pair);
    client.on('error', () => {});
    client.on('close', () => {
      pair.server?.destroy();
      pairs.delete(pair);
    });
    // A swallowed connection: accepted, never passed on, never answered.
    if (mode === 'blackhole') return;

    const server = net.connect(target.port, target.host);
    pair.server = server;
    server.on('error', () => client.destroy());
    server.on('close', () => client.destroy());
    server.pipe(client);
    client.on('data', (chunk: Buffer) => {
      const trap = pending;
      if (trap && chunk.toString('latin1').includes(trap.pattern)) {
        pending = undefined;
        client.pause();
        void Promise.resolve(trap.onHit());
        return;
      }
      server.write(chunk);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  if (address === null || typeof address === 'string') throw new Error('no port');

  return {
    host: '127.0.0.1',
    port: address.port,
    via(url) {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(address.port);
      return proxied.toString();
    },
    setMode(next) {
      mode = next;
    },
    cutAll() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.server?.destroy();
      }
      pairs.clear();
    },
    trap(next) {
      pending = next;
    },
    openConnections: () => pairs.size,
    async close() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.server?.destroy();
      }
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}
