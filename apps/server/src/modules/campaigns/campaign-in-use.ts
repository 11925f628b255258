import type { Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
import { activeCampaignUsing, type CampaignSource } from './campaigns.repo';

/**
 * A contact list, tag, file list or connection a campaign still has to send with is not
 * deleted: the campaign would end 'Finalizada' having sent nothing, send without its files, or
 * stay paused for ever (docs/decisions/0149). The caller holds the record's row lock, so a
 * campaign saved meanwhile waits for the delete.
 */
export async function refuseIfActiveCampaignUses(
  db: Executor,
  companyId: number,
  source: CampaignSource,
  id: number,
) {
  const campaign = await activeCampaignUsing(db, companyId, source, id);
  if (campaign === undefined) return;
  throw new AppError(
    'ERR_USED_BY_CAMPAIGN',
    409,
    `Em uso pela campanha "${campaign}", programada ou em andamento: cancele-a ou espere que termine antes de excluir`,
    { campaign },
  );
}
