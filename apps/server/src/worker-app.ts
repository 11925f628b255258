import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import { registerErrorHandler } from './http/error-handler';
import { answerWithRequestId, requestIdOf } from './http/request-id';
import { createAppMetrics } from './metrics/app-metrics';
import { serveMetricsOnOwnPort } from './metrics/metrics-listener';
import { metricsRoutes } from './metrics/metrics.routes';
import { healthRoutes } from './modules/health/health.routes';
import { startHeadlessSocketServer } from './realtime/headless-socket-server';

/**
 * ROLE=worker's port: only the health module's routes (/api/health, /api/ready and the rest
 * of modules/health), for an orchestrator's probes, and the metrics (/api/metrics with
 * METRICS_TOKEN, or METRICS_PORT); no API, no web app, no browser sockets.
 * Its events reach browsers through a socket.io server bound to no port (ADR 0106).
 */
export async function buildWorkerApp(deps: AppDeps, url: string, logger: FastifyBaseLogger) {
  const app = Fastify({ loggerInstance: logger, requestIdHeader: false, genReqId: requestIdOf });
  answerWithRequestId(app);
  app.decorate('deps', deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const metrics = createAppMetrics(app, deps.db);
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(metricsRoutes, { prefix: '/api', registry: metrics.registry });
  serveMetricsOnOwnPort(app, metrics.registry);
  app.setNotFoundHandler((req, reply) =>
    reply.status(404).send({
      error: 'ERR_NOT_FOUND',
      message: `Rota não encontrada: ${req.method} ${req.url.split('?')[0]} (processo ROLE=worker: só /api/health, /api/ready e /api/metrics)`,
    }),
  );
  const sockets = await startHeadlessSocketServer(deps.events, deps.db, url, logger);
  app.addHook('preClose', () => sockets.close());
  return { app };
}
