import { createVerify, generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Google's OAuth token endpoint (JWT bearer grant, RS256 checked against
 * the service account's public key) and Dialogflow ES's detectIntent (v2). `serviceAccount`
 * is the JSON an admin pastes (its token_uri points here). The agent 'atende-agent' answers:
 *   'oi' → Default Welcome Intent "Olá! Como posso ajudar?" (two messages)
 *   'tchau' → an intent with endInteraction "Até logo!"
 *   anything else → fallback "Não entendi."
 */
export async function startFakeDialogflow() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const tokens = new Set<string>();
  const queries: { session: string; text: string; languageCode: string }[] = [];
  const state = { mode: 'ok' as 'ok' | '429' };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'retry-after': '0' });
        res.end(JSON.stringify(json));
      };
      if (req.url === '/token') {
        const form = new URLSearchParams(raw);
        const [h, c, s] = (form.get('assertion') ?? '').split('.');
        const ok =
          form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
          !!s &&
          createVerify('RSA-SHA256').update(`${h}.${c}`).verify(publicKey, s, 'base64url');
        if (!ok) return send(400, { error: 'invalid_grant' });
        const token = `ya29.fake-${tokens.size + 1}`;
        tokens.add(token);
        return send(200, { access_token: token, expires_in: 3600, token_type: 'Bearer' });
      }
      const m = /^\/v2\/projects\/([^/]+)\/agent\/sessions\/([^/:]+):detectIntent$/.exec(
        req.url ?? '',
      );
      if (!m) return send(404, { error: { code: 404 } });
      const auth = String(req.headers.authorization ?? '').replace('Bearer ', '');
      if (!tokens.has(auth)) return send(401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
      if (m[1] !== 'atende-agent') return send(403, { error: { code: 403 } });
      if (state.mode === '429') return send(429, { error: { code: 429 } });
      const q = JSON.parse(raw).queryInput.text as { text: string; languageCode: string };
      queries.push({ session: decodeURIComponent(m[2]!), ...q });
      const text = q.text.trim().toLowerCase();
      const result =
        text === 'oi'
          ? {
              intent: { displayName: 'Default Welcome Intent' },
              fulfillmentText: 'Olá!',
              fulfillmentMessages: [
                { text: { text: ['Olá!'] } },
                { text: { text: ['Como posso ajudar?'] } },
              ],
            }
          : text === 'tchau'
            ? {
                intent: { displayName: 'Despedida', endInteraction: true },
                fulfillmentText: 'Até logo!',
                fulfillmentMessages: [{ text: { text: ['Até logo!'] } }],
              }
            : {
                intent: { displayName: 'Default Fallback Intent' },
                fulfillmentText: 'Não entendi.',
              };
      send(200, { responseId: 'r1', queryResult: { queryText: q.text, ...result } });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const serviceAccount = JSON.stringify({
    type: 'service_account',
    project_id: 'atende-agent',
    private_key_id: 'k1',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: 'bot@atende-agent.iam.gserviceaccount.com',
    token_uri: `${url}/token`,
  });
  return {
    url,
    queries,
    state,
    serviceAccount,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
