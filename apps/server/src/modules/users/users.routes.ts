import { idParams, pageQuery, userCreateSchema, userUpdateSchema } from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../http/authenticate';
import * as service from './users.service';

/** Private: registered inside the authenticated scope. */
export async function usersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  r.get('/users', { schema: { tags, querystring: pageQuery } }, async (req) =>
    service.listUsersPage(ctxOf(req), req.query),
  );
  r.get('/users/list', { schema: { tags } }, async (req) => service.listAllUsers(ctxOf(req)));
  r.get('/users/:id', { schema: { tags, params: idParams } }, async (req) =>
    service.getUser(ctxOf(req), req.params.id),
  );
  // 'e-mail in use' reveals accounts, 'wrong current password' rewards guessing: limited
  const probes = app.probeLimit;
  r.post('/users', { schema: { tags, body: userCreateSchema } }, async (req) =>
    probes(req, () => service.createUser(ctxOf(req), req.body)),
  );
  r.put('/users/:id', { schema: { tags, params: idParams, body: userUpdateSchema } }, async (req) =>
    probes(req, () => service.updateUser(ctxOf(req), req.params.id, req.body)),
  );
  r.delete('/users/:id', { schema: { tags, params: idParams } }, async (req) => {
    await service.deleteUser(ctxOf(req), req.params.id);
    return { message: 'Usuário excluído' };
  });
}
