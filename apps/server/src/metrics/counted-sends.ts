import type { ChannelAdapter } from '../channels/channel';
import { countSend } from './traffic-counters';

/**
 * The adapter as the send paths reach it (ChannelRegistry.get): every send counted by
 * provider and result. Everything else is the adapter itself, through the prototype.
 */
export function countingSends<A extends ChannelAdapter>(adapter: A): A {
  const counted = Object.create(adapter) as A;
  counted.send = async (conn, message) => {
    try {
      const result = await adapter.send(conn, message);
      countSend(adapter.provider, 'sent');
      return result;
    } catch (err) {
      countSend(adapter.provider, 'failed');
      throw err;
    }
  };
  return counted;
}
