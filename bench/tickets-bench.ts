/**
 * Load benchmark on PostgreSQL: seeds a large company, then measures the ticket list, the
 * messages page and sandbox ingest through the real server beside the bare SQL of the same
 * work, at the same concurrency, in the same run. Usage: npm run bench (see bench/README.md).
 */
import pg from 'pg';
import { bareIngest, customerMessages } from './ingest';
import { http, runLoad, type Stats } from './load';
import {
  explain,
  inline,
  messagesSql,
  notificationsSql,
  ticketListSql,
  type Captured,
} from './queries';
import { ingestRatio, machine, readRatio, table } from './report';
import { seed } from './seed';
import { login, startEnv } from './server';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const INGEST = Number(process.env.BENCH_INGEST ?? 1000);
const WARMUP = 100;
const ADMIN = { email: 'admin@demo.test', password: 'demo1234' };

const log = (msg: string) => process.stderr.write(`[bench ${new Date().toISOString()}] ${msg}\n`);
const opts = { concurrency: CONCURRENCY, total: REQUESTS, warmup: WARMUP };

async function main() {
  const started = Date.now();
  const env = await startEnv(`Bench-${process.pid}-platform`);
  const pool = new pg.Pool({ connectionString: env.url, max: CONCURRENCY });
  try {
    log('server ready; seeding');
    const ids = await seed(env.url, log);
    log(`seeded; heavy ticket ${ids.heavyTicketId}`);

    let token = await login(env.base, ADMIN.email, ADMIN.password);
    const api = http(env.base, () => token);
    const bare = (name: string, q: Captured) =>
      runLoad(name, async () => void (await pool.query(q.text, q.values)), opts);
    const bareAll = (name: string, qs: Captured[]) =>
      runLoad(
        name,
        async () => {
          for (const q of qs) await pool.query(q.text, q.values);
        },
        opts,
      );

    const reads: [string, string, () => Promise<{ main: Captured; all: Captured[] }>][] = [
      [
        'tickets open p1 (showAll)',
        '/tickets?status=open&showAll=true&pageNumber=1',
        () => ticketListSql(pool, ids.companyId, ids.adminId, { status: 'open', showAll: 'true' }),
      ],
      [
        'tickets open p50 (showAll)',
        '/tickets?status=open&showAll=true&pageNumber=50',
        () =>
          ticketListSql(pool, ids.companyId, ids.adminId, {
            status: 'open',
            showAll: 'true',
            pageNumber: '50',
          }),
      ],
      [
        'tickets open p1 (own)',
        '/tickets?status=open&pageNumber=1',
        () => ticketListSql(pool, ids.companyId, ids.adminId, { status: 'open' }),
      ],
      [
        'tickets closed p1',
        '/tickets?status=closed&pageNumber=1',
        () => ticketListSql(pool, ids.companyId, ids.adminId, { status: 'closed' }),
      ],
      [
        'notifications (the bell)',
        '/notifications',
        () => notificationsSql(pool, ids.companyId, ids.adminId),
      ],
      [
        `messages of ticket (${ids.heavyTicketId})`,
        `/messages/${ids.heavyTicketId}?pageNumber=1`,
        () => messagesSql(pool, ids.companyId, ids.adminId, ids.heavyTicketId),
      ],
      [
        `messages of ticket with the contact's history (${ids.heavyTicketId})`,
        `/messages/${ids.heavyTicketId}?history=contact`,
        () =>
          messagesSql(pool, ids.companyId, ids.adminId, ids.heavyTicketId, {
            history: 'contact',
          }),
      ],
    ];
    const readRows: string[] = [];
    const allStats: Stats[] = [];
    const plans: string[] = [];
    for (const [name, path, sqlOf] of reads) {
      const sql = await sqlOf();
      plans.push(`### ${name}\n\n${inline(sql.main)}\n\n${await explain(pool, sql.main)}`);
      log(`measuring ${name}`);
      const a = await runLoad(`API ${name}`, async () => void (await api('GET', path)), opts);
      const b = await bare(`SQL ${name}`, sql.main);
      const ball = await bareAll(`SQL all ${sql.all.length} stmts ${name}`, sql.all);
      allStats.push(a, b, ball);
      readRows.push(readRatio(a, b, 50, 3));
    }

    token = await login(env.base, ADMIN.email, ADMIN.password); // fresh 15-minute token
    const { rows } = await pool.query(
      `select c.number from contacts c join tickets t on t.contact_id = c.id
       where t.company_id = $1 and t.status in ('open', 'pending') order by c.id limit 500`,
      [ids.companyId],
    );
    const existing = rows.map((r) => r.number as string);
    const ingestRows: string[] = [];
    const ingestOpts = { concurrency: CONCURRENCY, total: INGEST, warmup: 0 };
    // the demo connection's bot greets every new customer (a second message, sent and acked):
    // the last scenario quiets it, to weigh the inbound path alone against the bare writes.
    // Numbers are Brazilian mobiles as WhatsApp gives them (55, area, 9, eight digits), so the
    // server's lookup of the number's other form runs as it does for real customers
    const scenarios = [
      { kind: 'new', prefixes: ['559899', '559799'] },
      { kind: 'existing', prefixes: ['559899', '559799'] },
      { kind: 'new, bot quiet', prefixes: ['559699', '559599'] },
    ] as const;
    for (const { kind, prefixes } of scenarios) {
      const pick = (prefix: string) =>
        customerMessages(INGEST, prefix, kind === 'existing' ? existing : undefined);
      const viaApi = pick(prefixes[0]);
      const viaSql = pick(prefixes[1]);
      if (kind === 'new, bot quiet') {
        await api('PUT', `/whatsapp/${ids.whatsappId}`, { queueIds: [], greetingMessage: '' });
      }
      log(`ingest, ${kind} contacts`);
      const b = await runLoad(
        `SQL ingest ${kind}`,
        (i) => bareIngest(pool, ids.companyId, ids.whatsappId, viaSql[i]),
        ingestOpts,
      );
      const a = await runLoad(
        `API ingest ${kind}`,
        async (i) => void (await api('POST', `/sandbox/${ids.whatsappId}/messages`, viaApi[i])),
        ingestOpts,
      );
      allStats.push(a, b);
      ingestRows.push(ingestRatio(a, b, 0.5));
    }

    const out = [
      `## Run of ${new Date().toISOString()}`,
      `Machine: ${machine()}; concurrency ${CONCURRENCY}; ${REQUESTS} requests per read scenario (after ${WARMUP} warm-up), ${INGEST} messages per ingest scenario.`,
      table(allStats),
      '### Reads: goal p95 ≤ 50 ms and ≤ 3× the bare list query',
      [
        '| endpoint | p95 ms | bare | p95 ms | ratio | goal |',
        '|---|---:|---|---:|---:|---|',
        ...readRows,
      ].join('\n'),
      '### Ingest: goal ≥ 0.5× the bare-SQL throughput',
      [
        '| endpoint | msg/s | bare | msg/s | ratio | goal |',
        '|---|---:|---|---:|---:|---|',
        ...ingestRows,
      ].join('\n'),
      '## Plans (EXPLAIN ANALYZE, BUFFERS)',
      ...plans.map(
        (p) => p.replace(/^(select[\s\S]*?)\n\n/m, '```sql\n$1\n```\n\n```\n') + '\n```',
      ),
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
