import type { ChannelAdapter, ChannelHooks } from './channel';
import { ChannelError } from './channel';

/**
 * Stands in for a provider whose adapter is not part of this build: the connection says
 * clearly that it cannot start instead of pretending to connect.
 */
export function createUnavailableAdapter(
  provider: string,
  reason: string,
  hooks: () => ChannelHooks,
): ChannelAdapter {
  const refuse = () => {
    throw new ChannelError(reason, false);
  };
  return {
    provider,
    async start(conn) {
      await hooks().status(conn, 'DISCONNECTED');
      refuse();
    },
    async logout(conn) {
      await hooks().status(conn, 'DISCONNECTED');
    },
    async stop() {},
    send: async () => refuse(),
    deleteMessage: async () => refuse(),
  };
}
