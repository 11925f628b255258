/** A prompt's body as the dialog sends it (prompt text past the 50-character minimum). */
export const PROMPT_TEXT =
  'Você é a assistente da Loja Exemplo. Responda em português, em frases curtas e educadas.';

export const promptBody = (queueId: number, extra: Record<string, unknown> = {}) => ({
  name: 'Assistente de vendas',
  prompt: PROMPT_TEXT,
  apiKey: 'sk-loja-exemplo-1234',
  queueId,
  ...extra,
});
