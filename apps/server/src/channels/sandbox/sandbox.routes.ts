import {
  can,
  idParam,
  sandboxMessageSchema,
  sandboxPairSchema,
  sandboxNumberParams,
  sandboxNumberSchema,
  sandboxPhoneQuery,
} from '@atende/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, forbidden, invalid, notFound } from '../../http/app-error';
import { ctxOf } from '../../http/authenticate';
import { withUpload } from '../../http/uploads';
import { findWhatsapp } from '../../modules/whatsapps/whatsapps.repo';
import { ChannelError, type ConnectionRef, type InboundMedia } from '../channel';
import type { CustomerMessage } from './sandbox-adapter';

const params = z.object({ connectionId: idParam });

/** Admins of the company act as the customer of one of its sandbox connections. */
async function sandboxConnection(
  req: FastifyRequest,
  connectionId: number,
): Promise<ConnectionRef> {
  const ctx = ctxOf(req);
  if (!can(ctx.user.profile, 'connections-page:actionButtons')) throw forbidden();
  const row = await findWhatsapp(ctx.db, ctx.companyId, connectionId);
  if (!row) throw notFound('ERR_NO_WAPP_FOUND', 'Conexão não encontrada');
  if (row.provider !== 'sandbox') {
    throw new AppError('ERR_VALIDATION', 400, 'Esta conexão não é um telefone simulado (sandbox)');
  }
  return { id: row.id, companyId: row.companyId, name: row.name };
}

/** The customer's multipart message: text fields, one file under 'media'. */
const customerUpload = { fileFields: ['media'], maxFiles: 1, errorField: 'media' };

/**
 * When the request arrived, on the wall clock the database stamps the bot's texts with. A
 * phone stamps a message as the customer sends it: a message posted while an earlier one's
 * bot turn holds the database up is still one typed before the bot's answer to it.
 */
const arrivedAt = (reply: FastifyReply) => new Date(Date.now() - reply.elapsedTime);

/** The simulated customer sends `raw` (plus an already stored file) through the phone. */
async function customerSends(
  req: FastifyRequest,
  conn: ConnectionRef,
  raw: object,
  media: InboundMedia | undefined,
  sentAt: Date,
) {
  const parsed = sandboxMessageSchema.safeParse(raw);
  if (!parsed.success) {
    throw invalid(
      Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'body', i.message])),
    );
  }
  if (!parsed.data.body?.trim() && !media) throw invalid({ body: 'Required' });
  const message: CustomerMessage = { ...parsed.data, media, sentAt };
  try {
    return { externalId: await ctxOf(req).channels.sandbox.customerSends(conn, message) };
  } catch (err) {
    if (!(err instanceof ChannelError)) throw err;
    await sandboxConnection(req, conn.id); // answers 404 or 'not a sandbox' when so
    throw new AppError('ERR_WAPP_NOT_INITIALIZED', 400, err.message);
  }
}

export async function sandboxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sandbox'];

  r.post('/sandbox/:connectionId/messages', { schema: { tags, params } }, async (req, reply) => {
    const sentAt = arrivedAt(reply);
    const ctx = ctxOf(req);
    if (!can(ctx.user.profile, 'connections-page:actionButtons')) throw forbidden();
    // a file is only saved for a connection known to be a sandbox of this company; a plain
    // message skips the lookup: the phone itself refuses when it is not a paired sandbox
    if (req.isMultipart()) {
      const conn = await sandboxConnection(req, req.params.connectionId);
      return withUpload(req, ctx, customerUpload, ({ fields, files: [media] }) =>
        customerSends(req, conn, fields, media, sentAt),
      );
    }
    const conn = { id: req.params.connectionId, companyId: ctx.companyId, name: '' };
    return customerSends(req, conn, (req.body ?? {}) as object, undefined, sentAt);
  });

  r.get(
    '/sandbox/:connectionId/messages',
    { schema: { tags, params, querystring: sandboxPhoneQuery } },
    async (req) => {
      const conn = await sandboxConnection(req, req.params.connectionId);
      const rows = await ctxOf(req).channels.sandbox.conversation(conn, req.query.number);
      return {
        messages: rows.map((m) => ({
          id: m.id,
          externalId: m.externalId,
          direction: m.direction,
          body: m.deleted ? '' : m.body,
          mediaName: m.mediaName,
          ack: m.ack,
          deleted: m.deleted,
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },
  );

  /** Whether a number is on the simulated WhatsApp, and whether it shows a picture. */
  r.put(
    '/sandbox/:connectionId/numbers/:number',
    { schema: { tags, params: sandboxNumberParams, body: sandboxNumberSchema } },
    async (req) => {
      const conn = await sandboxConnection(req, req.params.connectionId);
      const { number } = req.params;
      await ctxOf(req).channels.sandbox.setNumber(conn, number, req.body);
      return { number, ...req.body };
    },
  );

  r.get('/sandbox/:connectionId/numbers', { schema: { tags, params } }, async (req) => {
    const conn = await sandboxConnection(req, req.params.connectionId);
    return { numbers: await ctxOf(req).channels.sandbox.numbers(conn) };
  });

  /** The simulated phone scans the QR code shown for the connection. */
  r.post(
    '/sandbox/:connectionId/pair',
    { schema: { tags, params, body: sandboxPairSchema } },
    async (req) => {
      const conn = await sandboxConnection(req, req.params.connectionId);
      const paired = await ctxOf(req).channels.sandbox.pair(conn, req.body.qrcode);
      if (!paired) throw invalid({ qrcode: 'QR code inválido ou expirado' });
      return { status: 'CONNECTED' };
    },
  );
}
