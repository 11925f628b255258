/**
 * Dashboard and report export on PostgreSQL: on the bench tenant (100k tickets, 1M messages, a
 * cycle for every ticket, rolled up by the cycle writes' triggers) GET /api/dashboard for 30
 * days beside the bare SQL of the same statements (the rollup reads, decision 0107), and the
 * raw aggregates of decision 0080 as a reference line, at 5 concurrent clients in one run; then
 * a ~100k-row tickets report exported as CSV and XLSX while the server's resident memory is
 * sampled. Usage: npm run bench:dashboard.
 */
import { request } from 'node:http';
import pg from 'pg';
import * as rawFigures from '../apps/server/src/modules/dashboard/dashboard-raw.repo';
import { dashboard } from '../apps/server/src/modules/dashboard/dashboard.service';
import { resolvePeriod } from '../apps/server/src/modules/dashboard/period';
import { systemClock } from '../apps/server/src/context';
import { seedCycles } from './dashboard-seed';
import { http, runLoad, type Stats } from './load';
import { capture, ctxFor, explain, inline, type Captured } from './queries';
import { rssMb } from './proc';
import { machine, readRatio, table } from './report';
import { seed } from './seed';
import { login, startEnv } from './server';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 5);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const WARMUP = 50;
const ADMIN = { email: 'admin@demo.test', password: 'demo1234' };
const log = (msg: string) => process.stderr.write(`[bench ${new Date().toISOString()}] ${msg}\n`);

/** Downloads `path` to nowhere, sampling the server's memory meanwhile; answers peak and size. */
function exportRun(base: string, path: string, token: string, pid: number) {
  return new Promise<{ peak: number; bytes: number; ms: number }>((resolve, reject) => {
    let peak = rssMb(pid);
    const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
    const started = Date.now();
    let bytes = 0;
    const req = request(
      `${base}/api${path}`,
      { headers: { authorization: `Bearer ${token}` } },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`export answered ${res.statusCode}`));
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => {
          clearInterval(timer);
          resolve({ peak, bytes, ms: Date.now() - started });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function main() {
  const started = Date.now();
  const env = await startEnv(`Bench-${process.pid}-platform`);
  const pool = new pg.Pool({ connectionString: env.url, max: CONCURRENCY * 3 });
  try {
    log('server ready; seeding');
    const ids = await seed(env.url, log);
    await seedCycles(pool, ids.companyId);
    const { rows } = await pool.query(
      'select count(*)::int as n from ticket_trackings where company_id = $1',
      [ids.companyId],
    );
    log(`seeded; ${rows[0].n} cycles`);

    let token = await login(env.base, ADMIN.email, ADMIN.password);
    const api = http(env.base, () => token);
    const opts = { concurrency: CONCURRENCY, total: REQUESTS, warmup: WARMUP };

    // the statements the endpoint runs, by the server's own service code
    const statements = await capture(pool, async (db) => {
      const ctx = await ctxFor(pool, db, ids.companyId, ids.adminId);
      return dashboard({ ...ctx, clock: systemClock }, { days: 30 });
    });
    // the setting and the rollups' zone are read first (at once), then the figures at once
    const isFigure = (q: Captured) => /ticket_trackings|dashboard_day_/.test(q.text);
    const aggregates = statements.filter(isFigure);
    const lookups = statements.filter((q) => !isFigure(q));
    // the reference: the same figures aggregated from the raw cycles, as before the rollups
    const rawStatements = await capture(pool, async (db) => {
      const scope = { companyId: ids.companyId, queueIds: null };
      const period = resolvePeriod({ days: 30 }, new Date(), 'America/Sao_Paulo');
      await Promise.all([
        rawFigures.counters(db, scope, period),
        rawFigures.attendants(db, scope, period),
        rawFigures.clients(db, scope, period),
      ]);
    });
    log(`measuring /dashboard?days=30 (${statements.length} statements)`);
    const a = await runLoad(
      'API GET /dashboard?days=30',
      async () => void (await api('GET', '/dashboard?days=30')),
      opts,
    );
    // the same work as the service: the lookups at once, then the three figures at once
    const b = await runLoad(
      `SQL the same ${statements.length} statements`,
      async () => {
        await Promise.all(lookups.map((q) => pool.query(q.text, q.values)));
        await Promise.all(aggregates.map((q) => pool.query(q.text, q.values)));
      },
      opts,
    );
    const c = await runLoad(
      `SQL raw aggregates (before rollups, ${rawStatements.length} statements)`,
      async () => void (await Promise.all(rawStatements.map((q) => pool.query(q.text, q.values)))),
      opts,
    );
    const stats: Stats[] = [a, b, c];

    token = await login(env.base, ADMIN.email, ADMIN.password);
    const pid = env.pid!;
    const from = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date().toISOString().slice(0, 10);
    const exportRows: string[] = [];
    for (const format of ['csv', 'xlsx'] as const) {
      const path = `/reports/tickets/export?date_from=${from}&date_to=${to}&format=${format}`;
      await new Promise((r) => setTimeout(r, 1000));
      const before = rssMb(pid);
      log(`exporting ${format}`);
      const run = await exportRun(env.base, path, token, pid);
      exportRows.push(
        `| ${format} | ${rows[0].n} | ${(run.bytes / 2 ** 20).toFixed(1)} | ${(run.ms / 1000).toFixed(1)} | ${before.toFixed(0)} | ${run.peak.toFixed(0)} | ${(run.peak - before).toFixed(0)} | ${run.peak - before <= 100 ? 'met' : 'NOT met'} |`,
      );
    }

    const plans: string[] = [];
    for (const q of aggregates)
      plans.push(`\`\`\`sql\n${inline(q)}\n\`\`\`\n\n\`\`\`\n${await explain(pool, q)}\n\`\`\``);
    const out = [
      `## Dashboard run of ${new Date().toISOString()}`,
      `Machine: ${machine()}; concurrency ${CONCURRENCY}; ${REQUESTS} requests per scenario (after ${WARMUP} warm-up); ${rows[0].n} cycles on the bench tenant.`,
      table(stats),
      '### Dashboard: goal p95 ≤ 100 ms and ≤ 1.5× the bare SQL',
      [
        '| endpoint | p95 ms | bare | p95 ms | ratio | goal |',
        '|---|---:|---|---:|---:|---|',
        readRatio(a, b, 100, 1.5),
      ].join('\n'),
      `Reference: the raw aggregates of decision 0080 at p95 ${c.p95.toFixed(1)} ms.`,
      '### Tickets report export: goal server RSS growth ≤ 100 MB',
      [
        '| format | cycles in period | MB sent | s | RSS before MB | RSS peak MB | growth MB | goal |',
        '|---|---:|---:|---:|---:|---:|---:|---|',
        ...exportRows,
      ].join('\n'),
      '## Plans of the aggregates (EXPLAIN ANALYZE, BUFFERS)',
      ...plans,
      `Total run time: ${((Date.now() - started) / 1000).toFixed(0)} s`,
    ];
    process.stdout.write(out.join('\n\n') + '\n');
  } finally {
    await pool.end();
    await env.stop();
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
