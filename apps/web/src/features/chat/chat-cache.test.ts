import { describe, expect, it } from 'vitest';
import { replaceMessage, upsertMessages } from './chat-cache';
import { makeMessage } from './chat-test-data';

const pages = (...lists: number[][]) => ({
  pageParams: lists.map((_, i) => i + 1),
  pages: lists.map((ids) => ({ hasMore: false, messages: ids.map((id) => makeMessage({ id })) })),
});

describe('chat cache', () => {
  it('appends new messages to the newest page in time order, once', () => {
    const data = pages([3, 4], [1, 2]);
    const next = upsertMessages(data, [
      makeMessage({ id: 6, createdAt: '2026-03-10T12:00:02.000Z' }),
      makeMessage({ id: 5, createdAt: '2026-03-10T12:00:01.000Z' }),
      makeMessage({ id: 4, body: 'editada' }),
    ])!;
    expect(next.pages[0]!.messages.map((m) => m.id)).toEqual([3, 4, 5, 6]);
    expect(next.pages[0]!.messages[1]!.body).toBe('editada');
  });

  it('replaces a message (ack, edit, delete) wherever it is, keeping its quote', () => {
    const quote = { id: 1, body: 'pergunta', fromMe: false, mediaType: 'chat' };
    const data = pages([3], [1, 2]);
    data.pages[0]!.messages[0] = makeMessage({ id: 3, fromMe: true, quotedMsg: quote });
    const acked = replaceMessage(data, makeMessage({ id: 3, fromMe: true, ack: 3 }))!;
    expect(acked.pages[0]!.messages[0]).toMatchObject({ ack: 3, quotedMsg: quote });
    const deleted = replaceMessage(acked, makeMessage({ id: 2, isDeleted: true }))!;
    expect(deleted.pages[1]!.messages[1]!.isDeleted).toBe(true);
    expect(replaceMessage(undefined, makeMessage())).toBeUndefined();
  });
});
