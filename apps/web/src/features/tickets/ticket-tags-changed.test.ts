import { describe, expect, it } from 'vitest';
import { makeTicket } from '../chat/chat-test-data';
import { tagChanged, withTagChange } from './ticket-tags-changed';
import type { TicketsData } from './ticket-list-rules';

const vip = { id: 4, name: 'VIP', color: '#d32f2f' };
const urgent = { id: 5, name: 'Urgente', color: '#f57c00' };

describe('a tag changed elsewhere, on cached tickets', () => {
  it('a deleted tag leaves the tickets that carried it; the others stay the same objects', () => {
    const tagged = makeTicket({ id: 1, tags: [vip, urgent] });
    const plain = makeTicket({ id: 2, tags: [urgent] });
    const data: TicketsData = {
      pages: [{ tickets: [tagged, plain], hasMore: false }],
      pageParams: [1],
    };
    const next = tagChanged(data, { tagId: 4, tag: null });
    expect(next.pages[0]!.tickets.map((t) => t.tags.map((tag) => tag.name))).toEqual([
      ['Urgente'],
      ['Urgente'],
    ]);
    expect(next.pages[0]!.tickets[1]).toBe(plain);
    expect(tagChanged(next, { tagId: 4, tag: null })).toBe(next);
  });

  it('a renamed tag shows its new name and colour', () => {
    const renamed = { ...vip, name: 'Cliente VIP', color: '#7b1fa2', kanban: 0 };
    const ticket = withTagChange(makeTicket({ tags: [vip] }), { tagId: 4, tag: renamed });
    expect(ticket.tags).toEqual([{ id: 4, name: 'Cliente VIP', color: '#7b1fa2' }]);
  });
});
