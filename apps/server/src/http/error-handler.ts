import type { ApiErrorBody } from '@atende/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from './app-error';
import { isDatabaseUnreachable } from '../db/database-unreachable';
import { pgErrorCode } from '../db/pg-errors';

// zod's own texts (a value missing or of the wrong kind, where a schema gives no text of its
// own) in the users' language; the schemas' texts (V, the spec's) are kept as they are
z.config(z.locales.ptBR());

/**
 * Maps every thrown error to `{ error, message }`. Bad input is a 400 naming the field; a
 * database that cannot be reached is a 503 (try again later; the pool reconnects by itself);
 * only a genuine fault of ours is a 500, and it is logged.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      const body: ApiErrorBody = { error: err.code, message: err.message };
      if (err.fields) body.fields = err.fields;
      if (err.flag) body.flag = err.flag;
      return reply.status(err.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
          err.validationContext ||
          'body';
        fields[field] ??= issue.message ?? 'Invalid value';
      }
      const message = Object.entries(fields)
        .map(([f, m]) => `${f}: ${m}`)
        .join('; ');
      return reply.status(400).send({ error: 'ERR_VALIDATION', message, fields });
    }
    const status = err.statusCode ?? 500;
    if (status === 413) {
      return reply
        .status(413)
        .send({ error: 'ERR_PAYLOAD_TOO_LARGE', message: 'Arquivo ou requisição grande demais' });
    }
    if (status === 429) {
      return reply.status(429).send({
        error: 'ERR_TOO_MANY_ATTEMPTS',
        message: 'Muitas tentativas. Aguarde e tente novamente.',
      });
    }
    if (isDatabaseUnreachable(err)) {
      req.log.warn({ err }, 'database unreachable');
      return reply.status(503).send({
        error: 'ERR_SERVICE_UNAVAILABLE',
        message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
      });
    }
    const pgCode = pgErrorCode(err);
    if (pgCode === '23505') {
      // a concurrent request won a uniqueness race the service had checked for
      return reply.status(409).send({ error: 'ERR_VALIDATION', message: 'Registro duplicado' });
    }
    if (pgCode === '23503' && req.method === 'DELETE') {
      // the delete raced a write that made something point at the record
      return reply.status(409).send({ error: 'ERR_VALIDATION', message: 'Registro em uso' });
    }
    if (pgCode === '23503') {
      // a record the request names was deleted meanwhile (the service had found it)
      return reply.status(409).send({
        error: 'ERR_REFERENCE_GONE',
        message: 'Um item escolhido acabou de ser excluído. Atualize a página e tente de novo.',
      });
    }
    if (pgCode === '22021' || pgCode === '22P05') {
      // a NUL or broken UTF-8 that reached the database by a path neither NUL check sees
      // (reject-nul.ts, uploads.ts): the client's input, not our fault
      return reply.status(400).send({ error: 'ERR_VALIDATION', message: 'Caractere inválido' });
    }
    if (pgCode === '22P02' || pgCode === '22003') {
      return reply.status(400).send({ error: 'ERR_VALIDATION', message: 'Valor inválido' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(400).send({ error: 'ERR_VALIDATION', message: err.message });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: 'ERR_INTERNAL', message: 'Erro interno do servidor' });
  });
}
