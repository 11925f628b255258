import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderMessageInput } from '../chat/message-input-test-kit';
import { makeQuickMessage, makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { QuickMessageModal } from '../quick-messages/quick-message-modal';
import { insertAtCaret } from './insert-at-caret';
import { searchEmojis } from './emoji-data';
import { nextEmojiIndex } from './emoji-picker';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderComposer = () => renderMessageInput();

/** Opens the picker and waits for its lazily loaded panel. */
async function openPicker() {
  fireEvent.click(screen.getByRole('button', { name: 'Emojis' }));
  return screen.findByRole('dialog', { name: 'Emojis' });
}

// the first open loads the picker's chunk and renders MUI's popover: slow on a busy machine
vi.setConfig({ testTimeout: 20_000 });

describe('emoji picker in the composer', () => {
  it('inserts at the caret, one pick after another, and gives the caret back on close', async () => {
    const { box, onSend } = renderComposer();
    fireEvent.change(box, { target: { value: 'Olá mundo' } });
    box.setSelectionRange(3, 3);
    const picker = await openPicker();

    fireEvent.click(await within(picker).findByRole('button', { name: '😀' }));
    expect(box.value).toBe('Olá😀 mundo');
    await waitFor(() => expect(box.selectionStart).toBe(5));
    fireEvent.click(within(picker).getByRole('button', { name: '😂' }));
    expect(box.value).toBe('Olá😀😂 mundo');

    fireEvent.keyDown(picker, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Emojis' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(box.selectionStart).toBe(7);

    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0].body).toBe('*Ana:*\nOlá😀😂 mundo');
  });

  it('replaces the selected text', () => {
    expect(insertAtCaret({ value: 'bom dia!', selectionStart: 4, selectionEnd: 7 }, '☀️')).toEqual({
      text: 'bom ☀️!',
      caret: 6,
    });
    expect(insertAtCaret({ value: 'oi', selectionStart: null, selectionEnd: null }, '👋')).toEqual({
      text: 'oi👋',
      caret: 4,
    });
  });

  it('searches in Portuguese, English and Spanish, accents or not', async () => {
    renderComposer();
    const picker = await openPicker();
    const search = await within(picker).findByRole('searchbox', { name: 'Pesquisar emoji' });
    const shown = () =>
      within(within(picker).getByRole('group', { name: 'Pesquisar emoji' }))
        .queryAllByRole('button')
        .map((b) => b.textContent);

    fireEvent.change(search, { target: { value: 'coração verm' } });
    expect(shown()).toEqual(['❤️']);
    fireEvent.change(search, { target: { value: 'heart red' } });
    expect(shown()).toEqual(['❤️']);
    fireEvent.change(search, { target: { value: 'corazon rojo' } });
    expect(shown()).toEqual(['❤️']);
    fireEvent.change(search, { target: { value: 'pizza' } });
    expect(shown()).toEqual(['🍕']);
    fireEvent.change(search, { target: { value: 'xyzzy' } });
    expect(within(picker).queryByRole('group', { name: 'Pesquisar emoji' })).toBeNull();
    expect(within(picker).getByText('Nenhum emoji encontrado').tagName).toBe('P');
  });

  it('shows one category at a time', async () => {
    renderComposer();
    const picker = await openPicker();
    fireEvent.click(await within(picker).findByRole('tab', { name: 'Comidas e bebidas' }));
    const grid = within(picker).getByRole('group', { name: 'Comidas e bebidas' });
    expect(within(grid).getByRole('button', { name: '🍕' }).textContent).toBe('🍕');
    expect(within(grid).queryByRole('button', { name: '😀' })).toBeNull();
  });

  it('opens on the recently used emojis, newest first', async () => {
    renderComposer();
    let picker = await openPicker();
    expect(within(picker).queryByRole('tab', { name: 'Recentes' })).toBeNull();
    fireEvent.click(await within(picker).findByRole('button', { name: '😂' }));
    fireEvent.click(within(picker).getByRole('tab', { name: 'Comidas e bebidas' }));
    fireEvent.click(within(picker).getByRole('button', { name: '🍕' }));
    fireEvent.keyDown(picker, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Emojis' })).toBeNull());

    picker = await openPicker();
    const recent = await within(picker).findByRole('tab', { name: 'Recentes' });
    expect(recent.getAttribute('aria-selected')).toBe('true');
    const grid = within(picker).getByRole('group', { name: 'Recentes' });
    expect(
      within(grid)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['🍕', '😂']);
  });

  it('is one Tab stop: the arrow keys move between the emojis', async () => {
    const { box } = renderComposer();
    const picker = await openPicker();
    const search = await within(picker).findByRole('searchbox', { name: 'Pesquisar emoji' });
    const grid = within(picker).getByRole('group', { name: 'Smileys e emoções' });
    const buttons = within(grid).getAllByRole('button');
    expect(buttons.filter((b) => b.tabIndex === 0)).toEqual([buttons[0]]);

    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowRight' });
    fireEvent.keyDown(buttons[1]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[2]);
    expect(buttons.filter((b) => b.tabIndex === 0)).toEqual([buttons[2]]);
    fireEvent.keyDown(buttons[2]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(buttons[1]!, { key: 'End' });
    expect(document.activeElement).toBe(buttons.at(-1));
    fireEvent.keyDown(buttons.at(-1)!, { key: 'Home' });
    expect(document.activeElement).toBe(buttons[0]);

    fireEvent.click(buttons[1]!);
    expect(box.value).toBe(buttons[1]!.textContent);
  });

  it('moves a row up or down by the width of the grid, and stops at its ends', () => {
    expect(nextEmojiIndex('ArrowDown', 3, 50, 8)).toBe(11);
    expect(nextEmojiIndex('ArrowUp', 11, 50, 8)).toBe(3);
    expect(nextEmojiIndex('ArrowUp', 3, 50, 8)).toBe(0);
    expect(nextEmojiIndex('ArrowDown', 45, 50, 8)).toBe(49);
    expect(nextEmojiIndex('ArrowLeft', 0, 50, 8)).toBe(0);
    expect(nextEmojiIndex('a', 3, 50, 8)).toBeNull();
  });

  it('every search word must match the start of a word', () => {
    expect(searchEmojis('joinha').map((e) => e.char)).toEqual(['👍']);
    expect(searchEmojis('   ')).toEqual([]);
  });
});

describe('emoji picker in the quick message form', () => {
  it('inserts at the caret of the message and saves it', async () => {
    const created = makeQuickMessage({ id: 30, shortcode: 'oi', message: 'Oi 👋 tudo bem?' });
    const { calls } = fakeApi((call) =>
      call.method === 'POST' && call.path === '/quick-messages' ? { body: created } : undefined,
    );
    const { Providers } = renderProviders(makeSessionUser({ id: 7, profile: 'admin' }));
    render(
      <Providers>
        <QuickMessageModal onClose={vi.fn()} />
      </Providers>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Adicionar resposta rápida' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Atalho/ }), {
      target: { value: 'oi' },
    });
    const message = within(dialog).getByRole('textbox', {
      name: 'Mensagem',
    }) as HTMLTextAreaElement;
    fireEvent.change(message, { target: { value: 'Oi tudo bem?' } });
    message.setSelectionRange(3, 3);

    const picker = await openPicker();
    fireEvent.change(await within(picker).findByRole('searchbox'), { target: { value: 'tchau' } });
    fireEvent.click(within(picker).getByRole('button', { name: '👋' }));
    expect(message.value).toBe('Oi 👋tudo bem?');
    await waitFor(() => expect(message.selectionStart).toBe(5));
    fireEvent.click(within(picker).getByRole('button', { name: '👋' }));
    fireEvent.keyDown(picker, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Emojis' })).toBeNull());

    fireEvent.change(message, { target: { value: message.value.replace('👋👋', '👋 ') } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ shortcode: 'oi', message: 'Oi 👋 tudo bem?', geral: false });
  });
});
