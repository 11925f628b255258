import type { PaymentProviderName } from '@atende/shared';
import { createAsaasProvider } from './asaas-provider';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';

export interface PaymentConfig {
  provider: PaymentProviderName;
  /** ASAAS_BASE_URL: required when the provider is asaas. */
  asaasBaseUrl?: string;
  /** ASAAS_WEBHOOK_TOKEN: the token Asaas sends with its webhook deliveries. */
  asaasWebhookToken?: string;
}

/** The process's payment provider, chosen by configuration (PAYMENT_PROVIDER). */
export function createPaymentProvider(config: PaymentConfig): PaymentProvider {
  if (config.provider === 'asaas') {
    if (!config.asaasBaseUrl) throw new Error('PAYMENT_PROVIDER=asaas needs ASAAS_BASE_URL');
    return createAsaasProvider({
      baseUrl: config.asaasBaseUrl,
      webhookToken: config.asaasWebhookToken,
    });
  }
  return createSandboxProvider();
}
