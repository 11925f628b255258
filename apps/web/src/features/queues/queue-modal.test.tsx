import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders, type FakeCall } from '../../test/render-kit';
import { QueueModal } from './queue-modal';
import { answer, makeQueue, scheduleTypeRoute } from './queue-test-kit';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));

afterEach(() => vi.unstubAllGlobals());

const support = makeQueue(1, 'Atendimento', {
  color: '#2563EB',
  greetingMessage: 'Olá!',
  outOfHoursMessage: 'Fechados agora.',
});

function renderModal(queueId?: number) {
  const onClose = vi.fn();
  const { Providers } = renderProviders(makeSessionUser({ profile: 'admin' }, { useOpenAi: true }));
  render(
    <Providers>
      <QueueModal queueId={queueId} defaultColor="#F44336" onClose={onClose} />
    </Providers>,
  );
  return onClose;
}

const putRoute = (call: FakeCall) =>
  call.method === 'PUT' && call.path === '/queue/1'
    ? { body: { ...support, ...(call.body as object) } }
    : undefined;

describe('queue modal', { timeout: 20_000 }, () => {
  it('with per-queue hours: both tabs, the out-of-hours message, 50 colours and the hours saved', async () => {
    const { calls } = fakeApi(
      scheduleTypeRoute('queue'),
      answer('GET', '/queue/1', support),
      answer('GET', '/queue', [support]),
      answer('GET', '/queue-options', []),
      answer('GET', '/prompt', {
        prompts: [{ id: 7, name: 'Assistente de vendas' }],
        hasMore: false,
      }),
      putRoute,
    );
    const onClose = renderModal(1);
    const dialog = await screen.findByRole('dialog', { name: 'Editar fila' });
    await within(dialog).findByRole('tab', { name: 'Horários de Atendimento' });
    expect(within(dialog).getByRole('tab', { name: 'Dados da Fila' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Nome' })).toHaveValue('Atendimento');
    expect(
      within(dialog).getByRole('textbox', { name: 'Mensagem de fora de expediente' }),
    ).toHaveValue('Fechados agora.');
    // integrations offer 'Nenhum' only until they exist; prompts list the company's
    expect(within(dialog).getByRole('combobox', { name: 'Integração' })).toHaveTextContent(
      'Nenhum',
    );
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Prompt' }));
    await screen.findByRole('option', { name: 'Assistente de vendas' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Nenhum',
      'Assistente de vendas',
    ]);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Escolher cor' }));
    const palette = await screen.findByRole('group', { name: 'Cores' });
    expect(within(palette).getAllByRole('button')).toHaveLength(50);
    fireEvent.click(within(palette).getByRole('button', { name: 'Cor #009688' }));
    expect(within(dialog).getByRole('textbox', { name: 'Cor' })).toHaveValue('#009688');

    fireEvent.click(within(dialog).getByRole('tab', { name: 'Horários de Atendimento' }));
    const monday = within(dialog).getByRole('group', { name: 'Segunda-feira' });
    expect(within(monday).getByLabelText('Início')).toHaveValue('08:00');
    fireEvent.change(within(monday).getByLabelText('Fim'), { target: { value: '20:30' } });
    const sunday = within(dialog).getByRole('group', { name: 'Domingo' });
    expect(within(sunday).getByLabelText('Fim')).toHaveValue('00:00');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Queue saved successfully')).toBeVisible();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Atendimento',
      color: '#009688',
      outOfHoursMessage: 'Fechados agora.',
      integrationId: null,
      promptId: null,
    });
    expect((body.schedules as { endTime: string }[]).map((d) => d.endTime)).toEqual([
      '20:30',
      '18:00',
      '18:00',
      '18:00',
      '18:00',
      '12:00',
      '00:00',
    ]);
  });

  it('without per-queue hours: no hours tab, no out-of-hours message, neither sent', async () => {
    const { calls } = fakeApi(
      scheduleTypeRoute('company'),
      answer('GET', '/queue/1', support),
      answer('GET', '/queue', [support]),
      answer('GET', '/queue-options', []),
      putRoute,
    );
    renderModal(1);
    const dialog = await screen.findByRole('dialog', { name: 'Editar fila' });
    await within(dialog).findByDisplayValue('Atendimento');
    await waitFor(() => expect(calls.some((c) => c.path === '/settings')).toBe(true));
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Dados da Fila']);
    expect(within(dialog).queryByRole('textbox', { name: /fora de expediente/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Queue saved successfully');
    const body = calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      'color',
      'greetingMessage',
      'integrationId',
      'name',
      'orderQueue',
      'promptId',
    ]);
  });

  it('offers every integration and prompt of the company, past the first page', async () => {
    const named = (prefix: string, page: number) =>
      Array.from({ length: page === 1 ? 20 : 5 }, (_, i) => ({
        id: (page - 1) * 20 + i + 1,
        name: `${prefix} ${(page - 1) * 20 + i + 1}`,
      }));
    const page = (call: FakeCall) => Number(call.query.get('pageNumber') ?? 1);
    fakeApi(
      scheduleTypeRoute('company'),
      answer('GET', '/queue/1', support),
      answer('GET', '/queue', [support]),
      answer('GET', '/queue-options', []),
      (call) =>
        call.path === '/queueIntegration'
          ? { body: { queueIntegrations: named('Fluxo', page(call)), hasMore: page(call) === 1 } }
          : call.path === '/prompt'
            ? { body: { prompts: named('Assistente', page(call)), hasMore: page(call) === 1 } }
            : undefined,
    );
    const { Providers } = renderProviders(
      makeSessionUser({ profile: 'admin' }, { useOpenAi: true, useIntegrations: true }),
    );
    render(
      <Providers>
        <QueueModal queueId={1} defaultColor="#F44336" onClose={vi.fn()} />
      </Providers>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar fila' });
    await within(dialog).findByDisplayValue('Atendimento');
    for (const [label, last] of [
      ['Integração', 'Fluxo 25'],
      ['Prompt', 'Assistente 25'],
    ]) {
      fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: label }));
      const listbox = await screen.findByRole('listbox');
      await within(listbox).findByRole('option', { name: last });
      // 'Nenhum' and the 25 records
      expect(within(listbox).getAllByRole('option')).toHaveLength(26);
      fireEvent.keyDown(listbox, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    }
  });

  it('says the option menu is not shown once an integration or a prompt answers the queue', async () => {
    fakeApi(
      scheduleTypeRoute('company'),
      answer('GET', '/queue/1', { ...support, promptId: 3 }),
      answer('GET', '/queue', [support]),
      answer('GET', '/queue-options', []),
      answer('GET', '/queueIntegration', {
        queueIntegrations: [{ id: 2, name: 'CRM' }],
        hasMore: false,
      }),
      answer('GET', '/prompt', { prompts: [{ id: 3, name: 'Vendas' }], hasMore: false }),
    );
    const { Providers } = renderProviders(
      makeSessionUser({ profile: 'admin' }, { useOpenAi: true, useIntegrations: true }),
    );
    render(
      <Providers>
        <QueueModal queueId={1} defaultColor="#F44336" onClose={vi.fn()} />
      </Providers>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar fila' });
    expect(
      await within(dialog).findByText(
        'O prompt responde aos clientes desta fila depois da saudação: as opções do chatbot não são mostradas.',
      ),
    ).toBeVisible();

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Integração' }));
    fireEvent.click(await screen.findByRole('option', { name: 'CRM' }));
    expect(
      await within(dialog).findByText(
        'A integração responde aos clientes desta fila depois da saudação; o prompt só é usado sem integração. As opções do chatbot não são mostradas.',
      ),
    ).toBeVisible();

    for (const label of ['Integração', 'Prompt']) {
      fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: label }));
      fireEvent.click(await screen.findByRole('option', { name: 'Nenhum' }));
    }
    await waitFor(() =>
      expect(within(dialog).queryByText(/as opções do chatbot não são mostradas/)).toBeNull(),
    );
  });

  it('shows the form’s messages, and an hours mistake on its own tab', async () => {
    const { calls } = fakeApi(scheduleTypeRoute('queue'), answer('GET', '/queue', []));
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar fila' });
    await within(dialog).findByRole('tab', { name: 'Horários de Atendimento' });
    expect(within(dialog).getByText('Salve a fila para montar o menu de opções.')).toBeVisible();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Cor' }), {
      target: { value: 'azul' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText('Obrigatório')).toBeVisible();
    expect(within(dialog).getByText('Cor inválida')).toBeVisible();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nome' }), {
      target: { value: 'Vendas' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Cor' }), {
      target: { value: '#123456' },
    });
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Horários de Atendimento' }));
    const friday = within(dialog).getByRole('group', { name: 'Sexta-feira' });
    fireEvent.change(within(friday).getByLabelText('Fim'), { target: { value: '07:00' } });
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Dados da Fila' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(
      await within(dialog).findByText('O horário final deve ser depois do inicial'),
    ).toBeVisible();
    expect(within(dialog).getByRole('tab', { name: 'Horários de Atendimento' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('puts the server’s duplicate colour on the colour field', async () => {
    fakeApi(
      scheduleTypeRoute('disabled'),
      answer('GET', '/queue', [support]),
      answer(
        'POST',
        '/queue',
        {
          error: 'ERR_QUEUE_COLOR_ALREADY_EXISTS',
          message: 'Esta cor já está em uso por outra fila',
          fields: { color: 'Esta cor já está em uso por outra fila' },
        },
        400,
      ),
    );
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar fila' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nome' }), {
      target: { value: 'Vendas' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Cor' }), {
      target: { value: '#2563eb' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Mensagem de saudação/ }), {
      target: { value: 'Olá, vendas!' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText('Esta cor já está em uso por outra fila')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Adicionar fila' })).toBeVisible();
  });
});
