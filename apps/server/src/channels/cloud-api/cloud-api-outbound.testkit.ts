import { manualScheduler } from '../../../test/fake-baileys';
import { messagesWebhook, signedWebhook, startFakeGraphApi } from '../../../test/fake-graph-api';
import {
  DEMO_LOGINS,
  eventually,
  startTestApp,
  testClock,
  type Session,
} from '../../../test/harness';
import { multipart } from '../../../test/multipart';
import type { GraphTimeouts } from './graph-client';

export const TOKEN = 'EAAG-outbound-token';
export const SECRET = 'outbound-app-secret';
export const PHONE = '106540352240001';

/** A message as GET /messages/{ticketId} lists it, in the fields these tests read. */
export interface SentMsg {
  id: number;
  body: string;
  fromMe: boolean;
  mediaType: string;
  mediaName?: string | null;
  sendStatus?: string;
  sendError?: string | null;
}

export type OutboundDesk = Awaited<ReturnType<typeof startOutboundDesk>>;

/**
 * The demo company with one cloud-api connection on a fake Graph API whose answers may be
 * late or missing: the Graph API's time limits are short, retries come after a second and
 * the re-checks of an unreachable API run when the test moves its clock (`time.advance`).
 */
export async function startOutboundDesk(timeouts: GraphTimeouts) {
  const clock = testClock(new Date('2026-03-02T12:00:00Z'));
  const time = manualScheduler(clock);
  const fake = await startFakeGraphApi({ accessToken: TOKEN });
  const t = await startTestApp({
    jobs: true,
    clock,
    retryDelaySeconds: 1,
    cloudApiBaseUrl: fake.baseUrl,
    cloudApi: { timeouts, scheduler: time.scheduler },
  });
  const admin: Session = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  const created = await t.request('POST', '/whatsapp', admin.token, {
    name: 'Oficial',
    provider: 'cloud-api',
    cloudApi: {
      phoneNumberId: PHONE,
      businessAccountId: '102290129340001',
      accessToken: TOKEN,
      appSecret: SECRET,
      verifyToken: 'v',
    },
  });
  if (created.statusCode !== 200) throw new Error(`connection not created: ${created.body}`);
  const connId: number = created.json().id;
  const seconds = () => String(Math.floor(clock.now().getTime() / 1000));

  const desk = {
    t,
    fake,
    time,
    admin,
    connId,
    /** The customer writes (a signed webhook delivery). */
    customerSays(from: string, id: string, body = 'Oi') {
      const { body: payload, headers } = signedWebhook(
        SECRET,
        messagesWebhook(PHONE, {
          contacts: [{ profile: { name: 'Cliente' }, wa_id: from }],
          messages: [{ from, id, timestamp: seconds(), type: 'text', text: { body } }],
        }),
      );
      return t.app.inject({
        method: 'POST',
        url: `/api/webhooks/cloud-api/${connId}`,
        payload,
        headers,
      });
    },
    async ticketsOf(number: string) {
      const res = await t.request('GET', `/tickets?searchParam=${number}`, admin.token);
      return res.json().tickets as { id: number; contactId: number }[];
    },
    /** A ticket opened by the customer's first message and accepted by the admin. */
    async openTicket(number: string) {
      await desk.customerSays(number, `wamid.first-${number}`);
      const [ticket] = await eventually(async () => {
        const list = await desk.ticketsOf(number);
        if (list.length !== 1) throw new Error(`${list.length} tickets of ${number}`);
        return list;
      });
      await t.request('PUT', `/tickets/${ticket!.id}`, admin.token, { status: 'open' });
      return ticket!.id;
    },
    async messagesOf(ticketId: number): Promise<SentMsg[]> {
      const res = await t.request('GET', `/messages/${ticketId}`, admin.token);
      return res.json().messages;
    },
    /** The agent's messages once none is queued any more. */
    settled: (ticketId: number) =>
      eventually(async () => {
        const mine = (await desk.messagesOf(ticketId)).filter((m) => m.fromMe);
        if (!mine.length || mine.some((m) => m.sendStatus === 'queued')) {
          throw new Error('still sending');
        }
        return mine;
      }, 20_000),
    /** The agent attaches a file (and types `body`) in the chat. */
    async sendFile(
      ticketId: number,
      file: { name: string; type: string; data: Buffer },
      body = '',
    ) {
      const upload = multipart({ body }, { field: 'medias', ...file });
      return t.app.inject({
        method: 'POST',
        url: `/api/messages/${ticketId}`,
        headers: { authorization: `Bearer ${admin.token}`, ...upload.headers },
        payload: upload.payload,
      });
    },
    /** The connection as the connections page reads it. */
    async connection() {
      const res = await t.request('GET', `/whatsapp/${connId}`, admin.token);
      return res.json() as { status: string; statusReason: string };
    },
    /** The uploads and the sends the platform received. */
    uploads: () => fake.calls.filter((c) => c.path.endsWith('/media')),
    async close() {
      await t.close();
      await fake.close();
    },
  };
  return desk;
}
