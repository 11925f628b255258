import type { TicketDTO } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_LOGINS,
  eventually,
  startTestApp,
  type Session,
  type TestApp,
} from '../../../test/harness';

describe('company B never sees or reads company A’s notifications', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let ticketId: number;

  beforeAll(async () => {
    t = await startTestApp();
    a = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    b = (await t.signupCompany('Empresa Bravo')).admin;
    const connections = (await t.request('GET', '/whatsapp', a.token)).json();
    const connectionId = connections.find((c: { provider: string }) => c.provider === 'sandbox').id;
    await t.request('POST', `/sandbox/${connectionId}/messages`, a.token, {
      number: '5511966660001',
      name: 'Cliente de A',
      body: 'Olá, empresa A',
    });
    // the bot answers, then the ticket waits in a queue: A's admin accepts it
    const pending = await eventually(async () => {
      const res = await t.request('GET', '/tickets?status=pending&showAll=true', a.token);
      const found = (res.json().tickets as TicketDTO[]).find(
        (x) => x.contact.name === 'Cliente de A',
      );
      expect(found).toBeDefined();
      return found!;
    });
    ticketId = pending.id;
    await t.request('PUT', `/tickets/${ticketId}`, a.token, { status: 'open', userId: a.user.id });
    await t.request('POST', `/sandbox/${connectionId}/messages`, a.token, {
      number: '5511966660001',
      name: 'Cliente de A',
      body: 'Ainda aí?',
    });
  }, 120_000);
  afterAll(() => t.close());

  it('lists A’s unread ticket to A alone, and B cannot mark it read', async () => {
    const forA = await eventually(async () => {
      const list = (await t.request('GET', '/notifications', a.token)).json() as TicketDTO[];
      expect(list.map((x) => x.id)).toEqual([ticketId]);
      return list;
    });
    expect(forA.find((x) => x.id === ticketId)!.unreadMessages).toBeGreaterThan(0);

    const forB = await t.request('GET', '/notifications', b.token);
    expect(forB.statusCode).toBe(200);
    expect(forB.json()).toEqual([]);
    const read = await t.request('PUT', `/notifications/${ticketId}`, b.token, { read: true });
    expect(read.statusCode).toBe(404);
    const still = (await t.request('GET', '/notifications', a.token)).json() as TicketDTO[];
    expect(still.map((x) => x.id)).toEqual([ticketId]);
  });
});
