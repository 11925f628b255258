import { PLAN_FEATURES, PLAN_FLAGS, type PlanFlag } from '@atende/shared';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Session, type TestApp } from '../../test/harness';
import { superLogin } from '../modules/companies/companies.testkit';
import { authenticate } from './authenticate';

/** Every API prefix of the table with the flag that gates it. */
const GATED = Object.entries(PLAN_FEATURES).flatMap(([flag, f]) =>
  f.api.map((prefix) => ({ flag: flag as PlanFlag, prefix })),
);
const METHODS: HTTPMethods[] = ['GET', 'POST'];

/**
 * A tiny private route at each prefix and below it, where no module serves one yet: what the
 * gate does to them it does to any module registered there.
 */
async function probeRoutes(app: FastifyInstance) {
  app.addHook('onRequest', authenticate);
  for (const { prefix } of GATED) {
    for (const url of [prefix, `${prefix}/:id/probe`]) {
      for (const method of METHODS) {
        if (app.hasRoute({ method, url: `/api${url}` })) continue;
        app.route({ method, url, handler: async () => ({ reached: true }) });
      }
    }
  }
}

describe('plan flags gate feature routes on the server', () => {
  let t: TestApp;
  let root: Session;
  let admin: Session;
  let companyId: number;
  let planId: number;
  /** The external send API takes a connection's token, not a user's session. */
  let connectionToken: string;
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.register(probeRoutes, { prefix: '/api' });
    root = await superLogin(t);
    const signed = await t.signupCompany('Loja Recursos');
    admin = signed.admin;
    companyId = signed.company.id;
    const none = Object.fromEntries(PLAN_FLAGS.map((f) => [f, false]));
    const res = await t.request('POST', '/plans', root.token, {
      name: 'Plano Teste',
      users: 5,
      connections: 5,
      queues: 5,
      value: '10.00',
      ...none,
    });
    planId = res.json().id;
    const company = (await t.request('GET', `/companies/${companyId}`, root.token)).json();
    await t.request('PUT', `/companies/${companyId}`, root.token, {
      ...company,
      planId,
      campaignsEnabled: true,
    });
    const connection = await t.request('POST', '/whatsapp', admin.token, {
      name: 'Telefone',
      provider: 'sandbox',
    });
    connectionToken = (
      await t.request('GET', `/whatsapp/${connection.json().id}`, admin.token)
    ).json().token;
  });
  afterAll(() => t.close());

  const onlyFlag = async (flag: PlanFlag | null) => {
    const flags = Object.fromEntries(PLAN_FLAGS.map((f) => [f, f === flag]));
    const res = await t.request('PUT', `/plans/${planId}`, root.token, {
      name: 'Plano Teste',
      users: 5,
      connections: 5,
      queues: 5,
      value: '10.00',
      ...flags,
    });
    expect(res.statusCode).toBe(200);
  };

  const tokenFor = (method: HTTPMethods, url: string) =>
    method === 'POST' && url === '/messages/send' ? connectionToken : admin.token;
  const probe = (method: HTTPMethods, url: string, token = tokenFor(method, url)) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('the table names every flag, and prefixes never overlap', () => {
    expect(Object.keys(PLAN_FEATURES).sort()).toEqual([...PLAN_FLAGS].sort());
    const prefixes = GATED.map((g) => g.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('a plan without any flag gets 403 naming the flag on every route of the table', async () => {
    await onlyFlag(null);
    for (const { flag, prefix } of GATED) {
      for (const url of [prefix, `${prefix}/7/probe`]) {
        for (const method of METHODS) {
          const res = await probe(method, url);
          expect(res.statusCode, `${method} ${url}`).toBe(403);
          expect(res.json(), `${method} ${url}`).toEqual({
            error: 'ERR_PLAN_FEATURE_DISABLED',
            message: `O plano da empresa não inclui este recurso (${flag})`,
            flag,
          });
        }
      }
    }
  });

  it.each(PLAN_FLAGS)('with only %s, exactly its routes are reached', async (enabled) => {
    await onlyFlag(enabled);
    for (const { flag, prefix } of GATED) {
      const res = await probe('GET', `${prefix}/7/probe`);
      if (flag === enabled) expect(res.statusCode, prefix).not.toBe(403);
      else expect(res.json().flag, prefix).toBe(flag);
    }
  });

  it('refuses before reading the body, and only after authentication', async () => {
    await onlyFlag(null);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(broken.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/campaigns' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('leaves look-alike paths of other features alone', async () => {
    await onlyFlag(null);
    // /companies/{id}/schedules is the company's hours, /messages/{ticketId} the chat
    const hours = await probe('GET', `/companies/${companyId}`);
    expect(hours.statusCode).toBe(200);
    const messages = await probe('GET', '/messages/999999');
    expect(messages.statusCode).not.toBe(403);
    expect((await probe('GET', '/tags')).statusCode).toBe(200);
  });
});
