import { companyChannel, type QueueIntegrationDTO } from '@atende/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, plans, queueIntegrations } from '../../db/schema';
import {
  DEMO_LOGINS,
  eventually,
  record,
  startTestApp,
  type Session,
  type TestApp,
} from '../../../test/harness';

const typebot = {
  type: 'typebot',
  name: 'Loja',
  urlN8N: 'https://typebot.loja.test',
  typebotSlug: 'loja',
  typebotExpires: 30,
  typebotDelayMessage: 500,
  typebotKeywordFinish: 'sair',
  typebotKeywordRestart: 'reiniciar',
  typebotRestartMessage: 'Vamos recomeçar.',
  typebotUnknownMessage: 'Não entendi, escolha um número.',
};
const SERVICE_ACCOUNT = JSON.stringify({
  client_email: 'bot@agent.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nsegredo\n-----END PRIVATE KEY-----\n',
  token_uri: 'https://oauth2.googleapis.com/token',
});

describe('queue integrations: the /queueIntegration API', () => {
  let t: TestApp;
  let admin: Session;
  let agent: Session;
  beforeAll(async () => {
    // the .test addresses resolve nowhere; queue-integration-targets.test.ts checks targets
    t = await startTestApp({ webhooksAllowPrivate: true });
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    agent = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
  });
  afterAll(() => t.close());

  const post = (body: unknown, token = admin.token) =>
    t.request('POST', '/queueIntegration', token, body);

  it('creates a Typebot integration with its fields, and lists it to every user', async () => {
    const socket = await t.connectSocket(agent.token);
    const events = record(socket, companyChannel(admin.user.companyId, 'queueIntegration'));
    const res = await post({ ...typebot, projectName: 'ignorado' });
    expect(res.statusCode).toBe(200);
    const saved = res.json() as QueueIntegrationDTO;
    expect(saved).toMatchObject({ ...typebot, projectName: 'Loja', jsonContent: '' });
    await eventually(() => expect(events).toEqual([{ action: 'create', queueIntegration: saved }]));
    const twin = await post({ ...typebot, name: 'loja' });
    expect(twin.statusCode).toBe(400);
    expect(twin.json().fields).toEqual({ name: 'Já existe uma integração com este nome' });
    const page = await t.request('GET', '/queueIntegration?searchParam=loj', agent.token);
    expect(page.json()).toEqual({ queueIntegrations: [saved], hasMore: false });
    expect((await t.request('GET', `/queueIntegration/${saved.id}`, agent.token)).json()).toEqual(
      saved,
    );
  });

  it('a Typebot sent without delay and expiry gets the defaults: 1000 ms and 1 minute', async () => {
    const { typebotExpires: _e, typebotDelayMessage: _d, ...rest } = typebot;
    const res = await post({ ...rest, name: 'Padrões', typebotExpires: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ typebotExpires: 1, typebotDelayMessage: 1000 });
  });

  it('answers 400 naming the field for an unknown type, a bad URL or a missing slug', async () => {
    const bad = async (body: object) => (await post(body)).json().fields;
    expect(await bad({ ...typebot, type: 'zapier' })).toEqual({
      type: 'Tipo de integração desconhecido',
    });
    expect(await bad({ ...typebot, urlN8N: 'ftp://typebot.loja.test' })).toEqual({
      urlN8N: 'A URL deve começar com http:// ou https://',
    });
    expect(await bad({ ...typebot, urlN8N: '' })).toEqual({ urlN8N: 'Informe a URL' });
    expect(await bad({ ...typebot, typebotSlug: '' })).toEqual({
      typebotSlug: 'Informe o slug do Typebot',
    });
    expect(await bad({ ...typebot, name: 'L' })).toEqual({ name: 'Too Short!' });
    expect(await bad({ ...typebot, typebotExpires: 'muito' })).toEqual({
      typebotExpires: 'Invalid number',
    });
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/queueIntegration',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      payload: '{"type": "typebot",',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('keeps the Dialogflow JSON and the webhook secret sealed and never returns them', async () => {
    const dialogflow = {
      type: 'dialogflow',
      name: 'Agente',
      projectName: 'agent',
      language: 'pt-BR',
    };
    expect((await post(dialogflow)).json().fields).toEqual({
      jsonContent: 'Informe o JSON da conta de serviço',
    });
    expect((await post({ ...dialogflow, jsonContent: '{"a":1}' })).json().fields).toEqual({
      jsonContent: 'JSON da conta de serviço inválido (client_email, private_key e token_uri)',
    });
    const res = await post({ ...dialogflow, jsonContent: SERVICE_ACCOUNT });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ jsonContent: '', hasJsonContent: true, urlN8N: '' });
    expect(res.body).not.toContain('PRIVATE KEY');
    const [row] = await t.deps.db
      .select()
      .from(queueIntegrations)
      .where(eq(queueIntegrations.id, res.json().id));
    expect(row!.jsonContent).not.toContain('PRIVATE KEY');
    expect(t.deps.secrets.open(row!.jsonContent)).toBe(SERVICE_ACCOUNT);
    // an update that sends the JSON blank keeps the stored one
    const put = await t.request('PUT', `/queueIntegration/${res.json().id}`, admin.token, {
      ...dialogflow,
      name: 'Agente 2',
      jsonContent: '',
    });
    expect(put.json()).toMatchObject({ name: 'Agente 2', hasJsonContent: true, jsonContent: '' });

    const hook = { type: 'webhook', name: 'CRM', urlN8N: 'https://crm.test/hook' };
    expect((await post(hook)).json().fields).toEqual({
      webhookSecret: 'Informe o segredo de assinatura (mínimo 16 caracteres)',
    });
    const created = await post({ ...hook, webhookSecret: 'segredo-de-16-caracteres' });
    expect(created.json()).toMatchObject({ webhookSecret: '', hasWebhookSecret: true });
    expect(created.body).not.toContain('segredo-de-16');
    const list = await t.request('GET', '/queueIntegration', admin.token);
    expect(list.body).not.toContain('PRIVATE KEY');
    expect(list.body).not.toContain('segredo-de-16');
  });

  it('only admins change integrations', async () => {
    expect((await post(typebot, agent.token)).statusCode).toBe(403);
    const id = (await post({ ...typebot, name: 'Outra' })).json().id;
    expect((await t.request('DELETE', `/queueIntegration/${id}`, agent.token)).statusCode).toBe(
      403,
    );
  });

  it('a queue takes one of the company’s integrations; deleting it frees the queue', async () => {
    const id = (await post({ ...typebot, name: 'Para fila' })).json().id;
    const queues = (await t.request('GET', '/queue', admin.token)).json();
    const queueId = queues[0].id;
    const put = await t.request('PUT', `/queue/${queueId}`, admin.token, { integrationId: id });
    expect(put.statusCode).toBe(200);
    expect(put.json().integrationId).toBe(id);
    const wrong = await t.request('PUT', `/queue/${queueId}`, admin.token, {
      integrationId: 999_999,
    });
    expect(wrong.json().fields).toEqual({ integrationId: 'Integração não encontrada' });
    const del = await t.request('DELETE', `/queueIntegration/${id}`, admin.token);
    expect(del.json()).toEqual({ message: 'Integração excluída' });
    expect((await t.request('GET', `/queue/${queueId}`, admin.token)).json().integrationId).toBe(
      null,
    );
    expect((await t.request('GET', `/queueIntegration/${id}`, admin.token)).statusCode).toBe(404);
  });

  it('refuses every route with 403 when the plan lacks useIntegrations', async () => {
    const [company] = await t.deps.db
      .select({ planId: companies.planId })
      .from(companies)
      .where(eq(companies.id, admin.user.companyId));
    await t.deps.db
      .update(plans)
      .set({ useIntegrations: false })
      .where(eq(plans.id, company!.planId!));
    const list = await t.request('GET', '/queueIntegration', admin.token);
    expect(list.statusCode).toBe(403);
    expect(list.json().error).toBe('ERR_PLAN_FEATURE_DISABLED');
    expect((await post(typebot)).statusCode).toBe(403);
    const test = await t.request('POST', '/queueIntegration/testSession', admin.token, {});
    expect(test.statusCode).toBe(403);
  });
});
