import { companyChannel, type CampaignDTO } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openDemoDesk,
  record,
  sleep,
  startTestApp,
  type Session,
  type TestApp,
} from '../../../test/harness';
import { createCampaign, seedList } from './campaigns.testkit';

/** Company B (signed up) against company A (the demo company): no campaign crosses over. */
describe('campaigns: tenant isolation', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let aCampaign: CampaignDTO;
  let aList: number;
  let aConnection: number;
  let bCompany: number;

  beforeAll(async () => {
    t = await startTestApp({ jobs: true });
    const desk = await openDemoDesk(t, { bot: false });
    a = desk.admin;
    aConnection = desk.connectionId;
    aList = await seedList(t, a.user.companyId, 'Lista A', [
      { name: 'Ana', number: '5511977770001' },
    ]);
    aCampaign = await createCampaign(t, a.token, {
      name: 'Segredo A',
      confirmation: false,
      message1: 'Oi',
      whatsappId: aConnection,
      contactListId: aList,
    });
    const signup = await t.signupCompany('Empresa B');
    b = signup.admin;
    bCompany = signup.company.id;
  }, 120_000);
  afterAll(() => t.close());

  it("B cannot list, read, change, run, report or delete A's campaign (404)", async () => {
    const page = await t.request('GET', `/campaigns?companyId=${a.user.companyId}`, b.token);
    expect(page.json()).toEqual({ records: [], hasMore: false });
    const id = aCampaign.id;
    const body = {
      name: 'Invasão',
      confirmation: false,
      message1: 'x',
      whatsappId: aConnection,
      contactListId: aList,
    };
    const calls: Array<[string, string, object?]> = [
      ['GET', `/campaigns/${id}`],
      ['PUT', `/campaigns/${id}`, body],
      ['DELETE', `/campaigns/${id}`],
      ['POST', `/campaigns/${id}/cancel`],
      ['POST', `/campaigns/${id}/restart`],
      ['GET', `/campaigns/${id}/report`],
      ['GET', `/campaigns/${id}/report.csv`],
      ['DELETE', `/campaigns/${id}/media-upload`],
      ['GET', `/campaigns/${id}/media`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.request(method as 'GET', url, b.token, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('Campanha não encontrada');
    }
    const still = await t.request('GET', `/campaigns/${id}`, a.token);
    expect(still.json()).toMatchObject({ name: 'Segredo A', status: 'INATIVA' });
  });

  it("B cannot aim a campaign at A's list, tag or connection (400 naming the field)", async () => {
    const res = await t.request('POST', '/campaigns', b.token, {
      name: 'Com dados de A',
      confirmation: false,
      message1: 'Oi',
      whatsappId: aConnection,
      contactListId: aList,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      whatsappId: 'Conexão não encontrada',
      contactListId: 'Lista de contatos não encontrada',
    });
    const own = await t.request('GET', '/campaigns', b.token);
    expect(own.json().records).toEqual([]);
  });

  it("settings are per company, and B's socket hears none of A's campaign events", async () => {
    await t.request('POST', '/campaign-settings', a.token, {
      messageInterval: 5,
      longerIntervalAfter: 5,
      greaterInterval: 5,
      variables: [{ key: 'segredo', value: 'A' }],
    });
    const bSettings = await t.request('GET', '/campaign-settings', b.token);
    expect(bSettings.json()).toContainEqual({ key: 'variables', value: '[]' });

    const bSocket = await t.connectSocket(b.token);
    const aSocket = await t.connectSocket(a.token);
    const heardByB = record(bSocket, companyChannel(a.user.companyId, 'campaign'));
    const heardByA = record(aSocket, companyChannel(a.user.companyId, 'campaign'));
    const bOwn = record(bSocket, companyChannel(bCompany, 'campaign'));
    await t.request('PUT', `/campaigns/${aCampaign.id}`, a.token, {
      name: 'Segredo A2',
      confirmation: false,
      message1: 'Oi',
      whatsappId: aConnection,
      contactListId: aList,
    });
    await t.request('DELETE', `/campaigns/${aCampaign.id}`, a.token);
    await sleep(300);
    expect(heardByA).toHaveLength(2);
    expect(heardByB).toEqual([]);
    expect(bOwn).toEqual([]);
  });
});
