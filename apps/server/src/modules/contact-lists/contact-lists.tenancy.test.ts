import { companyChannel, contactListItemChannel } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_LOGINS,
  record,
  sleep,
  startTestApp,
  type Session,
  type TestApp,
} from '../../../test/harness';
import { uploadList } from './contact-lists.testkit';

/** Company B (signed up) against company A (the demo company): no list or item crosses over. */
describe('contact lists: tenant isolation', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let aList: { id: number };
  let aItem: { id: number };
  beforeAll(async () => {
    t = await startTestApp();
    a = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    b = (await t.signupCompany('Empresa B')).admin;
    aList = (await t.request('POST', '/contact-lists', a.token, { name: 'Segredo A' })).json();
    aItem = (
      await t.request('POST', '/contact-list-items', a.token, {
        contactListId: aList.id,
        name: 'Cliente A',
        number: '5511955550001',
      })
    ).json();
  });
  afterAll(() => t.close());

  it('B lists nothing of A, whatever companyId it sends', async () => {
    const cid = a.user.companyId;
    const page = await t.request(
      'GET',
      `/contact-lists?searchParam=Segredo&companyId=${cid}`,
      b.token,
    );
    expect(page.json()).toEqual({ records: [], hasMore: false });
    expect(
      (await t.request('GET', `/contact-lists/list?companyId=${cid}`, b.token)).json(),
    ).toEqual([]);
    const items = await t.request('GET', `/contact-list-items?contactListId=${aList.id}`, b.token);
    expect(items.statusCode).toBe(404);
  });

  it('B cannot read, change, delete or import into A’s list, nor touch its items', async () => {
    const list = `/contact-lists/${aList.id}`;
    expect((await t.request('GET', list, b.token)).statusCode).toBe(404);
    expect((await t.request('PUT', list, b.token, { name: 'Tomada' })).statusCode).toBe(404);
    expect((await t.request('DELETE', list, b.token)).statusCode).toBe(404);
    const up = await uploadList(
      t,
      b.token,
      aList.id,
      'l.csv',
      'nome;numero\nIntrusa B;5511955550009',
    );
    expect(up.statusCode).toBe(404);
    const item = `/contact-list-items/${aItem.id}`;
    expect((await t.request('GET', item, b.token)).statusCode).toBe(404);
    const put = await t.request('PUT', item, b.token, { name: 'Tomado', number: '5511955550002' });
    expect(put.statusCode).toBe(404);
    expect((await t.request('DELETE', item, b.token)).statusCode).toBe(404);
    const add = await t.request('POST', '/contact-list-items', b.token, {
      contactListId: aList.id,
      name: 'Intruso B',
      number: '5511955550003',
    });
    expect(add.statusCode).toBe(404);
    const mine = (await t.request('GET', list, a.token)).json();
    expect(mine).toMatchObject({ name: 'Segredo A', contactsCount: 1 });
    const aItemNow = (await t.request('GET', item, a.token)).json();
    expect(aItemNow).toMatchObject({ name: 'Cliente A', number: '5511955550001' });
  });

  it('B hears none of A’s list events; A hears its own', async () => {
    const aCid = a.user.companyId as number;
    const bSocket = await t.connectSocket(b.token);
    const aSocket = await t.connectSocket(a.token);
    const channels = [
      companyChannel(aCid, 'ContactList'),
      companyChannel(aCid, 'ContactListItem'),
      contactListItemChannel(aCid, aList.id),
    ];
    const heardByB = channels.map((c) => record(bSocket, c));
    const heardByA = channels.map((c) => record(aSocket, c));
    await t.request('PUT', `/contact-lists/${aList.id}`, a.token, { name: 'Segredo A2' });
    await t.request('POST', '/contact-list-items', a.token, {
      contactListId: aList.id,
      name: 'Cliente A2',
      number: '5511955550004',
    });
    await uploadList(t, a.token, aList.id, 'l.csv', 'nome;numero\nCliente A3;5511955550005');
    await sleep(300);
    expect(heardByA.map((h) => h.length > 0)).toEqual([true, true, true]);
    expect(heardByB.map((h) => h.length)).toEqual([0, 0, 0]);
  });
});
