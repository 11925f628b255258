import type { PromptDTO } from '@atende/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, plans, prompts } from '../../db/schema';
import { openDemoDesk, record, startTestApp, type TestApp } from '../../../test/harness';
import { PROMPT_TEXT, promptBody } from './prompts.testkit';

describe('prompts (/api/prompt)', () => {
  let t: TestApp;
  let desk: Awaited<ReturnType<typeof openDemoDesk>>;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    desk = await openDemoDesk(t, { bot: false });
    token = desk.admin.token;
  });
  afterAll(() => t.close());

  const create = (body: object) => t.request('POST', '/prompt', token, body);

  it('refuses bad input with 400 naming each field, with the spec texts', async () => {
    const res = await create({ name: 'abc', prompt: 'curto', apiKey: 'k', queueId: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: 'Too Short!',
      prompt: 'Too Short!',
      queueId: 'Informe o setor',
    });
    // everything missing is named at once, the key with the rest
    const empty = await create({ queueId: desk.atendimento });
    expect(empty.json().fields).toEqual({
      name: 'Required',
      prompt: 'Required',
      apiKey: 'Required',
    });
    const numbers = await create(
      promptBody(desk.atendimento, { maxTokens: 'muitos', temperature: 3, voice: 'robô' }),
    );
    expect(numbers.statusCode).toBe(400);
    expect(Object.keys(numbers.json().fields).sort()).toEqual([
      'maxTokens',
      'temperature',
      'voice',
    ]);
    const voice = await create(promptBody(desk.atendimento, { voice: 'pt-BR-FranciscaNeural' }));
    expect(voice.json().fields).toEqual({ voiceRegion: 'Informe a região do serviço de voz' });
    const noKey = await create(promptBody(desk.atendimento, { apiKey: '' }));
    expect(noKey.json().fields).toEqual({ apiKey: 'Required' });
    const voiceKey = await create(
      promptBody(desk.atendimento, { voice: 'pt-BR-FranciscaNeural', voiceRegion: 'brazilsouth' }),
    );
    expect(voiceKey.json().fields).toEqual({ voiceKey: 'Informe a chave do serviço de voz' });
    const queue = await create(promptBody(999_999));
    expect(queue.json().fields).toEqual({ queueId: 'Setor não encontrado' });
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/prompt',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('refuses a second prompt of one name: the queue dialog could not tell them apart', async () => {
    const first = await create(promptBody(desk.atendimento, { name: 'Assistente único' }));
    expect(first.statusCode, first.body).toBe(200);
    const twin = await create(promptBody(desk.atendimento, { name: 'ASSISTENTE ÚNICO' }));
    expect(twin.statusCode).toBe(400);
    expect(twin.json().fields).toEqual({ name: 'Já existe um prompt com este nome' });
    const renamed = await t.request('PUT', `/prompt/${first.json().id}`, token, {
      ...promptBody(desk.atendimento, { name: 'Assistente único' }),
      apiKey: '',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await t.request('DELETE', `/prompt/${first.json().id}`, token);
  });

  it('creates with the spec defaults and never returns the keys', async () => {
    const socket = await t.connectSocket(token);
    const events = record(socket, `company-${desk.admin.user.companyId}-prompt`);
    const res = await create(promptBody(desk.atendimento));
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json<PromptDTO>();
    expect(made).toMatchObject({
      name: 'Assistente de vendas',
      prompt: PROMPT_TEXT,
      apiKey: '',
      hasApiKey: true,
      voice: 'texto',
      voiceKey: '',
      hasVoiceKey: false,
      maxTokens: 100,
      temperature: 1,
      maxMessages: 10,
      queueId: desk.atendimento,
      queue: { id: desk.atendimento, name: 'Atendimento' },
      handoverMarker: 'Ação: Transferir para o setor de atendimento',
    });
    const [row] = await t.deps.db.select().from(prompts).where(eq(prompts.id, made.id));
    expect(row!.apiKeySealed).not.toContain('sk-loja-exemplo-1234');
    expect(t.deps.secrets.open(row!.apiKeySealed)).toBe('sk-loja-exemplo-1234');
    const shown = [
      (await t.request('GET', `/prompt/${made.id}`, token)).body,
      (await t.request('GET', '/prompt', token)).body,
    ];
    for (const body of shown) expect(body).not.toContain('sk-loja');
    await expect.poll(() => events.length).toBe(1);
    expect(events[0]).toMatchObject({ action: 'create', record: { id: made.id, apiKey: '' } });
    expect(JSON.stringify(events)).not.toContain('sk-loja');
  });

  it('updates: a blank key keeps the stored one, a new one replaces it; voice keys alike', async () => {
    const made = (await create(promptBody(desk.atendimento, { name: 'Para editar' }))).json();
    const sealedOf = async () =>
      (await t.deps.db.select().from(prompts).where(eq(prompts.id, made.id)))[0]!;
    const res = await t.request('PUT', `/prompt/${made.id}`, token, {
      ...promptBody(desk.financeiro, { name: 'Editado', apiKey: '' }),
      maxTokens: 300,
      temperature: 0.4,
      maxMessages: 5,
      voice: 'pt-BR-AntonioNeural',
      voiceKey: 'azure-chave',
      voiceRegion: 'brazilsouth',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Editado',
      queue: { name: 'Financeiro' },
      maxTokens: 300,
      temperature: 0.4,
      maxMessages: 5,
      voice: 'pt-BR-AntonioNeural',
      voiceKey: '',
      hasVoiceKey: true,
      voiceRegion: 'brazilsouth',
    });
    expect(t.deps.secrets.open((await sealedOf()).apiKeySealed)).toBe('sk-loja-exemplo-1234');
    expect(t.deps.secrets.open((await sealedOf()).voiceKeySealed)).toBe('azure-chave');
    await t.request('PUT', `/prompt/${made.id}`, token, {
      ...promptBody(desk.financeiro, { name: 'Editado', apiKey: 'sk-nova' }),
      voice: 'pt-BR-AntonioNeural',
      voiceRegion: 'brazilsouth',
    });
    expect(t.deps.secrets.open((await sealedOf()).apiKeySealed)).toBe('sk-nova');
    expect(t.deps.secrets.open((await sealedOf()).voiceKeySealed)).toBe('azure-chave');
  });

  it('lists by name with search and paging', async () => {
    const res = await t.request('GET', '/prompt?searchParam=EDIT&pageNumber=1', token);
    expect(res.json()).toMatchObject({ prompts: [{ name: 'Editado' }], hasMore: false });
    const all = await t.request('GET', '/prompt', token);
    expect(all.json().prompts.map((p: PromptDTO) => p.name)).toEqual([
      'Assistente de vendas',
      'Editado',
    ]);
  });

  it('a queue takes one of the company’s prompts; deleting the prompt clears it', async () => {
    const made = (await create(promptBody(desk.atendimento, { name: 'Da fila' }))).json();
    const set = await t.request('PUT', `/queue/${desk.atendimento}`, token, { promptId: made.id });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().promptId).toBe(made.id);
    const unknown = await t.request('PUT', `/queue/${desk.atendimento}`, token, {
      promptId: 999_999,
    });
    expect(unknown.json().fields).toEqual({ promptId: 'Prompt não encontrado' });
    const del = await t.request('DELETE', `/prompt/${made.id}`, token);
    expect(del.json()).toEqual({ message: 'Prompt excluído' });
    expect((await t.request('GET', `/prompt/${made.id}`, token)).statusCode).toBe(404);
    const queue = await t.request('GET', `/queue/${desk.atendimento}`, token);
    expect(queue.json().promptId).toBeNull();
  });

  it('agents read prompts but do not write them', async () => {
    const agent = desk.agent.token;
    expect((await t.request('GET', '/prompt', agent)).statusCode).toBe(200);
    const res = await t.request('POST', '/prompt', agent, promptBody(desk.atendimento));
    expect(res.statusCode).toBe(403);
  });

  it('answers 403 naming the flag when the plan has no OpenAI', async () => {
    const [company] = await t.deps.db
      .select()
      .from(companies)
      .where(eq(companies.id, desk.admin.user.companyId));
    const setFlag = (useOpenAi: boolean) =>
      t.deps.db.update(plans).set({ useOpenAi }).where(eq(plans.id, company!.planId!));
    await setFlag(false);
    try {
      for (const res of [
        await t.request('GET', '/prompt', token),
        await create(promptBody(desk.atendimento)),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ error: 'ERR_PLAN_FEATURE_DISABLED', flag: 'useOpenAi' });
      }
    } finally {
      await setFlag(true);
    }
  });
});
