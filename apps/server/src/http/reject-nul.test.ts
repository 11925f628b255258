import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_LOGINS,
  quietDemoBot,
  startTestApp,
  type Session,
  type TestApp,
} from '../../test/harness';

/** PostgreSQL refuses U+0000 in text: every route answers 400 naming the field instead of 500. */
describe('NUL characters in text fields', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  });
  afterAll(() => t.close());

  it('the unauthenticated login names the field', async () => {
    const res = await t.request('POST', '/auth/login', undefined, {
      email: 'admin@demo.test\u0000',
      password: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'ERR_VALIDATION',
      fields: { email: 'Invalid value' },
    });
  });

  it('a nested body field, a query parameter and a path parameter are refused too', async () => {
    const nested = await t.request('POST', '/contacts', admin.token, {
      name: 'Contato Nulo',
      number: '5511999990000',
      extraInfo: [{ name: 'CPF', value: 'a\u0000b' }],
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().fields).toEqual({ 'extraInfo.0.value': 'Invalid value' });

    const query = await t.request('GET', '/contacts?searchParam=a%00b', admin.token);
    expect(query.statusCode).toBe(400);
    expect(query.json().fields).toEqual({ searchParam: 'Invalid value' });

    const params = await t.request('GET', '/contacts/1%00', admin.token);
    expect(params.statusCode).toBe(400);
    expect(params.json().fields).toEqual({ id: 'Invalid value' });

    const list = await t.request('GET', '/contacts', admin.token);
    expect(list.json().contacts.map((c: { name: string }) => c.name)).not.toContain('Contato Nulo');
  });

  it('a NUL in a multipart text field or file name is a 400 naming it, and nothing is sent', async () => {
    const connections = (await t.request('GET', '/whatsapp', admin.token)).json();
    const connectionId = connections.find((c: { provider: string }) => c.provider === 'sandbox').id;
    // the refused sends are under test here, not the chatbot's greeting
    await quietDemoBot(t, admin.token, connectionId);
    const number = '5511930000077';
    await t.request('POST', `/sandbox/${connectionId}/messages`, admin.token, {
      number,
      name: 'Cliente Nulo',
      body: 'Oi',
    });
    const ticket = (await t.request('GET', `/tickets?searchParam=${number}`, admin.token)).json()
      .tickets[0];
    await t.request('PUT', `/tickets/${ticket.id}`, admin.token, { status: 'open' });
    const boundary = '----atendeNul';
    const send = (body: string, filename: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/messages/${ticket.id}`,
        headers: {
          authorization: `Bearer ${admin.token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="body"\r\n\r\n${body}\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="medias"; filename="${filename}"\r\n` +
            `Content-Type: text/plain\r\n\r\nconteudo\r\n--${boundary}--\r\n`,
        ),
      });
    const inText = await send('olá\u0000mundo', 'a.txt');
    expect(inText.statusCode).toBe(400);
    expect(inText.json()).toMatchObject({
      error: 'ERR_VALIDATION',
      fields: { body: 'Invalid value' },
    });
    const inName = await send('olá', 'a\u0000.txt');
    expect(inName.statusCode).toBe(400);
    expect(inName.json()).toMatchObject({
      error: 'ERR_VALIDATION',
      fields: { medias: 'Invalid value' },
    });
    const messages = (await t.request('GET', `/messages/${ticket.id}`, admin.token)).json();
    expect(messages.messages.map((m: { body: string }) => m.body)).toEqual(['Oi']);
  });
});
