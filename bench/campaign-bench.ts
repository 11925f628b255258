/**
 * Campaign benchmark on PostgreSQL: a 10,000-recipient campaign with no configured pause
 * through the sandbox connection, which refuses more than SANDBOX_MAX_SENDS_PER_SECOND (80)
 * sends a second, as a provider's rate limit does. Measures the sustained send rate (from the
 * shipping rows' delivery times), duplicates and missing recipients (from the simulated
 * phone's record), and the server's RSS growth. Goals: rate ≥ 95 % of the ceiling,
 * 0 duplicates, 0 missing, RSS growth ≤ 100 MB.
 * Usage: npm run bench:campaign (see bench/README.md).
 */
import os from 'node:os';
import pg from 'pg';
import { cpuMs, rssMb } from './proc';
import { machine } from './report';
import { login, startEnv } from './server';

const RECIPIENTS = Number(process.env.BENCH_CAMPAIGN_RECIPIENTS ?? 10_000);
const CEILING = Number(process.env.BENCH_CAMPAIGN_CEILING ?? 80);
const GOALS = { rateShare: 0.95, rssGrowthMb: 100 };
const ADMIN = { email: 'admin@demo.test', password: 'demo1234' };

const log = (msg: string) => process.stderr.write(`[bench ${new Date().toISOString()}] ${msg}\n`);

async function main() {
  process.env.SANDBOX_MAX_SENDS_PER_SECOND = String(CEILING);
  const env = await startEnv(`Bench-${process.pid}-platform`);
  const pool = new pg.Pool({ connectionString: env.url, max: 2 });
  try {
    const token = await login(env.base, ADMIN.email, ADMIN.password);
    const api = async <T>(method: string, url: string, body?: object): Promise<T> => {
      const res = await fetch(`${env.base}/api${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<T>;
    };
    const { rows: companies } = await pool.query<{ id: number }>(
      `select id from companies where name = 'Empresa Demo'`,
    );
    const companyId = companies[0]!.id;
    const connections = await api<Array<{ id: number; provider: string; status: string }>>(
      'GET',
      '/whatsapp',
    );
    const conn = connections.find((c) => c.provider === 'sandbox' && c.status === 'CONNECTED');
    if (!conn) throw new Error('no connected sandbox connection');

    log(`list of ${RECIPIENTS} recipients (set-based insert)`);
    const list = await api<{ id: number }>('POST', '/contact-lists', { name: 'Bench campanha' });
    await pool.query(
      `insert into contact_list_items (company_id, contact_list_id, name, number, email, is_whatsapp_valid)
       select $1, $2, 'Cliente ' || g, '55219' || lpad(g::text, 8, '0'), '', true
       from generate_series(1, $3::int) g`,
      [companyId, list.id, RECIPIENTS],
    );
    await api('POST', '/campaign-settings', {
      messageInterval: 0,
      longerIntervalAfter: 0,
      greaterInterval: 0,
    });

    const pid = env.pid!;
    const rssStart = rssMb(pid);
    const cpuStart = cpuMs(pid);
    let rssMax = rssStart;
    const sampler = setInterval(() => (rssMax = Math.max(rssMax, rssMb(pid))), 500);
    const t0 = Date.now();
    const campaign = await api<{ id: number }>('POST', '/campaigns', {
      name: 'Bench 10k',
      confirmation: false,
      message1: 'Olá {nome}, oferta da semana',
      whatsappId: conn.id,
      contactListId: list.id,
      scheduledAt: new Date().toISOString(),
    });
    type Report = { campaign: { status: string }; counts: Record<string, number> };
    let report: Report;
    for (;;) {
      await new Promise((r) => setTimeout(r, 2_000));
      report = await api<Report>('GET', `/campaigns/${campaign.id}/report`);
      log(`${report.campaign.status}: ${report.counts.delivered}/${RECIPIENTS} delivered`);
      if (report.campaign.status === 'FINALIZADA') break;
      if (Date.now() - t0 > Math.max(600_000, (RECIPIENTS / CEILING) * 4_000))
        throw new Error('campaign did not finish in time');
    }
    clearInterval(sampler);
    const wallS = (Date.now() - t0) / 1000;
    const rssEnd = rssMb(pid);
    const cpuPerMessage = (cpuMs(pid) - cpuStart) / RECIPIENTS;

    const { rows: span } = await pool.query<{ n: string; first: Date; last: Date }>(
      `select count(*) as n, min(delivered_at) as first, max(delivered_at) as last
       from campaign_shippings where campaign_id = $1 and status = 'delivered'`,
      [campaign.id],
    );
    const delivered = Number(span[0]!.n);
    const spanS = (span[0]!.last.getTime() - span[0]!.first.getTime()) / 1000;
    const rate = (delivered - 1) / spanS;
    // the busiest and quietest whole seconds, to show the rate is sustained
    const { rows: perSecond } = await pool.query<{ min: string; max: string }>(
      `select min(n) as min, max(n) as max from (
         select date_trunc('second', delivered_at) s, count(*) n from campaign_shippings
         where campaign_id = $1 and status = 'delivered' group by 1 order by 1 offset 1) x
       where s < (select date_trunc('second', max(delivered_at)) from campaign_shippings
                  where campaign_id = $1)`,
      [campaign.id],
    );
    const { rows: series } = await pool.query<{ n: string }>(
      `select count(*) as n from campaign_shippings where campaign_id = $1 and status = 'delivered'
       group by date_trunc('second', delivered_at) order by date_trunc('second', delivered_at)`,
      [campaign.id],
    );
    log(`deliveries per second: ${series.map((r) => r.n).join(' ')}`);
    const { rows: phone } = await pool.query<{ dups: string; missing: string }>(
      `with got as (select number, count(*) n from sandbox_messages
                    where whatsapp_id = $1 and direction = 'out' and body like 'Olá Cliente %'
                    group by number)
       select (select count(*) from got where n > 1) as dups,
              (select count(*) from contact_list_items i where i.contact_list_id = $2
                 and not exists (select 1 from got where got.number = i.number)) as missing`,
      [conn.id, list.id],
    );
    const dups = Number(phone[0]!.dups);
    const missing = Number(phone[0]!.missing);
    const growth = rssEnd - rssStart;
    const ok = (b: boolean) => (b ? 'met' : 'MISSED');
    const lines = [
      `## Campaign delivery, ${RECIPIENTS.toLocaleString('en')} recipients at a ${CEILING}/s ceiling`,
      '',
      `Run ${new Date().toISOString()} on ${machine()}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}.`,
      '',
      '| figure | value | goal |',
      '|---|---:|---|',
      `| delivered | ${delivered} of ${RECIPIENTS} | all |`,
      `| sustained rate (first to last delivery) | ${rate.toFixed(1)}/s (${((rate / CEILING) * 100).toFixed(1)} % of ${CEILING}) | ≥ 95 %: ${ok(rate >= CEILING * GOALS.rateShare)} |`,
      `| whole seconds, slowest / fastest | ${perSecond[0]?.min ?? '-'} / ${perSecond[0]?.max ?? '-'} | |`,
      `| duplicates on the phone | ${dups} | 0: ${ok(dups === 0)} |`,
      `| missing on the phone | ${missing} | 0: ${ok(missing === 0)} |`,
      `| report counts | delivered ${report.counts.delivered}, failed ${report.counts.failed}, unknown ${report.counts.unknown} | exact |`,
      `| server RSS start / peak / end | ${rssStart.toFixed(0)} / ${rssMax.toFixed(0)} / ${rssEnd.toFixed(0)} MB | growth ≤ 100 MB: ${ok(growth <= GOALS.rssGrowthMb)} (${growth.toFixed(0)} MB) |`,
      `| start to FINALIZADA (wall, 2 s polling) | ${wallS.toFixed(1)} s | |`,
      `| server CPU per message (user + system) | ${cpuPerMessage.toFixed(2)} ms | |`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    const met =
      rate >= CEILING * GOALS.rateShare &&
      dups === 0 &&
      missing === 0 &&
      growth <= GOALS.rssGrowthMb &&
      report.counts.delivered === RECIPIENTS;
    process.exitCode = met ? 0 : 1;
  } finally {
    await pool.end();
    await env.stop();
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
