import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { companyChannel } from '@atende/shared';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { makeTicket } from './chat-test-data';
import { TagEditor } from './tag-editor';
import { socket } from '../../test/socket-provider-mock';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));

afterEach(() => vi.unstubAllGlobals());

type Tag = { id: number; name: string; color: string; kanban: number };

/** Renders the editor on a ticket without tags, the company's tags listed, and opens its list. */
async function openEditorOn(tags: Tag[], createdTag?: Tag) {
  const { calls } = fakeApi((call) => {
    if (call.method === 'GET' && call.path === '/tags/list') return { body: tags };
    if (call.method === 'POST' && call.path === '/tags' && createdTag) return { body: createdTag };
    if (call.method === 'POST' && call.path === '/tags/sync') {
      return { body: { ticket: makeTicket() } };
    }
    return undefined;
  });
  const { Providers } = renderProviders(makeSessionUser());
  render(
    <Providers>
      <TagEditor ticket={makeTicket({ tags: [] })} onSaved={vi.fn()} />
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
        <TagEditor ticket={makeTicket()} onSaved={vi.fn()} />
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
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/tags/sync')).toBe(true));
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
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/tags/sync')).toBe(true));
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/tags')).toEqual([]);
    expect(calls.find((c) => c.path === '/tags/sync')?.body).toMatchObject({
      tags: [{ id: 7 }],
    });
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
      if (call.path === '/tags/sync') {
        return { status: 400, body: { error: 'ERR_TEST_REFUSED', message: 'Tags recusadas.' } };
      }
      return undefined;
    });
    const onSaved = vi.fn();
    const { Providers } = renderProviders(makeSessionUser());
    render(
      <Providers>
        <TagEditor ticket={makeTicket({ tags: [] })} onSaved={onSaved} />
      </Providers>,
    );
    const input = screen.getByRole('combobox');
    fireEvent.mouseDown(input);
    fireEvent.click(await within(await screen.findByRole('listbox')).findByText('Urgente'));
    const text = 'Ocorreu um erro: Tags recusadas.';
    expect(await screen.findByText(text)).toBeVisible();
    await vi.waitFor(() => expect(input).toBeEnabled());
    expect(screen.getAllByText(text)).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
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
        <TagEditor ticket={makeTicket({ tags })} onSaved={vi.fn()} />
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
