import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, startTestApp, type Session, type TestApp } from '../../../test/harness';

/** The connection's automation fields (spec 1 §3): stored as sent, numbers checked by field. */
describe('connections: automation fields', () => {
  let t: TestApp;
  let admin: Session;
  let queueIds: number[];
  let id: number;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    queueIds = (await t.request('GET', '/queue', admin.token))
      .json()
      .map((q: { id: number }) => q.id);
    id = (
      await t.request('POST', '/whatsapp', admin.token, { name: 'Loja Norte', provider: 'sandbox' })
    ).json().id;
  });
  afterAll(() => t.close());

  const read = async () => (await t.request('GET', `/whatsapp/${id}`, admin.token)).json();

  it('stores every message, queue and time field and answers them back', async () => {
    const fields = {
      greetingMessage: 'Olá {{name}}! Escolha uma fila:',
      complationMessage: 'Atendimento encerrado, obrigado!',
      outOfHoursMessage: 'Estamos fora do horário.',
      ratingMessage: 'Avalie de 1 a 3',
      expiresInactiveMessage: 'Encerrado por inatividade.',
      queueIds,
      transferQueueId: queueIds[1],
      timeToTransfer: 15,
      expiresTicket: 60,
      maxUseBotQueues: 2,
      timeUseBotQueues: 10,
    };
    const res = await t.request('PUT', `/whatsapp/${id}`, admin.token, fields);
    expect(res.statusCode).toBe(200);
    expect(await read()).toMatchObject(fields);
  });

  it('a bad number is a 400 naming its field, and nothing is stored', async () => {
    const before = await read();
    const cases: Array<[string, unknown, string]> = [
      ['maxUseBotQueues', 'abc', 'Invalid number'],
      ['maxUseBotQueues', -1, 'Invalid number'],
      ['maxUseBotQueues', 101, 'Invalid number'],
      ['expiresTicket', 1.5, 'Invalid number'],
      ['timeUseBotQueues', 'x', 'Invalid number'],
      ['timeToTransfer', -5, 'Invalid number'],
      ['transferQueueId', 'fila', 'Invalid value'],
      ['queueIds', ['x'], 'Invalid value'],
    ];
    for (const [field, value, message] of cases) {
      const res = await t.request('PUT', `/whatsapp/${id}`, admin.token, { [field]: value });
      const path = field === 'queueIds' ? 'queueIds.0' : field;
      expect({ field, value, status: res.statusCode, fields: res.json().fields }).toEqual({
        field,
        value,
        status: 400,
        fields: { [path]: message },
      });
    }
    expect(await read()).toEqual(before);
  });
});
