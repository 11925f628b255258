import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoDesk, startTestApp, type TestApp } from '../../../test/harness';
import { seedList } from '../campaigns/campaigns.testkit';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

/**
 * The searches an agent uses to find a person: tickets, contacts, users and a contact list's
 * items. Every word of a name in any order; a number in either Brazilian form; digits inside a
 * sentence are text, not a number fragment.
 */
describe('finding people', () => {
  let t: TestApp;
  let desk: Desk;

  const get = async (path: string) => (await t.request('GET', path, desk.admin.token)).json();
  const ticketsOf = async (term: string) => {
    const page = await get(`/tickets?showAll=true&searchParam=${encodeURIComponent(term)}`);
    return (page.tickets as { contact: { name: string } }[]).map((x) => x.contact.name).sort();
  };
  const contactsOf = async (term: string) => {
    const page = await get(`/contacts?searchParam=${encodeURIComponent(term)}`);
    return (page.contacts as { name: string }[]).map((c) => c.name).sort();
  };

  beforeAll(async () => {
    t = await startTestApp({ jobs: true });
    desk = await openDemoDesk(t, { bot: false });
    const says = async (number: string, name: string, body: string) => {
      const res = await desk.customerSays(number, body, { name });
      expect(res.statusCode, res.body).toBe(200);
    };
    await says('5511987650001', 'Maria Conceição Silva', 'bom dia');
    await says('5511922220002', 'Pedro Ramos', 'quero saber do pedido 123 por favor');
    await says('5511981239003', 'Carla Nunes', 'oi');
    // known to WhatsApp by the old, eight-digit form
    await says('551187650004', 'Paulo Velho', 'olá');
  }, 120_000);
  afterAll(() => t?.close());

  it('tickets: every word of the name in any order, accents and spaces aside', async () => {
    for (const term of ['maria silva', 'Silva Maria', ' conceicao   silva ']) {
      expect(await ticketsOf(term), term).toEqual(['Maria Conceição Silva']);
    }
    expect(await ticketsOf('maria ramos')).toEqual([]);
  });

  it('tickets: digits inside a sentence are text; a phone-shaped term is a number', async () => {
    expect(await ticketsOf('pedido 123')).toEqual(['Pedro Ramos']);
    expect(await ticketsOf('(11) 98123-9003')).toEqual(['Carla Nunes']);
    expect(await ticketsOf('9003')).toEqual(['Carla Nunes']);
  });

  it('tickets and contacts: a mobile is found in either form', async () => {
    expect(await ticketsOf('(11) 8765-0001')).toEqual(['Maria Conceição Silva']);
    expect(await ticketsOf('(11) 98765-0004')).toEqual(['Paulo Velho']);
    expect(await contactsOf('1187650001')).toEqual(['Maria Conceição Silva']);
    expect(await contactsOf('+55 11 98765-0004')).toEqual(['Paulo Velho']);
    expect(await contactsOf('silva maria')).toEqual(['Maria Conceição Silva']);
  });

  it('users: accents ignored, every word, sorted as read', async () => {
    for (const name of ['Antônio Gonçalves', 'ana_paula', 'Bruno Alves']) {
      const res = await t.request('POST', '/users', desk.admin.token, {
        name,
        email: `${name.replace(/\W/g, '').toLowerCase()}@busca.test`,
        password: 'Senha1234',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const names = async (term: string) =>
      ((await get(`/users?searchParam=${encodeURIComponent(term)}`)).users as { name: string }[])
        .map((u) => u.name)
        .filter((n) => ['Antônio Gonçalves', 'ana_paula', 'Bruno Alves'].includes(n));
    expect(await names('goncalves antonio')).toEqual(['Antônio Gonçalves']);
    expect(await names('')).toEqual(['ana_paula', 'Antônio Gonçalves', 'Bruno Alves']);
  });

  it("a contact list's items: either form of a mobile, every word of a name", async () => {
    const listId = await seedList(t, desk.admin.user.companyId, 'Busca', [
      { name: 'Zé das Couves', number: '551187650000' },
      { name: 'Zélia Souza', number: '5511911110000' },
    ]);
    const items = async (term: string) => {
      const page = await get(
        `/contact-list-items?contactListId=${listId}&searchParam=${encodeURIComponent(term)}`,
      );
      return (page.contacts as { name: string }[]).map((c) => c.name);
    };
    expect(await items('11987650000')).toEqual(['Zé das Couves']);
    expect(await items('couves ze')).toEqual(['Zé das Couves']);
    expect(await items('souza 1')).toEqual([]);
  });
});
