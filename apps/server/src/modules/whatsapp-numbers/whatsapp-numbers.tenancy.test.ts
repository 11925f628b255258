import { companyChannel } from '@atende/shared';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  openDemoDesk,
  record,
  sleep,
  startTestApp,
  type Session,
  type TestApp,
} from '../../../test/harness';
import { checkWhatsappNumber } from './number-check';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

/** Company B (signed up, no connection) against company A (the demo company). */
describe('number check and profile pictures: tenant isolation', () => {
  let t: TestApp;
  let a: Desk;
  let b: Session;
  let bCompanyId: number;

  beforeAll(async () => {
    t = await startTestApp({ jobs: true });
    a = await openDemoDesk(t, { bot: false });
    const other = await t.signupCompany('Empresa B');
    b = other.admin;
    bCompanyId = other.company.id;
  });
  afterAll(() => t.close());

  it("B cannot tell A's simulated phone anything nor read what it was told", async () => {
    const url = `/sandbox/${a.connectionId}/numbers/5511922220000`;
    const set = await t.request('PUT', url, b.token, { onWhatsapp: false });
    expect(set.statusCode).toBe(404);
    expect(set.json().error).toBe('ERR_NO_WAPP_FOUND');
    expect((await t.request('GET', `/sandbox/${a.connectionId}/numbers`, b.token)).statusCode).toBe(
      404,
    );
    const listed = await t.request('GET', `/sandbox/${a.connectionId}/numbers`, a.admin.token);
    expect(listed.json().numbers).toEqual([]);
  });

  it("B's numbers are never checked through A's connection", async () => {
    await t.request('PUT', `/sandbox/${a.connectionId}/numbers/5511922220001`, a.admin.token, {
      onWhatsapp: false,
    });
    const ctx = {
      db: t.deps.db,
      companyId: bCompanyId,
      channels: t.deps.channels,
      log: pino({ level: 'silent' }),
    };
    // naming A's connection finds nothing in B: unchecked, as B has no connection
    expect(await checkWhatsappNumber(ctx, '5511922220001', a.connectionId)).toEqual({
      status: 'unchecked',
      number: '5511922220001',
      reason: 'no-connection',
    });
    const created = await t.request('POST', '/contacts', b.token, {
      name: 'Contato de B',
      number: '5511922220001',
    });
    expect(created.statusCode).toBe(200);
  });

  it("B can neither fetch A's contact pictures nor hear that they arrived", async () => {
    const heardByB = record(await t.connectSocket(b.token), companyChannel(bCompanyId, 'contact'));
    await t.request('PUT', `/sandbox/${a.connectionId}/numbers/5511922220002`, a.admin.token, {
      onWhatsapp: true,
      picture: true,
    });
    const contact = (
      await t.request('POST', '/contacts', a.admin.token, {
        name: 'Foto de A',
        number: '5511922220002',
      })
    ).json();
    const url = await eventually(async () => {
      const got = (await t.request('GET', `/contacts/${contact.id}`, a.admin.token)).json();
      expect(got.profilePicUrl).not.toBe('');
      return got.profilePicUrl as string;
    });
    const asB = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${b.token}` },
    });
    expect(asB.statusCode).toBe(404);
    expect(asB.json().error).toBe('ERR_NO_CONTACT_FOUND');
    const asA = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${a.agent.token}` },
    });
    expect(asA.statusCode).toBe(200);
    await sleep(300);
    expect(heardByB).toEqual([]);
  });
});
