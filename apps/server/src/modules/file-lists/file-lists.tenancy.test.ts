import { companyChannel, type FileListDTO } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openDemoDesk,
  record,
  sleep,
  startTestApp,
  type Session,
  type TestApp,
} from '../../../test/harness';
import { PNG, uploadOptions } from './file-lists.testkit';

/** Company B (signed up) against company A (the demo company): no file list crosses over. */
describe('file lists: tenant isolation', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let aList: FileListDTO;
  let bTicketId: number;
  beforeAll(async () => {
    t = await startTestApp();
    a = (await openDemoDesk(t)).admin;
    const signup = await t.signupCompany('Empresa B');
    b = signup.admin;
    aList = (
      await t.request('POST', '/files', a.token, {
        name: 'Segredo A',
        message: 'Só de A',
        options: [{ name: 'Foto' }],
      })
    ).json();
    aList = (
      await uploadOptions(t, a.token, aList.id, String(aList.options[0].id), [
        { name: 'f.png', type: 'image/png', data: PNG },
      ])
    ).json();
    bTicketId = 999999;
  });
  afterAll(() => t.close());

  it('B lists nothing of A, and cannot read, change, delete, upload to or send A’s list', async () => {
    const page = await t.request('GET', `/files?companyId=${a.user.companyId}`, b.token);
    expect(page.json()).toEqual({ files: [], hasMore: false });
    const url = `/files/${aList.id}`;
    expect((await t.request('GET', url, b.token)).statusCode).toBe(404);
    const put = await t.request('PUT', url, b.token, { name: 'Tomada', message: 'x' });
    expect(put.statusCode).toBe(404);
    expect((await t.request('DELETE', url, b.token)).statusCode).toBe(404);
    const up = await uploadOptions(t, b.token, aList.id, String(aList.options[0].id), [
      { name: 'f.png', type: 'image/png', data: PNG },
    ]);
    expect(up.statusCode).toBe(404);
    const file = await t.app.inject({
      method: 'GET',
      url: aList.options[0].file!,
      headers: { authorization: `Bearer ${b.token}` },
    });
    expect(file.statusCode).toBe(404);
    const send = await t.request('POST', `${url}/send`, b.token, { ticketId: bTicketId });
    expect(send.statusCode).toBe(404);
    // B's own list cannot take A's option ids
    const own = (
      await t.request('POST', '/files', b.token, { name: 'Lista B', message: 'de B' })
    ).json<FileListDTO>();
    const steal = await t.request('PUT', `/files/${own.id}`, b.token, {
      name: 'Lista B',
      message: 'de B',
      options: [{ id: aList.options[0].id, name: 'roubada' }],
    });
    expect(steal.statusCode).toBe(400);
    expect((await t.request('GET', url, a.token)).json()).toMatchObject({
      name: 'Segredo A',
      options: [{ name: 'Foto' }],
    });
  });

  it('B hears none of A’s file events', async () => {
    const channel = companyChannel(a.user.companyId as number, 'file');
    const heardByB = record(await t.connectSocket(b.token), channel);
    const heardByA = record(await t.connectSocket(a.token), channel);
    await t.request('POST', '/files', a.token, { name: 'Nova de A', message: 'oi' });
    await sleep(300);
    expect(heardByA).toHaveLength(1);
    expect(heardByB).toHaveLength(0);
  });
});
