import type { CampaignDTO, CampaignStatus } from '@atende/shared';
import type { CampaignView } from './campaigns.repo';

/** The API's view of a campaign: the storage path stays on the server. */
export function toCampaignDTO(row: CampaignView): CampaignDTO {
  return {
    id: row.id,
    name: row.name,
    status: row.status as CampaignStatus,
    confirmation: row.confirmation,
    message1: row.message1,
    message2: row.message2,
    message3: row.message3,
    message4: row.message4,
    message5: row.message5,
    confirmationMessage1: row.confirmationMessage1,
    confirmationMessage2: row.confirmationMessage2,
    confirmationMessage3: row.confirmationMessage3,
    confirmationMessage4: row.confirmationMessage4,
    confirmationMessage5: row.confirmationMessage5,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    whatsappId: row.whatsappId,
    contactListId: row.contactListId,
    tagListId: row.tagListId,
    fileListId: row.fileListId,
    mediaName: row.mediaPath ? row.mediaName : null,
    mediaUrl: row.mediaPath ? `/api/campaigns/${row.id}/media` : null,
    pausedReason: row.pausedReason,
    contactList: row.contactListName === null ? null : { name: row.contactListName },
    whatsapp: row.whatsappName === null ? null : { name: row.whatsappName },
    tagList: row.tagName === null ? null : { name: row.tagName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
