import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The flow's picture: a 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAghm8XwAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A local stand-in for Typebot's public chat API (v1): POST /api/v1/typebots/{slug}/startChat
 * and POST /api/v1/sessions/{sessionId}/continueChat, in the documented shapes (rich-text
 * bubbles, image bubbles, 'choice input' and 'text input'). Its flow, 'loja':
 *   start    → "Olá, {pushName}! Eu sou o robô da loja." + an image (served here, at
 *              /media/vitrine.png) + choice [Comprar, Suporte]
 *   Comprar  → "Qual produto você procura?" + text input
 *   (text)   → "Anotado: {text}. Um atendente vai continuar." and the flow ends (no input)
 *   Suporte  → "Transferindo para o suporte." and the flow ends
 * `mode` makes it slow, answer 429 or forget its sessions (404 on continueChat); `picture`
 * is what the image's address serves (a file that is not one, for the type check).
 */
export async function startFakeTypebot() {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const sessions = new Map<string, { step: 'choice' | 'product' }>();
  const state = {
    mode: 'ok' as 'ok' | 'slow' | '429' | 'forget',
    seq: 0,
    picture: { data: PNG, type: 'image/png' as string | undefined },
  };
  let url = '';

  const rich = (text: string) => ({
    id: `b${++state.seq}`,
    type: 'text',
    content: { type: 'richText', richText: [{ type: 'p', children: [{ text }] }] },
  });
  const choice = {
    id: 'choice1',
    type: 'choice input',
    items: [
      { id: 'i1', content: 'Comprar' },
      { id: 'i2', content: 'Suporte' },
    ],
  };

  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/media/vitrine.png') {
      const { data, type } = state.picture;
      res.writeHead(200, {
        ...(type ? { 'content-type': type } : {}),
        'content-length': data.length,
      });
      res.end(data);
      return;
    }
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      const path = req.url ?? '';
      calls.push({ path, body });
      const send = (status: number, json?: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'retry-after': '0' });
        res.end(json === undefined ? '' : JSON.stringify(json));
      };
      if (state.mode === '429') return send(429, { message: 'Too many requests' });
      if (state.mode === 'slow') return setTimeout(() => send(500), 3_000);
      const start = /^\/api\/v1\/typebots\/([^/]+)\/startChat$/.exec(path);
      if (req.method === 'POST' && start) {
        if (start[1] !== 'loja') return send(404, { message: 'Typebot not found' });
        const sessionId = `s${++state.seq}`;
        sessions.set(sessionId, { step: 'choice' });
        const vars = (body.prefilledVariables ?? {}) as { pushName?: string };
        return send(200, {
          sessionId,
          typebot: { id: 'loja', theme: {}, settings: {} },
          messages: [
            rich(`Olá, ${vars.pushName ?? 'cliente'}! Eu sou o robô da loja.`),
            { id: 'img', type: 'image', content: { url: `${url}/media/vitrine.png` } },
          ],
          input: choice,
        });
      }
      const cont = /^\/api\/v1\/sessions\/([^/]+)\/continueChat$/.exec(path);
      if (req.method === 'POST' && cont) {
        const session = sessions.get(cont[1]!);
        if (!session || state.mode === 'forget') return send(404, { message: 'Session not found' });
        const text = String((body.message as { text?: string } | undefined)?.text ?? '');
        if (session.step === 'choice' && text === 'Comprar') {
          session.step = 'product';
          return send(200, {
            messages: [rich('Qual produto você procura?')],
            input: { id: 'text1', type: 'text input', options: {} },
          });
        }
        if (session.step === 'choice' && text === 'Suporte') {
          sessions.delete(cont[1]!);
          return send(200, { messages: [rich('Transferindo para o suporte.')] });
        }
        if (session.step === 'product') {
          sessions.delete(cont[1]!);
          return send(200, { messages: [rich(`Anotado: ${text}. Um atendente vai continuar.`)] });
        }
        return send(200, { messages: [rich('Resposta inválida.')], input: choice });
      }
      send(404, { message: 'Not found' });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    state,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
