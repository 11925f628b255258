import {
  chatListQuery,
  chatMessageSchema,
  chatMessagesQuery,
  chatReadSchema,
  chatRefParams,
  chatSchema,
  idParams,
} from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../http/authenticate';
import * as service from './chats.service';

/** Spec 3 §7 Chats. Private: registered inside the authenticated scope (plan: useInternalChat). */
export async function chatsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['chats'];

  r.get('/chats', { schema: { tags, querystring: chatListQuery } }, async (req) =>
    service.list(ctxOf(req), req.query),
  );
  r.get('/chats/unread', { schema: { tags } }, async (req) => service.unread(ctxOf(req)));
  r.get('/chats/:id', { schema: { tags, params: chatRefParams } }, async (req) =>
    service.getOne(ctxOf(req), req.params.id),
  );
  r.post('/chats', { schema: { tags, body: chatSchema } }, async (req) =>
    service.create(ctxOf(req), req.body),
  );
  r.put('/chats/:id', { schema: { tags, params: idParams, body: chatSchema } }, async (req) =>
    service.update(ctxOf(req), req.params.id, req.body),
  );
  r.delete('/chats/:id', { schema: { tags, params: idParams } }, async (req) => {
    await service.remove(ctxOf(req), req.params.id);
    return { message: 'Conversa excluída' };
  });
  r.get(
    '/chats/:id/messages',
    { schema: { tags, params: idParams, querystring: chatMessagesQuery } },
    async (req) => service.messages(ctxOf(req), req.params.id, req.query),
  );
  r.post(
    '/chats/:id/messages',
    { schema: { tags, params: idParams, body: chatMessageSchema } },
    async (req) => service.send(ctxOf(req), req.params.id, req.body.message),
  );
  r.post(
    '/chats/:id/read',
    { schema: { tags, params: idParams, body: chatReadSchema } },
    async (req) => service.markRead(ctxOf(req), req.params.id),
  );
}
