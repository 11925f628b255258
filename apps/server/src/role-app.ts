import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import { buildApp } from './app';
import type { RoleParts } from './process-role';
import { attachClusterAdapter } from './realtime/cluster-adapter';
import { buildWorkerApp } from './worker-app';

/**
 * The process's HTTP side for its role: the whole app (ROLE all or api), its sockets joined to
 * the other processes' when the database is PostgreSQL; or the worker's health port.
 */
export async function buildRoleApp(
  parts: RoleParts,
  deps: AppDeps,
  databaseUrl: string | undefined,
  log: FastifyBaseLogger,
): Promise<{ app: FastifyInstance }> {
  if (!parts.api) {
    if (!databaseUrl) throw new Error('ROLE=worker needs DATABASE_URL');
    return buildWorkerApp(deps, databaseUrl, log);
  }
  const { app, io } = await buildApp(deps, log);
  if (databaseUrl) {
    const cluster = await attachClusterAdapter(io, databaseUrl, log);
    app.addHook('onClose', () => cluster.close());
  }
  return { app };
}
