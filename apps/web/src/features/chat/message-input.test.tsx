import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MessageDTO } from '@atende/shared';
import { MessageInput, type OutgoingMessage } from './message-input';
import { SIGN_OPTION_KEY, signedBody } from './sign-option';
import { makeMessage } from './chat-test-data';

function renderInput(
  props: Partial<{ disabled: boolean; loading: boolean; replyingTo: MessageDTO | null }> = {},
) {
  const onSend = vi.fn<(m: OutgoingMessage) => Promise<void>>().mockResolvedValue(undefined);
  const onCancelReply = vi.fn();
  render(
    <MessageInput
      disabled={props.disabled ?? false}
      loading={props.loading ?? false}
      userName="Ana"
      contactName="Maria"
      replyingTo={props.replyingTo ?? null}
      onCancelReply={onCancelReply}
      onSend={onSend}
    />,
  );
  const box = screen.getByRole('textbox', { name: 'Mensagem' }) as HTMLTextAreaElement;
  const type = (value: string) => fireEvent.change(box, { target: { value } });
  const enter = (shiftKey = false) => fireEvent.keyDown(box, { key: 'Enter', shiftKey });
  return { box, type, enter, onSend, onCancelReply };
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
    expect((screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
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
    expect(screen.getByText('qual o prazo?')).toBeTruthy();
    type('amanhã');
    enter();
    await waitFor(() => expect(onSend).toHaveBeenCalled());
    expect(onSend.mock.calls[0]![0].quotedMsg).toBe(quoted);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar resposta' }));
    expect(onCancelReply).toHaveBeenCalled();
  });

  it('prefixes the body with the name in bold only when signing', () => {
    expect(signedBody('oi', 'Ana Souza', true)).toBe('*Ana Souza:*\noi');
    expect(signedBody('oi', 'Ana Souza', false)).toBe('oi');
  });
});
