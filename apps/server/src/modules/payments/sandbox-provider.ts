import { randomBytes, randomUUID } from 'node:crypto';
import type { PaymentProvider } from './payment-provider';
import { pixPayload } from './pix-br-code';
import { tokenMatches } from './webhook-token';

/** The random-key format of a Pix key; the sandbox receives nothing, so one fixed key serves. */
const SANDBOX_PIX_KEY = '7d9f0c1e-5b2a-4c3d-8e6f-a1b2c3d4e5f6';
const TOKEN_HEADER = 'x-sandbox-token';

/**
 * The built-in provider (the default), like the simulated phone: charges get a valid Pix BR
 * Code, and nothing is ever paid until a super user marks a charge paid, which sends the
 * delivery a provider would through the same webhook path. Its webhook token is new in each
 * process, so no one outside can forge a delivery.
 */
export function createSandboxProvider(): PaymentProvider {
  const token = randomBytes(24).toString('base64url');
  return {
    name: 'sandbox',
    createCustomer: async () => null,
    async createPixCharge(_apiKey, charge) {
      const externalId = `sbx_${randomUUID().replace(/-/g, '')}`;
      return {
        externalId,
        pixPayload: pixPayload({
          key: SANDBOX_PIX_KEY,
          merchantName: 'Atende',
          merchantCity: 'Sao Paulo',
          amount: charge.value,
          txid: externalId,
        }),
      };
    },
    authenticWebhook: (headers) => tokenMatches(headers, TOKEN_HEADER, token),
    readWebhook(body) {
      const paid = (body as { paid?: unknown } | null)?.paid;
      return { paid: typeof paid === 'string' ? [paid] : [] };
    },
    simulatePaid: (externalId) => ({
      headers: { [TOKEN_HEADER]: token },
      body: { paid: externalId },
    }),
  };
}
