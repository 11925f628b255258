import { KANBAN_MAX } from '@atende/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoDesk, startTestApp, type Session, type TestApp } from '../../../test/harness';
import { kanbanKit } from './kanban.testkit';

/** A board fuller than one answer carries: every lane gets its first cards, and says how many more. */
describe('a kanban board past its bounds', () => {
  let t: TestApp;
  let admin: Session;
  let k: ReturnType<typeof kanbanKit>;
  beforeAll(async () => {
    t = await startTestApp();
    ({ admin } = await openDemoDesk(t));
    k = kanbanKit(t);
  });
  afterAll(() => t.close());

  /** `count` cards at the end of the lane, written at once. */
  async function fill(laneId: number, count: number, title: string) {
    await t.deps.db.execute(sql`
      insert into kanban_cards (company_id, lane_id, title, position)
      select ${admin.user.companyId}, ${laneId}, ${title} || ' ' || n, n - 1
      from generate_series(1, ${count}) as n`);
  }

  it('sends each lane its first cards in order and how many it leaves out', async () => {
    const full = await k.lane(admin.token, { name: 'Cheio' });
    const small = await k.lane(admin.token, { name: 'Pequeno' });
    const empty = await k.lane(admin.token, { name: 'Vazio' });
    await fill(full.id, KANBAN_MAX.cardsPerLane + 20, 'Tarefa');
    await fill(small.id, 3, 'Outra');

    const lanes = await k.board(admin.token);
    const lane = (id: number) => lanes.find((l) => l.id === id)!;
    expect(lane(full.id).kanbans).toHaveLength(KANBAN_MAX.cardsPerLane);
    expect(
      lane(full.id)
        .kanbans.slice(0, 2)
        .map((c) => c.title),
    ).toEqual(['Tarefa 1', 'Tarefa 2']);
    expect(lane(full.id).more).toBe(20);
    // the lanes after a full one are not starved of their cards
    expect(lane(small.id).kanbans.map((c) => c.title)).toEqual(['Outra 1', 'Outra 2', 'Outra 3']);
    expect(lane(small.id).more).toBeUndefined();
    expect(lane(empty.id)).toMatchObject({ kanbans: [] });
    expect(lane(empty.id).more).toBeUndefined();
  });
});
