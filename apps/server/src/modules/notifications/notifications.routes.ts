import { idParams, notificationReadSchema } from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../http/authenticate';
import { listNotifications, readNotification } from './notifications.service';

/** Private: the top bar's unread tickets (spec 1 §7 GET /notifications, PUT /notifications/{id}). */
export async function notificationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  r.get('/notifications', { schema: { tags } }, async (req) => listNotifications(ctxOf(req)));
  r.put(
    '/notifications/:id',
    { schema: { tags, params: idParams, body: notificationReadSchema } },
    async (req) => readNotification(ctxOf(req), req.params.id),
  );
}
