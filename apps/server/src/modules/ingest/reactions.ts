import type { SystemCtx } from '../../context';
import { emitMessageUpdated } from '../messages/message-events';
import { previewFollowsChange } from '../messages/message-preview';
import { knownNumberOf } from '../contacts/number-variants';
import { withdrawReactions } from './ingest.repo';

/**
 * A person's earlier reactions to a message taken back: removed on the phone, or replaced by a
 * new one (`keepId`). The chats that show them hear it and hide them.
 */
export async function takeBackReactions(
  ctx: SystemCtx,
  connectionId: number,
  r: { number: string; targetExternalId: string; until: Date; keepId?: number },
) {
  // the contact's number as stored (a Brazilian mobile may come with or without its 9)
  const number = await knownNumberOf(ctx.db, ctx.companyId, r.number);
  const rows = await withdrawReactions(ctx.db, ctx.companyId, connectionId, { ...r, number });
  for (const row of rows) {
    await emitMessageUpdated(ctx, row);
    await previewFollowsChange(ctx, row);
  }
}
