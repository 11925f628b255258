import type { CloudApiSettingsDTO, QueueRefDTO, WhatsappDTO } from '@atende/shared';
import type { WhatsappRow } from './whatsapps.repo';

export function toWhatsappDTO(
  w: WhatsappRow,
  queues: QueueRefDTO[],
  withToken: boolean,
  cloudApi?: CloudApiSettingsDTO,
): WhatsappDTO {
  return {
    id: w.id,
    name: w.name,
    status: w.status,
    statusReason: w.statusReason,
    qrcode: w.qrcode,
    number: w.number,
    isDefault: w.isDefault,
    retries: w.retries,
    greetingMessage: w.greetingMessage,
    complationMessage: w.complationMessage,
    outOfHoursMessage: w.outOfHoursMessage,
    ratingMessage: w.ratingMessage,
    expiresInactiveMessage: w.expiresInactiveMessage,
    // the external API token is an admin's secret: never in lists for users or in events
    token: withToken ? w.token : '',
    provider: w.provider,
    expiresTicket: w.expiresTicket,
    timeUseBotQueues: w.timeUseBotQueues,
    maxUseBotQueues: w.maxUseBotQueues,
    transferQueueId: w.transferQueueId,
    timeToTransfer: w.timeToTransfer,
    promptId: w.promptId,
    integrationId: w.integrationId,
    sendIdQueue: w.sendIdQueue,
    timeSendQueue: w.timeSendQueue,
    queues,
    queueIds: queues.map((q) => q.id),
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
    // the channel's settings are an admin's, like the token
    ...(withToken && cloudApi ? { cloudApi } : {}),
  };
}
