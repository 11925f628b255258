import type { ErrorCode } from '@atende/shared';

/** A failure a user can act on: answered as `{ error: code, message, fields? }` with `status`. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    public readonly status: number,
    message: string,
    public readonly fields?: Record<string, string>,
    /** ERR_PLAN_FEATURE_DISABLED: the plan flag the company lacks, answered as `flag`. */
    public readonly flag?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (code: ErrorCode = 'ERR_NOT_FOUND', message = 'Registro não encontrado') =>
  new AppError(code, 404, message);

export const forbidden = (message = 'Você não tem permissão para esta ação') =>
  new AppError('ERR_NO_PERMISSION', 403, message);

export const invalid = (fields: Record<string, string>, code: ErrorCode = 'ERR_VALIDATION') =>
  new AppError(
    code,
    400,
    Object.entries(fields)
      .map(([f, m]) => `${f}: ${m}`)
      .join('; '),
    fields,
  );
