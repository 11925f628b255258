import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * CORS_ORIGINS: the web origins that may call the API from another site (the socket follows
 * the same list, realtime/socket-server.ts). Unset or empty, nothing is registered, so no
 * response carries Access-Control-Allow-Origin and browsers keep other sites out.
 * Listed origins are matched exactly and may send the refresh cookie (credentials).
 */
export async function registerCors(app: FastifyInstance, origins: readonly string[] | undefined) {
  if (!origins?.length) return;
  await app.register(fastifyCors, {
    origin: [...origins],
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // exports name their file and give their row count in these, and the page reads them
    exposedHeaders: ['content-disposition', 'x-total-rows'],
    maxAge: 600,
  });
}
