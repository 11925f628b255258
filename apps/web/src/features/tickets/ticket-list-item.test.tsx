import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { TicketDTO } from '@atende/shared';
import { TicketListItem } from './ticket-list-item';
import { makeTicket } from './ticket-test-data';

function renderItem(ticket: TicketDTO, extra: { canPeek?: boolean; narrow?: boolean } = {}) {
  const handlers = {
    onOpen: vi.fn(),
    onAccept: vi.fn(),
    onClose: vi.fn(),
    onReopen: vi.fn(),
    onPeek: vi.fn(),
  };
  render(
    <ul>
      <TicketListItem
        ticket={ticket}
        selected={false}
        narrow={extra.narrow ?? false}
        canPeek={extra.canPeek ?? false}
        {...handlers}
      />
    </ul>,
  );
  return { handlers, item: screen.getByRole('listitem') };
}

// a row's buttons say whose ticket they act on ('Aceitar: Cliente 1')
const button = (action: string) => screen.queryByRole('button', { name: `${action}: Cliente 1` });

describe('TicketListItem', () => {
  it('offers only Aceitar for a pending ticket, which is not opened by clicking', () => {
    const ticket = makeTicket({ status: 'pending', unreadMessages: 3 });
    const { handlers, item } = renderItem(ticket);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Aceitar']);
    fireEvent.click(within(item).getByText('Cliente 1'));
    expect(handlers.onOpen).not.toHaveBeenCalled();
    fireEvent.click(button('Aceitar')!);
    expect(handlers.onAccept).toHaveBeenCalledWith(ticket);
    expect(screen.getByLabelText('Mensagens não lidas: 3')).toBeVisible();
  });

  it('opens an open ticket on click and offers Resolver', () => {
    const ticket = makeTicket({ status: 'open', userId: 7, user: { id: 7, name: 'Ana' } });
    const { handlers } = renderItem(ticket);
    expect(button('Aceitar')).toBeNull();
    expect(button('Reabrir')).toBeNull();
    fireEvent.click(screen.getByText('Cliente 1'));
    expect(handlers.onOpen).toHaveBeenCalledWith(ticket);
    fireEvent.click(button('Resolver')!);
    expect(handlers.onClose).toHaveBeenCalledWith(ticket);
    expect(screen.getByText('Ana')).toBeVisible();
  });

  it('offers Reabrir for a closed ticket', () => {
    const ticket = makeTicket({ status: 'closed' });
    const { handlers } = renderItem(ticket);
    expect(button('Resolver')).toBeNull();
    fireEvent.click(button('Reabrir')!);
    expect(handlers.onReopen).toHaveBeenCalledWith(ticket);
  });

  it('shows the connection, queue and tags, and the eye only when peeking is allowed', () => {
    const ticket = makeTicket({
      queueId: 2,
      queue: { id: 2, name: 'Financeiro', color: '#16A34A' },
      tags: [{ id: 4, name: 'VIP', color: '#FF0000' }],
    });
    renderItem(ticket);
    expect(screen.getByText('Telefone simulado')).toBeVisible();
    expect(screen.getByText('Financeiro')).toBeVisible();
    expect(screen.getByText('VIP')).toBeVisible();
    expect(button('Espiar conversa')).toBeNull();
  });

  it('marks a waiting ticket the chatbot still holds, and only that one', () => {
    renderItem(makeTicket({ status: 'pending', chatbot: true }));
    expect(screen.getByText('Com o chatbot')).toBeVisible();
    cleanup();
    renderItem(makeTicket({ status: 'pending', chatbot: false }));
    expect(screen.queryByText('Com o chatbot')).toBeNull();
    cleanup();
    renderItem(makeTicket({ status: 'open', chatbot: true }));
    expect(screen.queryByText('Com o chatbot')).toBeNull();
  });

  it('lets admins peek', () => {
    const ticket = makeTicket();
    const { handlers } = renderItem(ticket, { canPeek: true });
    fireEvent.click(button('Espiar conversa')!);
    expect(handlers.onPeek).toHaveBeenCalledWith(ticket);
  });

  it('shortens a long name on narrow screens', () => {
    renderItem(
      makeTicket({ contact: { ...makeTicket().contact, name: 'Maria Aparecida Souza' } }),
      { narrow: true },
    );
    expect(screen.getByText('Maria Apar…').textContent).toBe('Maria Apar…');
  });

  it('shows the last message with WhatsApp formatting applied, not its marks', () => {
    renderItem(makeTicket({ lastMessage: '*Ana Admin:*\nOlá, _tudo_ ~bem~ ```ok```' }));
    const preview = screen.getByText('Ana Admin:').closest('p')!;
    expect(preview.textContent).toBe('Ana Admin:\nOlá, tudo bem ok');
    expect(screen.getByText('Ana Admin:').tagName).toBe('STRONG');
    expect(screen.getByText('tudo').tagName).toBe('EM');
    expect(screen.getByText('bem').tagName).toBe('S');
  });
});
