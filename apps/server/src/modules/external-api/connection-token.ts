import type { FastifyRequest } from 'fastify';
import { businessDate, formatBr } from '../../dates';
import { AppError } from '../../http/app-error';
import { bearerToken } from '../../http/authenticate';
import type { ApiConnection } from './external-send.service';
import { findConnectionByToken } from './external-api.repo';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on the external API's routes: the connection whose token came with the request. */
    apiConnection?: ApiConnection;
  }
}

const refused = () => new AppError('ERR_UNAUTHORIZED', 401, 'Acesso não permitido');

/**
 * onRequest hook of the external API: the bearer token is a connection's token (Conexões). A
 * company past its due date is refused with 402, an inactive one with 403; the plan gate then
 * checks useExternalApi against the connection's company.
 */
export async function authenticateConnection(req: FastifyRequest) {
  const token = bearerToken(req.headers.authorization);
  if (!token) throw refused();
  const { db, clock } = req.server.deps;
  const row = await findConnectionByToken(db, token);
  if (!row) throw refused();
  if (row.dueDate && row.dueDate < businessDate(clock.now())) {
    throw new AppError(
      'ERR_SUBSCRIPTION_EXPIRED',
      402,
      `A assinatura da empresa venceu em ${formatBr(row.dueDate)}. Regularize o pagamento para usar a API.`,
    );
  }
  if (!row.companyStatus) {
    throw new AppError(
      'ERR_COMPANY_INACTIVE',
      403,
      'Empresa inativa. Entre em contato com o Suporte.',
    );
  }
  req.apiConnection = { id: row.id, companyId: row.companyId, name: row.name };
  req.log = req.log.child({ companyId: row.companyId, whatsappId: row.id });
}
