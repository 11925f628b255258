import { createSign } from 'node:crypto';
import { parseServiceAccount } from '@atende/shared';
import { OutsideError, postJson } from './outside-call';

/** Dialogflow ES's REST address (DIALOGFLOW_BASE_URL; tests point it at their fake). */
export const dialogflowSettings = { baseUrl: 'https://dialogflow.googleapis.com' };

const SCOPE = 'https://www.googleapis.com/auth/dialogflow';
const b64url = (v: string | Buffer) => Buffer.from(v).toString('base64url');

/** Access tokens by service account, kept until a minute before they lapse. */
const tokens = new Map<string, { token: string; until: number }>();

/** The OAuth 2.0 JWT bearer grant (RFC 7523) signed with the account's private key. */
async function accessToken(account: NonNullable<ReturnType<typeof parseServiceAccount>>) {
  const cacheKey = `${account.clientEmail}|${account.tokenUri}`;
  const cached = tokens.get(cacheKey);
  if (cached && cached.until > Date.now()) return cached.token;
  const now = Math.floor(Date.now() / 1000);
  const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = b64url(
    JSON.stringify({
      iss: account.clientEmail,
      scope: SCOPE,
      aud: account.tokenUri,
      iat: now,
      exp: now + 3600,
    }),
  );
  let signature: string;
  try {
    signature = createSign('RSA-SHA256')
      .update(`${header}.${claims}`)
      .sign(account.privateKey, 'base64url');
  } catch {
    throw new OutsideError('chave privada da conta de serviço inválida');
  }
  const form = new URLSearchParams({
    grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
    assertion: `${header}.${claims}.${signature}`,
  });
  const res = await postJson(
    account.tokenUri,
    form.toString(),
    {},
    {
      contentType: 'application/x-www-form-urlencoded',
    },
  ).catch((err: OutsideError) => {
    throw new OutsideError(`credenciais recusadas: ${err.message}`, err.status);
  });
  const body = res.json as { access_token?: string; expires_in?: number } | undefined;
  if (!body?.access_token)
    throw new OutsideError('o servidor de autenticação não devolveu um token');
  const ttl = Math.max(0, (body.expires_in ?? 3600) - 60) * 1000;
  tokens.set(cacheKey, { token: body.access_token, until: Date.now() + ttl });
  return body.access_token;
}

interface DetectIntentResponse {
  queryResult?: {
    fulfillmentText?: string;
    fulfillmentMessages?: { text?: { text?: string[] } }[];
    intent?: { displayName?: string; endInteraction?: boolean };
    diagnosticInfo?: { end_conversation?: boolean };
  };
}

/**
 * One detectIntent of Dialogflow ES (POST {base}/v2/projects/{project}/agent/sessions/
 * {session}:detectIntent): the fulfillment texts, and whether the intent ends the conversation.
 */
export async function detectIntent(opts: {
  jsonContent: string;
  projectName: string;
  language: string;
  sessionId: string;
  text: string;
}) {
  const account = parseServiceAccount(opts.jsonContent);
  if (!account) throw new OutsideError('JSON da conta de serviço inválido');
  const token = await accessToken(account);
  const url =
    `${dialogflowSettings.baseUrl.replace(/\/+$/, '')}/v2/projects/` +
    `${encodeURIComponent(opts.projectName)}/agent/sessions/${encodeURIComponent(opts.sessionId)}:detectIntent`;
  const body = JSON.stringify({
    queryInput: { text: { text: opts.text.slice(0, 256), languageCode: opts.language } },
  });
  const res = await postJson(url, body, { authorization: `Bearer ${token}` });
  const result = (res.json as DetectIntentResponse | undefined)?.queryResult ?? {};
  const fromMessages = (result.fulfillmentMessages ?? []).flatMap((m) => m.text?.text ?? []);
  const texts = (fromMessages.length ? fromMessages : [result.fulfillmentText ?? '']).filter(
    (t) => t.trim() !== '',
  );
  const ends = !!result.intent?.endInteraction || !!result.diagnosticInfo?.end_conversation;
  return { texts, ends, intent: result.intent?.displayName ?? '' };
}
