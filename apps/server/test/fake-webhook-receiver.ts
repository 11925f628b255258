import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What Atende posts (docs/api.md), as far as the tests read it. */
export interface HookBody {
  id: string;
  event: string;
  timestamp: string;
  contact: { number: string; name: string };
  message: { body: string };
  [key: string]: unknown;
}

export interface ReceivedHook {
  raw: string;
  json: HookBody;
  signatureValid: boolean;
  headers: http.IncomingHttpHeaders;
  /** The path it was posted to. */
  path: string;
}

export interface HookAnswer {
  status?: number;
  json?: unknown;
  delayMs?: number;
  /** A redirect's target (with a 3xx status). */
  location?: string;
}

/**
 * An n8n-style receiver: checks `x-atende-signature` (sha256=HMAC of the raw body with the
 * shared secret) as an integrator would, records what it got, and answers what `answer`
 * returns for it (status, JSON body, a redirect's location). A request with a bad signature gets 401.
 */
export async function startFakeWebhookReceiver(
  secret: string,
  answer: (hook: ReceivedHook) => HookAnswer,
) {
  const received: ReceivedHook[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const expected = `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
      const got = String(req.headers['x-atende-signature'] ?? '');
      const signatureValid =
        got.length === expected.length && timingSafeEqual(Buffer.from(got), Buffer.from(expected));
      const hook = {
        raw,
        json: JSON.parse(raw || '{}') as HookBody,
        signatureValid,
        headers: req.headers,
        path: req.url ?? '',
      };
      received.push(hook);
      if (!signatureValid) {
        res.writeHead(401).end();
        return;
      }
      const a = answer(hook);
      const reply = () => {
        res.writeHead(a.status ?? 200, {
          'content-type': 'application/json',
          'retry-after': '0',
          ...(a.location ? { location: a.location } : {}),
        });
        res.end(a.json === undefined ? '' : JSON.stringify(a.json));
      };
      if (a.delayMs) setTimeout(reply, a.delayMs);
      else reply();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}
