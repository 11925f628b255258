import { PROMPT_DEFAULT_HANDOVER_MARKER, type PromptDTO } from '@atende/shared';
import type { PromptWithQueue } from './prompts.repo';

/** The API's prompt: the sealed keys stay here, only whether one is stored goes out. */
export function toPromptDTO({ prompt: p, queue }: PromptWithQueue): PromptDTO {
  return {
    id: p.id,
    name: p.name,
    prompt: p.prompt,
    apiKey: '',
    hasApiKey: p.apiKeySealed !== '',
    voice: p.voice,
    voiceKey: '',
    hasVoiceKey: p.voiceKeySealed !== '',
    voiceRegion: p.voiceRegion,
    maxTokens: p.maxTokens,
    temperature: p.temperature,
    maxMessages: p.maxMessages,
    queueId: p.queueId,
    queue,
    handoverMarker: p.handoverMarker || PROMPT_DEFAULT_HANDOVER_MARKER,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
