import { type WebhookWithSecretDTO } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_LOGINS,
  eventually,
  sleep,
  startTestApp,
  type Session,
  type TestApp,
} from '../../../test/harness';
import { startReceiver } from './webhooks.testkit';

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** Company B (signed up) against company A (the demo company): no webhook crosses over. */
describe('webhooks: tenant isolation', () => {
  let t: TestApp;
  let a: Session;
  let agentA: Session;
  let b: Session;
  let aReceiver: Receiver;
  let bReceiver: Receiver;
  let aHook: WebhookWithSecretDTO;
  let aDeliveryId: number;

  beforeAll(async () => {
    t = await startTestApp({ jobs: true, retryDelaySeconds: 1, webhooksAllowPrivate: true });
    a = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    agentA = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    b = (await t.signupCompany('Empresa B')).admin;
    aReceiver = await startReceiver();
    bReceiver = await startReceiver();
    aHook = (
      await t.request('POST', '/webhooks', a.token, {
        url: aReceiver.url,
        events: ['contact.created'],
      })
    ).json();
    await t.request('POST', '/webhooks', b.token, {
      url: bReceiver.url,
      events: ['contact.created'],
    });
    aDeliveryId = (await t.request('POST', `/webhooks/${aHook.id}/test`, a.token)).json().id;
  });
  afterAll(async () => {
    await t.close();
    await aReceiver.close();
    await bReceiver.close();
  });

  it('B cannot list, read, change, rotate, ping, delete or see the log of A’s endpoint', async () => {
    const list = (
      await t.request('GET', `/webhooks?companyId=${a.user.companyId}`, b.token)
    ).json();
    expect(list.map((w: { url: string }) => w.url)).toEqual([bReceiver.url]);
    const url = `/webhooks/${aHook.id}`;
    expect((await t.request('GET', url, b.token)).statusCode).toBe(404);
    const put = await t.request('PUT', url, b.token, {
      url: bReceiver.url,
      events: ['message.created'],
    });
    expect(put.statusCode).toBe(404);
    expect((await t.request('POST', `${url}/rotate-secret`, b.token)).statusCode).toBe(404);
    expect((await t.request('POST', `${url}/test`, b.token)).statusCode).toBe(404);
    expect((await t.request('GET', `${url}/deliveries`, b.token)).statusCode).toBe(404);
    const redo = await t.request('POST', `/webhooks/deliveries/${aDeliveryId}/redeliver`, b.token);
    expect(redo.statusCode).toBe(404);
    expect((await t.request('DELETE', url, b.token)).statusCode).toBe(404);

    const still = (await t.request('GET', url, a.token)).json();
    expect(still).toMatchObject({ url: aReceiver.url, events: ['contact.created'] });
    expect(aReceiver.received.map((r) => r.json.type)).toEqual(['ping']);
    expect(bReceiver.received).toEqual([]);
  });

  it('agents of A may not manage webhooks', async () => {
    expect((await t.request('GET', '/webhooks', agentA.token)).statusCode).toBe(403);
    const post = await t.request('POST', '/webhooks', agentA.token, {
      url: aReceiver.url,
      events: ['contact.created'],
    });
    expect(post.statusCode).toBe(403);
    expect((await t.request('GET', `/webhooks/${aHook.id}`, agentA.token)).statusCode).toBe(403);
  });

  it('each company’s events go to its own endpoints only', async () => {
    aReceiver.received.length = 0;
    const bContact = await t.request('POST', '/contacts', b.token, {
      name: 'Cliente de B',
      number: '5521988887777',
    });
    expect(bContact.statusCode).toBe(200);
    const aContact = await t.request('POST', '/contacts', a.token, {
      name: 'Cliente de A',
      number: '5521977776666',
    });
    expect(aContact.statusCode).toBe(200);
    await eventually(() => expect(aReceiver.received).toHaveLength(1));
    await eventually(() => expect(bReceiver.received).toHaveLength(1));
    await sleep(500);
    expect(aReceiver.received.map((r) => [r.json.companyId, r.json.data.contact.name])).toEqual([
      [a.user.companyId, 'Cliente de A'],
    ]);
    expect(bReceiver.received.map((r) => [r.json.companyId, r.json.data.contact.name])).toEqual([
      [b.user.companyId, 'Cliente de B'],
    ]);
  });
});
