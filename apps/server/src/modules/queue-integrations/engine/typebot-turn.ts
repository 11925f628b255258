import * as repo from '../queue-integrations.repo';
import type { IntegrationTurn } from './integration-engine';
import { postJson } from './outside-call';
import { choiceAnswer, readTypebotAnswer, type SayItem, type TypebotInput } from './typebot-flow';

const base = (url: string) => url.replace(/\/+$/, '');
const same = (a: string, b: string) => !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Typebot: a chat session per ticket through the public chat API. The finish keyword hands
 * over; the restart keyword (or an expired session) starts the flow again; an answer that is
 * none of the offered choices gets the unknown-message; the flow's end hands over.
 */
export async function runTypebotTurn(t: IntegrationTurn) {
  const { ctx, integration: bot, ticket, message } = t;
  const body = message.body;
  const now = ctx.clock.now();
  const delayMs = bot.typebotDelayMessage;
  let session: repo.IntegrationSessionRow | undefined = await repo.findSession(
    ctx.db,
    ctx.companyId,
    ticket.id,
    bot.id,
  );

  if (same(body, bot.typebotKeywordFinish)) {
    await repo.dropSession(ctx.db, ctx.companyId, ticket.id, bot.id);
    await t.say([], { handOver: true });
    return;
  }
  const before: SayItem[] = [];
  if (same(body, bot.typebotKeywordRestart)) {
    session = undefined;
    if (bot.typebotRestartMessage) before.push(bot.typebotRestartMessage);
  }
  const expired =
    session &&
    bot.typebotExpires > 0 &&
    now.getTime() - session.lastActivityAt.getTime() > bot.typebotExpires * 60_000;
  if (expired) session = undefined;

  let answer: ReturnType<typeof readTypebotAnswer> | undefined;
  let sessionId: string | undefined = session?.sessionId;
  if (session) {
    const reply = choiceAnswer(session.input as TypebotInput | null, body);
    if (reply === undefined) {
      const texts = bot.typebotUnknownMessage ? [bot.typebotUnknownMessage] : [];
      await t.say(texts, { delayMs });
      return;
    }
    const res = await postJson(
      `${base(bot.urlN8N)}/api/v1/sessions/${encodeURIComponent(session.sessionId)}/continueChat`,
      JSON.stringify({
        message: { type: 'text', text: reply },
        textBubbleContentFormat: 'richText',
      }),
      {},
      { allow404: true },
    );
    // a session Typebot no longer knows starts over
    if (res.status !== 404) answer = readTypebotAnswer(res.json);
  }
  if (!answer) {
    const res = await postJson(
      `${base(bot.urlN8N)}/api/v1/typebots/${encodeURIComponent(bot.typebotSlug)}/startChat`,
      JSON.stringify({
        isStreamEnabled: false,
        textBubbleContentFormat: 'richText',
        prefilledVariables: {
          number: ticket.contactNumber,
          pushName: ticket.contactName,
          ticketId: ticket.id,
        },
      }),
    );
    answer = readTypebotAnswer(res.json);
    sessionId = answer.sessionId;
  }
  if (!answer.input || !sessionId) {
    // the flow ended: its last texts go out and a person takes over
    await repo.dropSession(ctx.db, ctx.companyId, ticket.id, bot.id);
    await t.say([...before, ...answer.texts], { delayMs, handOver: true });
    return;
  }
  await repo.saveSession(ctx.db, {
    companyId: ctx.companyId,
    ticketId: ticket.id,
    integrationId: bot.id,
    sessionId,
    input: answer.input,
    lastActivityAt: now,
  });
  await t.say([...before, ...answer.texts], { delayMs });
}
