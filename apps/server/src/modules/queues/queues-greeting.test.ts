import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, startTestApp, type Session, type TestApp } from '../../../test/harness';

const REQUIRED = 'A mensagem de saudação é obrigatória quando a empresa tem mais de uma fila';
const refusal = {
  error: 'ERR_VALIDATION',
  message: `greetingMessage: ${REQUIRED}`,
  fields: { greetingMessage: REQUIRED },
};

/** Spec 2 §5: 'greeting required when more than one queue' (docs/decisions/0124). */
describe('queues: the greeting once there is more than one queue', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  });
  afterAll(() => t.close());

  const names = async (token = admin.token) =>
    ((await t.request('GET', '/queue', token)).json() as { name: string }[]).map((q) => q.name);

  it('a new queue beside others needs one: 400 naming the field, nothing created', async () => {
    for (const greeting of [{ greetingMessage: '' }, { greetingMessage: '  \n ' }, {}]) {
      const res = await t.request('POST', '/queue', admin.token, {
        name: 'Sem Saudacao',
        color: '#101010',
        ...greeting,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusal);
    }
    expect(await names()).toEqual(['Atendimento', 'Financeiro']);
    const ok = await t.request('POST', '/queue', admin.token, {
      name: 'Com Saudacao',
      color: '#101010',
      greetingMessage: 'Olá! Escolha uma opção.',
    });
    expect(ok.statusCode).toBe(200);
    await t.request('DELETE', `/queue/${ok.json().id}`, admin.token);
  });

  it('a change may not blank the greeting while others exist; leaving it out keeps it', async () => {
    const [support] = (await t.request('GET', '/queue', admin.token)).json();
    const blank = await t.request('PUT', `/queue/${support.id}`, admin.token, {
      greetingMessage: ' ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual(refusal);
    const recolour = await t.request('PUT', `/queue/${support.id}`, admin.token, {
      color: '#2563EC',
    });
    expect(recolour.json()).toMatchObject({
      color: '#2563EC',
      greetingMessage: support.greetingMessage,
    });
    await t.request('PUT', `/queue/${support.id}`, admin.token, { color: support.color });
  });

  it('a company’s only queue may go without one, the second may not', async () => {
    const b = (await t.signupCompany('Empresa Saudação')).admin;
    const first = await t.request('POST', '/queue', b.token, { name: 'Única', color: '#111111' });
    expect(first.statusCode).toBe(200);
    // alone, its greeting may be blanked again
    const again = await t.request('PUT', `/queue/${first.json().id}`, b.token, {
      greetingMessage: '',
    });
    expect(again.statusCode).toBe(200);
    const second = await t.request('POST', '/queue', b.token, {
      name: 'Segunda',
      color: '#222222',
    });
    expect(second.json()).toEqual(refusal);
    // the first queue's blank greeting does not hold the second back (0124)
    const withGreeting = await t.request('POST', '/queue', b.token, {
      name: 'Segunda',
      color: '#222222',
      greetingMessage: 'Bem-vindo!',
    });
    expect(withGreeting.statusCode).toBe(200);
    expect(await names(b.token)).toEqual(['Única', 'Segunda']);
  });
});
