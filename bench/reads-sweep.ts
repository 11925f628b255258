/**
 * Every read the web app makes, once each, on the bench tenant (bench/seed.ts: 20k contacts,
 * 100k tickets, 1M messages): 3 warm-up then 10 timed requests per path, one at a time, as the
 * admin and as an agent. It looks for the read that has no index or reads too much, not for
 * throughput (`npm run bench` does that for the ticket list). Usage: npm run bench:reads.
 */
import pg from 'pg';
import { seed } from './seed';
import { login, startEnv } from './server';

const TIMED = 10;
const WARMUP = 3;
const log = (msg: string) => process.stderr.write(`[reads ${new Date().toISOString()}] ${msg}\n`);
const json = (v: unknown) => encodeURIComponent(JSON.stringify(v));

const env = await startEnv('Bench-Admin-123!');
try {
  const ids = await seed(env.url, log);
  const pool = new pg.Pool({ connectionString: env.url });
  const one = async (q: string, v: unknown[] = []) => (await pool.query(q, v)).rows[0];
  const { contact_id: contactId } = await one(`select contact_id from tickets where id = $1`, [
    ids.heavyTicketId,
  ]);
  // one ticket in fifty tagged, for the tag filter
  const tag = await one(
    `insert into tags (company_id, name, color) values ($1, 'VIP', '#ff0000') returning id`,
    [ids.companyId],
  );
  await pool.query(
    `insert into ticket_tags (ticket_id, tag_id)
     select id, $2 from tickets where company_id = $1 and id % 50 = 0`,
    [ids.companyId, tag.id],
  );
  await pool.query('analyze');
  await pool.end();
  const tokens = {
    admin: await login(env.base, 'admin@demo.test', 'demo1234'),
    agent: await login(env.base, 'agente1@bench.test', 'demo1234'),
  };
  const heavy = ids.heavyTicketId;
  const paths: ['admin' | 'agent', string][] = [
    ...[
      '/tickets?status=open&showAll=true',
      '/tickets?status=pending&showAll=true',
      '/tickets?status=closed&showAll=true&pageNumber=200',
      '/tickets?searchParam=silva&showAll=true',
      '/tickets?searchParam=boleto&showAll=true',
      '/tickets?searchParam=5511990&showAll=true',
      `/tickets?tags=${json([tag.id])}&showAll=true`,
      `/tickets?users=${json([ids.userIds[1]])}&showAll=true`,
      `/tickets?queueIds=${json(ids.queueIds)}&status=open`,
      `/tickets/${heavy}`,
      `/messages/${heavy}`,
      `/messages/${heavy}?pageNumber=100`,
      `/messages/${heavy}?history=contact`,
      `/ticket-notes/list?ticketId=${heavy}&contactId=${contactId}`,
      '/contacts',
      '/contacts?pageNumber=100',
      '/contacts?searchParam=ana',
      '/contacts?searchParam=5511',
      `/contacts/${contactId}`,
      '/notifications',
      '/dashboard?days=30',
      '/reports/tickets',
      '/users',
      '/users/list',
      '/queue',
      '/tags',
      '/quick-messages',
      '/schedules',
      '/campaigns',
      '/contact-lists',
      '/chats',
      '/chats/unread',
      '/kanban',
      '/whatsapp',
      '/announcements/active',
      '/subscription',
      '/auth/me',
    ].map((p) => ['admin', p] as ['admin', string]),
    ...['/tickets?status=open', '/tickets?status=closed', '/tickets?searchParam=boleto'].map(
      (p) => ['agent', p] as ['agent', string],
    ),
  ];
  console.log('| as | path | status | bytes | p50 ms | max ms |\n|---|---|--:|--:|--:|--:|');
  for (const [who, path] of paths) {
    const times: number[] = [];
    let status = 0;
    let bytes = 0;
    for (let i = 0; i < WARMUP + TIMED; i++) {
      const started = performance.now();
      const res = await fetch(`${env.base}/api${path}`, {
        headers: { authorization: `Bearer ${tokens[who]}` },
      });
      bytes = (await res.arrayBuffer()).byteLength;
      status = res.status;
      if (i >= WARMUP) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = (times[TIMED / 2 - 1] + times[TIMED / 2]) / 2;
    const row = `| ${who} | \`${decodeURIComponent(path)}\` | ${status} | ${bytes} | ${median.toFixed(1)} | ${times[TIMED - 1].toFixed(1)} |`;
    console.log(row);
    log(row);
  }
} finally {
  await env.stop();
}
