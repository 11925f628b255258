import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { makeContact, makeSessionUser } from '../../test/fixtures';
import { ContactModal, type ContactModalProps } from './contact-modal';
import { fakeApi, renderProviders, type FakeCall } from '../../test/render-kit';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderModal(props: Partial<ContactModalProps> = {}) {
  const { Providers } = renderProviders(makeSessionUser());
  const onClose = vi.fn();
  const onSaved = vi.fn();
  render(
    <Providers>
      <ContactModal open onClose={onClose} onSaved={onSaved} {...props} />
    </Providers>,
  );
  return { onClose, onSaved };
}

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label, { exact: true });
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Salvar' }));

/** The server saves what it gets, with an id. */
const savesContacts = (call: FakeCall) =>
  (call.method === 'POST' && call.path === '/contacts') || call.method === 'PUT'
    ? { body: makeContact({ id: 41, ...(call.body as object), extraInfo: [] }) }
    : undefined;

// the first render of MUI dialogs and tables is slow when the whole suite runs in parallel
describe('contact modal', { timeout: 15_000 }, () => {
  it('asks for a name and a number before calling the server', async () => {
    const { calls } = fakeApi(savesContacts);
    renderModal();
    expect(screen.getByRole('heading', { name: 'Adicionar contato' })).toBeVisible();
    save();
    // an empty number is missing, not short
    const name = screen.getByRole('textbox', { name: 'Nome' });
    const number = screen.getByRole('textbox', { name: 'Número do WhatsApp' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Obrigatório'));
    expect(number).toHaveAccessibleDescription('Obrigatório');
    expect(screen.queryByText('Muito curto!')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("uses the spec's texts for short and long names, short numbers and bad emails", async () => {
    fakeApi(savesContacts);
    renderModal();
    type('Nome', 'A');
    type('Número do WhatsApp', '1234567');
    type('Endereço de email', 'not-an-email');
    save();
    expect(await screen.findAllByText('Muito curto!')).toHaveLength(2);
    expect(screen.getByText('E-mail inválido')).toBeVisible();
    type('Nome', 'A'.repeat(51));
    save();
    expect(await screen.findByText('Muito longo!')).toBeVisible();
  });

  it('keeps only the digits of the number and saves with the extra info', async () => {
    const { calls } = fakeApi(savesContacts);
    const { onSaved, onClose } = renderModal();
    type('Nome', '  Maria Souza ');
    type('Número do WhatsApp', '+55 (11) 98765-4321');
    expect((field('Número do WhatsApp') as HTMLInputElement).value).toBe('5511987654321');
    type('Endereço de email', 'Maria@Example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar informação' }));
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar informação' }));
    expect(screen.getAllByLabelText('Nome do campo')).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Remover informação' })[1]);
    type('Nome do campo', 'Cidade');
    type('Valor', 'Recife');
    save();
    expect(await screen.findByText('Contato salvo com sucesso.')).toBeVisible();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/contacts',
      body: {
        name: 'Maria Souza',
        number: '5511987654321',
        email: 'maria@example.com',
        extraInfo: [{ name: 'Cidade', value: 'Recife' }],
      },
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 41, name: 'Maria Souza' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('requires a name on every extra info row', async () => {
    const { calls } = fakeApi(savesContacts);
    renderModal({ initialValues: { name: 'Maria', number: '5511987654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar informação' }));
    save();
    expect(await screen.findByText('Obrigatório')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('prefills a new contact from initialValues', () => {
    fakeApi();
    renderModal({ initialValues: { name: 'João', number: '(11) 98888-7777' } });
    expect((field('Nome') as HTMLInputElement).value).toBe('João');
    expect((field('Número do WhatsApp') as HTMLInputElement).value).toBe('11988887777');
  });

  it('shows a duplicated number on the field and in a toast', async () => {
    fakeApi((call) =>
      call.method === 'POST'
        ? {
            status: 400,
            body: {
              error: 'ERR_DUPLICATED_CONTACT',
              message: 'Já existe um contato com este número',
              fields: { number: 'Já existe um contato com este número' },
            },
          }
        : undefined,
    );
    const { onSaved, onClose } = renderModal();
    type('Nome', 'Maria');
    type('Número do WhatsApp', '5511987654321');
    save();
    expect(
      await within(dialog()).findByText('Já existe um contato com este número.'),
    ).toBeVisible();
    expect(
      await screen.findByText('Ocorreu um erro: Já existe um contato com este número.'),
    ).toBeVisible();
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a number that is not on WhatsApp on the field and in a toast', async () => {
    fakeApi((call) =>
      call.method === 'POST'
        ? {
            status: 400,
            body: {
              error: 'ERR_WAPP_INVALID_CONTACT',
              message: 'Este não é um número de WhatsApp válido',
              fields: { number: 'Este não é um número de WhatsApp válido' },
            },
          }
        : undefined,
    );
    const { onSaved } = renderModal();
    type('Nome', 'Maria');
    type('Número do WhatsApp', '5511955550000');
    save();
    expect(
      await within(dialog()).findByText('Este não é um número de WhatsApp válido.'),
    ).toBeVisible();
    expect(
      await screen.findByText('Ocorreu um erro: Este não é um número de WhatsApp válido.'),
    ).toBeVisible();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('edits a contact loaded from the server, extra info included', async () => {
    const stored = makeContact({
      id: 9,
      name: 'Carlos',
      number: '5511900001111',
      email: '',
      extraInfo: [{ id: 3, name: 'Empresa', value: 'ACME' }],
    });
    const { calls } = fakeApi(
      (call) =>
        call.method === 'GET' && call.path === '/contacts/9' ? { body: stored } : undefined,
      savesContacts,
    );
    const { onSaved } = renderModal({ contactId: 9 });
    expect(screen.getByRole('heading', { name: 'Editar contato' })).toBeVisible();
    await waitFor(() => expect((field('Nome') as HTMLInputElement).value).toBe('Carlos'));
    expect((field('Valor') as HTMLInputElement).value).toBe('ACME');
    type('Endereço de email', 'carlos@example.com');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/contacts/9',
      body: { email: 'carlos@example.com', extraInfo: [{ name: 'Empresa', value: 'ACME' }] },
    });
  });
});
