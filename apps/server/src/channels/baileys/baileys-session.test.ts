import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { eventually, record } from '../../../test/harness';
import { superLogin } from '../../modules/companies/companies.testkit';
import { loadAuthState } from './auth-state';
import { openBaileysDesk } from './baileys-testkit';

type Desk = Awaited<ReturnType<typeof openBaileysDesk>>;

describe('baileys sessions', () => {
  let d: Desk;
  beforeAll(async () => {
    d = await openBaileysDesk();
  });
  afterAll(() => d?.t.close());

  const authRows = async (id: number) =>
    (
      (await d.t.deps.db.execute(
        sql`select kind, key_id, value from baileys_auth where whatsapp_id = ${id}`,
      )) as unknown as { rows: { kind: string; key_id: string; value: string }[] }
    ).rows;

  it('shows the QR code live, then CONNECTED once the phone reads it', async () => {
    const socket = await d.t.connectSocket(d.admin.token);
    const events = record(socket, `company-${d.admin.user.companyId}-whatsappSession`) as {
      session: { id: number; status: string; qrcode: string };
    }[];
    const c = await d.connect('QR ao vivo');
    c.socket.qr('2@qr-code-one');
    await eventually(async () =>
      expect(await d.connection(c.id)).toMatchObject({ status: 'qrcode', qrcode: '2@qr-code-one' }),
    );
    c.socket.qr('2@qr-code-two');
    await eventually(() =>
      expect(events.filter((e) => e.session.id === c.id).map((e) => e.session.qrcode)).toContain(
        '2@qr-code-two',
      ),
    );
    c.socket.open();
    await eventually(async () =>
      expect(await d.connection(c.id)).toMatchObject({ status: 'CONNECTED', qrcode: '' }),
    );
    // the socket event may reach this client a moment after the database says CONNECTED
    await eventually(() =>
      expect(events.filter((e) => e.session.id === c.id).map((e) => e.session.status)).toEqual([
        'OPENING',
        'qrcode',
        'qrcode',
        'CONNECTED',
      ]),
    );
  });

  it('keeps credentials and keys in the database, sealed, and reads them back', async () => {
    const c = await d.connect('Estado selado');
    c.socket.open();
    await c.socket.auth.keys.set({ 'pre-key': { '7': c.socket.auth.creds.signedPreKey.keyPair } });
    await eventually(async () =>
      expect((await authRows(c.id)).map((r) => r.kind).sort()).toEqual(['creds', 'pre-key']),
    );
    const creds = c.socket.auth.creds;
    const secretB64 = Buffer.from(creds.noiseKey.private).toString('base64');
    for (const row of await authRows(c.id)) {
      expect(row.value.startsWith('v1.')).toBe(true);
      expect(row.value).not.toContain(secretB64);
      expect(row.value).not.toContain('noiseKey');
    }
    const again = await loadAuthState(d.t.deps.db, d.t.runtime.channels.secrets, c.ref);
    expect(Buffer.from(again.state.creds.noiseKey.private)).toEqual(
      Buffer.from(creds.noiseKey.private),
    );
    expect(again.state.creds.registered).toBe(true);
    const keys = await again.state.keys.get('pre-key', ['7', '8']);
    expect(Object.keys(keys)).toEqual(['7']);
    expect(Buffer.from(keys['7']!.private)).toEqual(
      Buffer.from(creds.signedPreKey.keyPair.private),
    );
  });

  it('pairs by a code typed on the phone (PAIRING with the code)', async () => {
    const c = await d.connect('Código');
    const res = await d.t.request('POST', `/whatsappsession/${c.id}`, d.admin.token, {
      pairingNumber: '+55 (11) 98888-7777',
    });
    expect(res.statusCode).toBe(200);
    await eventually(() => expect(d.wa.latest()).not.toBe(c.socket));
    const pairing = d.wa.latest();
    pairing.qr('2@ignored-while-pairing');
    await eventually(async () =>
      expect(await d.connection(c.id)).toMatchObject({ status: 'PAIRING', qrcode: 'ABCD2345' }),
    );
    expect(pairing.pairingRequests).toEqual(['5511988887777']);
    pairing.open();
    await eventually(async () => expect((await d.connection(c.id)).status).toBe('CONNECTED'));
  });

  it('refuses a pairing number that is not a phone number, naming the field', async () => {
    const c = await d.connect('Código ruim');
    const res = await d.t.request('POST', `/whatsappsession/${c.id}`, d.admin.token, {
      pairingNumber: '123',
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('pairingNumber');
  });

  it('reconnects after a transient close, waiting longer each time', async () => {
    const c = await d.connect('Reconecta');
    c.socket.open();
    await eventually(async () => expect((await d.connection(c.id)).status).toBe('CONNECTED'));
    const count = d.wa.sockets.length;
    const timers = d.time.pending();
    c.socket.close(428);
    await eventually(async () => expect((await d.connection(c.id)).status).toBe('OPENING'));
    // the reconnect is scheduled once the OPENING status is written: the status can be read
    // before the timer exists, and a clock advanced then would pass it by
    await eventually(() => expect(d.time.pending()).toBe(timers + 1));
    d.time.advance(999);
    expect(d.wa.sockets.length).toBe(count);
    d.time.advance(1);
    await eventually(() => expect(d.wa.sockets.length).toBe(count + 1));
    d.wa.latest().close(503);
    await eventually(() => expect(d.time.pending()).toBeGreaterThan(0));
    d.time.advance(1999);
    expect(d.wa.sockets.length).toBe(count + 1);
    d.time.advance(1);
    await eventually(() => expect(d.wa.sockets.length).toBe(count + 2));
    d.wa.latest().open();
    await eventually(async () => expect((await d.connection(c.id)).status).toBe('CONNECTED'));
  });

  it('restart required after pairing: reconnects at once; banned or mismatched: stops', async () => {
    const c = await d.connect('Reinício');
    c.socket.qr('2@lido');
    const count = d.wa.sockets.length;
    c.socket.close(515);
    await eventually(() => expect(d.wa.sockets.length).toBe(count + 1));
    d.wa.latest().open();
    await eventually(async () => expect((await d.connection(c.id)).status).toBe('CONNECTED'));
    d.wa.latest().close(403);
    await eventually(async () => expect((await d.connection(c.id)).status).toBe('DISCONNECTED'));
    expect((await authRows(c.id)).length).toBeGreaterThan(0);

    const m = await d.connect('Descompasso');
    m.socket.open();
    await eventually(async () => expect((await authRows(m.id)).length).toBeGreaterThan(0));
    m.socket.close(411);
    await eventually(async () => expect((await d.connection(m.id)).status).toBe('DISCONNECTED'));
    await eventually(async () => expect(await authRows(m.id)).toEqual([]));
    d.time.advance(61_000);
    expect(d.wa.sockets.length).toBe(count + 2);
  });

  it('a network time-out before any QR code is a drop, not an expired QR', async () => {
    const c = await d.connect('Sem rede');
    const count = d.wa.sockets.length;
    c.socket.close(408);
    await eventually(() => expect(d.time.pending()).toBeGreaterThan(0));
    expect(d.wa.sockets.length).toBe(count);
    d.time.advance(1000);
    await eventually(() => expect(d.wa.sockets.length).toBe(count + 1));
    expect((await d.connection(c.id)).status).toBe('OPENING');
  });

  it('logged out on the phone: DISCONNECTED, pairing forgotten, no reconnect', async () => {
    const c = await d.connect('Deslogado');
    c.socket.open();
    await eventually(async () => expect((await authRows(c.id)).length).toBeGreaterThan(0));
    const count = d.wa.sockets.length;
    c.socket.close(401);
    await eventually(async () => expect((await d.connection(c.id)).status).toBe('DISCONNECTED'));
    await eventually(async () => expect(await authRows(c.id)).toEqual([]));
    d.time.advance(61_000);
    expect(d.wa.sockets.length).toBe(count);
    expect(d.t.runtime.channels.baileys.owns(c.id)).toBe(false);
  });

  it('replaced by another client: DISCONNECTED without a reconnect loop, pairing kept', async () => {
    const c = await d.connect('Substituído');
    c.socket.open();
    await eventually(async () => expect((await authRows(c.id)).length).toBeGreaterThan(0));
    const count = d.wa.sockets.length;
    c.socket.close(440);
    await eventually(async () => expect((await d.connection(c.id)).status).toBe('DISCONNECTED'));
    d.time.advance(61_000);
    expect(d.wa.sockets.length).toBe(count);
    expect((await authRows(c.id)).length).toBeGreaterThan(0);
  });

  it('TIMEOUT once the QR codes expired unread the configured number of rounds', async () => {
    const c = await d.connect('Sem leitura');
    const first = d.wa.sockets.length;
    c.socket.qr('2@round-1');
    c.socket.close(408);
    await eventually(() => expect(d.wa.sockets.length).toBe(first + 1));
    d.wa.latest().qr('2@round-2');
    d.wa.latest().close(408);
    await eventually(() => expect(d.wa.sockets.length).toBe(first + 2));
    d.wa.latest().qr('2@round-3');
    await eventually(async () => expect((await d.connection(c.id)).qrcode).toBe('2@round-3'));
    d.wa.latest().close(408);
    await eventually(async () => expect((await d.connection(c.id)).status).toBe('TIMEOUT'));
    d.time.advance(61_000);
    expect(d.wa.sockets.length).toBe(first + 2);
  });

  it('the disconnect button unlinks the phone and forgets the pairing', async () => {
    const c = await d.connect('Desconectar');
    c.socket.open();
    await eventually(async () => expect((await authRows(c.id)).length).toBeGreaterThan(0));
    const res = await d.t.request('DELETE', `/whatsappsession/${c.id}`, d.admin.token);
    expect(res.statusCode).toBe(200);
    expect(c.socket.loggedOut).toBe(true);
    expect((await d.connection(c.id)).status).toBe('DISCONNECTED');
    expect(await authRows(c.id)).toEqual([]);
  });

  it('deleting the connection unlinks the phone, as the disconnect button does', async () => {
    const c = await d.connect('Excluir');
    c.socket.open();
    await eventually(async () => expect((await authRows(c.id)).length).toBeGreaterThan(0));
    const res = await d.t.request('DELETE', `/whatsapp/${c.id}`, d.admin.token);
    expect(res.statusCode).toBe(200);
    expect(c.socket.loggedOut).toBe(true);
    expect(d.t.runtime.channels.baileys.owns(c.id)).toBe(false);
    expect(await authRows(c.id)).toEqual([]);
  });

  it('deleting a company unlinks the phones of its connections', async () => {
    const other = await d.t.signupCompany('Loja Encerrada');
    const before = d.wa.sockets.length;
    const created = await d.t.request('POST', '/whatsapp', other.admin.token, {
      name: 'Celular da loja encerrada',
      provider: 'beta',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as number;
    await eventually(() => expect(d.wa.sockets.length).toBe(before + 1));
    const phone = d.wa.latest();
    phone.open();
    await eventually(async () => {
      const conn = await d.t.request('GET', `/whatsapp/${id}`, other.admin.token);
      expect(conn.json().status).toBe('CONNECTED');
    });
    const root = await superLogin(d.t);
    const res = await d.t.request('DELETE', `/companies/${other.company.id}`, root.token);
    expect(res.statusCode).toBe(200);
    expect(phone.loggedOut).toBe(true);
    expect(d.t.runtime.channels.baileys.owns(id)).toBe(false);
  });

  it('another company cannot pair, start or disconnect the connection', async () => {
    const c = await d.connect('Só da empresa');
    const other = await d.t.signupCompany('Outra Loja');
    for (const [method, body] of [
      ['POST', { pairingNumber: '5511988887777' }],
      ['POST', undefined],
      ['PUT', undefined],
      ['DELETE', undefined],
    ] as const) {
      const res = await d.t.request(method, `/whatsappsession/${c.id}`, other.admin.token, body);
      expect(res.statusCode).toBe(404);
    }
    expect(d.wa.latest()).toBe(c.socket);
  });
});
