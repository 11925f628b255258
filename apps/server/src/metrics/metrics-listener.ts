import http from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { bearerMatches } from './metrics-token';

/**
 * METRICS_PORT: the metrics alone on their own port (kept off the public one by the network,
 * not by a token). Answers GET /metrics (and /api/metrics, the main port's path); anything else
 * is a 404. With METRICS_TOKEN set as well, the bearer is required here too.
 */
export function startMetricsListener(opts: {
  registry: Registry;
  port: number;
  host: string;
  token?: string;
  log: FastifyBaseLogger;
}): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0].replace(/\/+$/, '');
    if (req.method !== 'GET' || (path !== '/metrics' && path !== '/api/metrics')) {
      return answerJson(res, 404, 'ERR_NOT_FOUND', 'Rota não encontrada');
    }
    if (opts.token && !bearerMatches(req.headers.authorization, opts.token)) {
      return answerJson(res, 401, 'ERR_UNAUTHORIZED', 'Token de métricas ausente ou inválido');
    }
    opts.registry.metrics().then(
      (body) => {
        res.writeHead(200, { 'content-type': opts.registry.contentType });
        res.end(body);
      },
      (err: unknown) => {
        // a scrape while the database is away: the scraper sees the failure, the process lives
        opts.log.warn({ err }, 'metrics could not be collected');
        answerJson(res, 503, 'ERR_SERVICE_UNAVAILABLE', 'Métricas indisponíveis no momento');
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

function answerJson(res: http.ServerResponse, status: number, error: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ error, message }));
}

/** Opens METRICS_PORT's listener when the app is ready, and closes it with the app. */
export function serveMetricsOnOwnPort(app: FastifyInstance, registry: Registry) {
  const { metricsPort, metricsHost, metricsToken } = app.deps;
  if (metricsPort === undefined) return;
  let server: http.Server | undefined;
  app.addHook('onReady', async () => {
    server = await startMetricsListener({
      registry,
      port: metricsPort,
      host: metricsHost ?? '0.0.0.0',
      token: metricsToken,
      log: app.log,
    });
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
}
