import { inArray } from 'drizzle-orm';
import { messages } from '../src/db/schema';
import type { Db } from '../src/db/client';
import { messagesWebhook, signedWebhook } from './fake-graph-api';

/**
 * The fault tests' load: customers writing to a Cloud API connection of a server process, one
 * signed webhook delivery per message, each with its own provider id (wamid).
 */
export const APP_SECRET = 'app-secret-of-the-fault-tests';
export const ACCESS_TOKEN = 'EAAG-fault-tests-access-token';
const PHONE_ID = '106540352242977';

/** POST /whatsapp's body for that connection (made by the demo admin). */
export const cloudConnection = {
  name: 'Número oficial',
  provider: 'cloud-api',
  cloudApi: {
    phoneNumberId: PHONE_ID,
    businessAccountId: '102290129340398',
    accessToken: ACCESS_TOKEN,
    appSecret: APP_SECRET,
    verifyToken: 'verify-the-fault-tests',
  },
};

/** The wamid of message `i` of a burst named `tag`. */
export const wamidOf = (tag: string, i: number) => `wamid.${tag}.${i}`;

/** Delivers message `i` of burst `tag`; answers the HTTP status, or 0 when no answer came. */
export async function deliver(port: number, connectionId: number, tag: string, i: number) {
  const from = `55119870000${String(i % 5).padStart(2, '0')}`;
  const payload = messagesWebhook(PHONE_ID, {
    contacts: [{ profile: { name: `Cliente ${i % 5}` }, wa_id: from }],
    messages: [
      {
        from,
        id: wamidOf(tag, i),
        timestamp: String(Math.floor(Date.now() / 1000)),
        type: 'text',
        text: { body: `${tag} ${i}` },
      },
    ],
  });
  const { body, headers } = signedWebhook(APP_SECRET, payload);
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/webhooks/cloud-api/${connectionId}`, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(15_000),
    });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0; // refused, reset or cut: the platform would deliver it again later
  }
}

/**
 * Delivers messages 0..count-1, `concurrency` at a time, and lists those answered 2xx. `onAnswer`
 * sees each answer as it comes (a test kills the server after so many).
 */
export async function burst(
  port: number,
  connectionId: number,
  tag: string,
  opts: { count: number; concurrency: number; onAnswer?: (acked: number) => void },
) {
  const acked: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < opts.count) {
      const i = next++;
      const status = await deliver(port, connectionId, tag, i);
      if (status >= 200 && status < 300) {
        acked.push(i);
        opts.onAnswer?.(acked.length);
      }
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  return acked.sort((a, b) => a - b);
}

/** How many stored messages each wamid has (absent: none). */
export async function storedCounts(db: Db, wamids: string[]) {
  const rows = await db
    .select({ externalId: messages.externalId })
    .from(messages)
    .where(inArray(messages.externalId, wamids));
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.externalId, (counts.get(row.externalId) ?? 0) + 1);
  return counts;
}
