import { randomBytes } from 'node:crypto';
import {
  can,
  WEBHOOK_DELIVERY_PAGE_SIZE,
  WEBHOOK_MESSAGES,
  WEBHOOK_PING,
  WEBHOOK_RETRY_HOURS,
  type WebhookData,
  type WebhookWithSecretDTO,
} from '@atende/shared';
import type { Ctx } from '../../context';
import { forbidden, invalid, notFound } from '../../http/app-error';
import type { WebhookEnv } from './webhook-deps';
import { attemptDelivery, enqueueDelivery } from './webhook-delivery';
import { payloadOf } from './webhook-events';
import { targetProblem } from './webhook-target';
import { toDeliveryDTO, toWebhookDTO } from './webhooks.dto';
import * as repo from './webhooks.repo';

const webhookNotFound = () => notFound('ERR_NOT_FOUND', WEBHOOK_MESSAGES.notFound);
const deliveryNotFound = () => notFound('ERR_NOT_FOUND', WEBHOOK_MESSAGES.deliveryNotFound);

/** Webhooks are the company admins'. */
function assertAdmin(ctx: Ctx) {
  if (!can(ctx.user.profile, 'drawer-admin-items:view')) throw forbidden();
}

const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

async function checkTarget(env: WebhookEnv, url: string) {
  const problem = await targetProblem(url, env.allowPrivate);
  if (problem) throw invalid({ url: problem });
}

async function ownRow(ctx: Ctx, id: number) {
  assertAdmin(ctx);
  const row = await repo.find(ctx.db, ctx.companyId, id);
  if (!row) throw webhookNotFound();
  return row;
}

export async function list(ctx: Ctx) {
  assertAdmin(ctx);
  return (await repo.list(ctx.db, ctx.companyId)).map(toWebhookDTO);
}

export async function getOne(ctx: Ctx, id: number) {
  return toWebhookDTO(await ownRow(ctx, id));
}

/** The answer carries the signing secret: the only time, with rotate-secret, it is shown. */
export async function create(
  ctx: Ctx,
  env: WebhookEnv,
  input: WebhookData,
): Promise<WebhookWithSecretDTO> {
  assertAdmin(ctx);
  await checkTarget(env, input.url);
  const secret = newSecret();
  const row = await repo.insert(ctx.db, ctx.companyId, {
    ...input,
    secretSealed: ctx.secrets.seal(secret),
  });
  return { ...toWebhookDTO(row), secret };
}

/** Saving an endpoint active again lifts a pause and sends what waited. */
export async function update(ctx: Ctx, env: WebhookEnv, id: number, input: WebhookData) {
  const current = await ownRow(ctx, id);
  if (input.url !== current.url) await checkTarget(env, input.url);
  const resume = input.active && (current.pausedAt !== null || !current.active);
  const row = await repo.update(ctx.db, ctx.companyId, id, {
    ...input,
    ...(resume ? { pausedAt: null, failureCount: 0 } : {}),
  });
  if (!row) throw webhookNotFound();
  if (resume) {
    for (const head of await repo.pendingHeads(ctx.db, ctx.companyId, id)) {
      await enqueueDelivery(ctx, ctx.companyId, head.id);
    }
  }
  return toWebhookDTO(row);
}

export async function remove(ctx: Ctx, id: number) {
  await ownRow(ctx, id);
  if (!(await repo.remove(ctx.db, ctx.companyId, id))) throw webhookNotFound();
}

export async function rotateSecret(
  ctx: Ctx,
  env: WebhookEnv,
  id: number,
): Promise<WebhookWithSecretDTO> {
  await ownRow(ctx, id);
  const secret = newSecret();
  const row = await repo.update(ctx.db, ctx.companyId, id, {
    secretSealed: ctx.secrets.seal(secret),
  });
  if (!row) throw webhookNotFound();
  return { ...toWebhookDTO(row), secret };
}

export async function deliveries(ctx: Ctx, id: number, before?: number) {
  await ownRow(ctx, id);
  const { rows, hasMore } = await repo.listDeliveries(ctx.db, ctx.companyId, id, {
    before,
    limit: WEBHOOK_DELIVERY_PAGE_SIZE,
  });
  return { deliveries: rows.map(toDeliveryDTO), hasMore };
}

/** Sends the same event (same id and body) again, through the job, with a fresh 24 h. */
export async function redeliver(ctx: Ctx, deliveryId: number) {
  assertAdmin(ctx);
  const delivery = await repo.findDelivery(ctx.db, ctx.companyId, deliveryId);
  if (!delivery) throw deliveryNotFound();
  const row = await repo.updateDelivery(ctx.db, ctx.companyId, deliveryId, {
    status: 'pending',
    deliveredAt: null,
    giveUpAt: new Date(ctx.clock.now().getTime() + WEBHOOK_RETRY_HOURS * 3_600_000),
  });
  if (!row) throw deliveryNotFound();
  await enqueueDelivery(ctx, ctx.companyId, deliveryId);
  return toDeliveryDTO(row);
}

/** A ping sent at once (not retried): the answer shows what the receiver said. */
export async function ping(ctx: Ctx, env: WebhookEnv, id: number) {
  const endpoint = await ownRow(ctx, id);
  const now = ctx.clock.now();
  const { eventId, body } = payloadOf(ctx.companyId, WEBHOOK_PING, { webhookId: id }, now);
  const delivery = await repo.insertDelivery(ctx.db, {
    companyId: ctx.companyId,
    webhookId: id,
    eventId,
    type: WEBHOOK_PING,
    orderKey: null,
    dedupeKey: null,
    body,
    giveUpAt: now,
  });
  const sys = { ...ctx, ...env };
  const result = await attemptDelivery(sys, delivery!, endpoint);
  const row = result.ok
    ? await repo.findDelivery(ctx.db, ctx.companyId, delivery!.id)
    : await repo.updateDelivery(ctx.db, ctx.companyId, delivery!.id, { status: 'failed' });
  return toDeliveryDTO(row!);
}
