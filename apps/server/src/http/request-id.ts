import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

const GIVEN_ID = /^[\w.:-]{1,64}$/;

/**
 * The id a request is logged under: a proxy's X-Request-Id when it looks like one (so one id
 * follows the request through both logs), else a new UUID; a client cannot fill the log with
 * a megabyte of header.
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : crypto.randomUUID();
}

/** Every answer names its request id, so a user's report can be found in the logs. */
export function answerWithRequestId(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
}
