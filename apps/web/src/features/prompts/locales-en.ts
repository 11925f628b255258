import type { promptsTexts } from './locales';

/** English texts of the AI prompts page (locales.ts has the Portuguese ones). */
export const promptsTextsEn: typeof promptsTexts = {
  title: 'Prompts',
  searchPlaceholder: 'Search...',
  add: 'Add prompt',
  name: 'Name',
  queue: 'Queue',
  maxTokens: 'Max tokens in the answer',
  empty: 'No prompts found',
  addTitle: 'Add prompt',
  editTitle: 'Edit prompt',
  prompt: 'Prompt',
  apiKey: 'API Key',
  apiKeyStored: 'Key saved. Leave blank to keep it.',
  temperature: 'Temperature',
  maxMessages: 'Max messages in the history',
  voice: 'Voice',
  voiceText: 'Text',
  voiceKey: 'Speech service key',
  voiceRegion: 'Speech service region',
  handoverMarker: 'Phrase that hands over to a person',
  confirmTitle: 'Delete prompt',
  confirmBody: 'The prompt will be deleted and the queues using it go back to the menu. Continue?',
  success: 'Done!',
  deleted: 'Prompt deleted!',
  none: 'None',
};
