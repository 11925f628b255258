import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { DndContext } from '@dnd-kit/core';
import type { KanbanCardDTO } from '@atende/shared';
import { LaneCards } from './lane-cards';

const cards: KanbanCardDTO[] = Array.from({ length: 1500 }, (_, i) => ({
  id: i + 1,
  title: `Cartão ${i + 1}`,
  description: '',
  createdAt: '2026-03-05T13:30:00.000Z',
  updatedAt: '2026-03-06T18:05:00.000Z',
  laneId: 10,
  position: i,
  queues: [],
  tags: [],
  contacts: [],
  users: [],
  companyId: 3,
}));

afterEach(() => vi.restoreAllMocks());

describe('a lane’s cards', () => {
  it('draws only the cards in view of a long lane, plus the one being dragged', () => {
    // the layout jsdom lacks: a lane 600 px tall, cards 100 px tall
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(100);
    const onOpen = vi.fn();
    render(
      <DndContext>
        <LaneCards cards={cards} draggedId={1400} onOpenCard={onOpen} />
      </DndContext>,
    );
    const drawn = screen.getAllByTestId(/^kanban-card-/);
    // 600 px of 100 px cards with 8 px between: cards 1–6, 4 beyond, and the dragged one
    expect(drawn).toHaveLength(11);
    expect(drawn[0]).toHaveAccessibleName('Abrir tarefa Cartão 1');
    expect(screen.getByTestId('kanban-card-1400')).toBeInTheDocument();
    expect(screen.queryByTestId('kanban-card-1399')).toBeNull();

    fireEvent.click(drawn[1]);
    expect(onOpen).toHaveBeenCalledWith(cards[1]);
  });

  it('says so when the lane is empty', () => {
    render(
      <DndContext>
        <LaneCards cards={[]} draggedId={null} onOpenCard={() => undefined} />
      </DndContext>,
    );
    expect(screen.getByText('Sem tarefas')).toBeInTheDocument();
  });
});
