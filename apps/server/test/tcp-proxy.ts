import net from 'node:net';

/**
 * A TCP relay to `target` on a loopback port, that a test cuts (the port refuses and every
 * relayed connection drops, as when the database server goes away) and restores on the same
 * port (the server is back), or holds (connections stay open but nothing they send arrives,
 * as with a stalled database) and releases.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const open = new Set<net.Socket>();
  let server: net.Server | undefined;
  let held = false;
  const waiting = new Set<() => void>();

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
    forward(client, upstream);
    forward(upstream, client);
  };

  /** Relays `from` to `to`; while held, what `from` sends waits (in order) for the release. */
  const forward = (from: net.Socket, to: net.Socket) => {
    const queue: Buffer[] = [];
    const flush = () => {
      waiting.delete(flush);
      for (const chunk of queue.splice(0)) to.write(chunk);
    };
    from.on('data', (chunk: Buffer) => {
      if (!held) return void to.write(chunk);
      queue.push(chunk);
      waiting.add(flush);
    });
    from.on('end', () => to.end());
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
    /** The database stalls: what either side sends waits. */
    hold: () => {
      held = true;
    },
    /** The stall ends: what waited goes on, in order. */
    release: () => {
      held = false;
      for (const flush of [...waiting]) flush();
    },
    close: stop,
  };
}
