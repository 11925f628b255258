import { describe, expect, it } from 'vitest';
import { audioTextAfter } from './audio-text';
import { ChannelError, MaybeSentError, type ChannelAdapter, type OutboundMessage } from './channel';

/** An adapter that records what it was asked to send; `refuse` makes the nth send fail. */
function recording(refuse?: { nth: number; err: Error }) {
  const sent: OutboundMessage[] = [];
  const adapter: ChannelAdapter = {
    provider: 'beta',
    start: async () => {},
    logout: async () => {},
    stop: async () => {},
    deleteMessage: async () => {},
    async send(_conn, message) {
      sent.push(message);
      if (refuse?.nth === sent.length) throw refuse.err;
      return { externalId: `ID${sent.length}` };
    },
  };
  return { adapter: audioTextAfter(adapter), sent };
}

const conn = { id: 1, companyId: 1, name: 'x' };
const audio = { absolutePath: '/tmp/a.ogg', name: 'a.ogg', mimetype: 'audio/ogg' };

describe('an audio and its text, on any provider (a schedule, a campaign)', () => {
  it('sends the audio, then the text as its own message, answering the audio’s id', async () => {
    const { adapter, sent } = recording();
    const result = await adapter.send(conn, { to: '5511', body: 'escute', media: audio });
    expect(result).toEqual({ externalId: 'ID1' });
    expect(sent).toEqual([
      { to: '5511', body: '', media: audio },
      { to: '5511', body: 'escute' },
    ]);
  });

  it('leaves everything else as one send (an image keeps its caption)', async () => {
    const { adapter, sent } = recording();
    const image = { ...audio, name: 'a.png', mimetype: 'image/png' };
    await adapter.send(conn, { to: '5511', body: 'legenda', media: image });
    await adapter.send(conn, { to: '5511', body: ' ', media: audio });
    expect(sent.map((m) => m.body)).toEqual(['legenda', ' ']);
  });

  it('an audio refused is refused as it was; a text refused after it is never retried', async () => {
    const refusedAudio = recording({ nth: 1, err: new ChannelError('offline', true) });
    await expect(
      refusedAudio.adapter.send(conn, { to: '5511', body: 'escute', media: audio }),
    ).rejects.toMatchObject({ message: 'offline', retryable: true });

    const refusedText = recording({ nth: 2, err: new ChannelError('offline', true) });
    const err = await refusedText.adapter
      .send(conn, { to: '5511', body: 'escute', media: audio })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MaybeSentError);
    expect(err).toMatchObject({
      message: 'O áudio foi enviado, mas o texto não: offline',
      retryable: false,
    });
  });
});
