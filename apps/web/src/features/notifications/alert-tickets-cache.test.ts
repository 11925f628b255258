import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_MAX } from '@atende/shared';
import { makeTicket } from '../tickets/ticket-test-data';
import { withTicket } from './alert-tickets-cache';

const viewer = { id: 7, profile: 'user', queueIds: [1], allTicket: 'disabled' };
const unread = (id: number) =>
  makeTicket({ id, status: 'open', userId: 7, queueId: 1, unreadMessages: 1 });

describe('the notifications list kept live', () => {
  it('puts a new unread ticket on top and keeps no more than the server answers', () => {
    const full = Array.from({ length: NOTIFICATIONS_MAX }, (_, i) => unread(i + 1));
    const after = withTicket(full, unread(500), viewer);
    expect(after).toHaveLength(NOTIFICATIONS_MAX);
    expect(after[0]!.id).toBe(500);
    expect(after.at(-1)!.id).toBe(NOTIFICATIONS_MAX - 1);
  });
});
