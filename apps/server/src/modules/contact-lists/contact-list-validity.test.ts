import {
  companyChannel,
  contactListItemChannel,
  type ContactListDTO,
  type ContactListItemDTO,
} from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  openDemoDesk,
  record,
  startTestApp,
  type TestApp,
} from '../../../test/harness';
import { uploadList } from './contact-lists.testkit';

/** The import answers at once; the validity job fills each item through the simulated phone. */
describe('contact list validity through the connection', () => {
  let t: TestApp;
  let desk: Awaited<ReturnType<typeof openDemoDesk>>;
  beforeAll(async () => {
    t = await startTestApp({ jobs: true });
    desk = await openDemoDesk(t);
  });
  afterAll(() => t.close());

  it('marks valid and invalid numbers, live on the list page and the lists page', async () => {
    const token = desk.admin.token;
    const off = await t.request(
      'PUT',
      `/sandbox/${desk.connectionId}/numbers/5511911110002`,
      token,
      {
        onWhatsapp: false,
      },
    );
    expect(off.statusCode).toBe(200);
    const list = (
      await t.request('POST', '/contact-lists', token, { name: 'Validade' })
    ).json<ContactListDTO>();
    const socket = await t.connectSocket(token);
    const companyId = desk.admin.user.companyId as number;
    const itemEvents = record(socket, contactListItemChannel(companyId, list.id));
    const listEvents = record(socket, companyChannel(companyId, 'ContactList'));

    const csv = 'nome,numero\nAna Valida,5511911110001\nBeto Invalido,5511911110002\n';
    const res = await uploadList(t, token, list.id, 'lista.csv', csv);
    expect(res.json()).toMatchObject({ created: 2, refused: 0 });

    const settled = await eventually(async () => {
      const page = (
        await t.request('GET', `/contact-list-items?contactListId=${list.id}`, token)
      ).json().contacts as ContactListItemDTO[];
      if (page.some((c) => c.isWhatsappValid === null)) throw new Error('not checked yet');
      return page;
    });
    expect(settled.map((c) => [c.name, c.isWhatsappValid])).toEqual([
      ['Ana Valida', true],
      ['Beto Invalido', false],
    ]);
    const summary = (await t.request('GET', `/contact-lists/${list.id}`, token)).json();
    expect(summary).toMatchObject({ contactsCount: 2, checkedCount: 2, validCount: 1 });

    await eventually(() => {
      expect(itemEvents[0]).toEqual({ action: 'reload' });
      const updates = itemEvents.filter((e) => (e as { action: string }).action === 'update') as {
        record: ContactListItemDTO;
      }[];
      expect(updates.map((e) => [e.record.number, e.record.isWhatsappValid]).sort()).toEqual([
        ['5511911110001', true],
        ['5511911110002', false],
      ]);
      const last = listEvents.at(-1) as { action: string; record: ContactListDTO };
      expect(last).toMatchObject({ action: 'update', record: { id: list.id, checkedCount: 2 } });
    });
  });

  it('leaves the numbers unknown while the connection is down', async () => {
    const token = desk.admin.token;
    const down = await t.request('DELETE', `/whatsappsession/${desk.connectionId}`, token);
    expect(down.statusCode).toBeLessThan(300);
    const list = (await t.request('POST', '/contact-lists', token, { name: 'Sem conexão' })).json();
    await t.request('POST', '/contact-list-items', token, {
      contactListId: list.id,
      name: 'Caio Lopes',
      number: '5511911110003',
    });
    await eventually(async () => {
      const l = (await t.request('GET', `/contact-lists/${list.id}`, token)).json();
      expect(l).toMatchObject({ contactsCount: 1, checkedCount: 0 });
    });
    const page = (
      await t.request('GET', `/contact-list-items?contactListId=${list.id}`, token)
    ).json();
    expect(page.contacts[0].isWhatsappValid).toBeNull();
  });
});
