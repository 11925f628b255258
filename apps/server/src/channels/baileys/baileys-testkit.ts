import { sql } from 'drizzle-orm';
import { DEMO_LOGINS, eventually, startTestApp, testClock } from '../../../test/harness';
import { fakeBaileys, manualScheduler } from '../../../test/fake-baileys';

/** The app with Baileys replaced by the fake socket, and a 'beta' connection of the demo company. */
export async function openBaileysDesk() {
  const clock = testClock();
  const time = manualScheduler(clock);
  const wa = fakeBaileys();
  const downloads: string[] = [];
  const t = await startTestApp({
    clock,
    jobs: true,
    retryDelaySeconds: 1,
    baileys: {
      socketFactory: wa.factory,
      scheduler: time.scheduler,
      download: async (m) => {
        downloads.push(m.key.id!);
        // as WhatsApp's servers answer for a file that expired or was deleted
        if (m.key.id!.startsWith('GONE-')) throw new Error('Request failed with status code 410');
        return Buffer.from(`file of ${m.key.id}`);
      },
    },
  });
  const admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  // every test here opens its own number
  await t.deps.db.execute(sql`update plans set connections = 100`);
  const connect = async (name = 'Celular da loja') => {
    const before = wa.sockets.length;
    const res = await t.request('POST', '/whatsapp', admin.token, { name, provider: 'beta' });
    if (res.statusCode !== 200) throw new Error(res.body);
    const id = res.json().id as number;
    await eventually(() => {
      if (wa.sockets.length === before) throw new Error('no socket yet');
    });
    return { id, socket: wa.latest(), ref: { id, companyId: admin.user.companyId, name } };
  };
  const connection = async (id: number) =>
    (await t.request('GET', `/whatsapp/${id}`, admin.token)).json() as {
      status: string;
      qrcode: string;
    };
  return { t, admin, wa, time, clock, downloads, connect, connection };
}
