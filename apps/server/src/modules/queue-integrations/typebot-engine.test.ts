import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  openDemoDesk,
  startTestApp,
  testClock,
  type TestApp,
} from '../../../test/harness';
import { chatOf } from '../../../test/bot-desk';
import { PNG, startFakeTypebot } from '../../../test/fake-typebot';
import { outsideSettings } from './engine/outside-call';
import {
  TEST_OUTSIDE_TIMEOUT_MS,
  customer,
  integrationOnQueue,
  withOutsideTimeout,
  type Desk,
} from './integration-desk.testkit';

const MONDAY_10 = new Date('2025-06-02T10:00:00-03:00');
// the picture goes as an image message without a caption (its body is empty)
const START = ['Olá, Rita! Eu sou o robô da loja.', '', '1 - Comprar\n2 - Suporte'];

/** A queue answered by a Typebot flow, served by a local fake of Typebot's chat API. */
describe('Typebot integration on a queue', { timeout: 120_000 }, () => {
  let t: TestApp;
  let desk: Desk;
  let typebot: Awaited<ReturnType<typeof startFakeTypebot>>;
  const clock = testClock(MONDAY_10);
  const starts = () => typebot.calls.filter((c) => c.path.endsWith('/startChat')).length;

  beforeAll(async () => {
    typebot = await startFakeTypebot();
    // the fake Typebot listens on 127.0.0.1 (WEBHOOKS_ALLOW_PRIVATE)
    t = await startTestApp({ jobs: true, clock, webhooksAllowPrivate: true });
    desk = await openDemoDesk(t);
    Object.assign(outsideSettings, { timeoutMs: TEST_OUTSIDE_TIMEOUT_MS, maxRetryWaitMs: 10 });
    await integrationOnQueue(t, desk, {
      type: 'typebot',
      name: 'Loja',
      urlN8N: `${typebot.url}/`,
      typebotSlug: 'loja',
      typebotExpires: 10,
      typebotDelayMessage: 0,
      typebotKeywordFinish: 'sair',
      typebotKeywordRestart: 'reiniciar',
      typebotRestartMessage: 'Vamos recomeçar.',
      typebotUnknownMessage: 'Não entendi, escolha um número.',
    });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await typebot.close();
  });

  it('walks a customer through the flow: texts, image, numbered choices, then a person', async () => {
    const rita = customer(t, desk, '5511955501001');
    await rita.entersQueue();
    await rita.hears(['Olá! Como podemos ajudar?', ...START]);
    // the flow's picture was fetched and sent as itself, and reached the phone
    const chat = await chatOf(t, desk.admin, (await rita.ticket()).id);
    const picture = chat.find((m) => m.automatic && m.body === '')!;
    expect(picture).toMatchObject({ mediaType: 'image', mediaName: 'vitrine.png' });
    const media = await t.request('GET', `/messages/${picture.id}/media`, desk.admin.token);
    expect(media.rawPayload.equals(PNG)).toBe(true);
    expect(typebot.calls[0]!.body).toMatchObject({
      prefilledVariables: { number: '5511955501001', pushName: 'Rita' },
    });
    await rita.says('7');
    await rita.hears(['Não entendi, escolha um número.']);
    await rita.says('1');
    await rita.hears(['Qual produto você procura?']);
    expect(typebot.calls.at(-1)!.body).toMatchObject({
      message: { type: 'text', text: 'Comprar' },
    });
    expect(await rita.ticket()).toMatchObject({ chatbot: true, status: 'pending' });
    await rita.says('Notebook');
    await rita.hears(['Anotado: Notebook. Um atendente vai continuar.']);
    await eventually(async () => expect(await rita.ticket()).toMatchObject({ chatbot: false }));
    // a person has it now: Typebot hears nothing more
    const calls = typebot.calls.length;
    await rita.says('olá?');
    await eventually(async () =>
      expect(
        (await t.request('GET', `/messages/${(await rita.ticket()).id}`, desk.admin.token))
          .json()
          .messages.at(-1).body,
      ).toBe('olá?'),
    );
    expect(typebot.calls.length).toBe(calls);
  });

  it("a flow's file that is not what its name says goes as its address, not as a file", async () => {
    // an address that answers text without a type, under a picture's name: taken by its bytes
    typebot.state.picture = {
      data: Buffer.from('root:x:0:0:root:/root:/bin/bash\n'),
      type: undefined,
    };
    try {
      const bia = customer(t, desk, '5511955501007', 'Rita');
      await bia.entersQueue();
      await bia.hears([START[0]!, `${typebot.url}/media/vitrine.png`, START[2]!]);
      const chat = await chatOf(t, desk.admin, (await bia.ticket()).id);
      expect(chat.filter((m) => m.mediaType !== 'chat')).toEqual([]);
    } finally {
      typebot.state.picture = { data: PNG, type: 'image/png' };
    }
  });

  it('the restart keyword starts the flow over with the restart message', async () => {
    const ana = customer(t, desk, '5511955501002', 'Rita');
    await ana.entersQueue();
    await ana.hears(START);
    const before = starts();
    await ana.says('Reiniciar');
    await ana.hears(['Vamos recomeçar.', ...START]);
    expect(starts()).toBe(before + 1);
  });

  it('the finish keyword hands the ticket to a person without another word', async () => {
    const bia = customer(t, desk, '5511955501003', 'Rita');
    await bia.entersQueue();
    await bia.hears(START);
    await bia.says('sair');
    await eventually(async () => expect(await bia.ticket()).toMatchObject({ chatbot: false }));
    expect((await bia.texts()).slice(-3)).toEqual(START);
  });

  it('a session idle past typebotExpires minutes starts again instead of continuing', async () => {
    const caio = customer(t, desk, '5511955501004', 'Rita');
    await caio.entersQueue();
    await caio.hears(START);
    const before = starts();
    clock.advance(11 * 60_000);
    await caio.says('2');
    await eventually(() => expect(starts()).toBe(before + 1));
    await caio.hears(START);
    expect(await caio.texts()).not.toContain('Transferindo para o suporte.');
  });

  it('a 429 that persists hands over with a note saying why', async () => {
    typebot.state.mode = '429';
    const dan = customer(t, desk, '5511955501005', 'Rita');
    await dan.entersQueue();
    await eventually(async () => expect(await dan.ticket()).toMatchObject({ chatbot: false }));
    const host = new URL(typebot.url).host;
    expect(await dan.notes()).toEqual([
      `Integração falhou, atendimento passado para uma pessoa. Motivo: Loja (typebot): limite de requisições atingido em ${host} (HTTP 429)`,
    ]);
    typebot.state.mode = 'ok';
  });

  it('a Typebot slower than the time limit hands over with a note', async () => {
    typebot.state.mode = 'slow';
    const eva = customer(t, desk, '5511955501006', 'Rita');
    await eva.says('Oi');
    await withOutsideTimeout(500, async () => {
      await eva.says('1');
      await eventually(async () => expect(await eva.ticket()).toMatchObject({ chatbot: false }));
    });
    const host = new URL(typebot.url).host;
    expect(await eva.notes()).toEqual([
      `Integração falhou, atendimento passado para uma pessoa. Motivo: Loja (typebot): tempo esgotado (500 ms) em ${host}`,
    ]);
    typebot.state.mode = 'ok';
  });
});
