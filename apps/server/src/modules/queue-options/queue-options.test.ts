import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueOptions } from '../../db/schema';
import { DEMO_LOGINS, startTestApp, type Session, type TestApp } from '../../../test/harness';

interface Option {
  id: number;
  queueId: number;
  parentId: number | null;
  option: number;
  title: string;
  message: string;
  forwardQueueId: number | null;
  humanHandover: boolean;
  children: Option[];
}

/** A queue's chatbot menu: GET/POST/PUT/DELETE /queue-options (spec 2 §7). */
describe('queue options', () => {
  let t: TestApp;
  let admin: Session;
  let agent: Session;
  let support: number;
  let billing: number;
  let queueId: number;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    agent = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    const queues: { id: number; name: string }[] = (
      await t.request('GET', '/queue', admin.token)
    ).json();
    support = queues.find((q) => q.name === 'Atendimento')!.id;
    billing = queues.find((q) => q.name === 'Financeiro')!.id;
    queueId = (
      await t.request('POST', '/queue', admin.token, {
        name: 'Menu',
        color: '#123ABC',
        greetingMessage: 'Olá!',
      })
    ).json().id;
  });
  afterAll(() => t.close());

  const create = (body: object, token = admin.token) =>
    t.request('POST', '/queue-options', token, { queueId, ...body });
  const update = (id: number, body: object, token = admin.token) =>
    t.request('PUT', `/queue-options/${id}`, token, body);
  const level = async (query: string, token = admin.token) => {
    const res = await t.request('GET', `/queue-options?${query}`, token);
    expect(res.statusCode).toBe(200);
    return res.json() as Option[];
  };
  /** The tree as 'number title' lines, children indented. */
  const outline = (options: Option[], depth = 0): string[] =>
    options.flatMap((o) => [
      `${'  '.repeat(depth)}${o.option} ${o.title}`,
      ...outline(o.children, depth + 1),
    ]);

  it('the demo company starts with a small menu on Atendimento', async () => {
    const roots = await level(`queueId=${support}&parentId=-1`, agent.token);
    expect(outline(roots)).toEqual([
      '1 Dúvidas frequentes',
      '  1 Horário de atendimento',
      '2 Falar com um atendente',
    ]);
    expect(roots[1]).toMatchObject({ humanHandover: true, forwardQueueId: null, children: [] });
    expect(await level(`queueId=${billing}`)).toEqual([]);
  });

  it('builds a tree level by level; GET answers one level with nested children', async () => {
    const sales = (await create({ option: 1, title: 'Vendas', message: 'Escolha:' })).json();
    expect(sales).toEqual({
      id: expect.any(Number),
      queueId,
      parentId: null,
      option: 1,
      title: 'Vendas',
      message: 'Escolha:',
      forwardQueueId: null,
      humanHandover: false,
      children: [],
    });
    // a number left out is the lowest free one among the siblings
    const human = (await create({ parentId: -1, title: 'Atendente', humanHandover: true })).json();
    expect(human).toMatchObject({ option: 2, humanHandover: true, message: '' });
    const plans = (await create({ parentId: sales.id, title: 'Planos' })).json();
    const toBilling = (
      await create({ parentId: sales.id, option: 5, title: 'Boletos', forwardQueueId: billing })
    ).json();
    expect(toBilling).toMatchObject({ parentId: sales.id, option: 5, forwardQueueId: billing });
    await create({ parentId: plans.id, title: 'Plano anual', message: 'R$ 1.000' });

    const roots = await level(`queueId=${queueId}&parentId=-1`);
    expect(outline(roots)).toEqual([
      '1 Vendas',
      '  1 Planos',
      '    1 Plano anual',
      '  5 Boletos',
      '2 Atendente',
    ]);
    expect(roots).toEqual(await level(`queueId=${queueId}`));
    const under = await level(`queueId=${queueId}&parentId=${sales.id}`);
    expect(outline(under)).toEqual(['1 Planos', '  1 Plano anual', '5 Boletos']);
  });

  it('updates an option and answers it with its subtree', async () => {
    const [sales] = await level(`queueId=${queueId}`);
    const res = await update(sales.id, { title: ' Vendas e planos ', option: 3, message: 'Oi' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: sales.id, option: 3, title: 'Vendas e planos' });
    expect(outline([res.json()])).toEqual([
      '3 Vendas e planos',
      '  1 Planos',
      '    1 Plano anual',
      '  5 Boletos',
    ]);
    const leaf = sales.children[1];
    const switched = await update(leaf.id, { forwardQueueId: null, humanHandover: true });
    expect(switched.json()).toMatchObject({ forwardQueueId: null, humanHandover: true });
    const roots = await level(`queueId=${queueId}`);
    expect(outline(roots).slice(0, 1)).toEqual(['2 Atendente']);
  });

  it('answers 400 naming the field for every rule of the tree', async () => {
    const [human, sales] = await level(`queueId=${queueId}`);
    const fields = async (res: Awaited<ReturnType<typeof create>>) => {
      expect(res.statusCode).toBe(400);
      return res.json().fields;
    };
    expect(await fields(await create({}))).toEqual({ title: 'Required' });
    expect(await fields(await create({ title: 'x'.repeat(101) }))).toEqual({ title: 'Too Long!' });
    for (const option of [0, 100, 1.5, 'um']) {
      expect(await fields(await create({ title: 'Número', option }))).toEqual({
        option: 'Use um número de 1 a 99',
      });
    }
    expect(await fields(await create({ title: 'Repetida', option: 2 }))).toEqual({
      option: 'Já existe uma opção com este número neste nível',
    });
    expect(await fields(await update(human.id, { option: 3 }))).toEqual({
      option: 'Já existe uma opção com este número neste nível',
    });
    expect(
      await fields(await create({ title: 'Ambos', forwardQueueId: billing, humanHandover: true })),
    ).toEqual({
      humanHandover:
        'Escolha encaminhar para uma fila ou transferir para um atendente, não os dois',
    });
    expect(await fields(await create({ title: 'Ela mesma', forwardQueueId: queueId }))).toEqual({
      forwardQueueId: 'Escolha outra fila',
    });
    expect(await fields(await create({ title: 'Fila nenhuma', forwardQueueId: 999999 }))).toEqual({
      forwardQueueId: 'Fila não encontrada',
    });
    expect(await fields(await create({ title: 'Sob ação', parentId: human.id }))).toEqual({
      parentId: 'Esta opção encaminha o atendimento e não pode ter subopções',
    });
    expect(await fields(await update(sales.id, { forwardQueueId: billing }))).toEqual({
      forwardQueueId: 'Uma opção com subopções não encaminha nem transfere',
    });
    expect(await fields(await update(sales.id, { humanHandover: true }))).toEqual({
      humanHandover: 'Uma opção com subopções não encaminha nem transfere',
    });
    // a parent must be an option of the same queue
    const demoRoot = (await level(`queueId=${support}`))[0];
    expect(await fields(await create({ title: 'Outra fila', parentId: demoRoot.id }))).toEqual({
      parentId: 'Opção não encontrada nesta fila',
    });
    // a coerced id that is not a number counts as missing (messages.ts, requiredError)
    expect((await create({ title: 'Sem fila', queueId: 'x' })).json().fields).toEqual({
      queueId: 'Required',
    });
    expect(
      (await t.request('POST', '/queue-options', admin.token, { title: 'Sem fila' })).json().fields,
    ).toEqual({ queueId: 'Required' });
    const unknownQueue = await create({ title: 'Fila que não existe', queueId: 999999 });
    expect(unknownQueue.statusCode).toBe(404);
    expect(unknownQueue.json().message).toBe('Fila não encontrada');
    const listNoQueue = await t.request('GET', '/queue-options', admin.token);
    expect(listNoQueue.json().fields).toEqual({ queueId: 'Required' });
    const foreignParent = await t.request(
      'GET',
      `/queue-options?queueId=${queueId}&parentId=${demoRoot.id}`,
      admin.token,
    );
    expect(foreignParent.statusCode).toBe(404);
    expect(foreignParent.json().message).toBe('Opção não encontrada');
  });

  it('lets only admins write; everyone reads', async () => {
    const [first] = await level(`queueId=${queueId}`, agent.token);
    for (const res of [
      await create({ title: 'Do agente' }, agent.token),
      await update(first.id, { title: 'Do agente' }, agent.token),
      await t.request('DELETE', `/queue-options/${first.id}`, agent.token),
    ]) {
      expect(res.statusCode).toBe(403);
    }
    for (const res of [
      await update(999999, { title: 'Nenhuma' }),
      await t.request('DELETE', '/queue-options/999999', admin.token),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'ERR_NOT_FOUND', message: 'Opção não encontrada' });
    }
  });

  it('deleting an option deletes its subtree; deleting the queue deletes the menu', async () => {
    const sales = (await level(`queueId=${queueId}`)).find((o) => o.title === 'Vendas e planos')!;
    const res = await t.request('DELETE', `/queue-options/${sales.id}`, admin.token);
    expect(res.json()).toEqual({ message: 'Opção excluída' });
    expect(outline(await level(`queueId=${queueId}`))).toEqual(['2 Atendente']);
    const left = await t.deps.db
      .select({ id: queueOptions.id })
      .from(queueOptions)
      .where(eq(queueOptions.queueId, queueId));
    expect(left).toHaveLength(1);

    await t.request('DELETE', `/queue/${queueId}`, admin.token);
    const gone = await t.deps.db
      .select({ id: queueOptions.id })
      .from(queueOptions)
      .where(eq(queueOptions.queueId, queueId));
    expect(gone).toEqual([]);
    expect(
      (await t.request('GET', `/queue-options?queueId=${queueId}`, admin.token)).statusCode,
    ).toBe(404);
  });

  it('a forwarding option loses its target when that queue is deleted', async () => {
    const target = (
      await t.request('POST', '/queue', admin.token, {
        name: 'Destino',
        color: '#0A0A0A',
        greetingMessage: 'Olá!',
      })
    ).json();
    const forward = (
      await t.request('POST', '/queue-options', admin.token, {
        queueId: billing,
        title: 'Ir ao destino',
        forwardQueueId: target.id,
      })
    ).json();
    await t.request('DELETE', `/queue/${target.id}`, admin.token);
    const [kept] = await level(`queueId=${billing}`);
    expect(kept).toMatchObject({ id: forward.id, forwardQueueId: null, title: 'Ir ao destino' });
  });

  it('two options with the same number at once: one is refused', async () => {
    const answers = await Promise.all([
      t.request('POST', '/queue-options', admin.token, { queueId: billing, option: 7, title: 'A' }),
      t.request('POST', '/queue-options', admin.token, { queueId: billing, option: 7, title: 'B' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const sevens = (await level(`queueId=${billing}`)).filter((o) => o.option === 7);
    expect(sevens).toHaveLength(1);
  });
});
