import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventually } from '../../../test/harness';
import { openBaileysDesk } from './baileys-testkit';

let d: Awaited<ReturnType<typeof openBaileysDesk>>;
beforeAll(async () => {
  d = await openBaileysDesk();
});
afterAll(() => d?.t.close());

const pairingRows = async (id: number) =>
  (
    (await d.t.deps.db.execute(
      sql`select kind from baileys_auth where whatsapp_id = ${id}`,
    )) as unknown as { rows: { kind: string }[] }
  ).rows;

it('closing the channels at shutdown ends the socket without logging out: the phone stays paired', async () => {
  const c = await d.connect('Desligamento');
  c.socket.open();
  await eventually(async () => expect((await d.connection(c.id)).status).toBe('CONNECTED'));
  await eventually(async () => expect((await pairingRows(c.id)).length).toBeGreaterThan(0));

  await d.t.runtime.channels.close();

  expect(c.socket.ended).toBe(true);
  expect(c.socket.loggedOut).not.toBe(true);
  expect((await pairingRows(c.id)).map((r) => r.kind)).toContain('creds');
  // left as it was, so the next start resumes it rather than asking for a QR code
  expect((await d.connection(c.id)).status).toBe('CONNECTED');
  expect(d.wa.sockets.at(-1)).toBe(c.socket); // and no reconnect from this process
});
