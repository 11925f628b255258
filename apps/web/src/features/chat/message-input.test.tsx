import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MessageDTO } from '@atende/shared';
import { renderMessageInput } from './message-input-test-kit';
import { SIGN_OPTION_KEY, signedBody } from './sign-option';
import { makeMessage } from './chat-test-data';
import { makeQuickMessage, makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { suggestionLabel } from './quick-reply-suggestions';

function renderInput(
  props: Partial<{ disabled: boolean; loading: boolean; replyingTo: MessageDTO | null }> = {},
) {
  const rendered = renderMessageInput(props);
  const type = (value: string) => fireEvent.change(rendered.box, { target: { value } });
  const enter = (shiftKey = false) => fireEvent.keyDown(rendered.box, { key: 'Enter', shiftKey });
  return { ...rendered, type, enter };
}

describe('message input', () => {
  it('sends on Enter, signed with the user name by default, and clears the box', async () => {
    const { box, type, enter, onSend } = renderInput();
    type('Bom dia');
    enter();
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0]).toEqual({
      body: '*Ana:*\nBom dia',
      files: [],
      quotedMsg: null,
    });
    await waitFor(() => expect(box.value).toBe(''));
  });

  it('does not send on Shift+Enter (a new line instead)', () => {
    const { type, enter, onSend } = renderInput();
    type('linha 1');
    const notPrevented = enter(true);
    expect(notPrevented).toBe(true);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('does not send an empty or whitespace-only message', () => {
    const { type, enter, onSend } = renderInput();
    enter();
    type('   \n  ');
    enter();
    expect(onSend).not.toHaveBeenCalled();
    // with nothing to send the button records a voice note instead, as in WhatsApp
    expect(screen.queryByRole('button', { name: 'Enviar' })).toBeNull();
    const mic = screen.getByRole('button', { name: 'Gravar mensagem de voz' }) as HTMLButtonElement;
    expect(mic.disabled).toBe(false);
  });

  it('sends unsigned when the sign switch is off, and remembers the choice', async () => {
    const { type, enter, onSend } = renderInput();
    fireEvent.click(screen.getByRole('switch', { name: 'Assinar' }));
    expect(localStorage.getItem(SIGN_OPTION_KEY)).toBe('false');
    type('  sem assinatura ');
    enter();
    await waitFor(() => expect(onSend).toHaveBeenCalled());
    expect(onSend.mock.calls[0]![0].body).toBe('sem assinatura');
  });

  it('starts unsigned when the saved option is off', () => {
    localStorage.setItem(SIGN_OPTION_KEY, 'false');
    renderInput();
    expect((screen.getByRole('switch', { name: 'Assinar' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('is disabled while loading and when the ticket is not open', () => {
    const loading = renderInput({ loading: true });
    expect(loading.box.disabled).toBe(true);
    cleanup();
    const closed = renderInput({ disabled: true });
    expect(closed.box.disabled).toBe(true);
    expect(closed.box.placeholder).toBe('Reabra ou aceite este ticket para enviar uma mensagem.');
  });

  it('sends the quoted message and can cancel the reply', async () => {
    const quoted = makeMessage({ id: 42, body: 'qual o prazo?' });
    const { type, enter, onSend, onCancelReply } = renderInput({ replyingTo: quoted });
    expect(screen.getByText('qual o prazo?')).toBeVisible();
    type('amanhã');
    enter();
    await waitFor(() => expect(onSend).toHaveBeenCalled());
    expect(onSend.mock.calls[0]![0].quotedMsg).toBe(quoted);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar resposta' }));
    expect(onCancelReply).toHaveBeenCalled();
  });

  it('keeps what was typed while a send was on its way: only the sent part leaves the box', async () => {
    const { box, type, enter, onSend } = renderInput();
    let arrive = () => undefined as void;
    onSend.mockReturnValueOnce(new Promise<void>((resolve) => (arrive = resolve)));
    type('Primeira parte enviada.');
    enter();
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    type('Primeira parte enviada. Segunda mensagem sobre o prazo');
    arrive();
    await waitFor(() => expect(box.value).toBe('Segunda mensagem sobre o prazo'));
    expect(onSend.mock.calls[0]![0].body).toBe('*Ana:*\nPrimeira parte enviada.');
  });

  it('prefixes the body with the name in bold only when signing', () => {
    expect(signedBody('oi', 'Ana Souza', true)).toBe('*Ana Souza:*\noi');
    expect(signedBody('oi', 'Ana Souza', false)).toBe('oi');
  });
});

describe('message input: quick message suggestions', () => {
  const hello = makeQuickMessage({ id: 1, shortcode: 'ola', message: 'Olá! Como posso ajudar?' });
  const hours = makeQuickMessage({
    id: 2,
    shortcode: 'horario',
    message: 'Atendemos de segunda a sexta, das 8h às 18h, e aos sábados até o meio-dia.',
  });
  const hi = makeQuickMessage({ id: 3, shortcode: 'Oi', message: 'Oi, tudo bem?' });
  const catalog = makeQuickMessage({
    id: 4,
    shortcode: 'catalogo',
    message: 'Segue o catálogo',
    isMedia: true,
    mediaUrl: '/api/quick-messages/4/media',
    mediaName: 'catalogo.png',
  });

  function renderWithSuggestions() {
    const { calls } = fakeApi((call) => {
      if (call.path === '/quick-messages/list') return { body: [catalog, hours, hello, hi] };
      return undefined;
    });
    const { Providers } = renderProviders(makeSessionUser());
    const { box, onSend } = renderMessageInput({}, (input) => <Providers>{input}</Providers>);
    const type = (value: string) => fireEvent.change(box, { target: { value } });
    const key = (k: string) => fireEvent.keyDown(box, { key: k });
    const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);
    return { box, type, key, onSend, calls, optionNames };
  }

  afterEach(() => vi.unstubAllGlobals());

  it('asks nothing for plain text or a lone slash', () => {
    const { type, calls } = renderWithSuggestions();
    type('oi');
    type('/');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('lists shortcodes starting with what follows the slash, labels cut at 35', async () => {
    const { type, optionNames } = renderWithSuggestions();
    type('/o');
    await screen.findByRole('listbox', { name: 'Respostas rápidas' });
    expect(optionNames()).toEqual(['/ola - Olá! Como posso ajudar?', '/Oi - Oi, tudo bem?']);
    type('/h');
    await waitFor(() => expect(optionNames()).toEqual(['/horario - Atendemos de segunda a s...']));
    expect(suggestionLabel(hours)).toHaveLength(38);
    type('/zz');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  it('fetches the list once and reuses it while typing', async () => {
    const { type, calls } = renderWithSuggestions();
    type('/o');
    await screen.findByRole('listbox');
    type('/ol');
    type('/h');
    await screen.findByRole('option', { name: /horario/ });
    expect(calls.filter((c) => c.path === '/quick-messages/list')).toHaveLength(1);
  });

  it('arrows move the highlight and Enter picks instead of sending', async () => {
    const { box, type, key, onSend } = renderWithSuggestions();
    type('/o');
    await screen.findByRole('listbox');
    const selected = () =>
      screen.getAllByRole('option').findIndex((o) => o.getAttribute('aria-selected') === 'true');
    expect(selected()).toBe(0);
    key('ArrowDown');
    expect(selected()).toBe(1);
    key('ArrowDown');
    expect(selected()).toBe(0);
    key('ArrowUp');
    expect(selected()).toBe(1);
    // the input names the list and its highlighted option, for a screen reader
    expect(box).toHaveAttribute('aria-controls', 'quick-reply-suggestions');
    await waitFor(() =>
      expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]!.id),
    );
    expect(screen.getAllByRole('option')[1]).toHaveTextContent('/Oi - Oi, tudo bem?');
    key('Enter');
    expect(onSend).not.toHaveBeenCalled();
    expect(box.value).toBe('Oi, tudo bem?');
    expect(screen.queryByRole('listbox')).toBeNull();
    await waitFor(() => expect(box).not.toHaveAttribute('aria-activedescendant'));
    key('Enter');
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0].body).toBe('*Ana:*\nOi, tudo bem?');
  });

  it('shows the first 50 of many matches; typing more narrows them', async () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      makeQuickMessage({ id: 100 + i, shortcode: `a${i}`, message: `Resposta ${i}` }),
    );
    fakeApi((call) => (call.path === '/quick-messages/list' ? { body: many } : undefined));
    const { Providers } = renderProviders(makeSessionUser());
    const { box } = renderMessageInput({}, (input) => <Providers>{input}</Providers>);
    fireEvent.change(box, { target: { value: '/a' } });
    await screen.findByRole('listbox');
    expect(screen.getAllByRole('option')).toHaveLength(50);
    fireEvent.change(box, { target: { value: '/a5' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(11));
  });

  it('a click picks; Escape closes the list and Enter then sends the text', async () => {
    const { box, type, key, onSend } = renderWithSuggestions();
    type('/ol');
    fireEvent.click(await screen.findByRole('option', { name: /ola/ }));
    expect(box.value).toBe('Olá! Como posso ajudar?');
    type('/o');
    await screen.findByRole('listbox');
    key('Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    key('Enter');
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0].body).toBe('*Ana:*\n/o');
  });

  it('a quick message with an attachment adds its file to the message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.includes('/quick-messages/list')) {
          return new Response(JSON.stringify([catalog]), {
            headers: { 'Content-Type': 'application/json' },
          });
        }
        return new Response(new Blob(['png'], { type: 'image/png' }));
      }),
    );
    const { Providers } = renderProviders(makeSessionUser());
    const { box } = renderMessageInput({}, (input) => <Providers>{input}</Providers>);
    fireEvent.change(box, { target: { value: '/cat' } });
    fireEvent.click(await screen.findByRole('option', { name: /catalogo/ }));
    expect(box.value).toBe('Segue o catálogo');
    expect(await screen.findByText('catalogo.png')).toBeVisible();
  });
});
