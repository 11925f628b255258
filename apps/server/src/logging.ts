import pino, { type Logger, type SerializedError } from 'pino';

/**
 * The process's logger. Logs are read by operators and shipped to other systems, so they never
 * hold what customers wrote or who they are: a failed query's parameters (names, numbers,
 * message text) and PostgreSQL's `detail` ("Key (email)=(...) already exists") are cut from
 * errors, and the query string's values from request lines (decision 0147).
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    serializers: { err: errorWithoutValues, req: requestWithoutQueryValues },
  });
}

export function errorWithoutValues(err: unknown): SerializedError | unknown {
  const serialized = pino.stdSerializers.err(err as Error);
  if (!serialized || typeof serialized !== 'object') return serialized;
  const out = serialized as SerializedError & Record<string, unknown>;
  for (const leak of valueTexts(err)) {
    if (typeof out.message === 'string') out.message = out.message.split(leak).join('…');
    if (typeof out.stack === 'string') out.stack = out.stack.split(leak).join('…');
  }
  delete out.params;
  delete out.detail;
  return out;
}

/**
 * What must not be logged: the `\nparams: ...` drizzle appends to a failed query's message,
 * each parameter itself (PostgreSQL repeats a bad value in its own message: invalid input
 * syntax for type integer: "..."), and a `detail` naming a row's values; for the error and
 * its causes.
 */
function valueTexts(err: unknown): string[] {
  const texts: string[] = [];
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const params = (e as { params?: unknown }).params;
    const at = e.message.indexOf('\nparams: ');
    if (Array.isArray(params)) {
      if (at >= 0) texts.push(e.message.slice(at));
      for (const p of params) if (String(p).length >= 3) texts.push(String(p));
    }
    const detail = (e as { detail?: unknown }).detail;
    if (typeof detail === 'string' && detail) texts.push(detail);
  }
  // the whole params line before the single values it holds
  return texts.sort((a, b) => b.length - a.length);
}

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  host?: string;
  socket?: { remotePort?: number };
}

/** The request line with each query value replaced: `?number=5511...` names a customer. */
export function requestWithoutQueryValues(req: LoggedRequest) {
  return {
    method: req.method,
    url: req.url ? withoutQueryValues(req.url) : req.url,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

export function withoutQueryValues(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const keys = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=…`);
  return `${url.slice(0, at)}?${keys.join('&')}`;
}
