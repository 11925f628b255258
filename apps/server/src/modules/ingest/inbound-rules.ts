import type { SystemCtx } from '../../context';
import type { MessageRow } from '../messages/messages.repo';
import { sendAutomaticText } from '../messages/automatic-message';
import { settingValue } from '../settings/setting-value';

/** What the caller is told when the company does not take calls ('call' setting 'disabled'). */
export const CALLS_REFUSED_TEXT =
  '*Mensagem automática:* as chamadas de voz e vídeo estão desabilitadas neste WhatsApp. Por favor, envie uma mensagem de texto. Obrigado!';

/**
 * 'Ignorar mensagens de grupos' (CheckMsgIsGroup, on by default): a group's messages and
 * calls are not stored, so they open no ticket. Only group traffic pays for the lookup.
 */
export async function groupIgnored(ctx: SystemCtx, companyId: number, isGroup: boolean) {
  return isGroup && (await settingValue(ctx.db, companyId, 'CheckMsgIsGroup')) === 'enabled';
}

/**
 * 'Chamadas de voz e vídeo: Não aceitar': the channel has rejected the call (the Baileys
 * session does, docs/decisions/0149); the missed call is still in the ticket, and the caller is
 * asked to write instead, once per call.
 */
export async function answerRefusedCall(ctx: SystemCtx, call: MessageRow) {
  try {
    if ((await settingValue(ctx.db, ctx.companyId, 'call')) !== 'disabled') return;
    await sendAutomaticText(ctx, call.ticketId, CALLS_REFUSED_TEXT, `call-refused-${call.id}`);
  } catch (err) {
    // the missed call is stored and shown; a failed answer must not undo or hide it
    ctx.log.error({ err, messageId: call.id }, 'answer to a refused call failed');
  }
}
