import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MessageTemplateDTO } from '@atende/shared';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { makeTicket } from './chat-test-data';
import { TemplateDialog } from './template-dialog';

const ticket = makeTicket({
  id: 41,
  whatsappId: 7,
  whatsapp: { id: 7, name: 'Oficial', status: 'CONNECTED', provider: 'cloud-api' },
});

const TEMPLATES: MessageTemplateDTO[] = [
  {
    name: 'hello_world',
    language: 'en_US',
    category: 'UTILITY',
    header: 'Hello World',
    body: 'Welcome and congratulations!!',
    footer: 'WhatsApp Business Platform sample message',
    parameterCount: 0,
  },
  {
    name: 'retomar_atendimento',
    language: 'pt_BR',
    category: 'UTILITY',
    header: null,
    body: 'Olá {{1}}, aqui é da {{2}}. Podemos continuar o seu atendimento?',
    footer: null,
    parameterCount: 2,
  },
];

function open(
  templates: MessageTemplateDTO[],
  sendReply = { status: 200, body: { messages: [] } },
) {
  const onClose = vi.fn();
  const { calls } = fakeApi((call) => {
    if (call.path === '/whatsapp/7/templates') return { body: { templates } };
    if (call.path === '/messages/41/template') return sendReply;
    return undefined;
  });
  const { Providers } = renderProviders(makeSessionUser());
  render(
    <Providers>
      <TemplateDialog open ticket={ticket} onClose={onClose} />
    </Providers>,
  );
  return { calls, onClose };
}

const choose = async (label: string) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Modelo' }));
  fireEvent.click(within(screen.getByRole('listbox')).getByText(label));
};
const sendButton = () => screen.getByRole('button', { name: 'Enviar' });
const preview = () => screen.getByLabelText('Prévia');

describe('template picker (cloud-api, window closed)', { timeout: 20_000 }, () => {
  it("lists the connection's templates, asks each parameter, previews and sends", async () => {
    const { calls, onClose } = open(TEMPLATES);
    await choose('retomar_atendimento (pt_BR)');
    expect(preview()).toHaveTextContent(
      'Olá {{1}}, aqui é da {{2}}. Podemos continuar o seu atendimento?',
    );
    expect(sendButton()).toBeDisabled();

    fireEvent.change(screen.getByRole('textbox', { name: 'Parâmetro 1' }), {
      target: { value: 'Maria' },
    });
    expect(sendButton()).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Parâmetro 2' }), {
      target: { value: ' Loja Atende ' },
    });
    expect(preview()).toHaveTextContent(
      'Olá Maria, aqui é da Loja Atende. Podemos continuar o seu atendimento?',
    );
    fireEvent.click(sendButton());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/messages/41/template',
      body: {
        name: 'retomar_atendimento',
        language: 'pt_BR',
        parameters: ['Maria', 'Loja Atende'],
      },
    });
    expect(await screen.findByText('Modelo enviado')).toBeVisible();
  });

  it('shows header and footer, and sends a template without parameters at once', async () => {
    const { calls } = open(TEMPLATES);
    await choose('hello_world (en_US)');
    expect(preview()).toHaveTextContent('Hello World');
    expect(preview()).toHaveTextContent('WhatsApp Business Platform sample message');
    expect(screen.queryByRole('textbox', { name: /Parâmetro/ })).toBeNull();
    fireEvent.click(sendButton());
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: 'hello_world',
        language: 'en_US',
        parameters: [],
      }),
    );
  });

  it('says when the connection has no approved template', async () => {
    open([]);
    expect(
      await screen.findByText(
        'Esta conexão não tem modelos aprovados. Crie e aprove modelos no gerenciador da Meta.',
      ),
    ).toBeVisible();
    expect(sendButton()).toBeDisabled();
  });

  it("keeps the dialog open and tells the server's refusal", async () => {
    const { onClose } = open(TEMPLATES, {
      status: 400,
      body: { error: 'ERR_VALIDATION', message: 'name: Modelo não encontrado ou não aprovado' },
    } as never);
    await choose('hello_world (en_US)');
    fireEvent.click(sendButton());
    expect(
      await screen.findByText('Ocorreu um erro: Dados inválidos. Verifique os campos.'),
    ).toBeVisible();
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });
});
