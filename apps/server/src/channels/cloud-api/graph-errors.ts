import { ChannelError } from '../channel';

/** The platform's rate-limit error: back off and try again later. */
export const RATE_LIMIT_CODE = 130429;

/** The access token was refused (invalid, expired or revoked). */
export const AUTH_ERROR_CODE = 190;

/**
 * The platform's commonest refusals in the agents' language; its own English text follows,
 * short, for whoever has to look it up.
 */
const IN_PORTUGUESE: Record<number, string> = {
  10: 'Permissão negada: confira as permissões do token de acesso',
  100: 'A API do WhatsApp recusou o pedido (parâmetro inválido)',
  190: 'Token de acesso inválido ou expirado: confira o token da conexão',
  130429: 'Limite de envios da API do WhatsApp atingido',
  131026: 'Não entregue: o número pode não ter WhatsApp ou não aceitar a mensagem',
  131030: 'O número não está na lista de destinatários permitidos do número de teste',
  131047: 'Mais de 24 horas desde a última mensagem do cliente: envie um modelo aprovado',
  131053: 'O WhatsApp não aceitou o arquivo (formato ou tamanho)',
  131056: 'Muitas mensagens para este cliente em pouco tempo: aguarde um pouco',
  133010: 'O número da empresa não está registrado na API do WhatsApp',
};

/** How much of the platform's own text is kept after the Portuguese one. */
const DETAIL_CHARS = 120;

const shortened = (text: string) =>
  text.length > DETAIL_CHARS ? `${text.slice(0, DETAIL_CHARS - 1)}…` : text;

/**
 * The reason shown to agents for a refusal with this code: in Portuguese when the code is a
 * known one, else the platform's text; the code always, so it can be looked up.
 */
export function graphReason(code: number | undefined, detail: string): string {
  const known = code === undefined ? undefined : IN_PORTUGUESE[code];
  if (known) return `${known} (${code}: ${shortened(detail)})`;
  return `API do WhatsApp: ${shortened(detail)}${code ? ` (${code})` : ''}`;
}

/** Why a message the platform had accepted was not delivered (a 'failed' status). */
export function undeliveredReason(code: number | undefined, detail: string): string {
  const known = code === undefined ? undefined : IN_PORTUGUESE[code];
  if (!known) return `Não entregue: ${shortened(detail)}${code ? ` (${code})` : ''}`;
  const text = known.startsWith('Não entregue') ? known : `Não entregue: ${known}`;
  return `${text} (${code}: ${shortened(detail)})`;
}

/** A refusal of the Graph API, with its error code and HTTP status. */
export class GraphError extends ChannelError {
  constructor(
    message: string,
    retryable: boolean,
    public readonly graphCode: number | undefined,
    public readonly httpStatus: number,
  ) {
    super(message, retryable);
    this.name = 'GraphError';
  }
}

/** The connection's credentials no longer open the API: an admin has to act. */
export const isAuthFailure = (err: unknown) =>
  err instanceof GraphError && (err.graphCode === AUTH_ERROR_CODE || err.httpStatus === 401);
