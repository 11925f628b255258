import pino from 'pino';
import { messagesWebhook, signedWebhook, startFakeGraphApi } from '../../../test/fake-graph-api';
import { DEMO_LOGINS, startTestApp, testClock, type Session } from '../../../test/harness';
import { cloudApiWebhooks } from '../../db/schema';

export const ACCESS_TOKEN = 'EAAG-test-access-token';
export const APP_SECRET = 'app-secret-of-company-a';
export const VERIFY_TOKEN = 'verify-me-please';
export const PHONE_ID = '106540352242922';

/** A message as GET /messages/{ticketId} lists it, in the fields these tests read. */
export interface Msg {
  id: number;
  body: string;
  fromMe: boolean;
  mediaType: string;
  mediaUrl?: string | null;
  mediaName?: string | null;
  isDeleted?: boolean;
  ack: number;
  sendStatus?: string;
  sendError?: string | null;
  quotedMsg?: { id: number } | null;
}

export type CloudApiDesk = Awaited<ReturnType<typeof startCloudApiDesk>>;

/**
 * The demo company with one Cloud API connection on a fake Graph API, a controllable clock
 * and the helpers that deliver signed webhooks and read what they left behind.
 */
export async function startCloudApiDesk(opts: { retryDelaySeconds?: number } = {}) {
  const clock = testClock(new Date('2026-03-02T12:00:00Z'));
  const fake = await startFakeGraphApi({ accessToken: ACCESS_TOKEN });
  // what operators read in the log: warnings and errors, as JSON lines
  const logLines: string[] = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => void logLines.push(line) });
  const t = await startTestApp({
    jobs: true,
    clock,
    cloudApiBaseUrl: fake.baseUrl,
    log,
    retryDelaySeconds: opts.retryDelaySeconds,
  });
  const admin: Session = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  const res = await t.request('POST', '/whatsapp', admin.token, {
    name: 'Número oficial',
    provider: 'cloud-api',
    cloudApi: {
      phoneNumberId: PHONE_ID,
      businessAccountId: '102290129340398',
      accessToken: ACCESS_TOKEN,
      appSecret: APP_SECRET,
      verifyToken: VERIFY_TOKEN,
    },
  });
  if (res.statusCode !== 200) throw new Error(`connection not created: ${res.body}`);
  const connId: number = res.json().id;

  const desk = {
    t,
    fake,
    clock,
    admin,
    connId,
    nowSeconds: () => String(Math.floor(clock.now().getTime() / 1000)),
    deliver(payload: unknown, secret = APP_SECRET, id = connId) {
      const { body, headers } = signedWebhook(secret, payload);
      return t.app.inject({
        method: 'POST',
        url: `/api/webhooks/cloud-api/${id}`,
        payload: body,
        headers,
      });
    },
    storedWebhooks: () => t.deps.db.select().from(cloudApiWebhooks),
    /** The log's warnings and errors so far, as JSON lines and parsed. */
    logLines,
    warnings: () =>
      logLines.map((l) => JSON.parse(l) as { level: number; msg: string; [k: string]: unknown }),
    customer: (from: string, message: Record<string, unknown>, name = 'Maria Cliente') =>
      messagesWebhook(PHONE_ID, {
        contacts: [{ profile: { name }, wa_id: from }],
        messages: [{ from, timestamp: desk.nowSeconds(), ...message }],
      }),
    async ticketOf(number: string) {
      const list = (
        await t.request('GET', `/tickets?searchParam=${number}`, desk.admin.token)
      ).json();
      if (list.tickets.length !== 1) throw new Error(`${list.tickets.length} tickets of ${number}`);
      return list.tickets[0] as { id: number };
    },
    async messagesOf(ticketId: number): Promise<Msg[]> {
      return (await t.request('GET', `/messages/${ticketId}`, desk.admin.token)).json().messages;
    },
    async close() {
      await t.close();
      await fake.close();
    },
  };
  return desk;
}
