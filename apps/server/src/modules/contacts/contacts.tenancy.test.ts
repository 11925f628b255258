import { companyChannel } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_LOGINS,
  record,
  sleep,
  startTestApp,
  type Session,
  type TestApp,
} from '../../../test/harness';
import { uploadContacts } from './contacts.testkit';

/** Company B (signed up) against company A (the demo company): nothing crosses over. */
describe('contacts: tenant isolation', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let aContact: { id: number; number: string };
  beforeAll(async () => {
    t = await startTestApp();
    a = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    b = (await t.signupCompany('Empresa B')).admin;
    aContact = (
      await t.request('POST', '/contacts', a.token, {
        name: 'Cliente Secreto',
        number: '5511912340000',
        email: 'secreto@a.test',
        extraInfo: [{ name: 'CPF', value: '111' }],
      })
    ).json();
  });
  afterAll(() => t.close());

  it('B cannot read, change or delete A’s contacts: each answers 404 as if absent', async () => {
    const read = await t.request('GET', `/contacts/${aContact.id}`, b.token);
    expect(read.statusCode).toBe(404);
    expect(read.json().error).toBe('ERR_NO_CONTACT_FOUND');
    const change = await t.request('PUT', `/contacts/${aContact.id}`, b.token, {
      name: 'Tomado',
      number: '5511900000000',
      extraInfo: [],
    });
    expect(change.statusCode).toBe(404);
    const remove = await t.request('DELETE', `/contacts/${aContact.id}`, b.token);
    expect(remove.statusCode).toBe(404);
    const still = (await t.request('GET', `/contacts/${aContact.id}`, a.token)).json();
    expect(still).toMatchObject({ name: 'Cliente Secreto', extraInfo: [{ value: '111' }] });
  });

  it('B’s lists, searches and export hold none of A’s contacts, whatever companyId it sends', async () => {
    const q = `companyId=${a.user.companyId}`;
    const page = (await t.request('GET', `/contacts?${q}`, b.token)).json();
    expect(page).toEqual({ contacts: [], hasMore: false, count: 0 });
    for (const term of ['secreto', '1234']) {
      const found = (await t.request('GET', `/contacts?searchParam=${term}&${q}`, b.token)).json();
      expect(found.count, term).toBe(0);
    }
    expect((await t.request('GET', `/contacts/list?${q}`, b.token)).json()).toEqual([]);
    const csv = (await t.request('GET', `/contacts/export?${q}`, b.token)).body;
    expect(csv).not.toContain('Secreto');
    expect(csv.replace(/^\uFEFF/, '').trim()).toBe('nome;numero;email');
  });

  it('the same number is a separate contact in B; B’s import never touches A’s', async () => {
    const own = await t.request('POST', '/contacts', b.token, {
      name: 'Cliente de B',
      number: aContact.number,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().id).not.toBe(aContact.id);
    const res = await uploadContacts(
      t,
      b.token,
      'b.csv',
      `nome,numero\nOutro Nome,${aContact.number}\n`,
    );
    expect(res.json()).toMatchObject({ created: 0, updated: 1 });
    const mine = (await t.request('GET', `/contacts/${aContact.id}`, a.token)).json();
    expect(mine.name).toBe('Cliente Secreto');
  });

  it('B’s sockets receive none of A’s contact events, even listening on A’s channel', async () => {
    const bSocket = await t.connectSocket(b.token);
    const aSocket = await t.connectSocket(a.token);
    const bHeardOnA = record(bSocket, companyChannel(a.user.companyId, 'contact'));
    const aHeard = record(aSocket, companyChannel(a.user.companyId, 'contact'));
    const bAny: string[] = [];
    bSocket.onAny((event: string) => bAny.push(event));

    const c = (
      await t.request('POST', '/contacts', a.token, { name: 'Evento A', number: '5511912349999' })
    ).json();
    await t.request('PUT', `/contacts/${c.id}`, a.token, { name: 'Evento A2', number: c.number });
    await uploadContacts(t, a.token, 'a.csv', 'nome,numero\nImportado A,5511912348888\n');
    await t.request('DELETE', `/contacts/${c.id}`, a.token);
    await sleep(150);

    expect(aHeard.map((e) => (e as { action: string }).action)).toEqual([
      'create',
      'update',
      'reload',
      'delete',
    ]);
    expect(bHeardOnA).toEqual([]);
    expect(bAny).toEqual([]);
  });
});
