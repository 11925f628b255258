import { MaybeSentError, type ChannelAdapter } from './channel';

/**
 * The adapter with WhatsApp's rule for audio applied on every provider: an audio message
 * carries no caption, so a text sent with one would never reach the customer. The text goes
 * as its own message right after the audio, and the audio's id is the one answered. The chat
 * already stores them apart (outbound-messages.ts); this covers the paths that send a file
 * with its text in one call (schedules, campaigns).
 */
export function audioTextAfter<A extends ChannelAdapter>(adapter: A): A {
  const wrapped = Object.create(adapter) as A;
  wrapped.send = async (conn, message) => {
    const text = message.body.trim();
    const isAudio = message.media?.mimetype.startsWith('audio/');
    if (!isAudio || !text || message.template) return adapter.send(conn, message);
    const sent = await adapter.send(conn, { ...message, body: '' });
    try {
      await adapter.send(conn, { to: message.to, body: message.body });
    } catch (err) {
      // the audio went out: trying again would send it twice
      const reason = err instanceof Error ? err.message : String(err);
      throw new MaybeSentError(`O áudio foi enviado, mas o texto não: ${reason}`);
    }
    return sent;
  };
  return wrapped;
}
