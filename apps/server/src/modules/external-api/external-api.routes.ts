import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SystemCtx } from '../../context';
import { AppError } from '../../http/app-error';
import { bearerToken, publicCtxOf } from '../../http/authenticate';
import { withUpload } from '../../http/uploads';
import { authenticateConnection } from './connection-token';
import * as repo from './external-api.repo';
import { GROUP_ID, sendExternal, type ExternalSend } from './external-send.service';

/** Sends allowed per connection token per minute, unless the deployment says otherwise. */
export const DEFAULT_API_SENDS_PER_MINUTE = 60;
const KEY_LIFETIME_MS = 24 * 3_600_000;

const numberField = z.preprocess(
  // integrators often send the number as a JSON number: 15 digits fit a safe integer
  (v) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? String(v) : v),
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? 'Required' : 'Envie o número como texto, só com dígitos',
    })
    .trim()
    .refine((n) => /^\d{8,15}$/.test(n) || GROUP_ID.test(n), {
      message: 'Use só dígitos, com código do país e DDD (ex.: 5511999999999), ou o id do grupo',
    }),
);
const flag = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
  .optional()
  .default(false);
const sendFields = z.object({
  number: numberField,
  body: z.string().max(65_536, 'Too Long!').optional().default(''),
  closeTicket: flag,
  saveOnTicket: flag,
});
const keyHeader = z
  .string()
  .regex(/^[\x21-\x7e]{1,200}$/, 'Use de 1 a 200 caracteres visíveis, sem espaços')
  .optional();

function parsed<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = Object.fromEntries(
    result.error.issues.map((i) => [String(i.path[0] ?? 'body'), i.message]),
  );
  throw new AppError('ERR_VALIDATION', 400, 'Requisição inválida', fields);
}

function ctxOfConnection(req: FastifyRequest): SystemCtx {
  return { ...publicCtxOf(req), companyId: req.apiConnection!.companyId };
}

type SendFields = z.output<typeof sendFields>;

/**
 * What a send asks, hashed: its number, text and flags (files are not read twice: a reused key
 * with the same text and other files is taken for a retry).
 */
function fingerprintOf(fields: SendFields): string {
  const { number, body, closeTicket, saveOnTicket } = fields;
  return createHash('sha256')
    .update(JSON.stringify([number, body, closeTicket, saveOnTicket]))
    .digest('hex');
}

/** The send itself: JSON { number, body, ... } or multipart with the files under `medias`. */
async function send(req: FastifyRequest, ctx: SystemCtx) {
  const connection = req.apiConnection!;
  if (!req.isMultipart()) {
    const fields = parsed(sendFields, req.body ?? {});
    const result = await sendExternal(ctx, connection, { ...fields, files: [] });
    return { result, fingerprint: fingerprintOf(fields) };
  }
  const upload = { fileFields: ['medias'], errorField: 'medias', maxFiles: 10 };
  return withUpload(req, ctx, upload, async ({ fields, files }) => {
    const input: ExternalSend = { ...parsed(sendFields, fields), files };
    const result = await sendExternal(ctx, connection, input);
    return { result, fingerprint: fingerprintOf(input) };
  });
}

/** A retry's request, read only to compare it with the first (its files are drained). */
async function retryFingerprint(req: FastifyRequest): Promise<string | null> {
  let fields: unknown = req.body ?? {};
  if (req.isMultipart()) {
    const values: Record<string, unknown> = {};
    for await (const part of req.parts()) {
      if (part.type === 'file') part.file.resume();
      else values[part.fieldname] = part.value;
    }
    fields = values;
  }
  const result = sendFields.safeParse(fields);
  return result.success ? fingerprintOf(result.data) : null;
}

/**
 * With an Idempotency-Key, the first request's answer is kept for a day and given again to a
 * retry, which sends nothing (docs/decisions/0063-external-send-api.md).
 */
async function sendOnce(req: FastifyRequest, reply: FastifyReply) {
  const ctx = ctxOfConnection(req);
  const key = parsed(z.object({ key: keyHeader }), { key: req.headers['idempotency-key'] }).key;
  if (!key) return (await send(req, ctx)).result;
  const whatsappId = req.apiConnection!.id;
  await repo.dropOldKeys(ctx.db, whatsappId, new Date(ctx.clock.now().getTime() - KEY_LIFETIME_MS));
  const claim = await repo.claimKey(ctx.db, { companyId: ctx.companyId, whatsappId, key });
  if (!claim.claimed) {
    if (!claim.response) {
      throw new AppError(
        'ERR_IDEMPOTENCY_IN_PROGRESS',
        409,
        'Um envio com esta Idempotency-Key ainda está em andamento',
      );
    }
    // the same key for another number or text is a mistake: answering the first send's answer
    // would drop this one without a word
    const asked = await retryFingerprint(req);
    if (claim.fingerprint && asked !== claim.fingerprint) {
      throw new AppError(
        'ERR_IDEMPOTENCY_KEY_REUSED',
        422,
        'Esta Idempotency-Key já foi usada para outro envio (outro número, texto ou opção): use uma chave por envio',
      );
    }
    return reply.header('idempotent-replayed', 'true').send(claim.response);
  }
  try {
    const { result, fingerprint } = await send(req, ctx);
    await repo.saveKeyResponse(ctx.db, whatsappId, key, result, fingerprint);
    return result;
  } catch (err) {
    await repo.releaseKey(ctx.db, whatsappId, key);
    throw err;
  }
}

/** POST /api/messages/send, the path integrators already use (ARCHITECTURE §3). */
export async function externalApiRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/messages/send',
    {
      schema: { tags: ['external API'] },
      onRequest: authenticateConnection,
      config: {
        rateLimit: {
          max: app.deps.apiSendsPerMinute ?? DEFAULT_API_SENDS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (req: FastifyRequest) =>
            `api:${createHash('sha256')
              .update(bearerToken(req.headers.authorization) ?? req.ip)
              .digest('hex')}`,
        },
      },
    },
    sendOnce,
  );
}
