import OpenAI, { toFile } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { PROMPT_TEXT_VOICE } from '@atende/shared';
import type { SystemCtx } from '../../context';
import { applyEngineOutcome } from '../bot/queue-engine-turn';
import type { QueueEngine, QueueEngineTurn } from '../bot/queue-engines';
import * as ticketsRepo from '../tickets/tickets.repo';
import { insertNote } from '../ticket-notes/ticket-notes.repo';
import { aiFailureReason } from './ai-errors';
import { synthesizeSpeech } from './azure-speech';
import { historyOf, type HistoryMessage } from './prompt-engine.repo';
import { readReply } from './prompt-reply';
import { sendAutomaticMedia } from '../messages/automatic-media';
import * as repo from './prompts.repo';

export interface PromptEngineOptions {
  /** OPENAI_BASE_URL: any OpenAI-compatible server. */
  openAiBaseUrl: string;
  model: string;
  transcriptionModel: string;
  /** AZURE_SPEECH_BASE_URL, '{region}' replaced by the prompt's voiceRegion. */
  azureSpeechBaseUrl: string;
  /** Time limit of each outside call. */
  timeoutMs: number;
  /** Retries of a call that timed out or got 429 / 5xx (the client backs off between them). */
  maxRetries?: number;
}

export const PROMPT_ENGINE_DEFAULTS: PromptEngineOptions = {
  openAiBaseUrl: 'https://api.openai.com/v1',
  model: 'gpt-4o-mini',
  transcriptionModel: 'whisper-1',
  azureSpeechBaseUrl: 'https://{region}.tts.speech.microsoft.com',
  timeoutMs: 30_000,
  maxRetries: 2,
};

/** The note a person finds on a ticket the assistant could not answer. */
export const failureNote = (reason: string) =>
  `Assistente de IA: ${reason} A conversa foi transferida para um atendente.`;

/**
 * The 'prompt' queue engine (issue 14 item 1): the prompt as system message, the ticket's last
 * maxMessages as history (the customer as user, ours as assistant), a voice note transcribed
 * first; the answer goes out as text (and as a voice note when the prompt has a voice). A reply
 * holding the hand-over marker hands the ticket to a person in the prompt's queue. A failure
 * (timeout, 429, bad key) hands over too, with a note saying why: the message is never dropped.
 */
export function createPromptEngine(options: Partial<PromptEngineOptions> = {}): QueueEngine {
  const opts = { ...PROMPT_ENGINE_DEFAULTS, ...options };
  return async (ctx, turn) => {
    const found = await repo.find(ctx.db, ctx.companyId, turn.engineId);
    if (!found) return giveUp(ctx, turn, 'O prompt deste setor não existe mais.');
    const prompt = found.prompt;
    let reply: string;
    try {
      const client = new OpenAI({
        apiKey: ctx.secrets.open(prompt.apiKeySealed),
        baseURL: opts.openAiBaseUrl,
        timeout: opts.timeoutMs,
        maxRetries: opts.maxRetries,
      });
      const history = await historyOf(
        ctx.db,
        ctx.companyId,
        turn.ticketId,
        turn.messageId,
        prompt.maxMessages,
      );
      const conversation = await toConversation(ctx, client, opts, history, turn.messageId);
      const completion = await client.chat.completions.create({
        model: opts.model,
        messages: [{ role: 'system', content: prompt.prompt }, ...conversation],
        max_tokens: prompt.maxTokens,
        temperature: prompt.temperature,
      });
      reply = completion.choices[0]?.message?.content ?? '';
    } catch (err) {
      ctx.log.warn({ err, ticketId: turn.ticketId }, 'ai prompt failed');
      return giveUp(ctx, turn, aiFailureReason(err));
    }
    const { text, handOver } = readReply(reply, prompt.handoverMarker);
    const elsewhere = handOver && prompt.queueId !== turn.queueId;
    await applyEngineOutcome(ctx, turn, {
      texts: text ? [{ text, key: `prompt-${turn.messageId}-0` }] : [],
      handOver: handOver && !elsewhere,
      queueId: elsewhere ? prompt.queueId : undefined,
    });
    if (text && prompt.voice !== PROMPT_TEXT_VOICE) await speak(ctx, turn, opts, prompt, text);
  };
}

/** The history as chat messages; the answered message, a voice note, is transcribed first. */
async function toConversation(
  ctx: SystemCtx,
  client: OpenAI,
  opts: PromptEngineOptions,
  history: HistoryMessage[],
  answeredId: number,
): Promise<ChatCompletionMessageParam[]> {
  const out: ChatCompletionMessageParam[] = [];
  for (const m of history) {
    let content = m.body.trim();
    if (m.id === answeredId && !m.fromMe && m.mediaType === 'audio' && m.mediaPath) {
      const file = await toFile(ctx.media.open(m.mediaPath), 'audio.ogg', { type: 'audio/ogg' });
      const heard = await client.audio.transcriptions.create({
        file,
        model: opts.transcriptionModel,
      });
      content = heard.text.trim();
    }
    if (content) out.push({ role: m.fromMe ? 'assistant' : 'user', content });
  }
  return out;
}

/** The answer as a voice note too; a voice failure leaves the text answer and a note. */
async function speak(
  ctx: SystemCtx,
  turn: QueueEngineTurn,
  opts: PromptEngineOptions,
  prompt: repo.PromptRow,
  text: string,
) {
  try {
    const audio = await synthesizeSpeech({
      baseUrl: opts.azureSpeechBaseUrl,
      region: prompt.voiceRegion,
      key: ctx.secrets.open(prompt.voiceKeySealed),
      voice: prompt.voice,
      text,
      timeoutMs: opts.timeoutMs,
    });
    await sendAutomaticMedia(
      ctx,
      turn.ticketId,
      { data: audio, name: 'resposta.ogg', mimetype: 'audio/ogg' },
      `prompt-${turn.messageId}-voice`,
    );
  } catch (err) {
    ctx.log.warn({ err, ticketId: turn.ticketId }, 'ai voice failed');
    await addNote(
      ctx,
      turn.ticketId,
      `Assistente de IA: ${aiFailureReason(err, 'O serviço de voz')} A resposta foi enviada só em texto.`,
    );
  }
}

/** The assistant cannot answer: a person takes the ticket over, told why by a note. */
async function giveUp(ctx: SystemCtx, turn: QueueEngineTurn, reason: string) {
  // the note first: whoever sees the ticket waiting finds the reason already there
  await addNote(ctx, turn.ticketId, failureNote(reason));
  await applyEngineOutcome(ctx, turn, { handOver: true });
}

async function addNote(ctx: SystemCtx, ticketId: number, note: string) {
  const ticket = await ticketsRepo.findTicket(ctx.db, ctx.companyId, ticketId);
  if (!ticket) return;
  await insertNote(ctx.db, ctx.companyId, {
    note,
    ticketId,
    contactId: ticket.contactId,
    userId: null,
  });
}
