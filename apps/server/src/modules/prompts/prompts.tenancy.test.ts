import type { PromptDTO } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openDemoDesk,
  record,
  sleep,
  startTestApp,
  type Session,
  type TestApp,
} from '../../../test/harness';
import { promptBody } from './prompts.testkit';

/** Company B (signed up) against company A (the demo company): no prompt crosses over. */
describe('prompts: tenant isolation', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let aQueue: number;
  let bQueue: number;
  let aPrompt: PromptDTO;
  beforeAll(async () => {
    t = await startTestApp();
    const desk = await openDemoDesk(t);
    a = desk.admin;
    aQueue = desk.atendimento;
    b = (await t.signupCompany('Empresa B')).admin;
    const queue = await t.request('POST', '/queue', b.token, {
      name: 'Vendas B',
      color: '#0d47a1',
    });
    expect(queue.statusCode, queue.body).toBe(200);
    bQueue = queue.json().id;
    aPrompt = (await t.request('POST', '/prompt', a.token, promptBody(aQueue))).json();
  });
  afterAll(() => t.close());

  it('B lists nothing of A, and cannot read, change or delete A’s prompt', async () => {
    const page = await t.request('GET', `/prompt?companyId=${a.user.companyId}`, b.token);
    expect(page.json()).toEqual({ prompts: [], hasMore: false });
    const url = `/prompt/${aPrompt.id}`;
    expect((await t.request('GET', url, b.token)).statusCode).toBe(404);
    const put = await t.request('PUT', url, b.token, promptBody(bQueue, { name: 'Tomado' }));
    expect(put.statusCode).toBe(404);
    expect((await t.request('DELETE', url, b.token)).statusCode).toBe(404);
    const still = (await t.request('GET', url, a.token)).json();
    expect(still).toMatchObject({ name: 'Assistente de vendas', queueId: aQueue });
  });

  it('refuses another company’s queue for a prompt, and another company’s prompt for a queue', async () => {
    const res = await t.request('POST', '/prompt', b.token, promptBody(aQueue));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ queueId: 'Setor não encontrado' });
    const edit = await t.request('PUT', `/prompt/${aPrompt.id}`, a.token, promptBody(bQueue));
    expect(edit.json().fields).toEqual({ queueId: 'Setor não encontrado' });
    const queue = await t.request('PUT', `/queue/${bQueue}`, b.token, { promptId: aPrompt.id });
    expect(queue.statusCode).toBe(400);
    expect(queue.json().fields).toEqual({ promptId: 'Prompt não encontrado' });
  });

  it('B’s sockets receive none of A’s prompt events', async () => {
    const socket = await t.connectSocket(b.token);
    const own = record(socket, `company-${b.user.companyId}-prompt`);
    const foreign = record(socket, `company-${a.user.companyId}-prompt`);
    const made = await t.request(
      'POST',
      '/prompt',
      a.token,
      promptBody(aQueue, { name: 'Outro A' }),
    );
    await t.request('DELETE', `/prompt/${made.json().id}`, a.token);
    const mine = await t.request('POST', '/prompt', b.token, promptBody(bQueue));
    await expect.poll(() => own.length).toBe(1);
    await sleep(200);
    expect(foreign).toEqual([]);
    expect(own).toEqual([{ action: 'create', record: mine.json() }]);
  });
});
