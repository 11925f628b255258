import { ChannelError, type ChannelAdapter } from '../../channels/channel';
import type { SystemCtx } from '../../context';
import { AppError } from '../../http/app-error';
import { findDefaultWhatsapp, findWhatsapp, type WhatsappRow } from '../whatsapps/whatsapps.repo';

type CheckCtx = Pick<SystemCtx, 'db' | 'companyId' | 'channels' | 'log'>;

/**
 * What checking a number answered: on WhatsApp (with the number as WhatsApp knows it), not on
 * it, or not checked because no connected channel of the company can check numbers now.
 */
export type NumberCheck =
  | { status: 'valid'; number: string }
  | { status: 'invalid'; number: string }
  | {
      status: 'unchecked';
      number: string;
      reason: 'no-connection' | 'not-connected' | 'unsupported';
    };

/** The connection that answers for the company: the one named, else the default one. */
async function checkingConnection(ctx: CheckCtx, connectionId?: number) {
  return connectionId
    ? findWhatsapp(ctx.db, ctx.companyId, connectionId)
    : findDefaultWhatsapp(ctx.db, ctx.companyId);
}

const refOf = (w: WhatsappRow) => ({ id: w.id, companyId: w.companyId, name: w.name });

/**
 * Whether `number` is on WhatsApp, asked through `connectionId` or the company's default
 * connection (decision 0050). Contact lists and campaigns call this too. A channel failure
 * while connected is ERR_WAPP_CHECK_CONTACT: the answer is unknown, and saying 'valid' or
 * 'invalid' would be a guess.
 */
export async function checkWhatsappNumber(
  ctx: CheckCtx,
  number: string,
  connectionId?: number,
): Promise<NumberCheck> {
  const digits = number.replace(/\D/g, '');
  const connection = await checkingConnection(ctx, connectionId);
  if (!connection) return { status: 'unchecked', number: digits, reason: 'no-connection' };
  if (connection.status !== 'CONNECTED') {
    return { status: 'unchecked', number: digits, reason: 'not-connected' };
  }
  const adapter: ChannelAdapter = ctx.channels.get(connection.provider);
  if (!adapter.checkNumber) return { status: 'unchecked', number: digits, reason: 'unsupported' };
  try {
    const answer = await adapter.checkNumber(refOf(connection), digits);
    return { status: answer.exists ? 'valid' : 'invalid', number: answer.number || digits };
  } catch (err) {
    if (!(err instanceof ChannelError)) throw err;
    ctx.log.warn({ err, connectionId: connection.id }, 'number check failed');
    throw new AppError(
      'ERR_WAPP_CHECK_CONTACT',
      503,
      `Não foi possível verificar o número: ${err.message}`,
    );
  }
}

/**
 * The number to keep for a contact or conversation: the one WhatsApp knows when checked,
 * as given when it could not be checked; ERR_WAPP_INVALID_CONTACT (400 naming `field`) when
 * WhatsApp says it is not on WhatsApp.
 */
export async function requireWhatsappNumber(
  ctx: CheckCtx,
  number: string,
  opts: { field: string; connectionId?: number },
): Promise<string> {
  const check = await checkWhatsappNumber(ctx, number, opts.connectionId);
  if (check.status === 'invalid') {
    const text = 'Este não é um número de WhatsApp válido';
    throw new AppError('ERR_WAPP_INVALID_CONTACT', 400, text, { [opts.field]: text });
  }
  return check.number;
}
