import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/harness';
import { startOutboundDesk, type OutboundDesk } from './cloud-api-outbound.testkit';

describe('cloud-api: a Brazilian mobile the platform knows without its ninth digit', () => {
  let d: OutboundDesk;
  beforeAll(async () => {
    d = await startOutboundDesk({ requestMs: 5000, fileMs: 5000 });
  });
  afterAll(() => d.close());

  it('the reply to a template lands in the ticket it was sent from', async () => {
    // the platform answers the send with wa_id 552198887777, and the reply comes from it
    d.fake.knowAs('5521998887777', '552198887777');
    const contact = await d.t.request('POST', '/contacts', d.admin.token, {
      name: 'Cliente Rio',
      number: '5521998887777',
    });
    const opened = await d.t.request('POST', '/tickets', d.admin.token, {
      contactId: contact.json().id,
      whatsappId: d.connId,
      status: 'open',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const ticketId = opened.json().id as number;
    const template = await d.t.request('POST', `/messages/${ticketId}/template`, d.admin.token, {
      name: 'retomar_atendimento',
      language: 'pt_BR',
      parameters: ['Ana', 'Loja'],
    });
    expect(template.statusCode, template.body).toBe(200);
    await d.settled(ticketId);

    await d.customerSays('552198887777', 'wamid.reply-rio', 'Sim, podemos');

    await eventually(async () => {
      const inbound = (await d.messagesOf(ticketId)).filter((m) => !m.fromMe);
      expect(inbound.map((m) => m.body)).toEqual(['Sim, podemos']);
    });
    // a search finds a mobile in either form, so both find the one ticket: no second was opened
    const one = [expect.objectContaining({ id: ticketId })];
    expect(await d.ticketsOf('5521998887777')).toEqual(one);
    expect(await d.ticketsOf('552198887777')).toEqual(one);
    const contacts = await d.t.request('GET', '/contacts', d.admin.token);
    expect(contacts.json().contacts.map((c: { number: string }) => c.number)).toEqual([
      '5521998887777',
    ]);
  });
});
