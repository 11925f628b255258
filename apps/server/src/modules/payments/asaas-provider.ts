import { z } from 'zod';
import { ProviderError, type PaymentProvider } from './payment-provider';
import { tokenMatches } from './webhook-token';

/** The webhook events that mean the money arrived (Pix is received at once). */
const PAID_EVENTS = new Set(['PAYMENT_RECEIVED', 'PAYMENT_CONFIRMED']);
const TIMEOUT_MS = 15_000;

const idAnswer = z.object({ id: z.string().min(1) });
const pixQrCodeAnswer = z.object({ payload: z.string().min(1) });
const webhookBody = z.object({
  event: z.string(),
  payment: z.object({ id: z.string().min(1) }).optional(),
});

export interface AsaasOptions {
  /** The API address with its version ('…/v3'), sandbox or production: no default here. */
  baseUrl: string;
  /** The token Asaas sends in `asaas-access-token` with each webhook delivery. */
  webhookToken?: string;
}

/**
 * Asaas (spec 2's `asaas` setting) over its REST API: a customer, a Pix charge and its QR code;
 * the API key goes in the `access_token` header. Webhook deliveries are believed only with the
 * configured `asaas-access-token`.
 */
export function createAsaasProvider(opts: AsaasOptions): PaymentProvider {
  const base = opts.baseUrl.replace(/\/+$/, '');
  async function call<T>(
    apiKey: string,
    method: string,
    path: string,
    schema: z.ZodType<T>,
    body?: object,
  ) {
    if (!apiKey) throw new ProviderError('the Asaas API key is not set', true);
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          access_token: apiKey,
          'content-type': 'application/json',
          'user-agent': 'Atende',
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new ProviderError(`Asaas unreachable: ${(err as Error).message}`);
    }
    const text = await res.text();
    if (!res.ok)
      throw new ProviderError(`Asaas ${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    const parsed = schema.safeParse(safeJson(text));
    if (!parsed.success) throw new ProviderError(`Asaas ${method} ${path}: unexpected answer`);
    return parsed.data;
  }

  return {
    name: 'asaas',
    async createCustomer(apiKey, payer) {
      const customer = await call(apiKey, 'POST', '/customers', idAnswer, {
        name: payer.name,
        email: payer.email || undefined,
        mobilePhone: payer.phone || undefined,
        postalCode: payer.zipcode,
        address: payer.address,
        province: payer.city,
        externalReference: `company-${payer.companyId}`,
        notificationDisabled: true,
      });
      return customer.id;
    },
    async createPixCharge(apiKey, charge) {
      if (!charge.customerId) throw new ProviderError('an Asaas charge needs a customer');
      const payment = await call(apiKey, 'POST', '/payments', idAnswer, {
        customer: charge.customerId,
        billingType: 'PIX',
        // a JSON number: at most 12 digits with two places round-trip exactly
        value: Number(charge.value),
        dueDate: charge.dueDate,
        description: charge.description,
        externalReference: charge.reference,
      });
      const qr = await call(
        apiKey,
        'GET',
        `/payments/${encodeURIComponent(payment.id)}/pixQrCode`,
        pixQrCodeAnswer,
      );
      return { externalId: payment.id, pixPayload: qr.payload };
    },
    authenticWebhook: (headers) => tokenMatches(headers, 'asaas-access-token', opts.webhookToken),
    readWebhook(body) {
      const parsed = webhookBody.safeParse(body);
      if (!parsed.success || !parsed.data.payment || !PAID_EVENTS.has(parsed.data.event)) {
        return { paid: [] };
      }
      return { paid: [parsed.data.payment.id] };
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
