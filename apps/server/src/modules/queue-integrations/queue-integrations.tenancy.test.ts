import { companyChannel } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_LOGINS,
  record,
  sleep,
  startTestApp,
  type Session,
  type TestApp,
} from '../../../test/harness';

const hook = {
  type: 'webhook',
  name: 'CRM da empresa A',
  urlN8N: 'https://crm.a.test/hook',
  webhookSecret: 'segredo-da-empresa-a',
};

/** Company B (signed up) against company A (the demo company): no integration crosses over. */
describe('queue integrations: tenant isolation', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let aId: number;
  beforeAll(async () => {
    // the .test addresses resolve nowhere; queue-integration-targets.test.ts checks targets
    t = await startTestApp({ webhooksAllowPrivate: true });
    a = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    b = (await t.signupCompany('Empresa B')).admin;
    aId = (await t.request('POST', '/queueIntegration', a.token, hook)).json().id;
  });
  afterAll(() => t.close());

  it('B lists only its own, whatever companyId it sends', async () => {
    const own = await t.request('POST', '/queueIntegration', b.token, {
      ...hook,
      name: 'CRM da empresa B',
      companyId: a.user.companyId,
    });
    expect(own.statusCode).toBe(200);
    const list = await t.request('GET', `/queueIntegration?companyId=${a.user.companyId}`, b.token);
    expect(list.json().queueIntegrations.map((r: { id: number }) => r.id)).toEqual([own.json().id]);
    const aList = await t.request('GET', '/queueIntegration', a.token);
    expect(aList.json().queueIntegrations.map((r: { id: number }) => r.id)).toEqual([aId]);
  });

  it('B cannot read, change, delete, test with or put on a queue A’s integration', async () => {
    const url = `/queueIntegration/${aId}`;
    expect((await t.request('GET', url, b.token)).statusCode).toBe(404);
    expect((await t.request('PUT', url, b.token, { ...hook, name: 'Tomada' })).statusCode).toBe(
      404,
    );
    expect((await t.request('DELETE', url, b.token)).statusCode).toBe(404);
    const test = await t.request('POST', '/queueIntegration/testSession', b.token, {
      projectName: 'x',
      language: 'pt-BR',
      id: aId,
    });
    expect(test.statusCode).toBe(404);
    const bQueue = await t.request('POST', '/queue', b.token, {
      name: 'Fila B',
      color: '#123456',
      integrationId: aId,
    });
    expect(bQueue.statusCode).toBe(400);
    expect(bQueue.json().fields).toEqual({ integrationId: 'Integração não encontrada' });
    expect((await t.request('GET', url, a.token)).json().name).toBe('CRM da empresa A');
  });

  it('B’s sockets hear nothing of A’s integrations', async () => {
    const socket = await t.connectSocket(b.token);
    const bEvents = record(socket, companyChannel(b.user.companyId, 'queueIntegration'));
    const aEvents = record(socket, companyChannel(a.user.companyId, 'queueIntegration'));
    await t.request('PUT', `/queueIntegration/${aId}`, a.token, { ...hook, name: 'Renomeada' });
    await t.request('DELETE', `/queueIntegration/${aId}`, a.token);
    await sleep(300);
    expect(bEvents).toEqual([]);
    expect(aEvents).toEqual([]);
  });
});
