import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, startTestApp, type TestApp } from '../../../test/harness';

const BILLING_URL = 'https://pague.example.com/assinatura';

/** Spec 1 §2: "A billing entry opens an external site": the site comes with an admin's session. */
describe('the billing site in the session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ deps: { billingUrl: BILLING_URL } });
  }, 120_000);
  afterAll(() => t.close());

  it('is given to an admin at sign-in and by /auth/me, not to an agent', async () => {
    const admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    expect(admin.user.billingUrl).toBe(BILLING_URL);
    const me = await t.request('GET', '/auth/me', admin.token);
    expect(me.json().billingUrl).toBe(BILLING_URL);

    const agent = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    expect(agent.user.billingUrl).toBeUndefined();
    const agentMe = await t.request('GET', '/auth/me', agent.token);
    expect(agentMe.json()).not.toHaveProperty('billingUrl');
  });
});
