import { expect, it } from 'vitest';
import { guarded } from './guarded';

it('a socket handler that throws or rejects is logged with its event, never left unhandled', async () => {
  const logged: { event: string; message: string }[] = [];
  const log = {
    error: (o: object) => {
      const { err, event } = o as { err: Error; event: string };
      logged.push({ event, message: err.message });
    },
  };
  guarded(log, 'joinChatBox', () => Promise.reject(new Error('connection refused')))(7);
  guarded(log, 'userStatus', () => {
    throw new Error('boom');
  })();
  const heard: unknown[] = [];
  guarded(log, 'leaveChatBox', (id) => heard.push(id))(9);
  await new Promise((r) => setTimeout(r, 0));
  expect(logged.sort((a, b) => a.event.localeCompare(b.event))).toEqual([
    { event: 'joinChatBox', message: 'connection refused' },
    { event: 'userStatus', message: 'boom' },
  ]);
  expect(heard).toEqual([9]);
});
