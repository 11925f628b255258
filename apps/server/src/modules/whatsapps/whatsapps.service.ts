import { randomBytes } from 'node:crypto';
import { can, isAdminProfile, type WhatsappData, type WhatsappUpdateData } from '@atende/shared';
import type { Ctx } from '../../context';
import { lockCompanyRow } from '../../db/lock-company-row';
import { whatsapps } from '../../db/schema';
import type { Executor } from '../../db/client';
import { AppError, forbidden, notFound } from '../../http/app-error';
import { findCompany } from '../companies/companies.repo';
import { findPlan } from '../plans/plans.repo';
import { checkedQueueIds, checkQueueId } from '../queues/queue-ownership';
import { checkEngineRefs } from '../bot/engine-refs';
import type { WhatsappDTO } from '@atende/shared';
import { cloudApiDTOs, saveCloudApiSettings } from '../../channels/cloud-api/cloud-api-settings';
import { toWhatsappDTO } from './whatsapp-dto';
import { refuseIfActiveCampaignUses } from '../campaigns/campaign-in-use';
import { countUnsentOf } from '../schedules/schedules.repo';
import * as repo from './whatsapps.repo';
import { isUniqueViolation } from '../../db/pg-errors';

const NAME_TAKEN = 'Já existe uma conexão com este nome';

/** Two connections of a company share no name (its unique index): the field says so. */
function nameTaken(err: unknown): never {
  if (isUniqueViolation(err, 'whatsapps_company_name')) {
    throw new AppError('ERR_VALIDATION', 400, NAME_TAKEN, { name: NAME_TAKEN });
  }
  throw err;
}

export const whatsappNotFound = () => notFound('ERR_NO_WAPP_FOUND', 'Conexão não encontrada');

const ANYWAY = 'Para excluir mesmo assim, envie deleteTickets=true.';

/** What a delete would erase with the connection, named; undefined when nothing. */
function heldBy(tickets: number, unsent: number) {
  const schedules = unsent > 0 ? `${unsent} agendamento(s) por enviar` : '';
  if (tickets > 0) {
    const also = schedules ? ` e ${schedules}` : '';
    return new AppError(
      'ERR_WAPP_HAS_TICKETS',
      409,
      `Esta conexão tem ${tickets} atendimento(s)${also}: excluí-la apaga também as conversas, as mensagens e os agendamentos. ${ANYWAY}`,
    );
  }
  if (schedules) {
    return new AppError(
      'ERR_WAPP_HAS_SCHEDULES',
      409,
      `Esta conexão tem ${schedules}: excluí-la os apaga, e as mensagens não serão enviadas. ${ANYWAY}`,
    );
  }
  return undefined;
}

export async function loadWhatsappDTO(
  db: Executor,
  companyId: number,
  id: number,
  withToken: boolean,
) {
  const row = await repo.findWhatsapp(db, companyId, id);
  if (!row) return undefined;
  const queues = await repo.queuesOfWhatsapps(db, companyId, [id]);
  const cloudApi = withToken ? await cloudApiDTOs(db, companyId, [id]) : undefined;
  return toWhatsappDTO(row, queues.get(id) ?? [], withToken, cloudApi?.get(id));
}

export async function listWhatsapps(ctx: Ctx): Promise<WhatsappDTO[]> {
  const rows = await repo.listWhatsapps(ctx.db, ctx.companyId);
  const queues = await repo.queuesOfWhatsapps(
    ctx.db,
    ctx.companyId,
    rows.map((r) => r.id),
  );
  const withToken = isAdminProfile(ctx.user.profile);
  const cloudApi = withToken
    ? await cloudApiDTOs(
        ctx.db,
        ctx.companyId,
        rows.filter((r) => r.provider === 'cloud-api').map((r) => r.id),
      )
    : undefined;
  return rows.map((r) => toWhatsappDTO(r, queues.get(r.id) ?? [], withToken, cloudApi?.get(r.id)));
}

export async function getWhatsapp(ctx: Ctx, id: number) {
  const dto = await loadWhatsappDTO(ctx.db, ctx.companyId, id, isAdminProfile(ctx.user.profile));
  if (!dto) throw whatsappNotFound();
  return dto;
}

/** The connection's other queue references: where to transfer, which queue to send from. */
async function checkQueueRefs(
  db: Executor,
  companyId: number,
  fields: { transferQueueId?: number | null; sendIdQueue?: number | null },
) {
  await checkQueueId(db, companyId, fields.transferQueueId, 'transferQueueId');
  await checkQueueId(db, companyId, fields.sendIdQueue, 'sendIdQueue');
}

/** With more than one queue the customer must be greeted to choose (spec 1 §5). */
function requireGreeting(queueIds: number[], greeting: string | undefined) {
  if (queueIds.length > 1 && !greeting?.trim()) {
    throw new AppError(
      'ERR_WAPP_GREETING_REQUIRED',
      400,
      'A mensagem de saudação é obrigatória quando há mais de uma fila',
      { greetingMessage: 'Obrigatório' },
    );
  }
}

const newToken = () => randomBytes(24).toString('hex');

export async function createWhatsapp(ctx: Ctx, input: WhatsappData): Promise<WhatsappDTO> {
  if (!can(ctx.user.profile, 'connections-page:addConnection')) throw forbidden();
  const { queueIds = [], isDefault, token, cloudApi, ...fields } = input;
  requireGreeting(queueIds, fields.greetingMessage);
  const dto = await ctx.db
    .transaction(async (tx) => {
      const company = await findCompany(tx, ctx.companyId);
      const plan = company && (await findPlan(tx, company.planId));
      const existing = await repo.countWhatsapps(tx, ctx.companyId);
      if (plan && existing >= plan.connections) {
        throw new AppError(
          'ERR_PLAN_LIMIT_CONNECTIONS',
          400,
          `O plano ${plan.name} permite no máximo ${plan.connections} conexão(ões)`,
        );
      }
      const owned = await checkedQueueIds(tx, ctx.companyId, queueIds);
      await checkQueueRefs(tx, ctx.companyId, fields);
      await checkEngineRefs({ db: tx, companyId: ctx.companyId }, fields);
      // the first connection is the default: there must always be one
      const makeDefault = existing === 0 || !!isDefault;
      const row = await repo.insertWhatsapp(tx, ctx.companyId, {
        ...fields,
        isDefault: makeDefault,
        token: token || newToken(),
      });
      if (makeDefault) await repo.setOnlyDefault(tx, ctx.companyId, row.id);
      await repo.replaceWhatsappQueues(tx, ctx.companyId, row.id, owned);
      if (row.provider === 'cloud-api') {
        await saveCloudApiSettings(tx, ctx.channels.secrets, ctx.companyId, row.id, cloudApi);
      }
      return (await loadWhatsappDTO(tx, ctx.companyId, row.id, true))!;
    })
    .catch(nameTaken);
  ctx.events.emit({
    type: 'whatsapp.updated',
    companyId: ctx.companyId,
    whatsapp: { ...dto, token: '', cloudApi: undefined },
  });
  return dto;
}

export async function updateWhatsapp(ctx: Ctx, id: number, input: WhatsappUpdateData) {
  if (!can(ctx.user.profile, 'connections-page:editOrDeleteConnection')) throw forbidden();
  const { queueIds, isDefault, token, cloudApi, ...fields } = input;
  const dto = await ctx.db
    .transaction(async (tx) => {
      const current = await repo.findWhatsapp(tx, ctx.companyId, id);
      if (!current) throw whatsappNotFound();
      const currentQueues = (await repo.queuesOfWhatsapps(tx, ctx.companyId, [id])).get(id) ?? [];
      const nextQueues = queueIds ?? currentQueues.map((q) => q.id);
      requireGreeting(nextQueues, fields.greetingMessage ?? current.greetingMessage);
      if (current.isDefault && isDefault === false) {
        throw new AppError(
          'ERR_NO_OTHER_WHATSAPP',
          400,
          'Deve haver pelo menos uma conexão padrão: marque outra como padrão',
        );
      }
      const owned = queueIds ? await checkedQueueIds(tx, ctx.companyId, queueIds) : undefined;
      await checkQueueRefs(tx, ctx.companyId, fields);
      await checkEngineRefs({ db: tx, companyId: ctx.companyId }, fields);
      await repo.updateWhatsapp(tx, ctx.companyId, id, {
        ...fields,
        isDefault: isDefault ?? current.isDefault,
        token: token === undefined ? undefined : token || newToken(),
      });
      if (isDefault) await repo.setOnlyDefault(tx, ctx.companyId, id);
      if (owned) await repo.replaceWhatsappQueues(tx, ctx.companyId, id, owned);
      if ((fields.provider ?? current.provider) === 'cloud-api') {
        await saveCloudApiSettings(tx, ctx.channels.secrets, ctx.companyId, id, cloudApi);
      }
      return (await loadWhatsappDTO(tx, ctx.companyId, id, true))!;
    })
    .catch(nameTaken);
  ctx.events.emit({
    type: 'whatsapp.updated',
    companyId: ctx.companyId,
    whatsapp: { ...dto, token: '', cloudApi: undefined },
  });
  return dto;
}

/**
 * Deletes a connection. Its session ends as the disconnect button ends it (the phone's linked
 * device goes too: nothing could use it again). Its tickets, their messages and its schedules
 * go with it, so a connection that has tickets or schedules not yet sent is only deleted when
 * the caller says so (`deleteTickets`). When it was the default, the oldest remaining one
 * becomes it.
 */
export async function deleteWhatsapp(
  ctx: Ctx,
  id: number,
  endSession: (row: repo.WhatsappRow) => Promise<void>,
  deleteTickets = false,
) {
  if (!can(ctx.user.profile, 'connections-page:editOrDeleteConnection')) throw forbidden();
  const current = await repo.findWhatsapp(ctx.db, ctx.companyId, id);
  if (!current) throw whatsappNotFound();
  // asked first: erasing the tickets too would not let the campaign go on either
  await refuseIfActiveCampaignUses(ctx.db, ctx.companyId, 'whatsappId', id);
  if (!deleteTickets) {
    const held = heldBy(
      await repo.countTicketsOf(ctx.db, ctx.companyId, id),
      await countUnsentOf(ctx.db, ctx.companyId, id),
    );
    if (held) throw held;
  }
  await endSession(current);
  let promoted: WhatsappDTO | undefined;
  await ctx.db.transaction(async (tx) => {
    // a campaign scheduled since the question waits for this lock, then finds no connection
    if (!(await lockCompanyRow(tx, whatsapps, ctx.companyId, id))) throw whatsappNotFound();
    await refuseIfActiveCampaignUses(tx, ctx.companyId, 'whatsappId', id);
    await repo.deleteWhatsapp(tx, ctx.companyId, id);
    if (current.isDefault) {
      const rest = await repo.listWhatsapps(tx, ctx.companyId);
      // the list is sorted by name: the oldest is the one with the lowest id
      const next = rest.reduce<repo.WhatsappRow | undefined>(
        (oldest, w) => (!oldest || w.id < oldest.id ? w : oldest),
        undefined,
      );
      if (next) {
        await repo.updateWhatsapp(tx, ctx.companyId, next.id, { isDefault: true });
        promoted = await loadWhatsappDTO(tx, ctx.companyId, next.id, false);
      }
    }
  });
  ctx.events.emit({ type: 'whatsapp.deleted', companyId: ctx.companyId, whatsappId: id });
  if (promoted)
    ctx.events.emit({ type: 'whatsapp.updated', companyId: ctx.companyId, whatsapp: promoted });
}
