import { createHmac, timingSafeEqual } from 'node:crypto';
import { idParam } from '@atende/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, forbidden, invalid, notFound } from '../../http/app-error';
import { findNul } from '../../http/reject-nul';
import * as repo from './cloud-api.repo';
import { cloudApiWebhookJob } from './webhook.job';
import { malformedMessages, webhookPayloadSchema } from './webhook-payload';

const params = z.object({ connectionId: idParam });
const verifyQuery = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().max(200).optional(),
});

/** Deliveries are small JSON documents; anything bigger is not the platform's. */
const BODY_LIMIT = 1024 * 1024;

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** X-Hub-Signature-256: 'sha256=' + HMAC-SHA256 of the raw body with the app secret. */
const validSignature = (raw: Buffer, header: string | undefined, appSecret: string) =>
  !!header &&
  sameSecret(header, `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`);

const unknownConnection = () => notFound('ERR_NO_WAPP_FOUND', 'Conexão não encontrada');

async function target(req: FastifyRequest, connectionId: number) {
  const row = await repo.findWebhookTarget(req.server.deps.db, connectionId);
  if (!row?.settings) {
    req.log.warn({ connectionId }, 'cloud-api webhook for an unknown connection');
    throw unknownConnection();
  }
  return { ...row, settings: row.settings };
}

/**
 * The platform's webhook, one address per connection. Public (the platform does not sign
 * in): the verify token answers the subscription check, and the app secret's signature over
 * the raw body proves each delivery. A delivery is written down before the 200, then a job
 * ingests it, so a crash after the answer loses nothing.
 */
export async function cloudApiWebhookRoutes(app: FastifyInstance) {
  // the signature is over the exact bytes received: keep them, parse afterwards
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cloud-api'];
  const box = () => app.deps.channels.secrets;

  r.get(
    '/webhooks/cloud-api/:connectionId',
    { schema: { tags, params, querystring: verifyQuery } },
    async (req, reply) => {
      const { settings } = await target(req, req.params.connectionId);
      const given = req.query['hub.verify_token'];
      const expected = settings.verifyToken && box().open(settings.verifyToken);
      if (
        req.query['hub.mode'] !== 'subscribe' ||
        !given ||
        !expected ||
        !sameSecret(given, expected)
      ) {
        req.log.warn(
          { connectionId: req.params.connectionId },
          'cloud-api webhook verification refused',
        );
        throw forbidden('Token de verificação inválido');
      }
      return reply.type('text/plain').send(req.query['hub.challenge'] ?? '');
    },
  );

  r.post('/webhooks/cloud-api/:connectionId', { schema: { tags, params } }, async (req) => {
    const connectionId = req.params.connectionId;
    const { companyId, settings } = await target(req, connectionId);
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const secret = settings.appSecret && box().open(settings.appSecret);
    if (!secret || !validSignature(raw, req.headers['x-hub-signature-256'] as string, secret)) {
      req.log.warn({ connectionId }, 'cloud-api webhook with a missing or wrong signature');
      throw new AppError('ERR_UNAUTHORIZED', 401, 'Assinatura inválida');
    }
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      req.log.warn({ connectionId }, 'cloud-api webhook body is not JSON');
      throw invalid({ body: 'JSON inválido' });
    }
    const parsed = webhookPayloadSchema.safeParse(json);
    if (!parsed.success || findNul(json, '') !== undefined) {
      req.log.warn({ connectionId }, 'cloud-api webhook of an unknown shape');
      throw invalid({ body: 'Formato de webhook desconhecido' });
    }
    // one malformed message is skipped, not the delivery: a 400 would have the platform
    // deliver the valid ones again and again
    for (const bad of malformedMessages(parsed.data)) {
      req.log.warn(
        { connectionId, ...bad },
        'cloud-api webhook message of an unknown shape skipped',
      );
    }
    const { db, jobs } = req.server.deps;
    const webhookId = await repo.insertWebhook(db, companyId, connectionId, json);
    await jobs.send(cloudApiWebhookJob, { companyId, webhookId });
    return { ok: true };
  });
}
