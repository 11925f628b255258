import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { onlineManager } from '@tanstack/react-query';
import type { SessionUserDTO } from '@atende/shared';
import { ApiError } from '../../lib/api-client';
import { makeSessionUser } from '../../test/fixtures';
import { renderProviders } from '../../test/render-kit';
import { messagesApi, ticketsApi } from '../tickets/tickets-api';
import { makeTicket } from './chat-test-data';
import { DRAFT_PREFIX, MAX_DRAFTS, saveDraft } from './drafts';
import { renderMessageInput } from './message-input-test-kit';
import { TicketChat } from './ticket-chat';

vi.mock('../tickets/tickets-api', () => ({
  ticketsApi: { getByUuid: vi.fn(), update: vi.fn(), remove: vi.fn() },
  messagesApi: { page: vi.fn(), conversation: vi.fn(), send: vi.fn(), sendMedia: vi.fn() },
}));
vi.mock('../tags/tags-api', () => ({
  tagsApi: { listAll: vi.fn().mockResolvedValue([]), create: vi.fn(), sync: vi.fn() },
}));
vi.mock('./chat-api', () => ({ fetchMediaBlob: vi.fn() }));
vi.mock('../quick-messages/quick-messages-api', () => ({
  quickMessagesApi: { listAll: vi.fn().mockResolvedValue([]) },
}));
vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));

// the first render of the whole screen is slow in jsdom
configure({ asyncUtilTimeout: 5000 });
const maria = makeTicket();
const carlos = makeTicket({
  id: 11,
  uuid: '7f1c2a4e-0000-4000-8000-000000000011',
  contact: { ...maria.contact, id: 6, name: 'Carlos Reembolso' },
});
const messages = vi.mocked(messagesApi);

beforeEach(() => {
  vi.clearAllMocks();
  const byUuid = new Map([maria, carlos].map((t) => [t.uuid, t]));
  vi.mocked(ticketsApi.getByUuid).mockImplementation(async (uuid) => byUuid.get(uuid)!);
  messages.conversation.mockResolvedValue({ messages: [], hasMore: false });
});

/** The app as a fresh page load: new query cache, the ticket's chat open. */
function openApp(uuid: string, user: SessionUserDTO = makeSessionUser()) {
  const { Providers } = renderProviders(user);
  const ui = (u: string) => (
    <Providers>
      <MemoryRouter>
        <TicketChat ticketUuid={u} />
      </MemoryRouter>
    </Providers>
  );
  const { rerender, unmount } = render(ui(uuid));
  return { open: (u: string) => rerender(ui(u)), unmount };
}

async function composerOf(contact: string) {
  await screen.findByRole('region', { name: contact });
  return (await screen.findByRole('textbox', { name: 'Mensagem' })) as HTMLTextAreaElement;
}

describe('the draft of a chat', () => {
  it('is still there after opening another chat and after a reload, until sent', async () => {
    const draft = 'Rascunho para o Carlos sobre o reembolso';
    const app = openApp(carlos.uuid);
    fireEvent.change(await composerOf('Carlos Reembolso'), { target: { value: draft } });

    app.open(maria.uuid);
    expect((await composerOf('Maria Cliente')).value).toBe('');
    app.open(carlos.uuid);
    expect((await composerOf('Carlos Reembolso')).value).toBe(draft);

    app.unmount(); // a reload
    const reloaded = openApp(carlos.uuid);
    const box = await composerOf('Carlos Reembolso');
    expect(box.value).toBe(draft);

    messages.send.mockResolvedValue({ messages: [] });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(box.value).toBe(''));
    reloaded.unmount();
    openApp(carlos.uuid);
    expect((await composerOf('Carlos Reembolso')).value).toBe('');
  });

  it('is named when the agent resolves the ticket before sending it', async () => {
    openApp(maria.uuid);
    const box = await composerOf('Maria Cliente');
    const unsent = 'A mensagem que você digitou ainda não foi enviada ao cliente.';
    const ask = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Resolver' }));
      return screen.findByRole('dialog', { name: 'Resolver este ticket?' });
    };
    expect(within(await ask()).queryByText(unsent)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.change(box, { target: { value: 'Seu reembolso foi aprovado' } });
    expect(within(await ask()).getByText(unsent)).toBeVisible();
  });

  it("is the agent's own: another user of the browser starts empty", async () => {
    saveDraft('7:11', 'Texto da Ana');
    openApp(carlos.uuid, makeSessionUser({ id: 8, name: 'Bruno' }));
    expect((await composerOf('Carlos Reembolso')).value).toBe('');
  });

  it('stays out of sight while the ticket is closed, for the placeholder to say why', () => {
    saveDraft('7:10', 'Rascunho guardado');
    const { box, rerender } = renderMessageInput({ disabled: true, draftKey: '7:10' });
    expect(box.value).toBe('');
    expect(box.placeholder).toBe('Reabra ou aceite este ticket para enviar uma mensagem.');
    rerender({ disabled: false, draftKey: '7:10' });
    expect(box.value).toBe('Rascunho guardado');
  });

  it(`keeps only the newest ${MAX_DRAFTS} drafts`, () => {
    vi.useFakeTimers();
    for (let ticket = 1; ticket <= MAX_DRAFTS + 5; ticket++) {
      vi.setSystemTime(1_000_000 + ticket);
      saveDraft(`7:${ticket}`, `rascunho ${ticket}`);
    }
    vi.useRealTimers();
    const kept = Object.keys(localStorage).filter((key) => key.startsWith(DRAFT_PREFIX));
    expect(kept).toHaveLength(MAX_DRAFTS);
    expect(kept).not.toContain(`${DRAFT_PREFIX}7:5`);
    expect(kept).toContain(`${DRAFT_PREFIX}7:6`);
  });
});

describe('a message sent while the phone is offline', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    vi.restoreAllMocks();
  });

  it('fails at once, says so, and keeps the text with the send button free', async () => {
    messages.send.mockRejectedValue(new ApiError(0, 'ERR_NETWORK', 'Failed to fetch'));
    openApp(maria.uuid);
    const box = await composerOf('Maria Cliente');
    await waitFor(() => expect(box).toBeEnabled());
    // the phone loses the network with the chat open
    onlineManager.setOnline(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent.change(box, { target: { value: 'Primeira parte enviada.' } });
    fireEvent.keyDown(box, { key: 'Enter' });

    expect(
      await screen.findByText(/Sem conexão com a internet: a mensagem não foi enviada/),
    ).toBeVisible();
    expect(box.value).toBe('Primeira parte enviada.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled());
  });
});
