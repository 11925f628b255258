import {
  idParams,
  TICKET_NOTE_MESSAGES,
  ticketNoteCreateSchema,
  ticketNoteListQuery,
} from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../http/authenticate';
import * as service from './ticket-notes.service';

/** Private: the ticket notes of the contact drawer. */
export async function ticketNotesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['ticket-notes'];

  r.get('/ticket-notes/list', { schema: { tags, querystring: ticketNoteListQuery } }, async (req) =>
    service.listNotes(ctxOf(req), req.query),
  );
  r.post('/ticket-notes', { schema: { tags, body: ticketNoteCreateSchema } }, async (req) =>
    service.createNote(ctxOf(req), req.body),
  );
  r.delete('/ticket-notes/:id', { schema: { tags, params: idParams } }, async (req) => {
    await service.deleteNote(ctxOf(req), req.params.id);
    return { message: TICKET_NOTE_MESSAGES.deleted };
  });
}
