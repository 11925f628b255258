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
  const wall = (performance.now() - t0) / 1000;
  lat.sort((a, b) => a - b);
  return {
    name,
    n: lat.length,
    p50: pct(lat, 50),
    p95: pct(lat, 95),
    p99: pct(lat, 99),
    mean: lat.reduce((a, b) => a + b, 0) / lat.length,
    rps: lat.length / wall,
  };
}

/** A GET or POST against the server that fails loudly on any non-2xx answer. */
export function http(base: string, token: () => string) {
  return async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token()}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
    return text;
  };
}
