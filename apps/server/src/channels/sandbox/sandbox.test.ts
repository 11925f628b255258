import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, startTestApp, type Session, type TestApp } from '../../../test/harness';

interface Connection {
  id: number;
  status: string;
  qrcode: string;
  provider: string;
}

/** A minimal multipart/form-data body: text fields, then one file. */
function multipart(
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; data: Buffer },
) {
  const boundary = '----AtendeTestBoundary7d1f';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

// a 1x1 transparent PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('the sandbox phone: session lifecycle and the customer side', () => {
  let t: TestApp;
  let admin: Session;
  let agent: Session;
  let demoId: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    agent = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    const list: (Connection & { name: string })[] = (
      await t.request('GET', '/whatsapp', admin.token)
    ).json();
    demoId = list.find((c) => c.name === 'Telefone simulado')!.id;
  });
  afterAll(() => t.close());

  const read = async (id: number): Promise<Connection> =>
    (await t.request('GET', `/whatsapp/${id}`, admin.token)).json();
  const pair = (id: number, qrcode: string, token = admin.token) =>
    t.request('POST', `/sandbox/${id}/pair`, token, { qrcode });
  const customerSays = (id: number, body: string, number = '5511987650000') =>
    t.request('POST', `/sandbox/${id}/messages`, admin.token, { number, name: 'Cliente', body });

  it('pairs, disconnects, reconnects and renews its QR code like a phone', async () => {
    const created: Connection = (
      await t.request('POST', '/whatsapp', admin.token, {
        name: 'Celular Loja',
        provider: 'sandbox',
      })
    ).json();
    const id = created.id;
    expect(created.status).toBe('qrcode');
    expect(created.qrcode).toMatch(new RegExp(`^sandbox:${id}:[0-9a-f]{16}$`));
    const firstQr = created.qrcode;

    // not yet paired: the customer cannot write
    const early = await customerSays(id, 'Alô?');
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe('ERR_WAPP_NOT_INITIALIZED');

    const wrong = await pair(id, 'sandbox:nada');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ qrcode: 'QR code inválido ou expirado' });
    expect((await read(id)).status).toBe('qrcode');
    const empty = await pair(id, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('qrcode');

    const right = await pair(id, firstQr);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ status: 'CONNECTED' });
    expect(await read(id)).toMatchObject({ status: 'CONNECTED', qrcode: '' });
    expect((await customerSays(id, 'Oi')).statusCode).toBe(200);

    // 'try again' on a paired phone reconnects without a new QR
    const retry = await t.request('POST', `/whatsappsession/${id}`, admin.token);
    expect(retry.statusCode).toBe(200);
    expect(await read(id)).toMatchObject({ status: 'CONNECTED', qrcode: '' });

    // 'disconnect' forgets the pairing: the customer can no longer send
    const off = await t.request('DELETE', `/whatsappsession/${id}`, admin.token);
    expect(off.statusCode).toBe(200);
    expect(await read(id)).toMatchObject({ status: 'DISCONNECTED', qrcode: '' });
    const late = await customerSays(id, 'Ainda aí?');
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe('ERR_WAPP_NOT_INITIALIZED');
    // the QR shown before no longer pairs
    expect((await pair(id, firstQr)).statusCode).toBe(400);

    // 'try again' after a disconnect must show a QR to scan again
    const again = await t.request('POST', `/whatsappsession/${id}`, admin.token);
    expect(again.statusCode).toBe(200);
    const waiting = await read(id);
    expect(waiting.status).toBe('qrcode');
    expect(waiting.qrcode).toMatch(/^sandbox:/);
    expect(waiting.qrcode).not.toBe(firstQr);

    // 'new QR' replaces the code: the previous one stops working
    const renew = await t.request('PUT', `/whatsappsession/${id}`, admin.token);
    expect(renew.statusCode).toBe(200);
    const renewed = await read(id);
    expect(renewed.status).toBe('qrcode');
    expect(renewed.qrcode).not.toBe(waiting.qrcode);
    expect((await pair(id, waiting.qrcode)).statusCode).toBe(400);
    expect((await pair(id, renewed.qrcode)).statusCode).toBe(200);
    expect((await read(id)).status).toBe('CONNECTED');
    expect((await customerSays(id, 'Voltei')).statusCode).toBe(200);

    // 'new QR' on a connected phone also unpairs it
    await t.request('PUT', `/whatsappsession/${id}`, admin.token);
    expect((await read(id)).status).toBe('qrcode');
    expect((await customerSays(id, 'Perdi')).statusCode).toBe(400);
  });

  it('refuses connections that are not sandbox ones (400) and users who are not admins (403)', async () => {
    // only the phone paired in the test above has written so far
    const created = (await t.request('GET', '/whatsapp', admin.token))
      .json()
      .find((c: { name: string }) => c.name === 'Celular Loja').id;
    const beta: Connection = (
      await t.request('POST', '/whatsapp', admin.token, { name: 'Número Real', provider: 'beta' })
    ).json();
    for (const res of [
      await pair(beta.id, 'x'),
      await customerSays(beta.id, 'Oi'),
      await t.request('GET', `/sandbox/${beta.id}/messages?number=5511987650000`, admin.token),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/sandbox/);
    }

    for (const res of [
      await pair(demoId, 'x', agent.token),
      await t.request('POST', `/sandbox/${demoId}/messages`, agent.token, {
        number: '5511987650000',
        body: 'Oi',
      }),
      await t.request('GET', `/sandbox/${demoId}/messages?number=5511987650000`, agent.token),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('ERR_NO_PERMISSION');
    }
    const pending = (await t.request('GET', '/tickets?status=pending', admin.token)).json();
    expect(
      pending.tickets.filter((tk: { whatsappId: number }) => tk.whatsappId !== created),
    ).toEqual([]);

    expect((await pair(999999, 'x')).statusCode).toBe(404);
    expect((await t.request('POST', `/sandbox/${demoId}/pair`)).statusCode).toBe(401);
  });

  it('validates the customer message: number and body or media', async () => {
    const noBody = await t.request('POST', `/sandbox/${demoId}/messages`, admin.token, {
      number: '5511987650000',
    });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().fields).toEqual({ body: 'Required' });
    const badNumber = await t.request('POST', `/sandbox/${demoId}/messages`, admin.token, {
      number: '123',
      body: 'Oi',
    });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().fields).toEqual({ number: 'Too Short!' });
  });

  it('a media upload as the customer becomes an image message only its company can download', async () => {
    const form = multipart(
      { number: '5511955554444', name: 'Cliente Foto', body: 'Segue a foto' },
      { field: 'media', name: 'foto.png', type: 'image/png', data: PNG },
    );
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/${demoId}/messages`,
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().externalId).toMatch(/^SBX-IN-/);

    const tickets = (await t.request('GET', '/tickets?status=pending', admin.token)).json().tickets;
    const ticket = tickets.find(
      (tk: { contact: { number: string } }) => tk.contact.number === '5511955554444',
    );
    expect(ticket).toMatchObject({ status: 'pending', contact: { number: '5511955554444' } });
    const page = (await t.request('GET', `/messages/${ticket.id}`, admin.token)).json();
    const message = page.messages.find((m: { mediaType: string }) => m.mediaType === 'image');
    expect(message).toMatchObject({ mediaType: 'image', fromMe: false });

    const media = await t.request('GET', `/messages/${message.id}/media`, admin.token);
    expect(media.statusCode).toBe(200);
    expect(media.rawPayload.equals(PNG)).toBe(true);

    const other = (await t.signupCompany('Outra Empresa')).admin;
    const foreign = await t.request('GET', `/messages/${message.id}/media`, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.rawPayload.equals(PNG)).toBe(false);

    // a file type that is not allowed is refused with the field named
    const exe = multipart(
      { number: '5511955554444', body: 'programa' },
      { field: 'media', name: 'a.exe', type: 'application/x-msdownload', data: Buffer.from('MZ') },
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/${demoId}/messages`,
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': exe.contentType },
      payload: exe.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('media');
  });

  it("marks the customer's messages read on the phone only once an agent opens the ticket", async () => {
    const number = '5511977776666';
    expect((await customerSays(demoId, 'Alguém aí?', number)).statusCode).toBe(200);
    const phone = async () =>
      (await t.request('GET', `/sandbox/${demoId}/messages?number=${number}`, admin.token)).json()
        .messages as { direction: string; body: string; ack: number }[];
    // delivered (two grey ticks), not read, while nobody has opened the ticket
    expect((await phone()).find((m) => m.body === 'Alguém aí?')?.ack).toBe(2);
    const pending = (
      await t.request('GET', '/tickets?status=pending&showAll=true', admin.token)
    ).json().tickets as { id: number; contact: { number: string } }[];
    const ticket = pending.find((tk) => tk.contact.number === number)!;
    expect((await phone()).find((m) => m.body === 'Alguém aí?')?.ack).toBe(2);
    // the agent opens the chat: now it is read (blue ticks)
    expect((await t.request('GET', `/messages/${ticket.id}`, admin.token)).statusCode).toBe(200);
    expect((await phone()).find((m) => m.body === 'Alguém aí?')?.ack).toBe(3);
  });
});
