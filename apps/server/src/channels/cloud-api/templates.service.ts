import { renderTemplateBody, type MessageTemplateDTO, type TemplateSendData } from '@atende/shared';
import type { Ctx } from '../../context';
import { AppError, invalid, notFound } from '../../http/app-error';
import { assertCanSend, sendMessages } from '../../modules/messages/messages.service';
import { findWhatsapp } from '../../modules/whatsapps/whatsapps.repo';
import { ChannelError } from '../channel';
import { bodyComponents } from './message-templates';

/** A cloud-api connection of the company, else 404 or a 400 saying it has no templates. */
async function templateConnection(ctx: Ctx, connectionId: number) {
  const row = await findWhatsapp(ctx.db, ctx.companyId, connectionId);
  if (!row) throw notFound('ERR_NO_WAPP_FOUND', 'Conexão não encontrada');
  if (row.provider !== 'cloud-api') {
    throw new AppError(
      'ERR_VALIDATION',
      400,
      'Modelos de mensagem existem só nas conexões da API oficial (cloud-api)',
    );
  }
  return { id: row.id, companyId: row.companyId, name: row.name };
}

/** The connection's approved templates, as the platform lists them now. */
export async function listTemplates(ctx: Ctx, connectionId: number): Promise<MessageTemplateDTO[]> {
  const conn = await templateConnection(ctx, connectionId);
  try {
    return await ctx.channels.cloudApi.listTemplates(conn);
  } catch (err) {
    if (err instanceof ChannelError) {
      throw new AppError('ERR_WAPP_NOT_INITIALIZED', 400, err.message);
    }
    throw err;
  }
}

/** What the chat shows of a sent template: header, body with its parameters, footer. */
const shownText = (t: MessageTemplateDTO, parameters: string[]) =>
  [t.header && `*${t.header}*`, renderTemplateBody(t.body, parameters), t.footer && `_${t.footer}_`]
    .filter(Boolean)
    .join('\n\n');

/**
 * Sends an approved template on a ticket, stored as the ticket's message and delivered by the
 * send job like any other (order, retries, acks). Allowed whatever the service window: it is
 * what the platform accepts once the window has closed.
 */
export async function sendTemplate(ctx: Ctx, ticketId: number, input: TemplateSendData) {
  const ticket = await assertCanSend(ctx, ticketId);
  const templates = await listTemplates(ctx, ticket.whatsappId);
  const template = templates.find((t) => t.name === input.name && t.language === input.language);
  if (!template) throw invalid({ name: 'Modelo não encontrado ou não aprovado' });
  if (input.parameters.length !== template.parameterCount) {
    throw invalid({ parameters: `O modelo pede ${template.parameterCount} parâmetro(s)` });
  }
  return sendMessages(ctx, ticketId, {
    body: shownText(template, input.parameters),
    files: [],
    template: {
      name: template.name,
      language: template.language,
      components: bodyComponents(input.parameters),
    },
  });
}
