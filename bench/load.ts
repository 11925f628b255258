import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface Stats {
  name: string;
  n: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  rps: number;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Runs `task(i)` for i in [0, total) from `concurrency` workers pulling the next index, after
 * `warmup` untimed calls. Latencies in ms; rps over the wall time of the timed calls.
 */
export async function runLoad(
  name: string,
  task: (i: number) => Promise<void>,
  opts: { concurrency: number; total: number; warmup?: number },
): Promise<Stats> {
  const warmup = opts.warmup ?? 0;
  const drive = async (count: number, offset: number, record?: number[]) => {
    let next = 0;
    const worker = async () => {
      while (next < count) {
        const i = next++;
        const t = performance.now();
        await task(offset + i);
        record?.push(performance.now() - t);
      }
    };
    await Promise.all(Array.from({ length: opts.concurrency }, worker));
  };
  await drive(warmup, 0);
  const lat: number[] = [];
  const t0 = performance.now();
  await drive(opts.total, warmup, lat);
  return summarize(name, lat, (performance.now() - t0) / 1000);
}

/** Percentiles of latencies in ms; rps is how many there were per second of `wallSeconds`. */
export function summarize(name: string, latencies: number[], wallSeconds: number): Stats {
  const lat = [...latencies].sort((a, b) => a - b);
  return {
    name,
    n: lat.length,
    p50: pct(lat, 50),
    p95: pct(lat, 95),
    p99: pct(lat, 99),
    mean: lat.reduce((a, b) => a + b, 0) / lat.length,
    rps: lat.length / wallSeconds,
  };
}

/**
 * A GET or POST against the server that fails loudly on any non-2xx answer. It uses node:http
 * with a keep-alive pool, not fetch: the driver shares the two cores with the server and the
 * database, and fetch spends about twice the CPU per request (measured 0.5 vs 0.24 ms), which
 * would be charged to the API rather than to the bare SQL's lean pg driver.
 */
export function http(base: string, token: () => string) {
  const origin = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  return (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
    new Promise<string>((resolve, reject) => {
      const payload = body ? JSON.stringify(body) : undefined;
      const req = request(
        {
          host: origin.hostname,
          port: origin.port,
          path: `/api${path}`,
          method,
          agent,
          headers: {
            authorization: `Bearer ${token()}`,
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const status = res.statusCode ?? 0;
            if (status >= 200 && status < 300) resolve(text);
            else reject(new Error(`${method} ${path}: ${status} ${text.slice(0, 200)}`));
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
}
