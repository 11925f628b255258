import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from '../../../test/multipart';
import { startOutboundDesk, type OutboundDesk } from './cloud-api-outbound.testkit';
import { UNSUPPORTED_FILE } from './cloud-media';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const ZIP_HEAD = Buffer.from('PK\x03\x04fake office document', 'latin1');
const WEBP = Buffer.concat([Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'), PNG]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
const OGG = Buffer.from('OggS\x00\x02fake opus voice note', 'latin1');

/** The `type` field of a multipart upload, as the platform reads it. */
const uploadedType = (raw: string | undefined) =>
  /name="type"\r\n\r\n([^\r]*)\r\n/.exec(raw ?? '')?.[1];

describe('cloud-api files: each sent as a type the platform takes', () => {
  let d: OutboundDesk;
  beforeAll(async () => {
    d = await startOutboundDesk({ requestMs: 5000, fileMs: 5000 });
  });
  afterAll(() => d.close());

  const lastSendTo = (number: string) =>
    d.fake
      .sends()
      .filter((c) => c.json?.to === number)
      .at(-1)?.json;

  it('an Office document goes as a document of its own type, under its name', async () => {
    const number = '5511955550001';
    const ticketId = await d.openTicket(number);
    const res = await d.sendFile(ticketId, {
      name: 'Proposta comercial.docx',
      type: DOCX,
      data: ZIP_HEAD,
    });
    expect(res.statusCode).toBe(200);
    const [message] = await d.settled(ticketId);
    expect(message).toMatchObject({ sendStatus: 'sent', sendError: null });
    expect(uploadedType(d.uploads().at(-1)?.raw)).toBe(DOCX);
    expect(lastSendTo(number)).toMatchObject({
      type: 'document',
      document: { filename: 'Proposta comercial.docx' },
    });
  });

  it('a WebP image goes as a file, under its name (the platform’s images are JPEG and PNG)', async () => {
    const number = '5511955550002';
    const ticketId = await d.openTicket(number);
    await d.sendFile(ticketId, { name: 'figurinha.webp', type: 'image/webp', data: WEBP }, 'veja');
    const [message] = await d.settled(ticketId);
    expect(message).toMatchObject({ sendStatus: 'sent' });
    expect(uploadedType(d.uploads().at(-1)?.raw)).toBe('image/webp');
    expect(lastSendTo(number)).toMatchObject({
      type: 'document',
      document: { filename: 'figurinha.webp', caption: 'veja' },
    });
  });

  it('a CSV goes as a plain-text document keeping its name', async () => {
    const number = '5511955550003';
    const ticketId = await d.openTicket(number);
    await d.sendFile(ticketId, {
      name: 'pedidos.csv',
      type: 'text/csv',
      data: Buffer.from('id;total\n1;10\n'),
    });
    const [message] = await d.settled(ticketId);
    expect(message).toMatchObject({ sendStatus: 'sent' });
    expect(uploadedType(d.uploads().at(-1)?.raw)).toBe('text/plain');
    expect(lastSendTo(number)).toMatchObject({
      type: 'document',
      document: { filename: 'pedidos.csv' },
    });
  });

  it('a GIF, which the platform refuses, fails saying so in Portuguese before any upload', async () => {
    const number = '5511955550004';
    const ticketId = await d.openTicket(number);
    const uploadsBefore = d.uploads().length;
    await d.sendFile(ticketId, { name: 'animacao.gif', type: 'image/gif', data: GIF });
    const [message] = await d.settled(ticketId);
    expect(message).toMatchObject({
      sendStatus: 'failed',
      sendError: `${UNSUPPORTED_FILE} (animacao.gif)`,
    });
    expect(d.uploads()).toHaveLength(uploadsBefore);
  });

  it('text typed with an audio reaches the customer as a message after the audio', async () => {
    const number = '5511955550005';
    const ticketId = await d.openTicket(number);
    const res = await d.sendFile(
      ticketId,
      { name: 'audio-2026-03-02.ogg', type: 'audio/ogg', data: OGG },
      'Ouça com atenção, por favor',
    );
    expect(res.statusCode).toBe(200);
    const mine = await d.settled(ticketId);
    // the chat shows what the customer receives: the audio, then the text
    expect(mine.map((m) => [m.mediaType, m.body, m.sendStatus])).toEqual([
      ['audio', '', 'sent'],
      ['chat', 'Ouça com atenção, por favor', 'sent'],
    ]);
    const sends = d.fake.sends().filter((c) => c.json?.to === number);
    expect(sends.map((c) => c.json?.type)).toEqual(['audio', 'text']);
    expect(sends[0]!.json).toEqual(
      expect.objectContaining({ audio: { id: expect.stringMatching(/^UPLOADED-/) } }),
    );
    expect(sends[1]!.json).toMatchObject({ text: { body: 'Ouça com atenção, por favor' } });
  });
});
