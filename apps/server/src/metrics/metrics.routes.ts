import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { AppError } from '../http/app-error';
import { bearerMatches } from './metrics-token';

/**
 * GET /api/metrics on the main port, open only to METRICS_TOKEN's bearer. Without a token the
 * route does not exist here (404, as any unknown path): the separate METRICS_PORT listener,
 * if configured, is then the only way in.
 */
export async function metricsRoutes(app: FastifyInstance, opts: { registry: Registry }) {
  const token = app.deps.metricsToken;
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    if (!token) {
      return reply
        .status(404)
        .send({ error: 'ERR_NOT_FOUND', message: 'Rota não encontrada: GET /api/metrics' });
    }
    if (!bearerMatches(req.headers.authorization, token)) {
      throw new AppError('ERR_UNAUTHORIZED', 401, 'Token de métricas ausente ou inválido');
    }
    const body = await opts.registry.metrics();
    return reply.type(opts.registry.contentType).send(body);
  });
}
