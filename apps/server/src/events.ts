import { EventEmitter } from 'node:events';
import type { UserDTO } from '@atende/shared';

/** Domain events emitted by services; the realtime broadcaster maps them to sockets. */
export type DomainEvent =
  | { type: 'user.created' | 'user.updated'; companyId: number; user: UserDTO }
  | { type: 'user.deleted'; companyId: number; userId: number }
  | { type: 'auth.sessionReplaced'; companyId: number; userId: number; sessionId: string }
  | { type: 'auth.sessionEnded'; companyId: number; userId: number }
  | { type: 'setting.updated'; companyId: number; key: string; value: string };

export interface EventBus {
  emit(event: DomainEvent): void;
  on(listener: (event: DomainEvent) => void): () => void;
}

export function createEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(100);
  return {
    emit: (event) => emitter.emit('event', event),
    on(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
  };
}
