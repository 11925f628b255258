import type { Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
import { activeCampaignUsing } from './campaigns.repo';

/**
 * A contact list or tag a campaign still has to send to is not deleted: the campaign would end
 * 'Finalizada' having sent nothing (docs/decisions/0149). The caller holds the list's or tag's
 * row lock, so a campaign saved meanwhile waits for the delete.
 */
export async function refuseIfActiveCampaignUses(
  db: Executor,
  companyId: number,
  ref: { contactListId: number } | { tagListId: number },
) {
  const campaign = await activeCampaignUsing(db, companyId, ref);
  if (campaign === undefined) return;
  throw new AppError(
    'ERR_USED_BY_CAMPAIGN',
    409,
    `Em uso pela campanha "${campaign}", programada ou em andamento: cancele-a ou espere que termine antes de excluir`,
    { campaign },
  );
}
