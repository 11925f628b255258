import { asc, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudApiWebhooks } from '../../db/schema';
import { DEMO_LOGINS, startTestApp, testClock, type TestApp } from '../../../test/harness';
import {
  RETENTION_BATCH,
  sweepProcessedWebhooks,
  WEBHOOK_RETENTION_CRON,
  WEBHOOK_RETENTION_DAYS,
  webhookRetentionJob,
} from './webhook-retention';

const DAY = 86_400_000;

/** Processed webhook deliveries are deleted after WEBHOOK_RETENTION_DAYS, a bounded batch at a time. */
describe('cloud-api webhook retention', () => {
  const clock = testClock(new Date('2026-05-20T12:00:00Z'));
  let t: TestApp;
  let companyId: number;
  let whatsappId: number;
  const sweep = () =>
    sweepProcessedWebhooks({ db: t.deps.db, clock, log: pino({ level: 'silent' }) });
  const ago = (days: number) => new Date(clock.now().getTime() - days * DAY);
  const remaining = () =>
    t.deps.db
      .select({ id: cloudApiWebhooks.id, processedAt: cloudApiWebhooks.processedAt })
      .from(cloudApiWebhooks)
      .orderBy(asc(cloudApiWebhooks.id));
  const insert = (rows: { processedAt: Date | null; receivedAt?: Date }[]) =>
    t.deps.db
      .insert(cloudApiWebhooks)
      .values(rows.map((r) => ({ companyId, whatsappId, payload: { object: 'x' }, ...r })))
      .returning({ id: cloudApiWebhooks.id });

  beforeAll(async () => {
    t = await startTestApp({ clock });
    const admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    companyId = admin.user.companyId;
    whatsappId = (await t.request('GET', '/whatsapp', admin.token)).json()[0].id;
  });
  afterAll(() => t.close());

  it('deletes processed rows older than the retention, keeps younger and unprocessed ones', async () => {
    const [old, young, waiting] = await insert([
      { processedAt: ago(WEBHOOK_RETENTION_DAYS + 1) },
      { processedAt: ago(WEBHOOK_RETENTION_DAYS - 1) },
      { processedAt: null, receivedAt: ago(30) },
    ]);
    expect(await sweep()).toBe(1);
    expect((await remaining()).map((r) => r.id)).toEqual([young!.id, waiting!.id]);
    expect((await remaining()).map((r) => r.id)).not.toContain(old!.id);

    // two days later the younger one is due too; the unprocessed one never is
    clock.advance(2 * DAY);
    expect(await sweep()).toBe(1);
    expect((await remaining()).map((r) => r.id)).toEqual([waiting!.id]);
  });

  it('deletes at most ten batches a run, oldest first; the next run takes the rest', async () => {
    await t.deps.db.delete(cloudApiWebhooks);
    const total = RETENTION_BATCH * 10 + 5;
    // processed one second apart, all before the retention; the newest is rows-th
    const newest = ago(WEBHOOK_RETENTION_DAYS + 1);
    await t.deps.db.execute(sql`
      insert into cloud_api_webhooks (company_id, whatsapp_id, payload, processed_at)
      select ${companyId}, ${whatsappId}, '{}'::jsonb,
             ${newest.toISOString()}::timestamptz - make_interval(secs => ${total} - i)
      from generate_series(1, ${total}) as i`);
    expect(await sweep()).toBe(RETENTION_BATCH * 10);
    const left = await remaining();
    expect(left).toHaveLength(5);
    // the newest five stay for the next run
    expect(left.map((r) => newest.getTime() - r.processedAt!.getTime())).toEqual([
      4000, 3000, 2000, 1000, 0,
    ]);
    expect(await sweep()).toBe(5);
    expect(await remaining()).toEqual([]);
  });
});

describe('cloud-api webhook retention: how it runs', () => {
  it('is a repeatable job whose hourly schedule lives in the database', async () => {
    const t = await startTestApp({ jobs: true });
    try {
      const result = await t.deps.db.execute(
        sql`select cron, timezone from pgboss.schedule where name = ${webhookRetentionJob.name}`,
      );
      expect((result as unknown as { rows: unknown[] }).rows).toEqual([
        { cron: WEBHOOK_RETENTION_CRON, timezone: 'UTC' },
      ]);
    } finally {
      await t.close();
    }
  });
});
