import type { DomainEvent } from '../events';
import { rooms } from './rooms';
import type { SocketServer } from './socket-server';
import { emitCompanyEvent } from './wire';

type KanbanEvent = Extract<DomainEvent, { type: `kanban.${string}` }>;

/**
 * company-{id}-kanban (docs/decisions/0086): lanes reach every socket of the company; a card
 * reaches the admins, its queues' users and its assigned users, and everyone else in the
 * company hears only its delete (so a card that left their queues leaves their board).
 */
export function broadcastKanbanEvent(io: SocketServer, e: KanbanEvent) {
  const company = rooms.company(e.companyId);
  switch (e.type) {
    case 'kanban.lane':
      emitCompanyEvent(io.to(company), e.companyId, 'kanban', { action: e.action, lane: e.lane });
      return;
    case 'kanban.laneDeleted':
      emitCompanyEvent(io.to(company), e.companyId, 'kanban', {
        action: 'delete',
        laneId: e.laneId,
      });
      return;
    case 'kanban.card': {
      const audience = [
        rooms.admins(e.companyId),
        ...e.card.queues.map((q) => rooms.queue(e.companyId, q.id)),
        ...e.card.users.map((u) => rooms.user(u.id)),
      ];
      emitCompanyEvent(io.to(audience), e.companyId, 'kanban', {
        action: e.action,
        card: e.card,
      });
      if (e.action === 'update') {
        emitCompanyEvent(io.to(company).except(audience), e.companyId, 'kanban', {
          action: 'delete',
          cardId: e.card.id,
        });
      }
      return;
    }
    case 'kanban.cardDeleted':
      emitCompanyEvent(io.to(company), e.companyId, 'kanban', {
        action: 'delete',
        cardId: e.cardId,
      });
      return;
  }
}
