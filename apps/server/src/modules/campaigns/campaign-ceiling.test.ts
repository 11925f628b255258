import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignCounts } from '@atende/shared';
import { sandboxMessages } from '../../db/schema';
import { eventually, openDemoDesk, startTestApp, type TestApp } from '../../../test/harness';
import { createCampaign, noPauses, phoneReceived, seedList } from './campaigns.testkit';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;
const CEILING = 5;

/** A connection whose provider refuses more than 5 sends a second (decision 0074). */
describe('a campaign against a channel’s rate ceiling', () => {
  let t: TestApp;
  let desk: Desk;

  beforeAll(async () => {
    t = await startTestApp({ jobs: true, sandboxMaxSendsPerSecond: CEILING });
    desk = await openDemoDesk(t, { bot: false });
    await noPauses(t, desk.admin.token);
  }, 120_000);
  afterAll(() => t.close());

  it('waits out each refusal and sends everyone exactly once', async () => {
    const companyId = desk.admin.user.companyId;
    const people = Array.from({ length: 12 }, (_, i) => ({
      name: `Teto ${i + 1}`,
      number: `55119300000${10 + i}`,
    }));
    const listId = await seedList(t, companyId, 'Teto', people);
    const c = await createCampaign(t, desk.admin.token, {
      name: 'Teto de envios',
      confirmation: false,
      message1: 'Oi {nome}',
      whatsappId: desk.connectionId,
      contactListId: listId,
      scheduledAt: t.clock.now().toISOString(),
    });
    const report = async () =>
      (await t.request('GET', `/campaigns/${c.id}/report`, desk.admin.token)).json<{
        campaign: { status: string };
        counts: CampaignCounts;
      }>();
    await eventually(
      async () => expect((await report()).campaign.status).toBe('FINALIZADA'),
      30_000,
    );
    expect((await report()).counts).toMatchObject({
      total: 12,
      delivered: 12,
      failed: 0,
      unknown: 0,
      pending: 0,
    });
    for (const p of people)
      expect(await phoneReceived(t, desk.connectionId, p.number)).toEqual([`Oi ${p.name}`]);

    // twelve sends at five a second need three windows: the campaign was held back. (The
    // window itself is sandbox-rate.test.ts's; the rows are stamped after the phone took each
    // send, so a gap between them says nothing exact about the window on a busy machine.)
    const times = (
      await t.deps.db
        .select({ at: sandboxMessages.createdAt })
        .from(sandboxMessages)
        .where(
          and(
            eq(sandboxMessages.whatsappId, desk.connectionId),
            eq(sandboxMessages.direction, 'out'),
            like(sandboxMessages.number, '55119300000%'),
          ),
        )
        .orderBy(asc(sandboxMessages.createdAt))
    ).map((r) => r.at.getTime());
    expect(times).toHaveLength(12);
    expect(times[11]! - times[0]!).toBeGreaterThanOrEqual(1000);
  }, 60_000);
});
