import { companyChannel, type QuickMessageDTO } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_LOGINS,
  record,
  sleep,
  startTestApp,
  type Session,
  type TestApp,
} from '../../../test/harness';
import { pngUpload } from './quick-messages.testkit';

/** Company B (signed up) against company A (the demo company): no quick message crosses over. */
describe('quick messages: tenant isolation', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let aShared: QuickMessageDTO;
  beforeAll(async () => {
    t = await startTestApp();
    a = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    b = (await t.signupCompany('Empresa B')).admin;
    aShared = (
      await t.request('POST', '/quick-messages', a.token, {
        shortcode: 'segredo',
        message: 'Mensagem da empresa A',
        geral: true,
      })
    ).json();
    const form = pngUpload();
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/quick-messages/${aShared.id}/media-upload`,
      headers: { authorization: `Bearer ${a.token}`, ...form.headers },
      payload: form.payload,
    });
    aShared = up.json();
  });
  afterAll(() => t.close());

  it('B lists only its own, whatever companyId or userId it sends', async () => {
    const page = await t.request(
      'GET',
      `/quick-messages?searchParam=segredo&userId=${a.user.id}&companyId=${a.user.companyId}`,
      b.token,
    );
    expect(page.json()).toEqual({ records: [], hasMore: false });
    const list = await t.request(
      'GET',
      `/quick-messages/list?companyId=${a.user.companyId}&userId=${a.user.id}`,
      b.token,
    );
    expect(list.json()).toEqual([]);
    const own = await t.request('POST', '/quick-messages', b.token, {
      shortcode: 'segredo',
      geral: true,
      companyId: a.user.companyId,
    });
    expect(own.statusCode).toBe(200);
    const bList = (await t.request('GET', '/quick-messages/list', b.token)).json();
    expect(bList.map((r: QuickMessageDTO) => r.id)).toEqual([own.json().id]);
    const aList = (await t.request('GET', '/quick-messages/list', a.token)).json();
    expect(aList.map((r: QuickMessageDTO) => r.id)).toEqual([aShared.id]);
  });

  it('B cannot read, change, delete or download A’s message or its attachment', async () => {
    const url = `/quick-messages/${aShared.id}`;
    expect((await t.request('GET', url, b.token)).statusCode).toBe(404);
    const put = await t.request('PUT', url, b.token, { shortcode: 'tomado', geral: true });
    expect(put.statusCode).toBe(404);
    expect((await t.request('DELETE', url, b.token)).statusCode).toBe(404);
    expect((await t.request('DELETE', `${url}/media-upload`, b.token)).statusCode).toBe(404);
    const form = pngUpload();
    const up = await t.app.inject({
      method: 'POST',
      url: `/api${url}/media-upload`,
      headers: { authorization: `Bearer ${b.token}`, ...form.headers },
      payload: form.payload,
    });
    expect(up.statusCode).toBe(404);
    const file = await t.app.inject({
      method: 'GET',
      url: aShared.mediaUrl!,
      headers: { authorization: `Bearer ${b.token}` },
    });
    expect(file.statusCode).toBe(404);

    // A's message is untouched
    const still = (await t.request('GET', url, a.token)).json();
    expect(still).toMatchObject({ shortcode: 'segredo', isMedia: true });
  });

  it('B’s sockets hear none of A’s quick message events, even on A’s channel name', async () => {
    const aSocket = await t.connectSocket(a.token);
    const bSocket = await t.connectSocket(b.token);
    const aHeard = record(aSocket, companyChannel(a.user.companyId, 'quickmessage'));
    const bHeardOnA = record(bSocket, companyChannel(a.user.companyId, 'quickmessage'));
    const bAny: string[] = [];
    bSocket.onAny((event: string) => bAny.push(event));

    const created = (
      await t.request('POST', '/quick-messages', a.token, { shortcode: 'nova-a', geral: true })
    ).json();
    await t.request('PUT', `/quick-messages/${created.id}`, a.token, {
      shortcode: 'nova-a2',
      geral: true,
    });
    await t.request('DELETE', `/quick-messages/${created.id}`, a.token);
    await sleep(150);

    expect(aHeard).toEqual([
      { action: 'create', record: expect.objectContaining({ shortcode: 'nova-a' }) },
      { action: 'update', record: expect.objectContaining({ shortcode: 'nova-a2' }) },
      { action: 'delete', id: created.id },
    ]);
    expect(bHeardOnA).toEqual([]);
    expect(bAny).toEqual([]);
  });
});
