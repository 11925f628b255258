import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type Session, type TestApp } from '../../../test/harness';

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
  });
}
