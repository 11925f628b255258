import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoDesk, startTestApp, type Session, type TestApp } from '../../../test/harness';
import { promptBody } from '../prompts/prompts.testkit';
import { insertOpenTicket } from '../ticket-notes/ticket-fixture';

/**
 * The engine a queue, a connection or a ticket names (promptId, integrationId) is checked
 * against the company, and deleting the engine, or the queue a prompt belongs to, leaves
 * nobody naming it.
 */
describe('engine references: prompts and integrations', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let aQueue: number;
  let aOtherQueue: number;
  let aConnection: number;
  let aPrompt: number;
  let aIntegration: number;
  let bConnection: number;
  let bTicket: number;
  beforeAll(async () => {
    t = await startTestApp({ webhooksAllowPrivate: true });
    const desk = await openDemoDesk(t);
    a = desk.admin;
    aQueue = desk.atendimento;
    aOtherQueue = desk.financeiro;
    aConnection = desk.connectionId;
    const prompt = await t.request('POST', '/prompt', a.token, promptBody(aQueue));
    expect(prompt.statusCode, prompt.body).toBe(200);
    aPrompt = prompt.json().id;
    const integration = await t.request('POST', '/queueIntegration', a.token, {
      type: 'webhook',
      name: 'CRM da empresa A',
      urlN8N: 'https://crm.a.test/hook',
      webhookSecret: 'segredo-da-empresa-a',
    });
    expect(integration.statusCode, integration.body).toBe(200);
    aIntegration = integration.json().id;
    b = (await t.signupCompany('Empresa Motores')).admin;
    bConnection = (
      await t.request('POST', '/whatsapp', b.token, { name: 'Conexão B', provider: 'sandbox' })
    ).json().id;
    bTicket = (await insertOpenTicket(t.deps.db, b.user.companyId, { queueId: null })).id;
  });
  afterAll(() => t.close());

  const errors = { promptId: 'Prompt não encontrado', integrationId: 'Integração não encontrada' };

  it('refuses another company’s prompt or integration on a connection, on create and on update', async () => {
    for (const [field, message] of Object.entries(errors)) {
      const id = field === 'promptId' ? aPrompt : aIntegration;
      const created = await t.request('POST', '/whatsapp', b.token, {
        name: `Outra ${field}`,
        provider: 'sandbox',
        [field]: id,
      });
      expect(created.statusCode).toBe(400);
      expect(created.json().fields).toEqual({ [field]: message });
      const updated = await t.request('PUT', `/whatsapp/${bConnection}`, b.token, { [field]: id });
      expect(updated.statusCode).toBe(400);
      expect(updated.json().fields).toEqual({ [field]: message });
    }
    const names = (await t.request('GET', '/whatsapp', b.token))
      .json()
      .map((c: { name: string }) => c.name);
    expect(names.filter((name: string) => name.startsWith('Outra'))).toEqual([]);
    const stored = (await t.request('GET', `/whatsapp/${bConnection}`, b.token)).json();
    expect([stored.promptId, stored.integrationId]).toEqual([null, null]);
  });

  it('refuses another company’s prompt or integration on an open ticket', async () => {
    for (const [field, message] of Object.entries(errors)) {
      const id = field === 'promptId' ? aPrompt : aIntegration;
      const res = await t.request('PUT', `/tickets/${bTicket}`, b.token, {
        useIntegration: true,
        [field]: id,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ [field]: message });
    }
    const stored = (await t.request('GET', `/tickets/${bTicket}`, b.token)).json();
    expect([stored.useIntegration, stored.promptId, stored.integrationId]).toEqual([
      false,
      null,
      null,
    ]);
  });

  it('a connection keeps its own company’s prompt, and loses it when the prompt is deleted', async () => {
    const own = await t.request('POST', '/prompt', a.token, promptBody(aQueue, { name: 'Curto' }));
    const put = await t.request('PUT', `/whatsapp/${aConnection}`, a.token, {
      promptId: own.json().id,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().promptId).toBe(own.json().id);
    expect((await t.request('DELETE', `/prompt/${own.json().id}`, a.token)).statusCode).toBe(200);
    const after = (await t.request('GET', `/whatsapp/${aConnection}`, a.token)).json();
    expect(after.promptId).toBeNull();
  });

  it('deleting a queue takes its prompts off the other queues and connections naming them', async () => {
    const doomed = await t.request('POST', '/queue', a.token, {
      name: 'Temporária',
      color: '#4a148c',
      greetingMessage: 'Olá! Esta fila é temporária.',
    });
    expect(doomed.statusCode, doomed.body).toBe(200);
    const prompt = await t.request(
      'POST',
      '/prompt',
      a.token,
      promptBody(doomed.json().id, { name: 'Da fila temporária' }),
    );
    const promptId = prompt.json().id;
    expect(
      (await t.request('PUT', `/queue/${aOtherQueue}`, a.token, { promptId })).statusCode,
    ).toBe(200);
    expect(
      (await t.request('PUT', `/whatsapp/${aConnection}`, a.token, { promptId })).statusCode,
    ).toBe(200);

    expect((await t.request('DELETE', `/queue/${doomed.json().id}`, a.token)).statusCode).toBe(200);
    expect((await t.request('GET', `/prompt/${promptId}`, a.token)).statusCode).toBe(404);
    const other = (await t.request('GET', `/queue/${aOtherQueue}`, a.token)).json();
    expect(other.promptId).toBeNull();
    const connection = (await t.request('GET', `/whatsapp/${aConnection}`, a.token)).json();
    expect(connection.promptId).toBeNull();
    const save = await t.request('PUT', `/queue/${aOtherQueue}`, a.token, { name: other.name });
    expect(save.statusCode, save.body).toBe(200);
  });
});
