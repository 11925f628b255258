import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type Session, type TestApp } from '../../../test/harness';
import type { ChannelAdapter, ConnectionRef } from '../channel';

/** How the contract drives one channel from the customer's side. */
export interface ChannelDriver {
  t: TestApp;
  admin: Session;
  /** The customer writes; the same externalId twice is the same message delivered again. */
  customerSays(number: string, body: string, externalId: string): Promise<void>;
  /** What the customer's phone received from the business, oldest first. */
  received(number: string): Promise<string[]>;
  /** The customer's phone reports the newest message from the business as delivered. */
  confirmDelivery(number: string): Promise<void>;
  /** The customer's messages their phone shows as read by the business (blue ticks). */
  readOnPhone(number: string): Promise<string[]>;
  /** The connection under test and its adapter. */
  connection: ConnectionRef;
  adapter: ChannelAdapter;
  /** Makes WhatsApp say the number is not on it, when the channel can be told so. */
  markAbsent?(number: string): Promise<void>;
  /** Gives the number a profile picture, when the channel can be told so. */
  givePicture?(number: string): Promise<void>;
  close(): Promise<void>;
}

interface Msg {
  body: string;
  fromMe: boolean;
  ack: number;
  sendStatus: string;
}

/**
 * What every channel adapter guarantees the core, whatever the library behind it: one
 * message per customer message however often it arrives, agent replies that reach the
 * customer, and ticks that rise with the customer's phone.
 */
export function channelContract(name: string, open: () => Promise<ChannelDriver>) {
  describe(`channel contract: ${name}`, () => {
    let d: ChannelDriver;
    beforeAll(async () => {
      d = await open();
    });
    afterAll(() => d?.close());
    const ticketOf = async (number: string) => {
      const res = await d.t.request('GET', `/tickets?searchParam=${number}`, d.admin.token);
      const tickets = res.json().tickets as { id: number; status: string }[];
      expect(tickets).toHaveLength(1);
      return tickets[0]!;
    };
    const messagesOf = async (ticketId: number): Promise<Msg[]> =>
      (await d.t.request('GET', `/messages/${ticketId}`, d.admin.token)).json().messages;

    it('turns a customer message into one pending ticket, however often it arrives', async () => {
      await d.customerSays('5511966660001', 'Olá, contrato', 'CONTRACT-IN-1');
      await d.customerSays('5511966660001', 'Olá, contrato', 'CONTRACT-IN-1');
      const ticket = await eventually(() => ticketOf('5511966660001'));
      expect(ticket.status).toBe('pending');
      await eventually(async () => {
        const msgs = await messagesOf(ticket.id);
        expect(msgs.map((m) => [m.body, m.fromMe])).toEqual([['Olá, contrato', false]]);
      });
    });

    it('delivers an agent reply to the customer and raises its ticks', async () => {
      const ticket = await ticketOf('5511966660001');
      await d.t.request('PUT', `/tickets/${ticket.id}`, d.admin.token, { status: 'open' });
      const res = await d.t.request('POST', `/messages/${ticket.id}`, d.admin.token, {
        body: 'Resposta do contrato',
      });
      expect(res.statusCode).toBe(200);
      await eventually(async () => {
        const got = await d.received('5511966660001');
        expect(got.at(-1)).toContain('Resposta do contrato');
      });
      await d.confirmDelivery('5511966660001');
      await eventually(async () => {
        const mine = (await messagesOf(ticket.id)).find((m) => m.fromMe)!;
        expect(mine.sendStatus).toBe('sent');
        expect(mine.ack).toBeGreaterThanOrEqual(2);
      });
    });

    it("marks the customer's message read on their phone when an agent opens the chat", async () => {
      const ticket = await ticketOf('5511966660001');
      await d.customerSays('5511966660001', 'Ainda aí?', 'CONTRACT-IN-2');
      // looked at without reading (the admin's peek), so nothing is marked read yet
      await eventually(async () => {
        const peek = await d.t.request(
          'GET',
          `/messages/${ticket.id}?markRead=false`,
          d.admin.token,
        );
        expect((peek.json().messages as Msg[]).map((m) => m.body)).toContain('Ainda aí?');
      });
      expect(await d.readOnPhone('5511966660001')).not.toContain('CONTRACT-IN-2');
      const opened = await d.t.request('GET', `/messages/${ticket.id}`, d.admin.token);
      expect(opened.statusCode).toBe(200);
      await eventually(async () =>
        expect(await d.readOnPhone('5511966660001')).toContain('CONTRACT-IN-2'),
      );
    });

    it('checks whether a number is on WhatsApp, answering it in digits', async () => {
      const check = d.adapter.checkNumber!.bind(d.adapter);
      expect(await check(d.connection, '+55 (11) 96666-0002')).toEqual({
        exists: true,
        number: '5511966660002',
      });
      if (d.markAbsent) {
        await d.markAbsent('5511966660003');
        expect(await check(d.connection, '5511966660003')).toEqual({
          exists: false,
          number: '5511966660003',
        });
      }
    });

    it('answers a profile picture address, or null when the number shows none', async () => {
      const picture = d.adapter.profilePicture!.bind(d.adapter);
      expect(await picture(d.connection, '5511966660004')).toBeNull();
      if (d.givePicture) {
        await d.givePicture('5511966660005');
        const url = await picture(d.connection, '5511966660005');
        const res = await fetch(url!);
        expect(res.headers.get('content-type')).toMatch(/^image\//);
        expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
      }
    });
  });
}
