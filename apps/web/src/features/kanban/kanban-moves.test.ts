import { describe, expect, it } from 'vitest';
import type { KanbanBoardLaneDTO, KanbanCardDTO } from '@atende/shared';
import { editCard, laneNameOrFallback, moveCard, moveLane } from './kanban-moves';

const card = (id: number, laneId: number, position: number): KanbanCardDTO => ({
  id,
  title: `c${id}`,
  description: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  laneId,
  position,
  queues: [],
  tags: [],
  contacts: [],
  users: [],
  companyId: 3,
});
const lane = (id: number, position: number, cards: KanbanCardDTO[]): KanbanBoardLaneDTO => ({
  id,
  name: `L${id}`,
  position,
  color: '#5C59A0',
  kanbans: cards,
});
const titles = (lanes: KanbanBoardLaneDTO[]) =>
  lanes.map((l) => l.kanbans.map((c) => `${c.id}@${c.position}`).join(' '));

describe('kanban moves', () => {
  const full = () => [
    lane(1, 0, [card(1, 1, 0), card(2, 1, 1), card(3, 1, 2)]),
    lane(2, 1, [card(4, 2, 0)]),
  ];

  it('moves a card across lanes, closing and opening gaps as the server does', () => {
    const r = moveCard(full(), 1, 2, 1)!;
    expect(r.position).toBe(1);
    expect(titles(r.lanes)).toEqual(['2@0 3@1', '4@0 1@1']);
    expect(r.unchanged).toBe(false);
  });

  it('moves a card down its own lane; dropping it where it was changes nothing', () => {
    const r = moveCard(full(), 1, 1, 2)!;
    expect(r.position).toBe(2);
    expect(titles(r.lanes)).toEqual(['2@0 3@1 1@2', '4@0']);
    expect(moveCard(full(), 2, 1, 1)!.unchanged).toBe(true);
  });

  it('takes the position from visible neighbours when other cards are hidden', () => {
    // this user sees cards at 0 and 5 of lane 1 (others are outside their queues)
    const partial = [lane(1, 0, [card(1, 1, 0), card(2, 1, 5)]), lane(2, 1, [card(4, 2, 3)])];
    expect(moveCard(partial, 4, 1, 1)!.position).toBe(5);
    expect(moveCard(partial, 4, 1, 2)!.position).toBe(6);
    // down its own lane, past the card at 5: the server counts 5 once it has left 0
    expect(moveCard(partial, 1, 1, 1)!.position).toBe(5);
    expect(moveCard(partial, 1, 2, 0)!.position).toBe(3);
  });

  it('refuses what is not on the board', () => {
    expect(moveCard(full(), 99, 1, 0)).toBeNull();
    expect(moveCard(full(), 1, 99, 0)).toBeNull();
  });

  it('reorders lanes and renumbers them', () => {
    const next = moveLane(full(), 2, 0)!;
    expect(next.map((l) => [l.id, l.position])).toEqual([
      [2, 0],
      [1, 1],
    ]);
  });

  it('applies a card edit: texts, refs named from the options, a new lane last', () => {
    const start = full();
    start[0]!.kanbans[0] = { ...card(1, 1, 0), tags: [{ id: 5, name: 'VIP', color: '#111' }] };
    const next = editCard(
      start,
      1,
      { title: ' Novo ', description: 'd', tags: [5, 6], users: [7], laneId: 2 },
      { tags: [{ id: 6, name: 'Urgente', color: '#222' }] },
    )!;
    expect(titles(next)).toEqual(['2@0 3@1', '4@0 1@1']);
    const edited = next[1]!.kanbans[1]!;
    expect([edited.title, edited.description, edited.laneId]).toEqual(['Novo', 'd', 2]);
    expect(edited.tags).toEqual([
      { id: 5, name: 'VIP', color: '#111' },
      { id: 6, name: 'Urgente', color: '#222' },
    ]);
    expect(edited.users).toEqual([{ id: 7, name: '#7' }]);
    expect(editCard(full(), 99, { title: 'x' })).toBeNull();
  });

  it("falls back to 'Quadro {n}' for a blank name", () => {
    expect(laneNameOrFallback('  ', 2)).toBe('Quadro 3');
    expect(laneNameOrFallback(' Feito ', 0)).toBe('Feito');
  });
});
