import type { z } from 'zod';
import type { Ctx, SystemCtx } from '../../context';
import { checkWhatsappNumber } from '../whatsapp-numbers/number-check';
import { toContactListDTO, toContactListItemDTO } from './contact-lists.dto';
import * as lists from './contact-lists.repo';
import * as items from './contact-list-items.repo';
import { contactListValidityJob } from './contact-list-validity.job';

type Payload = z.output<typeof contactListValidityJob.schema>;

/** Items asked per batch; the list's progress is announced after each batch. */
const BATCH = 100;
/** Items per run: a long list goes on in a following run, so no run holds a worker for long. */
const PER_RUN = 2_000;

/**
 * Queues the check of a list's unchecked items (two runs at once only ask some twice). A queue
 * that cannot take it leaves the items unknown, which the page shows: logged, the caller goes on.
 */
export async function queueValidityCheck(
  ctx: Pick<Ctx, 'jobs' | 'companyId' | 'log'>,
  contactListId: number,
  connectionId?: number,
) {
  try {
    await ctx.jobs.send(contactListValidityJob, {
      companyId: ctx.companyId,
      contactListId,
      connectionId,
    });
  } catch (err) {
    ctx.log.warn({ err, contactListId }, 'contact list validity check not queued');
  }
}

async function announceProgress(ctx: SystemCtx, contactListId: number) {
  const list = await lists.findWithCounts(ctx.db, ctx.companyId, contactListId);
  if (!list) return;
  ctx.events.emit({
    type: 'contactList.saved',
    companyId: ctx.companyId,
    action: 'update',
    record: toContactListDTO(list),
  });
}

/**
 * Idempotent: only items still unchecked are asked, and an answer is stored only if the item
 * is still unchecked with the same number. When no connection can answer now, the items stay
 * unknown (null) and the run ends; a channel failure retries the run.
 */
export async function contactListValidityHandler(ctx: SystemCtx, payload: Payload) {
  let done = 0;
  while (done < PER_RUN) {
    const batch = await items.unchecked(ctx.db, ctx.companyId, payload.contactListId, BATCH);
    if (!batch.length) break;
    for (const item of batch) {
      const check = await checkWhatsappNumber(ctx, item.number, payload.connectionId);
      if (check.status === 'unchecked') {
        ctx.log.info({ reason: check.reason, ...payload }, 'contact list numbers left unchecked');
        await announceProgress(ctx, payload.contactListId);
        return;
      }
      const valid = check.status === 'valid';
      const row = await items.settleValidity(ctx.db, ctx.companyId, item, valid, ctx.clock.now());
      if (row) {
        ctx.events.emit({
          type: 'contactListItem.saved',
          companyId: ctx.companyId,
          action: 'update',
          record: toContactListItemDTO(row),
        });
      }
    }
    done += batch.length;
    await announceProgress(ctx, payload.contactListId);
  }
  if (done >= PER_RUN) await queueValidityCheck(ctx, payload.contactListId, payload.connectionId);
}
