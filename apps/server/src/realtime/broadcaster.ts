import { companyChannel } from '@atende/shared';
import type { DomainEvent, EventBus } from '../events';
import { rooms } from './rooms';
import type { SocketServer } from './socket-server';

/** Gives the old tab time to receive the 'account used elsewhere' notice before it is cut. */
const DISCONNECT_DELAY_MS = 1_000;

/** Maps domain events to rooms and to the spec's wire events. Never broadcasts to all. */
export function startBroadcaster(io: SocketServer, events: EventBus) {
  const disconnectUser = async (userId: number, keepSessionId?: string) => {
    for (const socket of await io.in(rooms.user(userId)).fetchSockets()) {
      if (socket.data.actor.sessionId !== keepSessionId) socket.disconnect(true);
    }
  };

  const handle = (e: DomainEvent) => {
    switch (e.type) {
      case 'user.created':
      case 'user.updated':
        io.to(rooms.company(e.companyId)).emit(companyChannel(e.companyId, 'user'), {
          action: e.type === 'user.created' ? 'create' : 'update',
          user: e.user,
        });
        return;
      case 'user.deleted':
        io.to(rooms.company(e.companyId)).emit(companyChannel(e.companyId, 'user'), {
          action: 'delete',
          userId: e.userId,
        });
        return;
      case 'auth.sessionReplaced':
        io.to(rooms.user(e.userId)).emit(companyChannel(e.companyId, 'auth'), {
          action: 'update',
          user: { id: e.userId },
          sessionId: e.sessionId,
        });
        setTimeout(() => void disconnectUser(e.userId, e.sessionId), DISCONNECT_DELAY_MS).unref();
        return;
      case 'auth.sessionEnded':
        void disconnectUser(e.userId);
        return;
      case 'setting.updated':
        io.to(rooms.company(e.companyId)).emit(companyChannel(e.companyId, 'setting'), {
          action: 'update',
          setting: { key: e.key, value: e.value },
        });
        return;
    }
  };
  return events.on(handle);
}
