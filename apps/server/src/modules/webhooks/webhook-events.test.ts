import type { CampaignDTO, ContactDTO, MessageDTO, TicketDTO } from '@atende/shared';
import { describe, expect, it } from 'vitest';
import { webhookEventsOf } from './webhook-events';

const now = new Date('2026-11-24T12:00:00.000Z');
const ticket = (over: Partial<TicketDTO>) =>
  ({ id: 9, status: 'open', createdAt: '2026-11-20T12:00:00.000Z', ...over }) as TicketDTO;
const summary = (events: ReturnType<typeof webhookEventsOf>) =>
  events.map((e) => [e.type, e.orderKey, e.dedupeKey]);

describe('webhook events of the domain events', () => {
  it('a new ticket is announced once, before its first message, in the ticket’s order', () => {
    const fresh = ticket({ status: 'pending', createdAt: '2026-11-24T11:59:58.000Z' });
    const message = { id: 1, body: 'oi' } as unknown as MessageDTO;
    expect(
      summary(
        webhookEventsOf({ type: 'message.created', companyId: 1, message, ticket: fresh }, now),
      ),
    ).toEqual([
      ['ticket.created', 'ticket:9', 'ticket:9'],
      ['message.created', 'ticket:9', null],
    ]);
    expect(
      summary(webhookEventsOf({ type: 'ticket.updated', companyId: 1, ticket: fresh }, now)),
    ).toEqual([
      ['ticket.created', 'ticket:9', 'ticket:9'],
      ['ticket.updated', 'ticket:9', null],
    ]);
  });

  it('an older ticket is updated or closed; a message update keeps the ticket’s order', () => {
    expect(
      summary(webhookEventsOf({ type: 'ticket.updated', companyId: 1, ticket: ticket({}) }, now)),
    ).toEqual([['ticket.updated', 'ticket:9', null]]);
    const closed = ticket({ status: 'closed' });
    const previous = (status: string) => ({ status, queueId: null, userId: null });
    expect(
      summary(
        webhookEventsOf(
          { type: 'ticket.updated', companyId: 1, ticket: closed, previous: previous('open') },
          now,
        ),
      ),
    ).toEqual([['ticket.closed', 'ticket:9', null]]);
    // a closed ticket changed again (its farewell text, a tag) was not closed by that change
    for (const after of [
      { type: 'ticket.updated' as const, companyId: 1, ticket: closed },
      {
        type: 'ticket.updated' as const,
        companyId: 1,
        ticket: closed,
        previous: previous('closed'),
      },
    ]) {
      expect(summary(webhookEventsOf(after, now))).toEqual([['ticket.updated', 'ticket:9', null]]);
    }
    const message = { id: 1 } as unknown as MessageDTO;
    const updated = webhookEventsOf(
      {
        type: 'message.updated',
        companyId: 1,
        message,
        ticket: { id: 9, queueId: null, userId: null },
      },
      now,
    );
    expect(summary(updated)).toEqual([['message.updated', 'ticket:9', null]]);
    expect(updated[0]!.data).toEqual({ message, ticketId: 9 });
  });

  it('contacts and finished campaigns; everything else gives nothing', () => {
    const contact = { id: 4, name: 'Ana' } as ContactDTO;
    expect(
      summary(webhookEventsOf({ type: 'contact.created', companyId: 1, contact }, now)),
    ).toEqual([['contact.created', 'contact:4', 'contact:4']]);
    expect(
      summary(webhookEventsOf({ type: 'contact.updated', companyId: 1, contact }, now)),
    ).toEqual([['contact.updated', 'contact:4', null]]);
    const campaign = (status: string) =>
      ({ id: 3, name: 'Black Friday', status }) as unknown as CampaignDTO;
    const finished = webhookEventsOf(
      { type: 'campaign.saved', companyId: 1, action: 'update', record: campaign('FINALIZADA') },
      now,
    );
    expect(summary(finished)).toEqual([['campaign.finished', 'campaign:3', 'campaign:3']]);
    expect(
      webhookEventsOf(
        {
          type: 'campaign.saved',
          companyId: 1,
          action: 'update',
          record: campaign('EM_ANDAMENTO'),
        },
        now,
      ),
    ).toEqual([]);
    expect(webhookEventsOf({ type: 'contact.deleted', companyId: 1, contactId: 4 }, now)).toEqual(
      [],
    );
    expect(webhookEventsOf({ type: 'tag.deleted', companyId: 1, tagId: 2 }, now)).toEqual([]);
  });
});
