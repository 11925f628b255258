import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDialogflow } from '../../../test/fake-dialogflow';
import {
  eventually,
  openDemoDesk,
  startTestApp,
  testClock,
  type TestApp,
} from '../../../test/harness';
import { dialogflowSettings } from './engine/dialogflow-client';
import { outsideSettings } from './engine/outside-call';
import { customer, integrationOnQueue, type Desk } from './integration-desk.testkit';

const MONDAY_10 = new Date('2025-06-02T10:00:00-03:00');

/** A queue answered by a Dialogflow ES agent, served by a local fake (token + detectIntent). */
describe('Dialogflow integration on a queue', { timeout: 120_000 }, () => {
  let t: TestApp;
  let desk: Desk;
  let dialogflow: Awaited<ReturnType<typeof startFakeDialogflow>>;

  beforeAll(async () => {
    dialogflow = await startFakeDialogflow();
    // the fake services listen on 127.0.0.1 (WEBHOOKS_ALLOW_PRIVATE)
    t = await startTestApp({ jobs: true, clock: testClock(MONDAY_10), webhooksAllowPrivate: true });
    dialogflowSettings.baseUrl = dialogflow.url;
    Object.assign(outsideSettings, { timeoutMs: 2_000, maxRetryWaitMs: 10 });
    desk = await openDemoDesk(t);
    await integrationOnQueue(t, desk, {
      type: 'dialogflow',
      name: 'Agente',
      projectName: 'atende-agent',
      language: 'pt-BR',
      jsonContent: dialogflow.serviceAccount,
    });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await dialogflow.close();
  });

  it('testSession checks the credentials against the agent', async () => {
    const ok = await t.request('POST', '/queueIntegration/testSession', desk.admin.token, {
      projectName: 'atende-agent',
      jsonContent: dialogflow.serviceAccount,
      language: 'pt-BR',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      message: 'Sessão do Dialogflow iniciada com sucesso',
      fulfillmentText: 'Não entendi.',
    });
    const wrongProject = await t.request(
      'POST',
      '/queueIntegration/testSession',
      desk.admin.token,
      {
        projectName: 'outro-projeto',
        jsonContent: dialogflow.serviceAccount,
        language: 'pt-BR',
      },
    );
    expect(wrongProject.statusCode).toBe(400);
    expect(wrongProject.json().fields.jsonContent).toBe(
      `Não foi possível iniciar a sessão do Dialogflow: ${new URL(dialogflow.url).host} respondeu HTTP 403`,
    );
    const missing = await t.request('POST', '/queueIntegration/testSession', desk.admin.token, {
      projectName: 'atende-agent',
      language: 'pt-BR',
    });
    expect(missing.json().fields).toEqual({ jsonContent: 'Informe o JSON da conta de serviço' });
  });

  it('answers with the fulfillment texts, in a session per ticket, until the agent ends', async () => {
    const rita = customer(t, desk, '5511955503001');
    await rita.entersQueue();
    await rita.hears(['Não entendi.']);
    await rita.says('oi');
    await rita.hears(['Olá!', 'Como posso ajudar?']);
    const ticket = await rita.ticket();
    expect(dialogflow.queries.slice(-2)).toEqual([
      {
        session: `atende-${desk.admin.user.companyId}-${ticket.id}`,
        text: '1',
        languageCode: 'pt-BR',
      },
      {
        session: `atende-${desk.admin.user.companyId}-${ticket.id}`,
        text: 'oi',
        languageCode: 'pt-BR',
      },
    ]);
    await rita.says('tchau');
    await rita.hears(['Até logo!']);
    await eventually(async () => expect(await rita.ticket()).toMatchObject({ chatbot: false }));
  });

  it('a 429 that persists hands over with a note', async () => {
    dialogflow.state.mode = '429';
    const bia = customer(t, desk, '5511955503002');
    await bia.entersQueue();
    await eventually(async () => expect(await bia.ticket()).toMatchObject({ chatbot: false }));
    expect(await bia.notes()).toEqual([
      `Integração falhou, atendimento passado para uma pessoa. Motivo: Agente (dialogflow): limite de requisições atingido em ${new URL(dialogflow.url).host} (HTTP 429)`,
    ]);
    dialogflow.state.mode = 'ok';
  });
});
