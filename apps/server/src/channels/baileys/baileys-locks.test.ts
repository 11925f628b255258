import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/harness';
import { fakeBaileys, manualScheduler } from '../../../test/fake-baileys';
import { createChannelHooks } from '../../modules/whatsapps/sessions.service';
import { createBaileysAdapter } from './baileys-adapter';
import { openBaileysDesk } from './baileys-testkit';
import { inProcessSessionLocks, postgresSessionLocks } from './session-locks';

type Desk = Awaited<ReturnType<typeof openBaileysDesk>>;

describe('one live Baileys session per connection across processes', () => {
  let d: Desk;
  beforeAll(async () => {
    d = await openBaileysDesk();
  });
  afterAll(() => d?.t.close());

  /** Another server process on the same database: its own adapter, locks and sockets. */
  const otherProcess = () => {
    const wa = fakeBaileys();
    const time = manualScheduler(d.clock);
    const { database, runtime } = d.t;
    const system = (companyId: number) => ({
      db: database.db,
      events: runtime.events,
      clock: d.clock,
      log: d.t.app.log,
      jobs: runtime.jobs,
      channels: runtime.channels,
      media: runtime.media,
      secrets: runtime.secrets,
      companyId,
    });
    const hooks = createChannelHooks(system);
    const adapter = createBaileysAdapter({
      db: database.db,
      hooks: () => hooks,
      media: runtime.media,
      secrets: runtime.channels.secrets,
      locks: database.url
        ? postgresSessionLocks(database.url, () => {})
        : inProcessSessionLocks(database.pglite!),
      log: d.t.app.log,
      socketFactory: wa.factory,
      scheduler: time.scheduler,
    });
    return { adapter, wa, time };
  };

  it('a second process neither opens the session nor steals it, and takes over when the owner stops', async () => {
    const c = await d.connect('Disputado');
    c.socket.open();
    await eventually(async () => expect((await d.connection(c.id)).status).toBe('CONNECTED'));
    const b = otherProcess();
    const before = d.wa.sockets.length;
    try {
      await b.adapter.claimOrphans();
      expect(b.wa.sockets).toHaveLength(0);
      expect(b.adapter.owns(c.id)).toBe(false);

      // the owner goes away (its process ends): the other one resumes the session
      await d.t.runtime.channels.baileys.stop(c.ref);
      expect(d.t.runtime.channels.baileys.owns(c.id)).toBe(false);
      await b.adapter.claimOrphans();
      expect(b.adapter.owns(c.id)).toBe(true);
      await eventually(() => expect(b.wa.sockets).toHaveLength(1));
      // with the pairing kept in the database: no QR needed
      expect(b.wa.sockets[0]!.auth.creds.registered).toBe(true);
      b.wa.sockets[0]!.open();
      await eventually(async () => expect((await d.connection(c.id)).status).toBe('CONNECTED'));

      // what the first process is asked to send goes out through the owner's socket
      b.wa.onWhatsApp.add('5511970000030');
      const viaA = d.t.runtime.channels.baileys;
      const sent = await viaA.send(c.ref, { to: '5511970000030', body: 'pelo dono' });
      expect(b.wa.sockets[0]!.sent.map((m) => [m.jid, m.content, m.id])).toEqual([
        ['5511970000030@s.whatsapp.net', { text: 'pelo dono' }, sent.externalId],
      ]);
      await expect(viaA.send(c.ref, { to: '5511970000031', body: 'x' })).rejects.toMatchObject({
        code: 'ERR_WAPP_INVALID_CONTACT',
        retryable: false,
      });
      expect(await viaA.checkNumber(c.ref, '5511970000030')).toEqual({
        exists: true,
        number: '5511970000030',
      });

      // 'new QR' received by the first process: the owner logs out, then a fresh session opens
      const renew = await d.t.request('PUT', `/whatsappsession/${c.id}`, d.admin.token);
      expect(renew.statusCode).toBe(200);
      await eventually(() => expect(b.wa.sockets[0]!.loggedOut).toBe(true));
      await eventually(() =>
        expect(b.wa.sockets.length + d.wa.sockets.length).toBeGreaterThan(before + 1),
      );
      const fresh = b.adapter.owns(c.id) ? b.wa.latest() : d.wa.latest();
      expect(fresh.auth.creds.registered).toBeFalsy();
      fresh.qr('2@depois-do-novo');
      await eventually(async () => expect((await d.connection(c.id)).status).toBe('qrcode'));
      fresh.open();
      await eventually(async () => expect((await d.connection(c.id)).status).toBe('CONNECTED'));

      // a command received by the first process reaches the new owner
      const res = await d.t.request('DELETE', `/whatsappsession/${c.id}`, d.admin.token);
      expect(res.statusCode).toBe(200);
      const owner = b.adapter.owns(c.id) ? b : undefined;
      await eventually(() => expect((owner?.wa ?? d.wa).latest().loggedOut).toBe(true));
      await eventually(async () => expect((await d.connection(c.id)).status).toBe('DISCONNECTED'));
    } finally {
      await b.adapter.close();
    }
  });

  it('a send for a session nobody runs fails at once, to be retried', async () => {
    const c = await d.connect('Parado');
    await d.t.runtime.channels.baileys.stop(c.ref);
    await expect(
      d.t.runtime.channels.baileys.send(c.ref, { to: '5511970000032', body: 'x' }),
    ).rejects.toMatchObject({ retryable: true });
  });

  it('a crash inside the library for one session leaves the process and the others running', async () => {
    const healthy = await d.connect('Saudável');
    healthy.socket.open();
    d.wa.failFor.add('*');
    const before = d.wa.sockets.length;
    const res = await d.t.request('POST', '/whatsapp', d.admin.token, {
      name: 'Quebrado',
      provider: 'beta',
    });
    expect(res.statusCode).toBe(200);
    // the failed opening is retried later, like a lost connection
    await eventually(() => expect(d.time.pending()).toBeGreaterThan(0));
    expect(d.wa.sockets.length).toBe(before);
    d.wa.failFor.clear();

    // malformed events and failing handlers are logged, not thrown
    healthy.socket.emit('messages.upsert', { type: 'notify', messages: [null as never] });
    healthy.socket.emit('call', undefined as never);
    healthy.socket.emit('messages.upsert', {
      type: 'notify',
      messages: [
        {
          key: { id: 'OK-1', remoteJid: '5511970000020@s.whatsapp.net', fromMe: false },
          message: { conversation: 'ainda funciona' },
          messageTimestamp: 1,
        },
      ],
    });
    await eventually(async () => {
      const list = (
        await d.t.request('GET', '/tickets?searchParam=5511970000020&showAll=true', d.admin.token)
      ).json().tickets;
      expect(list).toHaveLength(1);
    });
    d.time.advance(1000);
    await eventually(() => expect(d.wa.sockets.length).toBe(before + 1));
    expect((await d.connection(healthy.id)).status).toBe('CONNECTED');
  });
});
