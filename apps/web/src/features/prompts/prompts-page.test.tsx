import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PROMPT_MESSAGES, type PromptDTO, type ServerEvents } from '@atende/shared';
import { changeLanguage } from '../../lib/i18n';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders, type FakeCall } from '../../test/render-kit';
import { answer, makeQueue } from '../queues/queue-test-kit';
import { PromptsPage } from './prompts-page';
import { socket } from '../../test/socket-provider-mock';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await changeLanguage('pt-BR');
});

const TEXT = 'Você é a assistente da Loja Exemplo. Responda em frases curtas e educadas.';

function makePrompt(id: number, name: string, more: Partial<PromptDTO> = {}): PromptDTO {
  return {
    id,
    name,
    prompt: TEXT,
    apiKey: '',
    hasApiKey: true,
    voice: 'texto',
    voiceKey: '',
    hasVoiceKey: false,
    voiceRegion: '',
    maxTokens: 100,
    temperature: 1,
    maxMessages: 10,
    queueId: 1,
    queue: { id: 1, name: 'Atendimento', color: '#2196F3' },
    handoverMarker: 'Ação: Transferir para o setor de atendimento',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...more,
  };
}

const sales = makePrompt(1, 'Assistente de vendas');
const queues = [makeQueue(1, 'Atendimento'), makeQueue(2, 'Financeiro')];

function renderPage(plan = { useOpenAi: true }) {
  const { Providers } = renderProviders(makeSessionUser({ profile: 'admin' }, plan));
  render(
    <MemoryRouter initialEntries={['/prompts']}>
      <Providers>
        <Routes>
          <Route path="/prompts" element={<PromptsPage />} />
          <Route path="/" element={<p>home page</p>} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
}

const listRoute = (call: FakeCall) =>
  call.method === 'GET' && call.path === '/prompt'
    ? {
        body: {
          prompts: call.query.get('searchParam') === 'nada' ? [] : [sales],
          hasMore: false,
        },
      }
    : undefined;

describe('prompts page', { timeout: 20_000 }, () => {
  it('lists name, queue and max tokens, searches, and follows company-{id}-prompt', async () => {
    const { calls } = fakeApi(listRoute, answer('GET', '/queue', queues));
    renderPage();
    await screen.findByText('Assistente de vendas');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Nome',
      'Setor',
      'Máximo de tokens na resposta',
      'Ações',
    ]);
    const row = screen.getByText('Assistente de vendas').closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 3),
    ).toEqual(['Assistente de vendas', 'Atendimento', '100']);
    fireEvent.change(screen.getByPlaceholderText('Pesquisar...'), { target: { value: 'nada' } });
    expect(await screen.findByText('Nenhum prompt encontrado')).toBeVisible();
    expect(calls.some((c) => c.query.get('searchParam') === 'nada')).toBe(true);
    fireEvent.change(screen.getByPlaceholderText('Pesquisar...'), { target: { value: '' } });
    await screen.findByText('Assistente de vendas');
    const event: ServerEvents['prompt'] = {
      action: 'create',
      record: makePrompt(2, 'Suporte IA', { maxTokens: 300 }),
    };
    act(() => socket.handlers.get('company-3-prompt')?.(event));
    expect(await screen.findByText('Suporte IA')).toBeVisible();
    act(() => socket.handlers.get('company-3-prompt')?.({ action: 'delete', id: 2 }));
    await waitFor(() => expect(screen.queryByText('Suporte IA')).toBeNull());
  });

  it('the dialog asks for the queue, offers the 15 voices, and sends the fields', async () => {
    const { calls } = fakeApi(
      listRoute,
      answer('GET', '/queue', queues),
      answer('POST', '/prompt', makePrompt(3, 'Nova assistente')),
    );
    renderPage();
    await screen.findByText('Assistente de vendas');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar prompt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar prompt' });
    expect(
      within(dialog).getByRole('spinbutton', { name: 'Máximo de tokens na resposta' }),
    ).toHaveValue(100);
    expect(within(dialog).getByRole('spinbutton', { name: 'Temperatura' })).toHaveValue(1);
    // each number says its range before a wrong one is refused
    expect(
      within(dialog).getByRole('spinbutton', { name: 'Temperatura' }),
    ).toHaveAccessibleDescription('De 0 a 2');
    expect(
      within(dialog).getByRole('spinbutton', { name: 'Máximo de tokens na resposta' }),
    ).toHaveAccessibleDescription('De 1 a 32.000');
    expect(
      within(dialog).getByRole('spinbutton', { name: 'Máximo de mensagens no histórico' }),
    ).toHaveValue(10);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nome' }), {
      target: { value: 'Nova assistente' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Prompt' }), {
      target: { value: TEXT },
    });
    fireEvent.change(within(dialog).getByLabelText(/API Key/), { target: { value: 'sk-teste' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Informe o setor')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Setor/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Financeiro' }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Voz' }));
    const voices = screen.getAllByRole('option').map((o) => o.textContent);
    expect(voices).toHaveLength(16);
    expect(voices.slice(0, 3)).toEqual(['Texto', 'Francisca', 'Antonio']);
    fireEvent.click(screen.getByRole('option', { name: 'Francisca' }));
    fireEvent.change(within(dialog).getByLabelText('Chave do serviço de voz'), {
      target: { value: 'azure-chave' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Região do serviço de voz' }), {
      target: { value: 'brazilsouth' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      name: 'Nova assistente',
      prompt: TEXT,
      apiKey: 'sk-teste',
      queueId: 2,
      maxTokens: '100',
      temperature: '1',
      maxMessages: '10',
      voice: 'pt-BR-FranciscaNeural',
      voiceKey: 'azure-chave',
      voiceRegion: 'brazilsouth',
    });
    expect(await screen.findByText('Nova assistente')).toBeVisible();
  });

  it.each([
    ['en', 'Add prompt', 'Save', 'Choose the queue', 'Queue not found'],
    ['es', 'Agregar prompt', 'Guardar', 'Indique la cola', 'Cola no encontrada'],
  ] as const)('in %s, the queue and the server messages come in that language', async (...c) => {
    const [language, add, save, queueText, notFoundText] = c;
    await changeLanguage(language);
    const { calls } = fakeApi(listRoute, answer('GET', '/queue', queues), () => ({
      status: 400,
      body: {
        error: 'ERR_VALIDATION',
        message: 'queueId',
        fields: { queueId: PROMPT_MESSAGES.queueNotFound },
      },
    }));
    renderPage();
    await screen.findByText('Assistente de vendas');
    fireEvent.click(screen.getByRole('button', { name: add }));
    const dialog = await screen.findByRole('dialog', { name: add });
    fireEvent.click(within(dialog).getByRole('button', { name: save }));
    expect(await within(dialog).findByText(queueText)).toBeVisible();
    expect(within(dialog).queryByText(PROMPT_MESSAGES.queueRequired)).toBeNull();

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Queue|Cola/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Financeiro' }));
    fireEvent.click(within(dialog).getByRole('button', { name: save }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(await within(dialog).findByText(notFoundText)).toBeVisible();
  });

  it('editing shows the key as stored, never its value; deleting asks first', async () => {
    const { calls } = fakeApi(
      listRoute,
      answer('GET', '/queue', queues),
      answer('DELETE', '/prompt/1', { message: 'Prompt excluído' }),
    );
    renderPage();
    await screen.findByText('Assistente de vendas');
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar prompt' });
    expect(within(dialog).getByLabelText(/API Key/)).toHaveValue('');
    expect(within(dialog).getByText('Chave salva. Deixe em branco para mantê-la.')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir prompt' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByText('Assistente de vendas')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/prompt/1']);
  });
});
