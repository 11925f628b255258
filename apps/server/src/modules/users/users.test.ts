import { V } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from './users.repo';
import { DEMO_LOGINS, startTestApp, type Session, type TestApp } from '../../../test/harness';

describe('users', () => {
  let t: TestApp;
  let admin: Session;
  let agent: Session;
  let queueIds: number[];
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    agent = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    queueIds = (await t.request('GET', '/queue', admin.token))
      .json()
      .map((q: { id: number }) => q.id);
  });
  afterAll(() => t.close());

  const create = (body: object, token = admin.token) => t.request('POST', '/users', token, body);

  it('creates a user with queues and the spec defaults', async () => {
    const res = await create({
      name: 'Carla Souza',
      email: 'Carla@Demo.test',
      password: 'Carla1234',
      queueIds: [queueIds[1]],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Carla Souza',
      email: 'carla@demo.test',
      profile: 'user',
      allTicket: 'desabled',
      queues: [{ id: queueIds[1], name: 'Financeiro' }],
    });
    const carla = await t.login('carla@demo.test', 'Carla1234');
    expect(carla.user.companyId).toBe(admin.user.companyId);
  });

  it('answers the modal validation messages per field', async () => {
    const res = await create({ name: 'X', email: 'bad', password: '123', profile: 'boss' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      name: 'Too Short!',
      email: 'Invalid email',
      password: V.passwordPolicy,
      profile: expect.any(String),
    });
    const missing = await create({});
    expect(missing.json().fields).toMatchObject({
      name: 'Required',
      email: 'Required',
      password: 'Required',
    });
  });

  it("refuses a user's number that is no phone, and keeps one written with a mask", async () => {
    const bad = await create({
      name: 'Número Errado',
      email: 'numero.errado@demo.test',
      password: 'Senha1234',
      number: 'abc',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ number: V.invalidNumber });
    const good = await create({
      name: 'Número Certo',
      email: 'numero.certo@demo.test',
      password: 'Senha1234',
      number: '+55 (11) 97777-6666',
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().number).toBe('+55 (11) 97777-6666');
    const cleared = await t.request('PUT', `/users/${good.json().id}`, admin.token, {
      number: '',
    });
    expect(cleared.statusCode).toBe(200);
  });

  it('refuses a duplicate e-mail and a queue of another company', async () => {
    const dup = await create({
      name: 'Outro',
      email: DEMO_LOGINS.agent.email,
      password: 'Senha123',
    });
    expect(dup.json()).toMatchObject({
      error: 'ERR_EMAIL_IN_USE',
      fields: { email: expect.any(String) },
    });
    const other = await t.signupCompany('Outra Empresa Filas');
    expect(other.admin.user.companyId).not.toBe(admin.user.companyId);
    const foreign = await create({
      name: 'Intruso',
      email: 'i@demo.test',
      password: 'Senha123',
      queueIds: [999999],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ queueIds: 'Fila não encontrada' });
  });

  it('pages and searches the list by name or e-mail', async () => {
    const { admin: a } = await t.signupCompany('Muitos Usuarios');
    // set-up straight in the table: the default plan would stop at its user limit
    for (let i = 0; i < 25; i++) {
      await insertUser(t.deps.db, a.user.companyId, {
        name: `Pessoa ${String(i).padStart(2, '0')}`,
        email: `p${i}@muitos.test`,
        passwordHash: 'x',
      });
    }
    const first = (await t.request('GET', '/users?pageNumber=1', a.token)).json();
    expect(first).toMatchObject({ count: 26, hasMore: true });
    expect(first.users).toHaveLength(20);
    expect(first.users[0].name).toBe('Muitos Usuarios');
    expect(first.users[1].name).toBe('Pessoa 00');
    const second = (await t.request('GET', '/users?pageNumber=2', a.token)).json();
    expect(second).toMatchObject({ hasMore: false });
    expect(second.users.map((u: { name: string }) => u.name)).toEqual(
      Array.from({ length: 6 }, (_, i) => `Pessoa ${19 + i}`),
    );
    const found = (await t.request('GET', '/users?searchParam=pessoa%2003', a.token)).json();
    expect(found).toMatchObject({ count: 1, hasMore: false, users: [{ name: 'Pessoa 03' }] });
    const byMail = (await t.request('GET', '/users?searchParam=P5@MUITOS', a.token)).json();
    expect(byMail.users.map((u: { email: string }) => u.email)).toEqual(['p5@muitos.test']);
    const wildcard = (await t.request('GET', '/users?searchParam=%25', a.token)).json();
    expect(wildcard.count).toBe(0);
    const bad = await t.request('GET', '/users?pageNumber=zero', a.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('pageNumber');
  });

  it('enforces the plan user limit with a message naming it', async () => {
    const { admin: a } = await t.signupCompany('Limite Cheio');
    const plan = (await t.request('GET', '/plans/list')).json()[0];
    for (let i = 1; i < plan.users; i++) {
      expect(
        (
          await create(
            { name: `U ${i}`, email: `u${i}@limite.test`, password: 'Senha123' },
            a.token,
          )
        ).statusCode,
      ).toBe(200);
    }
    const res = await create(
      { name: 'Demais', email: 'demais@limite.test', password: 'Senha123' },
      a.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'ERR_PLAN_LIMIT_USERS' });
    expect(res.json().message).toContain(String(plan.users));
  });

  it('lets only admins list, create and change profiles or queues', async () => {
    expect((await t.request('GET', '/users', agent.token)).json().error).toBe('ERR_NO_PERMISSION');
    expect(
      (await create({ name: 'Nope', email: 'n@demo.test', password: 'Senha123' }, agent.token))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request('PUT', `/users/${agent.user.id}`, agent.token, { profile: 'admin' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request('PUT', `/users/${agent.user.id}`, agent.token, { queueIds })).statusCode,
    ).toBe(403);
    expect(
      (await t.request('PUT', `/users/${admin.user.id}`, agent.token, { name: 'Hacked' }))
        .statusCode,
    ).toBe(403);
    // a user edits their own name and sees colleagues through /users/list
    const self = await t.request('PUT', `/users/${agent.user.id}`, agent.token, {
      name: 'Bruno A.',
      profile: 'user',
    });
    expect(self.json()).toMatchObject({ name: 'Bruno A.', profile: 'user' });
    const list = (await t.request('GET', '/users/list', agent.token)).json();
    expect(list.map((u: { email: string }) => u.email)).toContain(DEMO_LOGINS.admin.email);
  });

  it('an admin changes profile and queues; a password change ends that user’s session', async () => {
    const created = (
      await create({ name: 'Diego Lima', email: 'diego@demo.test', password: 'Diego1234' })
    ).json();
    const diego = await t.login('diego@demo.test', 'Diego1234');
    const res = await t.request('PUT', `/users/${created.id}`, admin.token, {
      profile: 'supervisor',
      queueIds: [queueIds[0], queueIds[1]],
      password: 'novaSenha1',
    });
    expect(res.json()).toMatchObject({
      profile: 'supervisor',
      queues: [{ id: queueIds[0] }, { id: queueIds[1] }],
    });
    expect((await t.request('GET', '/auth/me', diego.token)).statusCode).toBe(401);
    expect(
      (
        await t.request('POST', '/auth/login', undefined, {
          email: 'diego@demo.test',
          password: 'Diego1234',
        })
      ).statusCode,
    ).toBe(401);
    expect((await t.login('diego@demo.test', 'novaSenha1')).user.profile).toBe('supervisor');
    // a blank password on edit keeps the current one
    await t.request('PUT', `/users/${created.id}`, admin.token, { name: 'Diego L.', password: '' });
    expect((await t.login('diego@demo.test', 'novaSenha1')).user.name).toBe('Diego L.');
  });

  it('nobody deletes themselves or demotes or deletes the last admin', async () => {
    const self = await t.request('DELETE', `/users/${admin.user.id}`, admin.token);
    expect(self.json().error).toBe('ERR_CANNOT_DELETE_SELF');
    const demote = await t.request('PUT', `/users/${admin.user.id}`, admin.token, {
      profile: 'user',
    });
    expect(demote.json().error).toBe('ERR_LAST_ADMIN');
    const victim = (
      await create({ name: 'Temp User', email: 'temp@demo.test', password: 'Senha123' })
    ).json();
    expect((await t.request('DELETE', `/users/${victim.id}`, admin.token)).statusCode).toBe(200);
    expect((await t.request('GET', `/users/${victim.id}`, admin.token)).json().error).toBe(
      'ERR_NO_USER_FOUND',
    );
  });
});
