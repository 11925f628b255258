import { idParams } from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../http/authenticate';
import { sendMedia } from '../../http/uploads';
import { contactPictureFile } from './contact-pictures.service';

/** Private: the contacts' stored profile pictures, for the company's signed-in users. */
export async function contactPicturesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/contacts/:id/picture',
    { schema: { tags: ['contacts'], params: idParams } },
    async (req, reply) => {
      const { stream, name } = await contactPictureFile(ctxOf(req), req.params.id);
      return sendMedia(reply, stream, name);
    },
  );
}
