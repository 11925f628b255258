import type { SystemCtx } from '../../../context';
import { contentTypeOf, SNIFF_BYTES, uploadTypeOf } from '../../../media/media-type';
import { applyEngineOutcome } from '../../bot/queue-engine-turn';
import { sendAutomaticMedia } from '../../messages/automatic-media';
import type { QueueEngine, QueueEngineTurn } from '../../bot/queue-engines';
import { insertNote } from '../../ticket-notes/ticket-notes.repo';
import * as repo from '../queue-integrations.repo';
import { runDialogflowTurn } from './dialogflow-turn';
import { getMedia, OutsideError } from './outside-call';
import type { SayItem } from './typebot-flow';
import { runTypebotTurn } from './typebot-turn';
import { runWebhookTurn } from './webhook-turn';

type TurnTicket = NonNullable<Awaited<ReturnType<typeof repo.turnTicket>>>;
type TurnMessage = NonNullable<Awaited<ReturnType<typeof repo.turnMessage>>>;

/** What one engine turn works with: the integration, the ticket and the customer's message. */
export interface IntegrationTurn {
  ctx: SystemCtx;
  turn: QueueEngineTurn;
  integration: repo.QueueIntegrationRow;
  ticket: TurnTicket;
  message: TurnMessage;
  /** Sends texts and files in order (keyed by the message), waiting `delayMs` between them. */
  say(
    texts: SayItem[],
    opts?: {
      delayMs?: number;
      handOver?: boolean;
      queueId?: number;
      /** Closes the ticket after the texts. */
      close?: boolean;
      keyPrefix?: string;
    },
  ): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const runners: Record<string, (t: IntegrationTurn) => Promise<void>> = {
  typebot: runTypebotTurn,
  n8n: runWebhookTurn,
  webhook: runWebhookTurn,
  dialogflow: runDialogflowTurn,
};

/**
 * The engine of kind 'integration' (docs/decisions/0099): runs the queue's integration on one
 * customer message. A failure of the outside service (time limit, 429 after retries, refused
 * credentials, a broken answer) hands the ticket to a person with a note saying why, so the
 * customer's message is never left unanswered.
 */
export function createIntegrationEngine(): QueueEngine {
  return async (ctx, turn) => {
    const integration = await repo.find(ctx.db, ctx.companyId, turn.engineId);
    const ticket = await repo.turnTicket(ctx.db, ctx.companyId, turn.ticketId);
    const message = await repo.turnMessage(ctx.db, ctx.companyId, turn.ticketId, turn.messageId);
    if (!ticket || !message) return;
    if (!integration || !runners[integration.type]) {
      await giveUp(ctx, turn, ticket, 'a integração da fila não existe mais');
      return;
    }
    const say: IntegrationTurn['say'] = async (texts, opts = {}) => {
      const prefix = opts.keyPrefix ?? `${integration.type}-${turn.messageId}`;
      const ends = opts.handOver || opts.close || opts.queueId !== undefined;
      const end = { handOver: opts.handOver, queueId: opts.queueId, close: opts.close };
      if (texts.length === 0 && ends) await applyEngineOutcome(ctx, turn, end);
      for (const [n, item] of texts.entries()) {
        if (n > 0 && opts.delayMs) await sleep(opts.delayMs);
        const last = n === texts.length - 1;
        const key = `${prefix}-${n}`;
        // a file goes as itself; one that cannot be fetched, as its address
        const sent = typeof item !== 'string' && (await sendFile(ctx, turn, item.mediaUrl, key));
        if (sent && !(last && ends)) continue;
        const text = typeof item === 'string' ? item : item.mediaUrl;
        await applyEngineOutcome(ctx, turn, {
          texts: sent ? [] : [{ text, key }],
          ...(last && ends ? end : {}),
        });
      }
    };
    try {
      await runners[integration.type]!({ ctx, turn, integration, ticket, message, say });
    } catch (err) {
      const why = err instanceof OutsideError ? err.message : 'erro inesperado';
      if (!(err instanceof OutsideError)) ctx.log.error({ err, turn }, 'integration turn failed');
      await giveUp(ctx, turn, ticket, `${integration.name} (${integration.type}): ${why}`);
    }
  };
}

/** A flow's file (a picture, a video, an audio) sent as a message; false when it could not be. */
async function sendFile(ctx: SystemCtx, turn: QueueEngineTurn, url: string, key: string) {
  try {
    const { data, mimetype } = await getMedia(url);
    const name = decodeURIComponent(new URL(url).pathname.split('/').pop() || '') || 'arquivo';
    // a picture, a video or an audio by its first bytes: neither the answer's type nor the
    // address's name is taken on trust
    const head = data.subarray(0, SNIFF_BYTES);
    const type = [mimetype, contentTypeOf(name)]
      .filter((t) => /^(image|video|audio)\//.test(t))
      .map((t) => uploadTypeOf(t, head))
      .find(Boolean);
    if (!type) return false;
    await sendAutomaticMedia(ctx, turn.ticketId, { data, name, mimetype: type }, key);
    return true;
  } catch (err) {
    if (!(err instanceof OutsideError)) throw err;
    ctx.log.warn({ err: err.message, url }, 'integration file not fetched: sent as a link');
    return false;
  }
}

/** Hands the ticket to a person and leaves a note saying why. */
async function giveUp(ctx: SystemCtx, turn: QueueEngineTurn, ticket: TurnTicket, why: string) {
  await applyEngineOutcome(ctx, turn, { handOver: true });
  await insertNote(ctx.db, ctx.companyId, {
    note: `Integração falhou, atendimento passado para uma pessoa. Motivo: ${why}`,
    ticketId: ticket.id,
    contactId: ticket.contactId,
    userId: null,
  });
}
