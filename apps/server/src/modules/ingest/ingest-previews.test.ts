import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoDesk, startTestApp, type TestApp } from '../../../test/harness';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

describe('the ticket lists’ last message of a location and a contact card (decision 0152)', () => {
  let t: TestApp;
  let desk: Desk;
  beforeAll(async () => {
    t = await startTestApp();
    desk = await openDemoDesk(t, { bot: false });
  }, 120_000);
  afterAll(() => t.close());

  const lastMessageOf = async (number: string) => {
    const res = await t.request(
      'GET',
      `/tickets?searchParam=${number}&showAll=true`,
      desk.admin.token,
    );
    return res.json().tickets.map((x: { lastMessage: string }) => x.lastMessage);
  };
  const customerSends = (number: string, mediaType: string, body: string) =>
    t.request('POST', `/sandbox/${desk.connectionId}/messages`, desk.admin.token, {
      number,
      name: 'Cliente Mapa',
      body,
      mediaType,
    });

  it('reads as what it is, not as it is stored', async () => {
    const place = '|https://maps.google.com/maps?q=-23.55%2C-46.63&z=17|Av. Paulista, 1000';
    expect((await customerSends('5511950000001', 'locationMessage', place)).statusCode).toBe(200);
    expect(await lastMessageOf('5511950000001')).toEqual(['📍 Localização: Av. Paulista, 1000']);

    const card =
      'BEGIN:VCARD\nVERSION:3.0\nFN:João Silva\nTEL;waid=5511988887777:+55 11 98888-7777\nEND:VCARD';
    expect((await customerSends('5511950000001', 'vcard', card)).statusCode).toBe(200);
    expect(await lastMessageOf('5511950000001')).toEqual(['👤 Contato: João Silva']);
  });
});
