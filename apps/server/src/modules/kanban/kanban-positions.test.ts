import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoDesk, startTestApp, type Session, type TestApp } from '../../../test/harness';
import { kanbanKit } from './kanban.testkit';

/** Every lane's positions are exactly 0..n-1 and every card is on the board once. */
function expectTidy(lanes: { kanbans: { id: number; position: number }[] }[], cards: number) {
  for (const lane of lanes) {
    expect(lane.kanbans.map((c) => c.position)).toEqual(lane.kanbans.map((_, i) => i));
  }
  const ids = lanes.flatMap((l) => l.kanbans.map((c) => c.id));
  expect(new Set(ids).size).toBe(cards);
  expect(ids).toHaveLength(cards);
}

/** A small deterministic shuffle, so a failure can be replayed. */
function* numbers(seed: number) {
  let x = seed;
  for (;;) {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    yield x;
  }
}

describe('kanban positions under concurrent moves', () => {
  let t: TestApp;
  let admin: Session;
  let agent: Session;
  let atendimento: number;
  let k: ReturnType<typeof kanbanKit>;
  let laneIds: number[];
  let cardIds: number[];
  beforeAll(async () => {
    t = await startTestApp();
    ({ admin, agent, atendimento } = await openDemoDesk(t));
    k = kanbanKit(t);
    laneIds = [];
    for (const name of ['A', 'B', 'C']) laneIds.push((await k.lane(admin.token, { name })).id);
    cardIds = [];
    for (let i = 0; i < 12; i++) {
      const card = await k.card(admin.token, {
        title: `Tarefa ${i}`,
        laneId: laneIds[i % 3],
        queues: [atendimento],
      });
      cardIds.push(card.id);
    }
  });
  afterAll(() => t.close());

  it('cards put in at a position push the others down, and leave no gaps when deleted', async () => {
    const lane = (await k.lane(admin.token, { name: 'D' })).id;
    const first = await k.card(admin.token, { title: 'um', laneId: lane, queues: [atendimento] });
    const top = await k.card(admin.token, {
      title: 'zero',
      laneId: lane,
      position: 0,
      queues: [atendimento],
    });
    const far = await k.card(admin.token, {
      title: 'dois',
      laneId: lane,
      position: 99,
      queues: [atendimento],
    });
    expect([top.position, far.position]).toEqual([0, 2]);
    const board = await k.board(admin.token);
    expect(board.find((l) => l.id === lane)!.kanbans.map((c) => c.title)).toEqual([
      'zero',
      'um',
      'dois',
    ]);
    await t.request('DELETE', `/kanban/${first.id}`, admin.token);
    await t.request('DELETE', `/kanban/${top.id}`, admin.token);
    await t.request('DELETE', `/kanban/${far.id}`, admin.token);
    await t.request('DELETE', `/kanban/lane/${lane}`, admin.token);
  });

  it('a move within a lane and across lanes renumbers both lanes', async () => {
    const [a, b] = laneIds as [number, number];
    const before = await k.board(admin.token);
    const laneA = before.find((l) => l.id === a)!.kanbans.map((c) => c.id);
    // the first card of A goes last in A, then to the top of B
    await k.move(admin.token, laneA[0]!, a, 3);
    let board = await k.board(admin.token);
    expect(board.find((l) => l.id === a)!.kanbans.map((c) => c.id)).toEqual([
      ...laneA.slice(1),
      laneA[0],
    ]);
    await k.move(admin.token, laneA[0]!, b, 0);
    board = await k.board(admin.token);
    expect(board.find((l) => l.id === b)!.kanbans[0]!.id).toBe(laneA[0]);
    expect(board.find((l) => l.id === a)!.kanbans.map((c) => c.id)).toEqual(laneA.slice(1));
    expectTidy(board, cardIds.length);
  });

  it('two users moving many cards at once never leave duplicate or missing positions', async () => {
    const rand = numbers(7);
    const next = (n: number) => rand.next().value! % n;
    const moves = Array.from({ length: 60 }, (_, i) =>
      k.move(
        i % 2 ? agent.token : admin.token,
        cardIds[next(cardIds.length)]!,
        laneIds[next(laneIds.length)]!,
        next(6),
      ),
    );
    const results = await Promise.allSettled(moves);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expectTidy(await k.board(admin.token), cardIds.length);
  });

  it('the same card moved by two users at once ends in one place', async () => {
    const card = cardIds[0]!;
    const [a, , c] = laneIds as [number, number, number];
    await Promise.all([
      k.move(admin.token, card, a, 0),
      k.move(agent.token, card, c, 1),
      k.move(admin.token, card, c, 0),
      // one card leaves and one arrives: the board still holds as many
      t.request('DELETE', `/kanban/${cardIds[1]}`, agent.token),
      k.card(admin.token, { title: 'nova', laneId: c, position: 0, queues: [atendimento] }),
    ]);
    const board = await k.board(admin.token);
    expectTidy(board, cardIds.length);
    expect(board.flatMap((l) => l.kanbans).filter((x) => x.id === card)).toHaveLength(1);
  });

  it('lanes reordered concurrently keep positions 0..n-1', async () => {
    await Promise.all(
      laneIds.map((id, i) =>
        t.request('PUT', `/kanban/lane/${id}`, i % 2 ? agent.token : admin.token, {
          position: (i + 1) % 3,
        }),
      ),
    );
    const board = await k.board(admin.token);
    expect(board.map((l) => l.position)).toEqual([0, 1, 2]);
    expect(new Set(board.map((l) => l.id))).toEqual(new Set(laneIds));
  });
});
