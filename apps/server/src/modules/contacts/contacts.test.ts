import { companyChannel } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_LOGINS,
  eventually,
  record,
  sleep,
  startTestApp,
  type Session,
  type TestApp,
} from '../../../test/harness';
import { insertContact } from './contacts.repo';

describe('contacts', () => {
  let t: TestApp;
  let admin: Session;
  let agent: Session;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    agent = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
  });
  afterAll(() => t.close());

  const create = (body: object, token = admin.token) => t.request('POST', '/contacts', token, body);
  const search = async (term: string, token = admin.token) =>
    (await t.request('GET', `/contacts?searchParam=${encodeURIComponent(term)}`, token)).json();

  it('creates a contact with the number as digits and its extra info, and reads it back', async () => {
    const res = await create({
      name: '  Maria Oliveira ',
      number: '+55 (11) 97777-1234',
      email: 'Maria@Exemplo.com',
      extraInfo: [{ name: 'CPF', value: '123.456.789-00' }],
    });
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      name: 'Maria Oliveira',
      number: '5511977771234',
      email: 'maria@exemplo.com',
      profilePicUrl: '',
      isGroup: false,
      whatsappId: null,
      extraInfo: [{ id: expect.any(Number), name: 'CPF', value: '123.456.789-00' }],
    });
    expect(Date.parse(created.createdAt)).not.toBeNaN();
    const read = await t.request('GET', `/contacts/${created.id}`, agent.token);
    expect(read.json()).toEqual(created);
  });

  it('answers the form validation messages per field', async () => {
    const missing = await create({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({ name: 'Required', number: 'Required' });
    const short = await create({ name: 'A', number: '(11) 9', email: 'nope' });
    expect(short.json().fields).toEqual({
      name: 'Too Short!',
      number: 'Too Short!',
      email: 'Invalid email',
    });
    const long = await create({ name: 'A'.repeat(51), number: '9'.repeat(51) });
    expect(long.json().fields).toEqual({ name: 'Too Long!', number: 'Too Long!' });
    const noEmail = await create({ name: 'Sem Email', number: '55 11 3333-0000', email: '' });
    expect(noEmail.json()).toMatchObject({ email: '', number: '551133330000' });
  });

  it('refuses a second contact with the same number, whatever its mask', async () => {
    await create({ name: 'Primeiro', number: '5511966660001' });
    const dup = await create({ name: 'Segundo', number: '+55 11 96666-0001' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({
      error: 'ERR_DUPLICATED_CONTACT',
      fields: { number: expect.any(String) },
    });
    const other = (await create({ name: 'Terceiro', number: '5511966660002' })).json();
    const moved = await t.request('PUT', `/contacts/${other.id}`, admin.token, {
      name: 'Terceiro',
      number: '5511966660001',
    });
    expect(moved.json().error).toBe('ERR_DUPLICATED_CONTACT');
    // same number under two concurrent creations: one wins, the other is told why
    const racing = await Promise.all(
      [1, 2, 3].map((i) => create({ name: `Corrida ${i}`, number: '5511966660003' })),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('updates fields and replaces the extra info, keeping ids of entries kept', async () => {
    const c = (
      await create({
        name: 'Pedro Lima',
        number: '5521988880000',
        extraInfo: [
          { name: 'Empresa', value: 'ACME' },
          { name: 'Cargo', value: 'Gerente' },
        ],
      })
    ).json();
    const [empresa] = c.extraInfo;
    const res = await t.request('PUT', `/contacts/${c.id}`, agent.token, {
      name: 'Pedro H. Lima',
      number: '(21) 98888-0001',
      email: 'pedro@acme.com',
      extraInfo: [
        { id: empresa.id, name: 'Empresa', value: 'ACME Ltda' },
        { name: 'Cidade', value: 'Rio' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Pedro H. Lima',
      number: '21988880001',
      email: 'pedro@acme.com',
      extraInfo: [
        { id: empresa.id, name: 'Empresa', value: 'ACME Ltda' },
        { id: expect.any(Number), name: 'Cidade', value: 'Rio' },
      ],
    });
    // leaving extraInfo out keeps it; an empty list clears it
    const kept = await t.request('PUT', `/contacts/${c.id}`, admin.token, {
      name: 'Pedro Lima',
      number: '21988880001',
    });
    expect(kept.json().extraInfo).toHaveLength(2);
    const cleared = await t.request('PUT', `/contacts/${c.id}`, admin.token, {
      name: 'Pedro Lima',
      number: '21988880001',
      extraInfo: [],
    });
    expect(cleared.json().extraInfo).toEqual([]);
    const missing = await t.request('PUT', '/contacts/999999', admin.token, {
      name: 'Ninguém',
      number: '21988880002',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('ERR_NO_CONTACT_FOUND');
  });

  it('searches names ignoring case and accents, and numbers by digit fragments', async () => {
    await create({ name: 'João Silva', number: '5511999887700' });
    await create({ name: 'Ângela Souza', number: '5531912345678' });
    await create({ name: 'Joana 100%', number: '5531900000001' });
    const names = (page: { contacts: { name: string }[] }) => page.contacts.map((c) => c.name);
    expect(names(await search('joao'))).toEqual(['João Silva']);
    expect(names(await search('JOÃO SIL'))).toEqual(['João Silva']);
    expect(names(await search('angela'))).toEqual(['Ângela Souza']);
    expect(names(await search('9988'))).toEqual(['João Silva']);
    expect(names(await search('(31) 91234'))).toEqual(['Ângela Souza']);
    // LIKE wildcards typed by the user are taken literally
    expect(names(await search('100%'))).toEqual(['Joana 100%']);
    expect(names(await search('_'))).toEqual([]);
    expect((await search('zzz-nada')).count).toBe(0);
  });

  it('pages 20 at a time by name with hasMore and the total count', async () => {
    const { admin: other } = await t.signupCompany('Muitos Contatos');
    for (let i = 1; i <= 25; i++) {
      const n = String(i).padStart(2, '0');
      await insertContact(t.deps.db, other.user.companyId, {
        name: `Contato ${n}`,
        number: `55119000000${n}`,
      });
    }
    const p1 = (await t.request('GET', '/contacts?pageNumber=1', other.token)).json();
    expect(p1).toMatchObject({ hasMore: true, count: 25 });
    expect(p1.contacts).toHaveLength(20);
    expect(p1.contacts[0].name).toBe('Contato 01');
    const p2 = (await t.request('GET', '/contacts?pageNumber=2', other.token)).json();
    expect(p2).toMatchObject({ hasMore: false, count: 25 });
    expect(p2.contacts.map((c: { name: string }) => c.name)).toEqual([
      'Contato 21',
      'Contato 22',
      'Contato 23',
      'Contato 24',
      'Contato 25',
    ]);
    const filtered = (await search('contato 1', other.token)).count;
    expect(filtered).toBe(10);
    const all = (await t.request('GET', '/contacts/list', other.token)).json();
    expect(all).toHaveLength(25);
    expect(Object.keys(all[0]).sort()).toEqual(['email', 'id', 'name', 'number']);
    const bad = await t.request('GET', '/contacts?pageNumber=0', other.token);
    expect(bad.statusCode).toBe(400);
  });

  it('lists names as people read them: case and accents aside', async () => {
    const { admin: other } = await t.signupCompany('Nomes Variados');
    const names = ['Zé Carlos', 'ana Paula', 'Édson Araújo', 'Bruno Lima', 'Plínio Reis', 'Íris'];
    for (const [i, name] of names.entries()) {
      await insertContact(t.deps.db, other.user.companyId, { name, number: `55119100000${i}` });
    }
    const page = (await t.request('GET', '/contacts?pageNumber=1', other.token)).json();
    expect(page.contacts.map((c: { name: string }) => c.name)).toEqual([
      'ana Paula',
      'Bruno Lima',
      'Édson Araújo',
      'Íris',
      'Plínio Reis',
      'Zé Carlos',
    ]);
    const all = (await t.request('GET', '/contacts/list', other.token)).json();
    expect(all.map((c: { name: string }) => c.name)).toEqual(
      page.contacts.map((c: { name: string }) => c.name),
    );
  });

  it('filters by creation day in the company’s time zone (Brazil’s by default)', async () => {
    const { admin: other } = await t.signupCompany('Contatos Datados');
    const at = (name: string, number: string, iso: string) =>
      insertContact(t.deps.db, other.user.companyId, { name, number, createdAt: new Date(iso) });
    await at('Dia Dez', '5511911110010', '2024-03-10T15:00:00Z');
    // 02:00 UTC on the 12th is still the 11th in São Paulo (UTC-3)
    await at('Dia Onze', '5511911110011', '2024-03-12T02:00:00Z');
    await at('Dia Doze', '5511911110012', '2024-03-12T15:00:00Z');
    const names = async (qs: string) =>
      (await t.request('GET', `/contacts?${qs}`, other.token))
        .json()
        .contacts.map((c: { name: string }) => c.name);
    expect(await names('date=2024-03-11')).toEqual(['Dia Onze']);
    expect(await names('dateStart=2024-03-11&dateEnd=2024-03-12')).toEqual([
      'Dia Doze',
      'Dia Onze',
    ]);
    expect(await names('date=&dateStart=&searchParam=dia')).toHaveLength(3);
    const bad = await t.request('GET', '/contacts?date=2024-02-31', other.token);
    expect(bad.json()).toMatchObject({ error: 'ERR_VALIDATION', fields: { date: 'Invalid date' } });
    // on the company's clock: 02:00 UTC on the 12th is the 12th in Lisbon (UTC+0)
    const zone = await t.request('PUT', '/settings/timezone', other.token, {
      value: 'Europe/Lisbon',
    });
    expect(zone.statusCode, zone.body).toBe(200);
    expect(await names('date=2024-03-11')).toEqual([]);
    expect(await names('date=2024-03-12')).toEqual(['Dia Doze', 'Dia Onze']);
  });

  it('lets only an admin delete; a missing contact is ERR_NO_CONTACT_FOUND', async () => {
    const c = (await create({ name: 'Apagar Depois', number: '5511955550000' })).json();
    const refused = await t.request('DELETE', `/contacts/${c.id}`, agent.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('ERR_NO_PERMISSION');
    expect((await t.request('GET', `/contacts/${c.id}`, agent.token)).statusCode).toBe(200);
    expect((await t.request('DELETE', `/contacts/${c.id}`, admin.token)).statusCode).toBe(200);
    const gone = await t.request('GET', `/contacts/${c.id}`, admin.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe('ERR_NO_CONTACT_FOUND');
    expect((await t.request('DELETE', `/contacts/${c.id}`, admin.token)).statusCode).toBe(404);
    expect((await t.request('GET', '/contacts/abc', admin.token)).statusCode).toBe(400);
  });

  it('tells the company’s sockets about created, updated and deleted contacts', async () => {
    const socket = await t.connectSocket(agent.token);
    const heard = record(socket, companyChannel(admin.user.companyId, 'contact'));
    const c = (await create({ name: 'Ao Vivo', number: '5511944440000' })).json();
    await t.request('PUT', `/contacts/${c.id}`, admin.token, {
      name: 'Ao Vivo 2',
      number: '5511944440000',
    });
    await t.request('DELETE', `/contacts/${c.id}`, admin.token);
    await sleep(150);
    expect(heard).toEqual([
      { action: 'create', contact: expect.objectContaining({ id: c.id, name: 'Ao Vivo' }) },
      { action: 'update', contact: expect.objectContaining({ id: c.id, name: 'Ao Vivo 2' }) },
      { action: 'delete', contactId: c.id },
    ]);
  });

  it('takes the deleted contact’s tickets off the lists and chats showing them', async () => {
    const whatsapps: { id: number; provider: string }[] = (
      await t.request('GET', '/whatsapp', admin.token)
    ).json();
    const phone = whatsapps.find((w) => w.provider === 'sandbox')!.id;
    const socket = await t.connectSocket(admin.token);
    const heard = record(socket, companyChannel(admin.user.companyId, 'ticket'));
    const said = await t.request('POST', `/sandbox/${phone}/messages`, admin.token, {
      number: '5511933330000',
      name: 'Vai Embora',
      body: 'quero ser esquecido',
    });
    expect(said.statusCode, said.body).toBe(200);
    const [contact] = (await search('Vai Embora')).contacts;
    const ticket = await eventually(() => {
      const events = heard as { ticket?: { id: number; contactId: number } }[];
      const seen = events.find((e) => e.ticket?.contactId === contact.id);
      if (!seen?.ticket) throw new Error('no ticket event yet');
      return seen.ticket;
    });
    expect((await t.request('DELETE', `/contacts/${contact.id}`, admin.token)).statusCode).toBe(
      200,
    );
    await eventually(() => expect(heard.at(-1)).toEqual({ action: 'delete', ticketId: ticket.id }));
    expect((await t.request('GET', `/tickets/${ticket.id}`, admin.token)).statusCode).toBe(404);
  });
});
