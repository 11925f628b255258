import { WEEKDAYS } from '@atende/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans, tickets, whatsapps } from '../../db/schema';
import type { DomainEvent } from '../../events';
import { DEMO_LOGINS, startTestApp, type Session, type TestApp } from '../../../test/harness';
import { insertOpenTicket } from '../ticket-notes/ticket-fixture';

const DEFAULT_WEEK = WEEKDAYS.map((d) => ({ ...d }));

/** The Queues page's endpoints (spec 2 §7 Queues). */
describe('queues', () => {
  let t: TestApp;
  let admin: Session;
  let agent: Session;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    agent = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
  });
  afterAll(() => t.close());

  // the demo company has queues: each new one needs a greeting (queues-greeting.test.ts)
  const create = (body: object, token = admin.token) =>
    t.request('POST', '/queue', token, { greetingMessage: 'Olá!', ...body });
  const update = (id: number, body: object, token = admin.token) =>
    t.request('PUT', `/queue/${id}`, token, body);
  const names = async () =>
    ((await t.request('GET', '/queue', agent.token)).json() as { name: string }[]).map(
      (q) => q.name,
    );

  it('lists the demo queues in menu order with every field of the spec', async () => {
    const res = await t.request('GET', '/queue', agent.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: expect.any(Number),
        name: 'Atendimento',
        color: '#2563EB',
        orderQueue: 1,
        greetingMessage: 'Olá! Como podemos ajudar?',
        outOfHoursMessage: '',
        integrationId: null,
        promptId: null,
        schedules: DEFAULT_WEEK,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
      expect.objectContaining({ name: 'Financeiro', orderQueue: 2 }),
    ]);
  });

  it('creates a queue (default week, colour in capitals), reads, updates and announces it', async () => {
    const heard: DomainEvent[] = [];
    const off = t.deps.events.on((e) => heard.push(e));
    const res = await create({
      name: '  Vendas ',
      color: '#ff9800',
      orderQueue: '3',
      greetingMessage: 'Bem-vindo às vendas!',
      outOfHoursMessage: 'Estamos fechados.',
      integrationId: 'Nenhum',
      promptId: null,
    });
    expect(res.statusCode).toBe(200);
    const queue = res.json();
    expect(queue).toMatchObject({
      name: 'Vendas',
      color: '#FF9800',
      orderQueue: 3,
      greetingMessage: 'Bem-vindo às vendas!',
      outOfHoursMessage: 'Estamos fechados.',
      integrationId: null,
      promptId: null,
      schedules: DEFAULT_WEEK,
    });
    expect((await t.request('GET', `/queue/${queue.id}`, agent.token)).json()).toEqual(queue);

    const hours = [
      { weekday: 'qualquer', weekdayEn: 'sunday', startTime: '09:00', endTime: '13:00' },
      { weekdayEn: 'monday', startTime: '07:30', endTime: '19:00' },
    ];
    const changed = await update(queue.id, { orderQueue: '', schedules: hours });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Vendas',
      greetingMessage: 'Bem-vindo às vendas!',
      orderQueue: null,
      // Monday first, the Portuguese names from weekdayEn
      schedules: [
        { weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '07:30', endTime: '19:00' },
        { weekday: 'Domingo', weekdayEn: 'sunday', startTime: '09:00', endTime: '13:00' },
      ],
    });
    // a blank order sorts after the numbered queues
    expect(await names()).toEqual(['Atendimento', 'Financeiro', 'Vendas']);
    // empty hours are the default week again; absent fields keep their value
    const reset = await update(queue.id, { schedules: [] });
    expect(reset.json()).toMatchObject({
      schedules: DEFAULT_WEEK,
      greetingMessage: 'Bem-vindo às vendas!',
      outOfHoursMessage: 'Estamos fechados.',
    });
    off();
    expect(heard.filter((e) => e.type.startsWith('queue.'))).toEqual([
      { type: 'queue.created', companyId: admin.user.companyId, queue },
      expect.objectContaining({ type: 'queue.updated', queue: changed.json() }),
      expect.objectContaining({ type: 'queue.updated', queue: reset.json() }),
    ]);
    expect((await t.request('DELETE', `/queue/${queue.id}`, admin.token)).statusCode).toBe(200);
  });

  it('answers 400 naming each invalid field', async () => {
    const fields = async (body: object) => {
      const res = await create(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('ERR_VALIDATION');
      return res.json().fields;
    };
    expect(await fields({})).toEqual({ name: 'Required', color: 'Required' });
    expect(await fields({ name: 'A', color: '#123456' })).toEqual({ name: 'Too Short!' });
    expect(await fields({ name: 'x'.repeat(51), color: '#123456' })).toEqual({
      name: 'Too Long!',
    });
    expect(await fields({ name: 'Cores', color: '#1' })).toEqual({ color: 'Too Short!' });
    expect(await fields({ name: 'Cores', color: '#1234567890' })).toEqual({ color: 'Too Long!' });
    expect(await fields({ name: 'Cores', color: 'azulado' })).toEqual({ color: 'Cor inválida' });
    expect(await fields({ name: 'Ordem', color: '#123456', orderQueue: -1 })).toEqual({
      orderQueue: 'Invalid value',
    });
    expect(await fields({ name: 'Ordem', color: '#123456', orderQueue: 'primeira' })).toEqual({
      orderQueue: 'Invalid value',
    });
    expect(await fields({ name: 'Texto', color: '#123456', greetingMessage: 5 })).toEqual({
      greetingMessage: 'Invalid value',
    });
    expect(await fields({ name: 'Prompt', color: '#123456', promptId: 7 })).toEqual({
      promptId: 'Prompt não encontrado',
    });
    expect(await fields({ name: 'Integra', color: '#123456', integrationId: '3' })).toEqual({
      integrationId: 'Integração não encontrada',
    });
    const day = { weekdayEn: 'monday', startTime: '08:00', endTime: '18:00' };
    expect(
      await fields({ name: 'Horas', color: '#123456', schedules: [{ ...day, startTime: '8h' }] }),
    ).toEqual({ 'schedules.0.startTime': 'Horário inválido' });
    expect(
      await fields({ name: 'Horas', color: '#123456', schedules: [{ ...day, endTime: '07:00' }] }),
    ).toEqual({ 'schedules.0.endTime': 'O horário final deve ser depois do inicial' });
    expect(await fields({ name: 'Horas', color: '#123456', schedules: [day, { ...day }] })).toEqual(
      { 'schedules.1.weekdayEn': 'Dia repetido' },
    );
    expect(
      await fields({
        name: 'Horas',
        color: '#123456',
        schedules: [{ ...day, weekdayEn: 'lunes' }],
      }),
    ).toEqual({ 'schedules.0.weekdayEn': 'Invalid value' });
    expect(await names()).toEqual(['Atendimento', 'Financeiro']);
  });

  it('keeps names and colours unique in the company, ignoring case', async () => {
    const dupName = await create({ name: 'ATENDIMENTO', color: '#000001' });
    expect(dupName.statusCode).toBe(400);
    expect(dupName.json()).toEqual({
      error: 'ERR_QUEUE_NAME_ALREADY_EXISTS',
      message: 'Já existe uma fila com este nome',
      fields: { name: 'Já existe uma fila com este nome' },
    });
    const dupColor = await create({ name: 'Outra', color: '#2563eb' });
    expect(dupColor.statusCode).toBe(400);
    expect(dupColor.json()).toMatchObject({
      error: 'ERR_QUEUE_COLOR_ALREADY_EXISTS',
      fields: { color: 'Esta cor já está em uso por outra fila' },
    });
    const billing = (await t.request('GET', '/queue', admin.token))
      .json()
      .find((q: { name: string }) => q.name === 'Financeiro');
    expect((await update(billing.id, { color: '#2563EB' })).json().error).toBe(
      'ERR_QUEUE_COLOR_ALREADY_EXISTS',
    );
    expect((await update(billing.id, { name: 'atendimento' })).json().error).toBe(
      'ERR_QUEUE_NAME_ALREADY_EXISTS',
    );
    // its own name and colour, in another case, are fine
    const same = await update(billing.id, { name: 'FINANCEIRO', color: '#16a34a' });
    expect(same.json()).toMatchObject({ name: 'FINANCEIRO', color: '#16A34A' });
    await update(billing.id, { name: 'Financeiro' });
  });

  it('lets only admins create, change and delete; 404 for an unknown id', async () => {
    const queue = (await create({ name: 'Restrita', color: '#AA00AA' })).json();
    for (const res of [
      await create({ name: 'Do Agente', color: '#AA00AB' }, agent.token),
      await update(queue.id, { name: 'Mudada' }, agent.token),
      await t.request('DELETE', `/queue/${queue.id}`, agent.token),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('ERR_NO_PERMISSION');
    }
    for (const res of [
      await t.request('GET', '/queue/999999', admin.token),
      await update(999999, { name: 'Nenhuma' }),
      await t.request('DELETE', '/queue/999999', admin.token),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'ERR_NOT_FOUND', message: 'Fila não encontrada' });
    }
    expect((await t.request('GET', '/queue/abc', admin.token)).statusCode).toBe(400);
    expect((await t.request('DELETE', `/queue/${queue.id}`, admin.token)).statusCode).toBe(200);
  });

  it('deleting a queue keeps its tickets, without queue, and clears the connections’ references', async () => {
    const heard: DomainEvent[] = [];
    const queue = (await create({ name: 'Temporária', color: '#00AAAA' })).json();
    const ticket = await insertOpenTicket(t.deps.db, admin.user.companyId, { queueId: queue.id });
    const sandbox = (await t.request('GET', '/whatsapp', admin.token))
      .json()
      .find((w: { provider: string }) => w.provider === 'sandbox');
    await t.deps.db
      .update(whatsapps)
      .set({ transferQueueId: queue.id, sendIdQueue: queue.id })
      .where(eq(whatsapps.id, sandbox.id));
    const off = t.deps.events.on((e) => heard.push(e));
    const res = await t.request('DELETE', `/queue/${queue.id}`, admin.token);
    off();
    expect(res.json()).toEqual({ message: 'Fila excluída' });
    const [kept] = await t.deps.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(kept).toMatchObject({ id: ticket.id, status: 'open', queueId: null });
    const [connection] = await t.deps.db
      .select()
      .from(whatsapps)
      .where(eq(whatsapps.id, sandbox.id));
    expect(connection).toMatchObject({ transferQueueId: null, sendIdQueue: null });
    expect((await t.request('GET', `/queue/${queue.id}`, admin.token)).statusCode).toBe(404);
    expect(heard).toEqual([
      { type: 'queue.deleted', companyId: admin.user.companyId, queueId: queue.id },
    ]);
  });

  it('the plan’s queues is the most a company may have; 0 allows none', async () => {
    const existing = (await names()).length;
    for (let i = existing; i < 10; i++) {
      const res = await create({ name: `Extra ${i}`, color: `#0000${String(i).padStart(2, '0')}` });
      expect(res.statusCode).toBe(200);
    }
    const over = await create({ name: 'Uma a mais', color: '#FEFEFE' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      error: 'ERR_PLAN_LIMIT_QUEUES',
      message: 'O plano Plano Padrão permite no máximo 10 fila(s)',
    });
    expect(await names()).toHaveLength(10);
    // changing a queue is not limited
    const last = (await t.request('GET', '/queue', admin.token)).json().at(-1);
    expect((await update(last.id, { greetingMessage: 'Oi' })).statusCode).toBe(200);

    await t.deps.db.update(plans).set({ queues: 0 });
    await t.request('DELETE', `/queue/${last.id}`, admin.token);
    const none = await create({ name: 'Nenhuma cabe', color: '#FEFEFE' });
    expect(none.json()).toMatchObject({ error: 'ERR_PLAN_LIMIT_QUEUES' });
    await t.deps.db.update(plans).set({ queues: 10 });
    expect((await create({ name: 'Agora cabe', color: '#FEFEFE' })).statusCode).toBe(200);
  });

  it('two creations at once never pass the plan’s limit', async () => {
    const count = (await names()).length;
    await t.deps.db.update(plans).set({ queues: count + 1 });
    const answers = await Promise.all([
      create({ name: 'Corrida A', color: '#ABABAB' }),
      create({ name: 'Corrida B', color: '#BABABA' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(await names()).toHaveLength(count + 1);
  });
});
