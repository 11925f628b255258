import { companyChannel, type ServerChannel, type ServerEvents } from '@atende/shared';

type Target = { emit(event: string, payload: object): unknown };

/** Emits on `company-{id}-{channel}` a payload typed by the shared wire protocol. */
export function emitCompanyEvent<C extends ServerChannel>(
  to: Target,
  companyId: number,
  channel: C,
  payload: ServerEvents[C],
) {
  to.emit(companyChannel(companyId, channel), payload);
}
