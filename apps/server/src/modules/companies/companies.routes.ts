import { signupSchema } from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicCtxOf } from '../../http/authenticate';
import * as service from './companies.service';

/** Public: the sign-up page posts here without a session. */
export async function companiesPublicRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/companies/cadastro',
    {
      schema: { tags: ['companies'], body: signupSchema },
      config: { rateLimit: { max: app.deps.signupsPerHour, timeWindow: '1 hour' } },
    },
    async (req, reply) => {
      await service.signup(publicCtxOf(req), req.body);
      return reply.status(201).send({ message: 'Cadastro realizado. Faça login para continuar.' });
    },
  );
}
