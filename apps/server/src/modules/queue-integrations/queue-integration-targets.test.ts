import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_MESSAGES } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, startTestApp, type Session, type TestApp } from '../../../test/harness';
import { getMedia, OutsideError, outsideSettings, postJson } from './engine/outside-call';
import * as repo from './queue-integrations.repo';

const SECRET = 'segredo-de-16-caracteres';
const PRIVATE_URLS = [
  'http://127.0.0.1:9999/hook',
  'http://localhost:5678/webhook/atende',
  'https://10.0.0.5/webhook',
  'http://192.168.0.10:8080/hook',
  'http://169.254.169.254/latest/meta-data',
  'http://0.0.0.0:9999/hook',
];

/** A service on 127.0.0.1 that counts the requests reaching it. */
async function startCounter() {
  let hits = 0;
  const server = http.createServer((_req, res) => {
    hits++;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits: () => hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('queue integrations: private targets (WEBHOOKS_ALLOW_PRIVATE off)', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  });
  afterAll(() => t.close());

  const list = async () =>
    (await t.request('GET', '/queueIntegration', admin.token)).json().queueIntegrations;

  it('refuses a Webhook, n8n or Typebot URL on a private address with the webhooks message', async () => {
    const types = [
      { type: 'webhook', webhookSecret: SECRET },
      { type: 'n8n', webhookSecret: SECRET },
      { type: 'typebot', typebotSlug: 'loja' },
    ];
    for (const url of PRIVATE_URLS) {
      for (const more of types) {
        const body = { name: 'Interna', urlN8N: url, ...more };
        const res = await t.request('POST', '/queueIntegration', admin.token, body);
        expect(res.statusCode, `${more.type} ${url}`).toBe(400);
        expect(res.json().fields, `${more.type} ${url}`).toEqual({
          urlN8N: WEBHOOK_MESSAGES.urlPrivate,
        });
      }
    }
    expect(await list()).toEqual([]);
  });

  it('refuses the same on an update, and a Dialogflow account whose token address is private', async () => {
    const row = await repo.insert(t.deps.db, admin.user.companyId, {
      type: 'webhook',
      name: 'CRM',
      urlN8N: 'https://crm.exemplo.test/hook',
    });
    const put = await t.request('PUT', `/queueIntegration/${row.id}`, admin.token, {
      type: 'webhook',
      name: 'CRM',
      urlN8N: 'http://127.0.0.1:9999/hook',
      webhookSecret: SECRET,
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().fields).toEqual({ urlN8N: WEBHOOK_MESSAGES.urlPrivate });

    const account = {
      client_email: 'bot@agent.iam.gserviceaccount.com',
      private_key: '-----BEGIN PRIVATE KEY-----\nsegredo\n-----END PRIVATE KEY-----\n',
      token_uri: 'http://127.0.0.1:9999/token',
    };
    const dialogflow = await t.request('POST', '/queueIntegration', admin.token, {
      type: 'dialogflow',
      name: 'Agente',
      projectName: 'agente',
      language: 'pt-BR',
      jsonContent: JSON.stringify(account),
    });
    expect(dialogflow.statusCode).toBe(400);
    expect(dialogflow.json().fields).toEqual({ jsonContent: WEBHOOK_MESSAGES.urlPrivate });
    expect((await list()).map((i: { urlN8N: string }) => i.urlN8N)).toEqual([
      'https://crm.exemplo.test/hook',
    ]);
  });

  it('refuses again when calling, so a stored private URL is never reached', async () => {
    const counter = await startCounter();
    try {
      expect(outsideSettings.allowPrivate).toBe(false);
      const message = `${WEBHOOK_MESSAGES.urlPrivate}: ${new URL(counter.url).host}`;
      await expect(postJson(`${counter.url}/hook`, '{}')).rejects.toThrow(
        new OutsideError(message),
      );
      await expect(getMedia(`${counter.url}/foto.png`)).rejects.toThrow(message);
      expect(counter.hits()).toBe(0);
    } finally {
      await counter.close();
    }
  });
});
