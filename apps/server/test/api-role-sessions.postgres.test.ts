import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBaileysAdapter } from '../src/channels/baileys/baileys-adapter';
import { openBaileysDesk } from '../src/channels/baileys/baileys-testkit';
import { neverOwning, postgresSessionLocks } from '../src/channels/baileys/session-locks';
import { fakeBaileys } from './fake-baileys';
import { eventually } from './harness';

/**
 * ROLE=api beside a worker on one PostgreSQL database (ADR 0106): the api's Baileys adapter
 * never takes a session lock. PostgreSQL only: the locks are PostgreSQL's advisory locks.
 */
describe('a process that runs no session (ROLE=api)', () => {
  let desk: Awaited<ReturnType<typeof openBaileysDesk>>;
  beforeAll(async () => {
    desk = await openBaileysDesk();
  }, 60_000);
  afterAll(() => desk?.t.close());

  it('sends its session commands to a worker: the worker opens the session, and a disconnect of one nobody runs is done', async () => {
    const { database, runtime } = desk.t;
    const apiWa = fakeBaileys();
    // the api's adapter, as runtime.ts builds it with sessions: false
    const api = createBaileysAdapter({
      db: database.db,
      hooks: () => {
        throw new Error('an api process runs no session');
      },
      media: runtime.media,
      secrets: runtime.channels.secrets,
      locks: neverOwning(postgresSessionLocks(database.url!, () => {})),
      log: desk.t.app.log,
      socketFactory: apiWa.factory,
      scheduler: desk.time.scheduler,
    });
    const worker = runtime.channels.baileys;
    try {
      const c = await desk.connect('Pelo api');
      c.socket.open();
      await eventually(async () => expect((await desk.connection(c.id)).status).toBe('CONNECTED'));
      await worker.stop(c.ref);
      const before = desk.wa.sockets.length;

      await api.start(c.ref);
      await eventually(() => expect(worker.owns(c.id)).toBe(true));
      // the session opens its socket a moment after it is registered
      await eventually(() => expect(desk.wa.sockets).toHaveLength(before + 1));
      expect(api.owns(c.id)).toBe(false);
      expect(apiWa.sockets).toHaveLength(0);

      // nobody runs it any more (its owner stopped it); 'Disconnect' on the api still acts
      await worker.stop(c.ref);
      await api.logout(c.ref);
      await eventually(async () =>
        expect((await desk.connection(c.id)).status).toBe('DISCONNECTED'),
      );
      expect(apiWa.sockets).toHaveLength(0);
    } finally {
      await api.close();
    }
  }, 60_000);
});
