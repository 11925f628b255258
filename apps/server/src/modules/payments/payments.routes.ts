import { chargeIdParams, subscriptionSchema } from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf, publicCtxOf } from '../../http/authenticate';
import * as service from './payments.service';

/** The checkout's payment and the sandbox's "the bank paid" action (super). */
export async function paymentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/subscription',
    { schema: { tags: ['subscription'], body: subscriptionSchema } },
    async (req) => service.subscribe(ctxOf(req), app.deps.payments, req.body),
  );
  r.post(
    '/payments/sandbox/charges/:id/pay',
    { schema: { tags: ['payments'], params: chargeIdParams } },
    async (req) => service.paySandboxCharge(ctxOf(req), app.deps.payments, req.params.id),
  );
}

const providerParams = z.object({ provider: z.string().max(40) });

/**
 * Public: the provider's webhook. The token is checked on arrival, before the body is read;
 * a delivery without it answers 401.
 */
export async function paymentWebhookRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/payments/:provider/webhook',
    {
      schema: { tags: ['payments'], params: providerParams },
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      onRequest: async (req) => {
        const { provider } = req.params as { provider: string };
        service.assertAuthenticWebhook(app.deps.payments, provider, req.headers);
      },
    },
    async (req) =>
      service.receiveWebhook(
        publicCtxOf(req),
        app.deps.payments,
        req.params.provider,
        req.headers,
        req.body,
      ),
  );
}
