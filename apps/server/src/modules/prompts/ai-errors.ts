import { APIConnectionTimeoutError, APIError } from 'openai';

/**
 * Why a call to the AI or voice service failed, in words for the ticket's note (the people who
 * take the ticket over read it).
 */
export function aiFailureReason(err: unknown, service = 'A IA'): string {
  if (err instanceof APIConnectionTimeoutError || isTimeout(err)) {
    return `${service} não respondeu dentro do tempo limite.`;
  }
  const status = err instanceof APIError ? err.status : (err as { status?: number })?.status;
  if (status === 429) return `${service} recusou por excesso de requisições (429).`;
  if (status === 401 || status === 403) {
    return `${service} recusou a chave de API configurada no prompt (${status}).`;
  }
  if (typeof status === 'number') return `${service} respondeu com erro (${status}).`;
  return `${service} não pôde ser acessada.`;
}

function isTimeout(err: unknown) {
  const name = (err as { name?: string })?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}
