import os from 'node:os';
import type { Stats } from './load';

const ms = (v: number) => v.toFixed(1);

export function machine() {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

export function table(rows: Stats[]) {
  const head = '| scenario | n | p50 ms | p95 ms | p99 ms | mean ms | req/s |';
  const line = '|---|---:|---:|---:|---:|---:|---:|';
  const body = rows.map(
    (s) =>
      `| ${s.name} | ${s.n} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.mean)} | ${s.rps.toFixed(0)} |`,
  );
  return [head, line, ...body].join('\n');
}

/** Endpoint against bare SQL: p95 ratio (lower is better) for reads. */
export function readRatio(api: Stats, bare: Stats, goalMs: number, maxRatio: number) {
  const ratio = api.p95 / bare.p95;
  const ok = api.p95 <= goalMs && ratio <= maxRatio;
  return `| ${api.name} | ${ms(api.p95)} | ${bare.name} | ${ms(bare.p95)} | ${ratio.toFixed(2)}× | ${ok ? 'met' : 'NOT met'} |`;
}

/** Endpoint against bare SQL: throughput ratio (higher is better) for ingest. */
export function ingestRatio(api: Stats, bare: Stats, minRatio: number) {
  const ratio = api.rps / bare.rps;
  return `| ${api.name} | ${api.rps.toFixed(0)} | ${bare.name} | ${bare.rps.toFixed(0)} | ${ratio.toFixed(2)}× | ${ratio >= minRatio ? 'met' : 'NOT met'} |`;
}
