import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { SystemCtx } from '../../context';
import { DEMO_LOGINS, startTestApp, type Session, type TestApp } from '../../../test/harness';
import { ingest } from './ingest.service';

/**
 * WhatsApp knows many Brazilian mobiles without their ninth digit (Baileys' jids, the Cloud
 * API's wa_id) while contacts are typed with it, and the other way round: a customer is one
 * contact and one ticket whichever form a message comes with.
 */
describe('ingest of a Brazilian mobile in either form', () => {
  let t: TestApp;
  let admin: Session;
  let connectionId: number;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    connectionId = (await t.request('GET', '/whatsapp', admin.token)).json()[0].id;
  });
  afterAll(() => t.close());

  const ctxOf = (companyId: number): SystemCtx => {
    const { db, clock, jobs, channels, media, secrets, events } = t.deps;
    const log = pino({ level: 'silent' });
    return { db, clock, jobs, channels, media, secrets, events, companyId, log };
  };
  let seq = 0;
  /** A message of `number` into company `companyId`, as an adapter delivers it. */
  const says = (number: string, companyId = admin.user.companyId, connId = connectionId) =>
    ingest(ctxOf(companyId), {
      companyId,
      connectionId: connId,
      kind: 'message',
      externalId: `FORMS-${++seq}`,
      from: { number, name: 'Cliente', isGroup: false },
      fromMe: false,
      body: `mensagem ${seq}`,
      mediaType: 'chat',
      timestamp: new Date(),
    });
  const contacts = async (token: string, search: string) =>
    (await t.request('GET', `/contacts?searchParam=${search}`, token)).json().contacts as {
      id: number;
      number: string;
    }[];
  const ticketsOf = async (token: string, number: string) =>
    (await t.request('GET', `/tickets?searchParam=${number}`, token)).json().tickets as {
      id: number;
      contactId: number;
    }[];
  const newContact = async (token: string, number: string) => {
    const res = await t.request('POST', '/contacts', token, { name: 'Cadastrado', number });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as { id: number; number: string };
  };

  it('a message without the 9 reaches the contact typed with it, and its ticket', async () => {
    const contact = await newContact(admin.token, '5521998887777');
    await says('552198887777');
    await says('552198887777');
    const tickets = await ticketsOf(admin.token, '5521998887777');
    expect(tickets).toEqual([expect.objectContaining({ contactId: contact.id })]);
    const { messages } = (
      await t.request('GET', `/messages/${tickets[0]!.id}`, admin.token)
    ).json();
    // both of the customer's messages (the demo's bot may have answered too)
    expect(messages.filter((m: { fromMe: boolean }) => !m.fromMe)).toHaveLength(2);
    // no second contact under the other form: the search (either form) finds the one typed
    expect((await contacts(admin.token, '552198887777')).map((c) => c.number)).toEqual([
      '5521998887777',
    ]);
  });

  it('a message with the 9 reaches the contact WhatsApp first gave without it', async () => {
    await says('551187776666');
    await says('5511987776666');
    const [contact] = await contacts(admin.token, '551187776666');
    expect(contact!.number).toBe('551187776666');
    expect(await ticketsOf(admin.token, '551187776666')).toHaveLength(1);
    expect((await contacts(admin.token, '5511987776666')).map((c) => c.number)).toEqual([
      '551187776666',
    ]);
  });

  it('a person the company has under both forms: the form WhatsApp gives wins', async () => {
    const withNine = await newContact(admin.token, '5541998882222');
    const withoutNine = await newContact(admin.token, '554198882222');
    await says('554198882222');
    await says('5541998882222');
    // one ticket each: neither message went to the other form's contact (the search finds
    // both forms)
    const byContact = (await ticketsOf(admin.token, '554198882222')).map((x) => x.contactId);
    expect(byContact.sort()).toEqual([withNine.id, withoutNine.id].sort());
  });

  it('a landline has no other form: the mobile-looking number is someone else', async () => {
    await newContact(admin.token, '5521933334444');
    await says('552133334444');
    expect((await contacts(admin.token, '552133334444')).map((c) => c.number)).toEqual([
      '552133334444',
    ]);
  });

  it('only ever finds a contact of the same company', async () => {
    await newContact(admin.token, '5531998881111');
    const b = await t.signupCompany('Empresa Formas');
    const conn = await t.request('POST', '/whatsapp', b.admin.token, {
      name: 'Simulado B',
      provider: 'sandbox',
    });
    expect(conn.statusCode, conn.body).toBe(200);
    await says('553198881111', b.company.id, conn.json().id);
    const [inB] = await contacts(b.admin.token, '553198881111');
    expect(inB!.number).toBe('553198881111');
    // company A's contact and tickets are untouched
    expect(await ticketsOf(admin.token, '5531998881111')).toEqual([]);
  });
});
