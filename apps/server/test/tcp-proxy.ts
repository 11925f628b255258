import net from 'node:net';

/**
 * A TCP relay to `target` on a loopback port, that a test cuts (the port refuses and every
 * relayed connection drops, as when the database server goes away) and restores on the same
 * port (the server is back).
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const open = new Set<net.Socket>();
  let server: net.Server | undefined;

  const relay = (client: net.Socket) => {
    const upstream = net.connect(target);
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('close', () => open.delete(s));
      // either end failing ends both: the other side sees the connection drop
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  };

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const srv = net.createServer(relay);
      srv.once('error', reject);
      srv.listen(port, '127.0.0.1', () => {
        server = srv;
        resolve((srv.address() as net.AddressInfo).port);
      });
    });

  const stop = async () => {
    const srv = server;
    server = undefined;
    for (const s of open) s.destroy();
    if (srv) await new Promise<void>((resolve) => srv.close(() => resolve()));
  };

  const port = await listen(0);
  return {
    port,
    /** The database is away: new connections refused, open ones dropped. */
    cut: stop,
    /** The database is back, on the same address. */
    restore: async () => {
      await listen(port);
    },
    close: stop,
  };
}
