import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { companyChannel, type TicketDTO } from '@atende/shared';
import { useQuery } from '@tanstack/react-query';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { ticketKey } from './chat-cache';
import { makeTicket } from './chat-test-data';
import { TagEditor } from './tag-editor';
import { socket } from '../../test/socket-provider-mock';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));

afterEach(() => vi.unstubAllGlobals());

type Tag = { id: number; name: string; color: string; kanban: number };
/** The editor's one write: PATCH /tickets/{id}/tags with what was added and removed. */
const isChange = (call: { method: string; path: string }) =>
  call.method === 'PATCH' && call.path === '/tickets/10/tags';

/** Renders the editor on a ticket without tags, the company's tags listed, and opens its list. */
async function openEditorOn(tags: Tag[], createdTag?: Tag) {
  const { calls } = fakeApi((call) => {
    if (call.method === 'GET' && call.path === '/tags/list') return { body: tags };
    if (call.method === 'POST' && call.path === '/tags' && createdTag) return { body: createdTag };
    if (isChange(call)) return { body: { ticket: makeTicket() } };
    return undefined;
  });
  const { Providers } = renderProviders(makeSessionUser());
  render(
    <Providers>
      <TagEditor ticket={makeTicket({ tags: [] })} />
    </Providers>,
  );
  const input = screen.getByRole('combobox');
  fireEvent.mouseDown(input);
  await within(await screen.findByRole('listbox')).findByText(tags[tags.length - 1]!.name);
  return { calls, input };
}

describe('tag editor', () => {
  it('offers a tag created elsewhere as soon as its event arrives', async () => {
    const user = makeSessionUser();
    let tags = [{ id: 1, name: 'Urgente', color: '#E53935', kanban: 0 }];
    fakeApi((call) =>
      call.method === 'GET' && call.path === '/tags/list' ? { body: tags } : undefined,
    );
    const { Providers } = renderProviders(user);
    render(
      <Providers>
        <TagEditor ticket={makeTicket()} />
      </Providers>,
    );
    const input = screen.getByRole('combobox');
    fireEvent.mouseDown(input);
    expect(await within(await screen.findByRole('listbox')).findByText('Urgente')).toBeVisible();

    tags = [...tags, { id: 2, name: 'Promoção', color: '#43A047', kanban: 0 }];
    act(() => {
      socket.handlers.get(companyChannel(user.companyId, 'tag'))!({
        action: 'create',
        tag: tags[1],
      });
    });
    expect(await within(screen.getByRole('listbox')).findByText('Promoção')).toBeVisible();
  }, 20_000);
  it('gives a tag created here a colour the other tags use least', async () => {
    const { calls, input } = await openEditorOn(
      [
        { id: 1, name: 'Padrão', color: '#5C59A0', kanban: 0 },
        { id: 2, name: 'Urgente', color: '#E53935', kanban: 0 },
      ],
      { id: 3, name: 'Novo', color: '#D81B60', kanban: 0 },
    );
    fireEvent.change(input, { target: { value: 'Novo' } });
    fireEvent.click(await within(screen.getByRole('listbox')).findByText('Criar tag "Novo"'));
    await vi.waitFor(() => expect(calls.some(isChange)).toBe(true));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/tags')?.body).toEqual({
      name: 'Novo',
      color: '#D81B60',
    });
  }, 20_000);

  it('takes a name typed without accents for the tag that has them, creating none', async () => {
    const { calls, input } = await openEditorOn([
      { id: 7, name: 'Pós-venda', color: '#43A047', kanban: 0 },
    ]);
    fireEvent.change(input, { target: { value: 'pos-venda' } });
    const listbox = screen.getByRole('listbox');
    expect(await within(listbox).findByText('Pós-venda')).toBeVisible();
    expect(within(listbox).queryByText('Criar tag "pos-venda"')).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter' });
    await vi.waitFor(() => expect(calls.some(isChange)).toBe(true));
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/tags')).toEqual([]);
    expect(calls.find(isChange)?.body).toEqual({ add: [7], remove: [] });
  }, 20_000);

  it('clears a name typed and left without picking or creating it', async () => {
    const { calls, input } = await openEditorOn([
      { id: 7, name: 'Pós-venda', color: '#43A047', kanban: 0 },
    ]);
    fireEvent.change(input, { target: { value: 'pos' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  }, 20_000);

  it('says a refused change once, keeps the ticket as it was and lets the user try again', async () => {
    const tags = [{ id: 1, name: 'Urgente', color: '#E53935', kanban: 0 }];
    fakeApi((call) => {
      if (call.method === 'GET' && call.path === '/tags/list') return { body: tags };
      if (isChange(call)) {
        return { status: 400, body: { error: 'ERR_TEST_REFUSED', message: 'Tags recusadas.' } };
      }
      return undefined;
    });
    const { Providers, client } = renderProviders(makeSessionUser());
    const ticket = makeTicket({ tags: [] });
    client.setQueryData(ticketKey(ticket.uuid), ticket);
    render(
      <Providers>
        <TagEditor ticket={ticket} />
      </Providers>,
    );
    const input = screen.getByRole('combobox');
    fireEvent.mouseDown(input);
    fireEvent.click(await within(await screen.findByRole('listbox')).findByText('Urgente'));
    const text = 'Ocorreu um erro: Tags recusadas.';
    expect(await screen.findByText(text)).toBeVisible();
    await vi.waitFor(() => expect(input).toBeEnabled());
    expect(screen.getAllByText(text)).toHaveLength(1);
    expect(client.getQueryData<TicketDTO>(ticketKey(ticket.uuid))?.tags).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Urgente' })).toBeNull();
  }, 20_000);

  it('keeps a tag a colleague added while this change was on its way', async () => {
    const urgente = { id: 1, name: 'Urgente', color: '#E53935' };
    const vip = { id: 2, name: 'VIP', color: '#8E24AA' };
    const promo = { id: 3, name: 'Promoção', color: '#43A047' };
    const ticket = makeTicket({ tags: [urgente] });
    const { Providers, client } = renderProviders(makeSessionUser());
    client.setQueryData(ticketKey(ticket.uuid), ticket);
    const { calls } = fakeApi((call) => {
      if (call.path === '/tags/list') {
        return { body: [urgente, vip, promo].map((tag) => ({ ...tag, kanban: 0 })) };
      }
      if (!isChange(call)) return undefined;
      // the colleague's update is heard first; this reply left the server before it
      client.setQueryData(ticketKey(ticket.uuid), { ...ticket, tags: [urgente, vip] });
      return { body: { ticket: { ...ticket, tags: [promo, urgente] } } };
    });
    /** The editor on the cached ticket, as the chat shows it. */
    function CachedEditor() {
      const cached = useQuery({
        queryKey: ticketKey(ticket.uuid),
        queryFn: () => ticket,
        staleTime: Infinity,
      });
      return cached.data ? <TagEditor ticket={cached.data} /> : null;
    }
    render(
      <Providers>
        <CachedEditor />
      </Providers>,
    );
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await within(await screen.findByRole('listbox')).findByText('Promoção'));
    expect(await screen.findByRole('button', { name: 'Promoção' })).toBeVisible();
    expect(calls.find(isChange)?.body).toEqual({ add: [3], remove: [] });
    const chips = client.getQueryData<TicketDTO>(ticketKey(ticket.uuid))!.tags.map((g) => g.name);
    expect(chips).toEqual(['Promoção', 'Urgente', 'VIP']);
    expect(screen.getByRole('button', { name: 'VIP' })).toBeVisible();
  }, 20_000);

  it('sends only the tag its chip (x) removed', async () => {
    const tags = [
      { id: 1, name: 'Urgente', color: '#E53935' },
      { id: 2, name: 'VIP', color: '#8E24AA' },
    ];
    const ticket = makeTicket({ tags });
    const { calls } = fakeApi((call) => {
      if (call.path === '/tags/list') return { body: tags.map((tag) => ({ ...tag, kanban: 0 })) };
      return isChange(call) ? { body: { ticket: { ...ticket, tags: [tags[1]] } } } : undefined;
    });
    const { Providers } = renderProviders(makeSessionUser());
    render(
      <Providers>
        <TagEditor ticket={ticket} />
      </Providers>,
    );
    const chip = screen.getByRole('button', { name: 'Urgente' });
    fireEvent.click(within(chip).getByTestId('CancelIcon'));
    await vi.waitFor(() => expect(calls.some(isChange)).toBe(true));
    expect(calls.find(isChange)?.body).toEqual({ add: [], remove: [1] });
  }, 20_000);

  it("draws a chip's delete (x) in the chip's text colour, not a faint grey", () => {
    fakeApi((call) => (call.path === '/tags/list' ? { body: [] } : undefined));
    const tags = [
      { id: 1, name: 'VIP', color: '#8E24AA' },
      { id: 2, name: 'Urgente', color: '#E53935' },
      { id: 3, name: 'Amarelo', color: '#FDD835' },
    ];
    const { Providers } = renderProviders(makeSessionUser());
    render(
      <Providers>
        <TagEditor ticket={makeTicket({ tags })} />
      </Providers>,
    );
    const colours = (name: string) => {
      const chip = screen.getByRole('button', { name });
      const x = within(chip).getByTestId('CancelIcon');
      return { text: getComputedStyle(chip).color, x: getComputedStyle(x).color };
    };
    expect(colours('VIP')).toEqual({ text: 'rgb(255, 255, 255)', x: 'rgb(255, 255, 255)' });
    expect(colours('Urgente')).toEqual({ text: 'rgb(0, 0, 0)', x: 'rgb(0, 0, 0)' });
    expect(colours('Amarelo')).toEqual({ text: 'rgb(0, 0, 0)', x: 'rgb(0, 0, 0)' });
  });
});
