import { advanceDueDate, V } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Session, type TestApp } from '../../../test/harness';
import { superLogin } from './companies.testkit';

describe('companies (super users)', () => {
  let t: TestApp;
  let root: Session;
  let planId: number;
  beforeAll(async () => {
    t = await startTestApp();
    root = await superLogin(t);
    planId = (await t.request('GET', '/plans/list')).json()[0].id;
  });
  afterAll(() => t.close());

  const form = (over: object = {}) => ({
    name: 'Mercado Central',
    email: 'contato@mercado.test',
    phone: '11955554444',
    planId,
    status: true,
    campaignsEnabled: false,
    dueDate: '2027-01-31',
    recurrence: 'MENSAL',
    ...over,
  });

  it('creates a company with its settings and first admin, whose password the user button sets', async () => {
    const res = await t.request('POST', '/companies', root.token, form());
    expect(res.statusCode).toBe(201);
    const company = res.json();
    expect(company).toMatchObject({
      name: 'Mercado Central',
      email: 'contato@mercado.test',
      phone: '11955554444',
      status: true,
      campaignsEnabled: false,
      dueDate: '2027-01-31',
      recurrence: 'MENSAL',
      plan: { id: planId, name: 'Plano Padrão', value: 199.9 },
    });

    const user = await t.request('GET', `/companies/${company.id}/user`, root.token);
    expect(user.json()).toMatchObject({
      name: 'Mercado Central',
      email: 'contato@mercado.test',
      profile: 'admin',
      companyId: company.id,
    });
    const weak = await t.request('PUT', `/companies/${company.id}/user`, root.token, {
      name: 'Marta Gerente',
      email: 'marta@mercado.test',
      password: 'fraca',
    });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().fields)).toEqual(['password']);
    const set = await t.request('PUT', `/companies/${company.id}/user`, root.token, {
      name: 'Marta Gerente',
      email: 'marta@mercado.test',
      password: 'Mercado123',
    });
    expect(set.json()).toMatchObject({ name: 'Marta Gerente', email: 'marta@mercado.test' });
    const marta = await t.login('marta@mercado.test', 'Mercado123');
    expect(marta.user).toMatchObject({ companyId: company.id, profile: 'admin' });
    const settings = (await t.request('GET', '/settings', marta.token)).json();
    expect(settings).toContainEqual({ key: 'campaignsEnabled', value: 'false' });
  });

  it('lists by page and searches by name or e-mail', async () => {
    for (const n of ['Alfa Ltda', 'Beta Ltda', 'Gama Serviços']) {
      const email = `c@${n.split(' ')[0].toLowerCase()}.test`;
      expect(
        (await t.request('POST', '/companies', root.token, form({ name: n, email }))).statusCode,
      ).toBe(201);
    }
    const all = (await t.request('GET', '/companies', root.token)).json();
    expect(all.hasMore).toBe(false);
    expect(all.count).toBe(all.companies.length);
    expect(all.companies.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Atende', 'Empresa Demo', 'Alfa Ltda', 'Beta Ltda', 'Gama Serviços']),
    );
    const ltda = (await t.request('GET', '/companies?searchParam=ltda', root.token)).json();
    expect(ltda.companies.map((c: { name: string }) => c.name)).toEqual(['Alfa Ltda', 'Beta Ltda']);
    const byMail = (await t.request('GET', '/companies?searchParam=gama.test', root.token)).json();
    expect(byMail.companies.map((c: { name: string }) => c.name)).toEqual(['Gama Serviços']);
    const noAccent = (await t.request('GET', '/companies?searchParam=servicos', root.token)).json();
    expect(noAccent.count).toBe(1);
    const list = (await t.request('GET', '/companies/list', root.token)).json();
    expect(list).toHaveLength(all.count);
  });

  it("updates the form's fields; '+ due date' saves the date advanced by the recurrence", async () => {
    const created = (
      await t.request(
        'POST',
        '/companies',
        root.token,
        form({ name: 'Ótica Visão', email: 'a@otica.test' }),
      )
    ).json();
    const next = advanceDueDate(created.dueDate, 'MENSAL');
    expect(next).toBe('2027-02-28');
    const res = await t.request(
      'PUT',
      `/companies/${created.id}`,
      root.token,
      form({
        name: 'Ótica Visão',
        email: 'a@otica.test',
        dueDate: next,
        status: false,
        campaignsEnabled: true,
        recurrence: 'TRIMESTRAL',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      dueDate: '2027-02-28',
      status: false,
      campaignsEnabled: true,
      recurrence: 'TRIMESTRAL',
    });
    const cleared = await t.request(
      'PUT',
      `/companies/${created.id}`,
      root.token,
      form({ name: 'Ótica Visão', email: 'a@otica.test', dueDate: '' }),
    );
    expect(cleared.json().dueDate).toBeNull();
  });

  it('answers 400 naming the field for bad input, never a 500', async () => {
    const bad = await t.request('POST', '/companies', root.token, {
      name: 'X',
      email: 'nope',
      phone: 'abc',
      planId: 'abc',
      dueDate: '2027-02-30',
      recurrence: 'SEMANAL',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(
      ['dueDate', 'email', 'name', 'phone', 'planId', 'recurrence'].sort(),
    );
    expect(bad.json().fields.phone).toBe(V.invalidNumber);
    const noPlan = await t.request(
      'POST',
      '/companies',
      root.token,
      form({ name: 'Sem Plano', email: 'x@semplano.test', planId: 99999 }),
    );
    expect(noPlan.json()).toMatchObject({
      error: 'ERR_NO_PLAN_FOUND',
      fields: { planId: 'Plano não encontrado' },
    });
    const sameName = await t.request(
      'POST',
      '/companies',
      root.token,
      form({ name: 'mercado central', email: 'y@x.test' }),
    );
    expect(sameName.json()).toMatchObject({
      error: 'ERR_COMPANY_NAME_IN_USE',
      fields: { name: expect.any(String) },
    });
    const sameMail = await t.request(
      'POST',
      '/companies',
      root.token,
      form({ name: 'Outra', email: 'admin@demo.test' }),
    );
    expect(sameMail.json()).toMatchObject({
      error: 'ERR_EMAIL_IN_USE',
      fields: { email: expect.any(String) },
    });
    expect((await t.request('PUT', '/companies/99999', root.token, form())).statusCode).toBe(404);
    expect((await t.request('GET', '/companies/abc', root.token)).statusCode).toBe(400);
  });

  it("a company's users read their own plan through listPlan, not another company's", async () => {
    const { company, admin } = await t.signupCompany('Padaria Plano');
    const own = await t.request('GET', `/companies/listPlan/${company.id}`, admin.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id: company.id,
      plan: { name: 'Plano Padrão', useExternalApi: true },
    });
    const other = await t.request('GET', `/companies/listPlan/${root.user.companyId}`, admin.token);
    expect(other.statusCode).toBe(404);
    const bySuper = await t.request('GET', `/companies/listPlan/${company.id}`, root.token);
    expect(bySuper.json().id).toBe(company.id);
  });
});
