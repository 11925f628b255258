import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { renderMessageInput } from './message-input-test-kit';
import { makeMessage } from './chat-test-data';

/** The composer at the foot of a chat, below its messages. */
const renderChat = (props: { loading?: boolean; disabled?: boolean } = {}) =>
  renderMessageInput(props, (input) => (
    <section aria-label="Maria">
      <div data-testid="messages">mensagens</div>
      {input}
    </section>
  ));

const photo = () => new File(['png-bytes'], 'print.png', { type: 'image/png' });

describe('composer focus', () => {
  it('is focused when the chat has loaded, not while the ticket is waiting', () => {
    const { box, rerender } = renderChat({ loading: true });
    expect(document.activeElement).not.toBe(box);
    rerender({ loading: false, disabled: true });
    expect(document.activeElement).not.toBe(box);
    rerender({ loading: false, disabled: false });
    expect(document.activeElement).toBe(box);
  });

  it('leaves the focus where the user is typing in a dialog when the chat finishes loading', () => {
    const search = document.createElement('input');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.append(search);
    document.body.append(dialog);
    try {
      search.focus();
      const { box, rerender } = renderChat({ loading: true });
      rerender({ loading: false, disabled: false });
      expect(document.activeElement).toBe(search);
      expect(document.activeElement).not.toBe(box);
    } finally {
      dialog.remove();
    }
  });

  it('is focused when the agent chooses to reply to a message, to type the answer at once', () => {
    const { box, rerender } = renderChat();
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    try {
      elsewhere.focus();
      rerender({ replyingTo: makeMessage({ id: 9, body: 'Meu pedido não chegou' }) });
      expect(document.activeElement).toBe(box);
    } finally {
      elsewhere.remove();
    }
  });

  it('gets the focus back after sending with the button', async () => {
    const { box, onSend } = renderChat();
    fireEvent.change(box, { target: { value: 'oi' } });
    const send = screen.getByRole('button', { name: 'Enviar' });
    send.focus();
    fireEvent.click(send);
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(document.activeElement).toBe(box));
  });
});

describe('pasting and dropping files', () => {
  it('a pasted picture joins the message and is sent with the caption', async () => {
    const { box, onSend } = renderChat();
    const file = photo();
    const notPrevented = fireEvent.paste(box, {
      clipboardData: { files: [file], types: ['Files'], getData: () => '' },
    });
    expect(notPrevented).toBe(false);
    expect(screen.getByText('print.png').textContent).toBe('print.png');
    expect(box.placeholder).toBe('Legenda (opcional)');
    fireEvent.change(box, { target: { value: 'segue o print' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0]).toEqual({
      body: '*Ana:*\nsegue o print',
      files: [file],
      quotedMsg: null,
    });
  });

  it('pasted text stays text even when the clipboard also carries a picture', () => {
    const { box } = renderChat();
    const notPrevented = fireEvent.paste(box, {
      clipboardData: { files: [photo()], types: ['Files', 'text/plain'], getData: () => 'A1 B1' },
    });
    expect(notPrevented).toBe(true);
    expect(screen.queryByText('print.png')).toBeNull();
  });

  it('files dropped anywhere on the chat join the message', async () => {
    const { onSend } = renderChat();
    const messages = screen.getByTestId('messages');
    const file = photo();
    const doc = new File(['%PDF'], 'boleto.pdf', { type: 'application/pdf' });
    fireEvent.dragEnter(messages, { dataTransfer: { types: ['Files'], files: [] } });
    expect(screen.getByText('Solte os arquivos aqui para anexar').textContent).toBe(
      'Solte os arquivos aqui para anexar',
    );
    fireEvent.drop(messages, { dataTransfer: { types: ['Files'], files: [file, doc] } });
    expect(screen.queryByText('Solte os arquivos aqui para anexar')).toBeNull();
    expect(screen.getByText('boleto.pdf').textContent).toBe('boleto.pdf');

    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0].files).toEqual([file, doc]);
  });

  it('nothing is taken while the ticket is not open', () => {
    renderChat({ disabled: true });
    fireEvent.drop(screen.getByTestId('messages'), {
      dataTransfer: { types: ['Files'], files: [photo()] },
    });
    expect(screen.queryByText('print.png')).toBeNull();
  });

  it('a file the server would refuse is named at once and left out; the others stay', async () => {
    renderMessageInput({}, (input) => (
      <SnackbarProvider>
        <section aria-label="Maria">
          <div data-testid="messages">mensagens</div>
          {input}
        </section>
      </SnackbarProvider>
    ));
    // a file the browser cannot type comes with no type at all
    const bin = new File(['\u0000\u0001'], 'dados.bin');
    const video = new File(['x'], 'festa.mp4', { type: 'video/mp4' });
    Object.defineProperty(video, 'size', { value: 16 * 1024 * 1024 + 1 });
    fireEvent.change(screen.getByTestId('chat-file-input'), {
      target: { files: [bin, photo(), video] },
    });
    expect(await screen.findByText('Tipo de arquivo não permitido: dados.bin')).toBeVisible();
    expect(
      await screen.findByText('Arquivo grande demais (máximo 16 MB): festa.mp4'),
    ).toBeVisible();
    expect(screen.getByText('print.png').textContent).toBe('print.png');
    expect(screen.queryByText('dados.bin')).toBeNull();
    expect(screen.queryByText('festa.mp4')).toBeNull();
  });

  it('past ten files the rest are left out and the agent is told the limit', async () => {
    renderMessageInput({}, (input) => (
      <SnackbarProvider>
        <section aria-label="Maria">{input}</section>
      </SnackbarProvider>
    ));
    const files = Array.from(
      { length: 11 },
      (_, i) => new File(['png'], `foto-${i + 1}.png`, { type: 'image/png' }),
    );
    fireEvent.change(screen.getByTestId('chat-file-input'), { target: { files } });
    expect(await screen.findByText('No máximo 10 arquivos por envio')).toBeVisible();
    expect(screen.getByText('foto-10.png')).toBeVisible();
    expect(screen.queryByText('foto-11.png')).toBeNull();
  });
});
