import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoDesk, startTestApp, testClock, type TestApp } from '../../../test/harness';
import { dispatchNext, prepareShippings } from './campaign-delivery';
import { findView, updateIf } from './campaigns.repo';
import { createCampaign, seedList, shippingsOf } from './campaigns.testkit';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

/** Pacing measured on the app's clock: no real waiting. */
describe('campaign pacing per connection', () => {
  const clock = testClock(new Date('2026-11-24T12:00:00Z'));
  let t: TestApp;
  let desk: Desk;

  beforeAll(async () => {
    t = await startTestApp({ clock });
    desk = await openDemoDesk(t, { bot: false });
  }, 120_000);
  afterAll(() => t.close());

  async function runningCampaign(name: string, prefix: string) {
    const companyId = desk.admin.user.companyId;
    const listId = await seedList(
      t,
      companyId,
      name,
      [1, 2, 3, 4].map((i) => ({ name: `${name} ${i}`, number: `${prefix}${i}` })),
    );
    const c = await createCampaign(t, desk.admin.token, {
      name,
      confirmation: false,
      message1: 'Oi {nome}',
      whatsappId: desk.connectionId,
      contactListId: listId,
    });
    const sys = { ...t.deps, log: t.app.log, companyId };
    await prepareShippings(sys, (await findView(t.deps.db, companyId, c.id))!);
    await updateIf(t.deps.db, companyId, c.id, { status: 'EM_ANDAMENTO' });
    return c.id;
  }

  it('two campaigns on one number share its pace: random interval, then the longer one after N', async () => {
    const saved = await t.request('POST', '/campaign-settings', desk.admin.token, {
      messageInterval: 10,
      longerIntervalAfter: 5,
      greaterInterval: 30,
    });
    expect(saved.statusCode).toBe(200);
    const a = await runningCampaign('Campanha A', '551195000000');
    const b = await runningCampaign('Campanha B', '551196000000');
    const sent = await runTogether([a, b]);
    expect(sent).toHaveLength(8);
    expect(gapsOf(sent)).toEqual([7.5, 7.5, 7.5, 7.5, 30, 7.5, 7.5]);
    // both campaigns sent everything, never faster together than the number's pace
    expect(sent.filter((s) => s.campaign === a)).toHaveLength(4);
    expect(sent.filter((s) => s.campaign === b)).toHaveLength(4);
  });

  it('a number that rested a longer pause counts afresh: no long pause two messages into the next campaign', async () => {
    // the first test left the number three messages into its count of five; it then rests
    // longer than its 30 s pause
    clock.advance(2 * 60_000);
    const c = await runningCampaign('Campanha C', '551197000000');
    const sent = await runTogether([c]);
    expect(gapsOf(sent)).toEqual([7.5, 7.5, 7.5]);
  });

  /** Seconds between one send and the next. */
  function gapsOf(sent: Array<{ at: number }>) {
    return sent.slice(1).map((s, i) => (s.at - sent[i]!.at) / 1000);
  }

  /** The campaigns' runs step as soon as each says it may, like their jobs would. */
  async function runTogether(ids: number[]) {
    const sys = { ...t.deps, log: t.app.log, companyId: desk.admin.user.companyId };
    const due = new Map(ids.map((id) => [id, clock.now().getTime()]));
    let steps = 0;
    while (due.size && steps++ < 100) {
      const [id, at] = [...due.entries()].sort((x, y) => x[1] - y[1])[0]!;
      if (at > clock.now().getTime()) clock.advance(at - clock.now().getTime());
      const next = await dispatchNext(sys, id, () => 0.5); // half-way: 7.5 s of 5–10 s
      if (next) due.set(id, next.getTime());
      else due.delete(id);
    }
    const rows = (await Promise.all(ids.map((id) => shippingsOf(t, id)))).flat();
    return rows
      .map((r) => ({ at: r.deliveredAt!.getTime(), campaign: r.campaignId }))
      .sort((x, y) => x.at - y.at);
  }
});
