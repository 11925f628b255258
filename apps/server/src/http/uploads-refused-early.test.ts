import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, startTestApp, type Session, type TestApp } from '../../test/harness';
import { multipart } from '../../test/multipart';

/**
 * A file refused by its first bytes is answered before the rest of it has arrived. Over a real
 * connection (inject hands the whole body over at once) the client must still get that answer:
 * left unread, the upload stalled and the browser's spinner turned for ever.
 */
describe('an upload refused early, over HTTP', () => {
  let t: TestApp;
  let admin: Session;
  let ticketId: number;

  beforeAll(async () => {
    t = await startTestApp({ jobs: true });
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    const connections = (await t.request('GET', '/whatsapp', admin.token)).json();
    const sandbox = connections.find((c: { provider: string }) => c.provider === 'sandbox');
    const said = await t.request('POST', `/sandbox/${sandbox.id}/messages`, admin.token, {
      number: '5511930000101',
      name: 'Cliente Anexo Grande',
      body: 'Olá',
    });
    expect(said.statusCode).toBe(200);
    const list = (await t.request('GET', '/tickets?searchParam=5511930000101', admin.token)).json();
    ticketId = list.tickets[0].id;
    const opened = await t.request('PUT', `/tickets/${ticketId}`, admin.token, { status: 'open' });
    expect(opened.statusCode).toBe(200);
  }, 120_000);
  afterAll(() => t.close());

  /**
   * Posts the form as a browser does: the answer counts once the whole body has been sent.
   * Rejects when the server stops reading it (the stall a user saw as a spinner for ever).
   */
  const send = async (form: ReturnType<typeof multipart>) => {
    const url = new URL(`/api/messages/${ticketId}`, await t.listen());
    return new Promise<{ status: number; body: { fields?: object } }>((resolve, reject) => {
      const stalled = setTimeout(() => {
        req.destroy();
        reject(new Error('the upload stalled: the server stopped reading the body'));
      }, 20_000);
      let sent = false;
      let answer: { status: number; body: { fields?: object } } | undefined;
      const settle = () => {
        if (!sent || !answer) return;
        clearTimeout(stalled);
        resolve(answer);
      };
      const req = request(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.token}`, ...form.headers },
      });
      req.on('finish', () => {
        sent = true;
        settle();
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          answer = { status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()) };
          settle();
        });
      });
      req.on('error', reject);
      req.end(form.payload);
    });
  };

  const rar = (size: number) => ({
    field: 'medias',
    name: 'planilhas.rar',
    type: 'application/vnd.rar',
    data: Buffer.alloc(size, 7),
  });

  it('answers 400 naming an 8 MB file it does not take, and then takes a good one', async () => {
    const refused = await send(multipart({ body: 'segue' }, rar(8 * 1024 * 1024)));
    expect(refused).toEqual({
      status: 400,
      body: expect.objectContaining({
        fields: { medias: 'Tipo de arquivo não permitido: planilhas.rar' },
      }),
    });

    const text = await send(multipart({ body: 'sem anexo' }));
    expect(text.status, JSON.stringify(text.body)).toBe(200);
  });

  it('answers 400 naming an empty file, which would reach the customer as nothing', async () => {
    const empty = { field: 'medias', name: 'vazio.txt', type: 'text/plain', data: Buffer.alloc(0) };
    const refused = await send(multipart({ body: 'segue' }, empty));
    expect(refused).toEqual({
      status: 400,
      body: expect.objectContaining({ fields: { medias: 'O arquivo vazio.txt está vazio' } }),
    });
  });

  it('answers 400 when the refused file comes before more parts', async () => {
    const refused = await send(
      multipart({}, rar(6 * 1024 * 1024), { ...rar(6 * 1024 * 1024), name: 'outro.rar' }),
    );
    expect(refused.status).toBe(400);
  });
});
