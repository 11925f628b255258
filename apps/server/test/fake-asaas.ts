import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pixPayload } from '../src/modules/payments/pix-br-code';

export interface AsaasCall {
  method: string;
  path: string;
  accessToken: string | undefined;
  json?: Record<string, unknown>;
}

interface AsaasPayment {
  object: 'payment';
  id: string;
  customer: string;
  value: number;
  netValue: number;
  billingType: string;
  status: string;
  dueDate: string;
  description: string;
  externalReference: string | null;
  pixPayload: string;
}

const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const errors = (code: string, description: string) => ({ errors: [{ code, description }] });

/**
 * A local stand-in for the Asaas API v3 in its documented shapes: POST /customers, POST
 * /payments (billingType PIX), GET /payments/{id}/pixQrCode, all behind the `access_token`
 * header; and Asaas's side of the webhook: `deliver` posts an event with the
 * `asaas-access-token` header to the app's address. `failNext` queues error answers.
 */
export async function startFakeAsaas(opts: { apiKey: string }) {
  const calls: AsaasCall[] = [];
  const customers = new Map<string, Record<string, unknown>>();
  const payments = new Map<string, AsaasPayment>();
  const failures: number[] = [];
  let sequence = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://fake');
      const text = Buffer.concat(chunks).toString('utf8');
      const accessToken = req.headers['access_token'] as string | undefined;
      const call: AsaasCall = { method: req.method!, path: url.pathname, accessToken };
      if (text) call.json = JSON.parse(text) as Record<string, unknown>;
      calls.push(call);
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (accessToken !== opts.apiKey) {
        return answer(401, errors('invalid_access_token', 'A chave de API fornecida é inválida'));
      }
      const failure = failures.shift();
      if (failure) return answer(failure, errors('internal_error', 'Erro interno'));
      const body = call.json ?? {};
      if (req.method === 'POST' && url.pathname === '/v3/customers') {
        if (typeof body.name !== 'string' || !body.name) {
          return answer(400, errors('invalid_name', 'O campo name deve ser informado.'));
        }
        const id = `cus_${String(++sequence).padStart(12, '0')}`;
        customers.set(id, body);
        return answer(200, { object: 'customer', id, dateCreated: '2026-11-24', ...body });
      }
      if (req.method === 'POST' && url.pathname === '/v3/payments') {
        if (!customers.has(String(body.customer))) {
          return answer(400, errors('invalid_customer', 'Cliente inexistente.'));
        }
        if (!['PIX', 'BOLETO', 'CREDIT_CARD', 'UNDEFINED'].includes(String(body.billingType))) {
          return answer(400, errors('invalid_billingType', 'Forma de pagamento inválida.'));
        }
        if (typeof body.value !== 'number' || body.value <= 0) {
          return answer(400, errors('invalid_value', 'O valor deve ser informado.'));
        }
        if (!/^\d{4}-\d{2}-\d{2}$/.test(String(body.dueDate))) {
          return answer(400, errors('invalid_dueDate', 'Data de vencimento inválida.'));
        }
        const id = `pay_${randomBytes(8).toString('hex')}`;
        const payment: AsaasPayment = {
          object: 'payment',
          id,
          customer: String(body.customer),
          value: body.value,
          netValue: body.value,
          billingType: String(body.billingType),
          status: 'PENDING',
          dueDate: String(body.dueDate),
          description: String(body.description ?? ''),
          externalReference: (body.externalReference as string | undefined) ?? null,
          pixPayload: pixPayload({
            key: 'b7a6c2d4-1e3f-4a5b-9c8d-0e1f2a3b4c5d',
            merchantName: 'Asaas Gestao Financeira',
            merchantCity: 'Joinville',
            amount: body.value.toFixed(2),
            txid: id,
          }),
        };
        payments.set(id, payment);
        const { pixPayload: _payload, ...shown } = payment;
        return answer(200, shown);
      }
      const qr = /^\/v3\/payments\/([^/]+)\/pixQrCode$/.exec(url.pathname);
      if (req.method === 'GET' && qr) {
        const payment = payments.get(decodeURIComponent(qr[1]!));
        if (!payment) return answer(404, errors('not_found', 'Cobrança não encontrada.'));
        return answer(200, {
          success: true,
          encodedImage: PNG_1X1,
          payload: payment.pixPayload,
          expirationDate: `${payment.dueDate} 23:59:59`,
        });
      }
      return answer(404, errors('not_found', 'Recurso não encontrado.'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** What to configure as ASAAS_BASE_URL. */
    baseUrl: `http://127.0.0.1:${port}/v3`,
    calls,
    payments,
    failNext: (status: number) => failures.push(status),
    /**
     * Asaas notifies the app: POST `webhookUrl` with the event and the payment, carrying
     * `token` in `asaas-access-token` (absent when undefined). Returns the HTTP status.
     */
    async deliver(webhookUrl: string, event: string, paymentId: string, token?: string) {
      const payment = payments.get(paymentId);
      const { pixPayload: _payload, ...shown } = payment ?? { id: paymentId, pixPayload: '' };
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token === undefined ? {} : { 'asaas-access-token': token }),
        },
        body: JSON.stringify({
          id: `evt_${randomBytes(6).toString('hex')}`,
          event,
          dateCreated: '2026-11-24 10:00:00',
          payment: { ...shown, status: event === 'PAYMENT_RECEIVED' ? 'RECEIVED' : 'CONFIRMED' },
        }),
      });
      return res.status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeAsaas = Awaited<ReturnType<typeof startFakeAsaas>>;
