import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/* eslint-disable @typescript-eslint/no-explicit-any -- the receiver reads arbitrary JSON */
export interface Received {
  headers: http.IncomingHttpHeaders;
  raw: string;
  json: {
    id: string;
    type: string;
    timestamp: string;
    companyId: number;
    data: Record<string, any>;
  };

  answered: number;
}

/**
 * A webhook receiver on 127.0.0.1, as an integrator would write one: it keeps every request
 * with its raw body and answers what `answer` says (200 by default).
 */
export async function startReceiver() {
  const received: Received[] = [];
  let answer: (req: Omit<Received, 'answered'>, index: number) => number = () => 200;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const entry = { headers: req.headers, raw, json: JSON.parse(raw) as Received['json'] };
      const code = answer(entry, received.length);
      received.push({ ...entry, answered: code });
      res.writeHead(code, { 'content-type': 'text/plain' });
      res.end(code < 300 ? 'recebido' : 'erro do receptor');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    received,
    answerWith(fn: typeof answer) {
      answer = fn;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The check an integrator runs: HMAC-SHA256 of the raw body with the endpoint's secret. */
export function signatureValid(secret: string, raw: string, header: string | string[] | undefined) {
  if (typeof header !== 'string') return false;
  const expected = `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
  return (
    expected.length === header.length && timingSafeEqual(Buffer.from(expected), Buffer.from(header))
  );
}
