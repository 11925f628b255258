import type { Executor } from '../../db/client';
import { invalid } from '../../http/app-error';
import { ownedQueueIds } from './queues.repo';

const queueNotFound = (field: string) => invalid({ [field]: 'Fila não encontrada' });

/**
 * The one rule for queue ids that arrive in a body: every one must be a queue of this company,
 * else a 400 naming `field`. Answers the ids without repeats.
 */
export async function checkedQueueIds(
  db: Executor,
  companyId: number,
  ids: number[],
  field = 'queueIds',
) {
  const unique = [...new Set(ids)];
  const owned = await ownedQueueIds(db, companyId, unique);
  if (owned.length !== unique.length) throw queueNotFound(field);
  return owned;
}

/** A single optional queue reference (queueId, transferQueueId ...): absent or this company's. */
export async function checkQueueId(
  db: Executor,
  companyId: number,
  id: number | null | undefined,
  field: string,
) {
  if (id) await checkedQueueIds(db, companyId, [id], field);
}
