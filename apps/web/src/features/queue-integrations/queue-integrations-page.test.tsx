import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  PROMPT_MESSAGES,
  QUEUE_INTEGRATION_MESSAGES as M,
  type QueueIntegrationDTO,
  type ServerEvents,
  type SessionUserDTO,
} from '@atende/shared';
import { changeLanguage } from '../../lib/i18n';
import { translateValidation } from '../../lib/error-toast';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders, type FakeCall } from '../../test/render-kit';
import { QueueIntegrationsPage } from './queue-integrations-page';
import { socket } from '../../test/socket-provider-mock';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await changeLanguage('pt-BR');
});

const integration = (id: number, more: Partial<QueueIntegrationDTO>): QueueIntegrationDTO => ({
  id,
  type: 'typebot',
  name: 'Loja',
  projectName: 'Loja',
  jsonContent: '',
  hasJsonContent: false,
  language: '',
  urlN8N: 'https://typebot.loja.test',
  webhookSecret: '',
  hasWebhookSecret: false,
  typebotSlug: 'loja',
  typebotExpires: 0,
  typebotDelayMessage: 1000,
  typebotKeywordFinish: '',
  typebotKeywordRestart: '',
  typebotRestartMessage: '',
  typebotUnknownMessage: '',
  createdAt: '2025-06-02T13:00:00.000Z',
  updatedAt: '2025-06-02T13:00:00.000Z',
  ...more,
});
const loja = integration(1, {});
const agente = integration(2, {
  type: 'dialogflow',
  name: 'Agente',
  projectName: 'agent',
  language: 'pt-BR',
  urlN8N: '',
  typebotSlug: '',
  hasJsonContent: true,
});

const listRoute = (records: QueueIntegrationDTO[]) => (call: FakeCall) =>
  call.method === 'GET' && call.path === '/queueIntegration'
    ? { body: { queueIntegrations: records, hasMore: false } }
    : undefined;

function renderPage(user: SessionUserDTO = makeSessionUser({}, { useIntegrations: true })) {
  const { Providers } = renderProviders(user);
  render(
    <Providers>
      <MemoryRouter initialEntries={['/queue-integration']}>
        <Routes>
          <Route path="/queue-integration" element={<QueueIntegrationsPage />} />
          <Route path="*" element={<p>início</p>} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

describe('queue integrations page', { timeout: 20_000 }, () => {
  it('lists integrations with their type icon, id and name, and applies live events', async () => {
    fakeApi(listRoute([loja, agente]));
    renderPage();
    const row = (await screen.findByText('Agente')).closest('tr')!;
    expect(within(row).getByRole('img', { name: 'Dialogflow' })).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeVisible();
    expect(
      within(screen.getByText('Loja').closest('tr')!).getByRole('img', { name: 'Typebot' }),
    ).toBeInTheDocument();
    const emit = (e: ServerEvents['queueIntegration']) =>
      act(() => socket.handlers.get('company-3-queueIntegration')?.(e));
    emit({ action: 'delete', integrationId: 1 });
    await waitFor(() => expect(screen.queryByText('Loja')).toBeNull());
    emit({ action: 'create', queueIntegration: integration(5, { name: 'CRM', type: 'webhook' }) });
    expect(await screen.findByText('CRM')).toBeVisible();
  });

  it('the dialog shows the fields of the chosen type and creates a webhook', async () => {
    const { calls } = fakeApi(listRoute([]), (call) =>
      call.method === 'POST' && call.path === '/queueIntegration'
        ? { body: integration(9, { type: 'webhook', name: 'CRM', hasWebhookSecret: true }) }
        : undefined,
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar integração' });
    expect(within(dialog).getByRole('textbox', { name: 'Slug do Typebot' })).toBeVisible();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Tipo' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Webhook' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Slug do Typebot' })).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nome' }), {
      target: { value: 'CRM' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'URL' }), {
      target: { value: 'ftp://crm.test' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gerar' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('A URL deve começar com http:// ou https://'),
    ).toBeVisible();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'URL' }), {
      target: { value: 'https://crm.test/hook' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      type: 'webhook',
      name: 'CRM',
      urlN8N: 'https://crm.test/hook',
    });
    expect((post.body as { webhookSecret: string }).webhookSecret).toMatch(/^[0-9a-f]{48}$/);
    expect(await screen.findByText('CRM')).toBeVisible();
  });

  it.each([
    ['en', ['Add', 'Add integration', 'Type', 'Save'], ['Enter the URL', 'Enter the Typebot slug']],
    [
      'es',
      ['Agregar', 'Agregar integración', 'Tipo', 'Guardar'],
      ['Indique la URL', 'Indique el slug de Typebot'],
    ],
  ] as const)(
    'in %s, an empty Typebot and Dialogflow say what is missing in that language',
    async (language, [add, title, type, save], typebot) => {
      await changeLanguage(language);
      fakeApi(listRoute([]));
      renderPage();
      fireEvent.click(await screen.findByRole('button', { name: add }));
      const dialog = await screen.findByRole('dialog', { name: title });
      fireEvent.click(within(dialog).getByRole('button', { name: save }));
      for (const text of typebot) expect(await within(dialog).findByText(text)).toBeVisible();
      fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: type }));
      fireEvent.click(await screen.findByRole('option', { name: 'Dialogflow' }));
      fireEvent.click(within(dialog).getByRole('button', { name: save }));
      const project =
        language === 'en' ? 'Enter the project name' : 'Indique el nombre del proyecto';
      expect(await within(dialog).findByText(project)).toBeVisible();
      for (const text of [M.urlRequired, M.slugRequired, M.projectRequired]) {
        expect(within(dialog).queryByText(text)).toBeNull();
      }
    },
  );

  it('has every message of the integration and prompt rules in English and Spanish', async () => {
    // toasts worded by the web itself, not field messages
    const notShown: string[] = [M.deleted, M.sessionOk, M.sessionFailed, PROMPT_MESSAGES.deleted];
    const texts = [...Object.values(M), ...Object.values(PROMPT_MESSAGES)].filter(
      (text) => !notShown.includes(text),
    );
    for (const language of ['en', 'es'] as const) {
      await changeLanguage(language);
      for (const text of texts) expect(translateValidation(text), text).not.toBe(text);
    }
  });

  it('tests a Dialogflow session with the stored credentials, and deletes after confirming', async () => {
    const { calls } = fakeApi(listRoute([agente]), (call) => {
      if (call.path === '/queueIntegration/testSession') {
        return { body: { message: 'ok', fulfillmentText: 'Olá!' } };
      }
      if (call.method === 'DELETE') return { body: { message: 'Integração excluída' } };
      return undefined;
    });
    renderPage();
    const row = (await screen.findByText('Agente')).closest('tr')!;
    fireEvent.click(within(row).getAllByRole('button')[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Editar integração' });
    expect(within(dialog).getByText('Já guardado. Deixe em branco para manter.')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Testar sessão' }));
    expect(await screen.findByText('Sessão do Dialogflow iniciada com sucesso')).toBeVisible();
    expect(calls.find((c) => c.path === '/queueIntegration/testSession')!.body).toEqual({
      projectName: 'agent',
      jsonContent: '',
      language: 'pt-BR',
      id: 2,
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(row).getAllByRole('button')[1]!);
    const confirm = await screen.findByRole('dialog', { name: 'Excluir integração' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByText('Agente')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/queueIntegration/2')).toBe(true);
  });
});
