import type { PaymentProviderName } from '@atende/shared';

/** Who pays: the company, with the address given on the checkout's data step. */
export interface Payer {
  companyId: number;
  name: string;
  email: string;
  phone: string;
  zipcode: string;
  address: string;
  city: string;
  state: string;
}

export interface ChargeRequest {
  /** The provider's customer id (from `createCustomer`), when it keeps customers. */
  customerId: string | null;
  /** Exact decimal with two places ("199.90"). */
  value: string;
  dueDate: string;
  description: string;
  /** Our reference of the charge, echoed back by the provider ("invoice-42"). */
  reference: string;
}

export interface ProviderCharge {
  externalId: string;
  /** The Pix "copia e cola" text. */
  pixPayload: string;
}

/** Headers as Node hands them over. */
export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** What an authentic webhook delivery says: the provider's ids of the charges now paid. */
export interface WebhookReading {
  paid: string[];
}

/**
 * A payment provider behind the checkout (docs/decisions/0057-payment-providers.md). The core
 * never speaks a provider's protocol: it asks for a customer and a Pix charge, and hands every
 * webhook delivery to `readWebhook`, which authenticates it first.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The provider's customer for this payer, or null when the provider keeps none. */
  createCustomer(apiKey: string, payer: Payer): Promise<string | null>;
  createPixCharge(apiKey: string, charge: ChargeRequest): Promise<ProviderCharge>;
  /** Whether a webhook delivery is the provider's: checked before its body is even read. */
  authenticWebhook(headers: WebhookHeaders): boolean;
  /** What an authentic delivery says. */
  readWebhook(body: unknown): WebhookReading;
  /**
   * The built-in sandbox only: the delivery a bank's confirmation of `externalId` would make,
   * handed to the same webhook path as a real provider's.
   */
  simulatePaid?(externalId: string): { headers: WebhookHeaders; body: unknown };
}

/** The provider answered with an error or could not be reached. */
export class ProviderError extends Error {
  constructor(
    message: string,
    /** The platform has not configured the provider (no API key): not worth retrying. */
    readonly notConfigured = false,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
