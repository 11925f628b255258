import { V } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDate } from '../../dates';
import { startTestApp, type TestApp } from '../../../test/harness';

describe('sign-up and plans', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const signup = (body: object) => t.request('POST', '/companies/cadastro', undefined, body);

  it('lists plans publicly with limits and feature flags', async () => {
    const res = await t.request('GET', '/plans/list');
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({
      name: 'Plano Padrão',
      users: expect.any(Number),
      useCampaigns: true,
      useExternalApi: true,
    });
  });

  it('creates a company on a 3-day monthly trial with its admin, who can log in', async () => {
    const { company, admin } = await t.signupCompany('Padaria Pão Quente');
    expect(company).toMatchObject({
      name: 'Padaria Pão Quente',
      phone: '11988887777',
      status: true,
      recurrence: 'MENSAL',
      dueDate: addDays(businessDate(t.clock.now()), 3),
    });
    expect(company.settings).toContainEqual({ key: 'campaignsEnabled', value: 'true' });
    expect(admin.user).toMatchObject({ profile: 'admin', companyId: company.id });
  });

  it('names each invalid field with the spec messages', async () => {
    const res = await signup({ name: 'A', email: 'not-an-email', phone: '12', password: '1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: 'Too Short!',
      email: 'Invalid email',
      phone: 'Too Short!',
      password: V.passwordPolicy,
      planId: 'Required',
    });
  });

  it('takes a sign-up without a phone, which the spec does not require', async () => {
    const plans = (await t.request('GET', '/plans/list')).json();
    const body = { name: 'Sem Telefone', email: 'dono@semtelefone.test', password: 'Secret123' };
    const res = await signup({ ...body, phone: '', planId: plans[0].id });
    expect(res.statusCode).toBe(201);
    const owner = await t.login(body.email, body.password);
    expect(owner.user.company).toMatchObject({ name: 'Sem Telefone', phone: '' });
    const absent = await signup({ ...body, name: 'Nem Campo', email: 'dono@nemcampo.test' });
    expect(absent.json()).toMatchObject({ fields: { planId: 'Required' } });
    expect(Object.keys(absent.json().fields)).toEqual(['planId']);
  });

  it('refuses a taken company name and an unknown plan', async () => {
    const plans = (await t.request('GET', '/plans/list')).json();
    const base = { phone: '11977776666', password: 'Secret123', planId: plans[0].id };
    await t.signupCompany('Loja Única');
    const sameName = await signup({ ...base, name: 'loja única', email: 'other@x.test' });
    expect(sameName.json()).toMatchObject({ error: 'ERR_COMPANY_NAME_IN_USE' });
    const noPlan = await signup({
      ...base,
      name: 'Sem Plano',
      email: 'x@semplano.test',
      planId: 9999,
    });
    expect(noPlan.statusCode).toBe(400);
    expect(noPlan.json()).toMatchObject({
      error: 'ERR_NO_PLAN_FOUND',
      fields: { planId: expect.any(String) },
    });
  });

  it('never half-creates a company when the sign-up fails', async () => {
    const plans = (await t.request('GET', '/plans/list')).json();
    await t.signupCompany('Primeira');
    // same e-mail as Primeira's admin: the company must not be left behind
    await signup({
      name: 'Fantasma',
      email: 'admin@primeira.test',
      phone: '11977776666',
      password: 'Secret123',
      planId: plans[0].id,
    });
    const retry = await signup({
      name: 'Fantasma',
      email: 'novo@fantasma.test',
      phone: '11977776666',
      password: 'Secret123',
      planId: plans[0].id,
    });
    expect(retry.statusCode).toBe(201);
  });
});
