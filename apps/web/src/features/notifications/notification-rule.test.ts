import { describe, expect, it } from 'vitest';
import { makeTicket } from '../tickets/ticket-test-data';
import type { TicketViewer } from '../tickets/ticket-list-rules';
import { isAlertTicket } from '@atende/shared';
import { shouldAlert, type ViewState } from './notification-rule';

const ME = 7;
const agent: TicketViewer = { id: ME, profile: 'user', queueIds: [1, 2], allTicket: 'desabled' };
const allTicketAgent: TicketViewer = { ...agent, allTicket: 'enabled' };
const admin: TicketViewer = { ...agent, profile: 'admin' };
const elsewhere: ViewState = { openTicketUuid: null, tabVisible: true };

type Row = [
  what: string,
  ticket: Parameters<typeof makeTicket>[0],
  viewer: TicketViewer,
  expected: boolean,
];

// spec 1 §6: not pending, unassigned or mine, my queues or none, not a group
const rules: Row[] = [
  ['open, mine, in my queue', { status: 'open', userId: ME, queueId: 1 }, agent, true],
  ['open, unassigned, in my queue', { status: 'open', userId: null, queueId: 2 }, agent, true],
  ['open, mine, without queue', { status: 'open', userId: ME, queueId: null }, agent, true],
  ['open, unassigned, without queue', { status: 'open', userId: null, queueId: null }, agent, true],
  ["open, someone else's", { status: 'open', userId: 99, queueId: 1 }, agent, false],
  ["open, mine, in another's queue", { status: 'open', userId: ME, queueId: 5 }, agent, false],
  ['pending', { status: 'pending', userId: null, queueId: 1 }, agent, false],
  [
    'pending, with allTicket',
    { status: 'pending', userId: null, queueId: 1 },
    allTicketAgent,
    true,
  ],
  ['pending, no queue, allTicket', { status: 'pending', queueId: null }, allTicketAgent, true],
  ['pending, other queue, allTicket', { status: 'pending', queueId: 5 }, allTicketAgent, false],
  ['closed', { status: 'closed', userId: ME, queueId: 1 }, allTicketAgent, false],
  ['group', { status: 'open', userId: ME, queueId: 1, isGroup: true }, agent, false],
  ['admin: same rule, not all', { status: 'open', userId: 99, queueId: 1 }, admin, false],
  ['admin: pending without allTicket', { status: 'pending', queueId: 1 }, admin, false],
];

describe('isAlertTicket (spec 1 §6)', () => {
  it.each(rules)('%s → %s', (_what, overrides, viewer, expected) => {
    expect(isAlertTicket(makeTicket(overrides), viewer)).toBe(expected);
  });

  it('treats a group contact as a group', () => {
    const ticket = makeTicket({ status: 'open', userId: ME, queueId: 1 });
    expect(isAlertTicket({ ...ticket, contact: { ...ticket.contact, isGroup: true } }, agent)).toBe(
      false,
    );
  });
});

describe('shouldAlert', () => {
  const ticket = makeTicket({ status: 'open', userId: ME, queueId: 1 });
  const contactWrites = { fromMe: false };

  const views: [what: string, message: { fromMe: boolean }, view: ViewState, expected: boolean][] =
    [
      ['a contact writes while another page is shown', contactWrites, elsewhere, true],
      [
        'a contact writes while another ticket is open',
        contactWrites,
        { openTicketUuid: 'other', tabVisible: true },
        true,
      ],
      [
        'a contact writes while this ticket is open in a visible tab',
        contactWrites,
        { openTicketUuid: ticket.uuid, tabVisible: true },
        false,
      ],
      [
        'a contact writes while this ticket is open in a hidden tab',
        contactWrites,
        { openTicketUuid: ticket.uuid, tabVisible: false },
        true,
      ],
      ['we write', { fromMe: true }, elsewhere, false],
    ];

  it.each(views)('%s → %s', (_what, message, view, expected) => {
    expect(shouldAlert(message, ticket, agent, view)).toBe(expected);
  });

  it('never alerts for a ticket outside the rule', () => {
    const pending = makeTicket({ status: 'pending', queueId: 1 });
    expect(shouldAlert(contactWrites, pending, agent, elsewhere)).toBe(false);
    expect(shouldAlert(contactWrites, pending, allTicketAgent, elsewhere)).toBe(true);
  });
});
