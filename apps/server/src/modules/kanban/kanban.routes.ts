import {
  idParams,
  kanbanCardCreateSchema,
  kanbanCardUpdateSchema,
  kanbanLaneCreateSchema,
  kanbanLaneUpdateSchema,
  kanbanQuery,
} from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../http/authenticate';
import * as cards from './kanban-cards.service';
import * as lanes from './kanban-lanes.service';
import { board } from './kanban.service';

/** Private (spec 3 §7 Kanban); the plan gate refuses it without useKanban. */
export async function kanbanRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['kanban'];

  r.get('/kanban', { schema: { tags, querystring: kanbanQuery } }, async (req) =>
    board(ctxOf(req), req.query),
  );
  r.post('/kanban/lane', { schema: { tags, body: kanbanLaneCreateSchema } }, async (req) =>
    lanes.createLane(ctxOf(req), req.body),
  );
  r.put(
    '/kanban/lane/:id',
    { schema: { tags, params: idParams, body: kanbanLaneUpdateSchema } },
    async (req) => lanes.updateLane(ctxOf(req), req.params.id, req.body),
  );
  r.delete('/kanban/lane/:id', { schema: { tags, params: idParams } }, async (req) => {
    await lanes.deleteLane(ctxOf(req), req.params.id);
    return { message: 'Quadro excluído' };
  });
  r.post('/kanban', { schema: { tags, body: kanbanCardCreateSchema } }, async (req) =>
    cards.createCard(ctxOf(req), req.body),
  );
  r.put(
    '/kanban/:id',
    { schema: { tags, params: idParams, body: kanbanCardUpdateSchema } },
    async (req) => cards.updateCard(ctxOf(req), req.params.id, req.body),
  );
  r.delete('/kanban/:id', { schema: { tags, params: idParams } }, async (req) => {
    await cards.deleteCard(ctxOf(req), req.params.id);
    return { message: 'Tarefa excluída' };
  });
}
