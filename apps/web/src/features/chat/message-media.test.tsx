import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MessageDTO } from '@atende/shared';
import { makeMessage } from './chat-test-data';
import { parseVcards } from './contact-cards';
import { MessageBubble } from './message-bubble';
import { groupByDay } from './message-grouping';

const renderBubble = (message: MessageDTO) =>
  render(<MessageBubble message={message} contactName="Maria" />);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Two cards in one message, as the Cloud API channel stores a 'contacts' message. */
const TWO_CARDS = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  'FN:João da Silva',
  'TEL;type=CELL;waid=5511988880000:+55 11 98888-0000',
  'END:VCARD',
  'BEGIN:VCARD',
  'VERSION:3.0',
  'FN:Maria Souza',
  'TEL;type=CELL;waid=5521977770000:+55 21 97777-0000',
  'TEL;type=CELL:+55 21 3333-4444',
  'END:VCARD',
].join('\n');

describe('contact cards', () => {
  it('shows each card of a message with its own name and numbers', () => {
    renderBubble(makeMessage({ mediaType: 'vcard', body: TWO_CARDS }));
    const cards = screen.getAllByTestId('contact-card');
    expect(cards.map((c) => c.textContent)).toEqual([
      'João da Silva+55 11 98888-0000',
      'Maria Souza+55 21 97777-0000+55 21 3333-4444',
    ]);
    expect(within(cards[0]!).queryByText('+55 21 97777-0000')).toBeNull();
  });

  it('reads one card, a card without a name, and a body that is no vCard', () => {
    expect(parseVcards('BEGIN:VCARD\nFN:Ana\nitem1.TEL:+1 555\nEND:VCARD')).toEqual([
      { name: 'Ana', numbers: ['+1 555'] },
    ]);
    expect(parseVcards('BEGIN:VCARD\nTEL:123\nEND:VCARD')).toEqual([
      { name: '', numbers: ['123'] },
    ]);
    expect(parseVcards('Pedro 11 9999')).toEqual([{ name: 'Pedro 11 9999', numbers: [] }]);
    renderBubble(makeMessage({ mediaType: 'vcard', body: 'BEGIN:VCARD\nTEL:123\nEND:VCARD' }));
    expect(screen.getByTestId('contact-card').textContent).toBe('Contato123');
  });
});

describe('a file WhatsApp no longer had', () => {
  it('says the media is unavailable and keeps the caption', () => {
    renderBubble(makeMessage({ mediaType: 'image', mediaUrl: null, body: 'comprovante do pix' }));
    expect(screen.getByTestId('media-unavailable').textContent).toBe('Mídia indisponível');
    expect(screen.getByText('comprovante do pix')).toBeVisible();
  });

  it('names the document that could not be fetched', () => {
    renderBubble(
      makeMessage({
        mediaType: 'application',
        mediaUrl: null,
        mediaName: 'contrato.pdf',
        body: '',
      }),
    );
    expect(screen.getByTestId('media-unavailable').textContent).toBe(
      'Mídia indisponível: contrato.pdf',
    );
  });

  it('says nothing of the kind on text, locations or reactions', () => {
    for (const mediaType of ['chat', 'reaction', 'locationMessage']) {
      renderBubble(makeMessage({ mediaType, body: mediaType === 'reaction' ? '👍' : 'x' }));
      expect(screen.queryByTestId('media-unavailable')).toBeNull();
      cleanup();
    }
  });
});

describe('reactions', () => {
  it('shows a reaction and hides one the customer took back', () => {
    const quotedMsg = { id: 1, body: 'Seu pedido saiu', fromMe: true, mediaType: 'chat' };
    const live = makeMessage({ id: 2, mediaType: 'reaction', body: '👍', quotedMsg });
    const taken = makeMessage({
      id: 3,
      mediaType: 'reaction',
      body: '',
      isDeleted: true,
      quotedMsg,
    });
    const rows = groupByDay([makeMessage({ id: 1, fromMe: true }), live, taken]);
    expect(rows.filter((r) => r.kind === 'message').map((r) => r.key)).toEqual(['m-1', 'm-2']);
    // a deleted message that is no reaction still shows as deleted
    const deleted = makeMessage({ id: 4, isDeleted: true, body: '' });
    expect(groupByDay([deleted]).some((r) => r.key === 'm-4')).toBe(true);
  });
});

describe('media in a narrow bubble', () => {
  it('caps pictures and players at the bubble’s width and wraps a long failure reason', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(new Blob(['x'], { type: 'image/jpeg' }))),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:media');
    const kinds = ['image', 'audio', 'video'] as const;
    for (const mediaType of kinds) {
      const { container } = renderBubble(makeMessage({ mediaType, mediaUrl: '/api/m/1' }));
      const media = await waitFor(() => {
        const el = container.querySelector(mediaType === 'image' ? 'img' : mediaType);
        if (!el) throw new Error(`no ${mediaType} yet`);
        // the picture's frame holds its button; the video's box holds it and its download button
        return mediaType === 'image' ? el.closest('button')!.parentElement! : el;
      });
      const frame = mediaType === 'video' ? media.parentElement! : media;
      expect(getComputedStyle(frame).maxWidth).toBe('100%');
      cleanup();
    }
    renderBubble(
      makeMessage({
        fromMe: true,
        sendStatus: 'failed',
        sendError:
          'Não entregue: https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes',
      }),
    );
    const reason = getComputedStyle(screen.getByTestId('send-error'));
    expect(reason.overflowWrap).toBe('anywhere');
    expect(reason.minWidth).toBe('0');
  });
});

/** The media URL answers with a picture, whose object URL is 'blob:media'. */
function serveMedia() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(new Blob(['x'], { type: 'image/jpeg' }))),
  );
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:media');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
}

/** The anchors the app clicks to save a file (jsdom does not download). */
function catchDownloads() {
  const saved: { download: string; href: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ download: this.download, href: this.href });
  });
  return saved;
}

const picture = (overrides: Partial<MessageDTO> = {}) =>
  makeMessage({
    mediaType: 'image',
    mediaUrl: '/api/m/1',
    mediaName: 'comprovante.jpg',
    body: 'Segue o *comprovante*',
    ...overrides,
  });

/** Clicks the picture in the bubble and waits for the viewer (its code loads on first use). */
async function openViewer(name: string) {
  const opener = await screen.findByRole('button', { name });
  opener.focus();
  fireEvent.click(opener);
  return { opener, viewer: await screen.findByRole('dialog', { name }) };
}

describe('the picture viewer', () => {
  it('opens the picture large, in the app, with its name and caption', async () => {
    serveMedia();
    renderBubble(picture());
    const thumbnail = await screen.findByRole('img', { name: 'comprovante.jpg' });
    // no link to a new tab any more: the picture is a button that opens a dialog
    expect(thumbnail.closest('a')).toBeNull();
    const { opener, viewer } = await openViewer('comprovante.jpg');
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    const large = within(viewer).getByRole('img', { name: 'comprovante.jpg' });
    expect(large).toHaveAttribute('src', 'blob:media');
    expect(within(viewer).getByRole('heading', { name: 'comprovante.jpg' })).toBeVisible();
    // the caption, formatted as in the bubble
    expect(within(viewer).getByText('comprovante').tagName).toBe('STRONG');
    expect(within(viewer).getByText(/Segue o/).textContent).toBe('Segue o comprovante');
    // the bubble behind is hidden from assistive technology while the viewer is up
    expect(screen.getAllByRole('img', { name: 'comprovante.jpg' })).toEqual([large]);
    expect(
      within(viewer)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Baixar comprovante.jpg', 'Fechar']);
  });

  it('downloads the picture under its own name and stays open', async () => {
    serveMedia();
    const saved = catchDownloads();
    renderBubble(picture());
    const { viewer } = await openViewer('comprovante.jpg');
    fireEvent.click(within(viewer).getByRole('button', { name: 'Baixar comprovante.jpg' }));
    expect(saved).toEqual([{ download: 'comprovante.jpg', href: 'blob:media' }]);
    expect(screen.getByRole('dialog', { name: 'comprovante.jpg' })).toBeVisible();
  });

  it('titles a picture without a name "Imagem" and shows no caption that repeats the name', async () => {
    serveMedia();
    const saved = catchDownloads();
    renderBubble(picture({ mediaName: null, body: '' }));
    const { viewer } = await openViewer('Imagem');
    expect(within(viewer).getByRole('heading').textContent).toBe('Imagem');
    fireEvent.click(within(viewer).getByRole('button', { name: 'Baixar' }));
    expect(saved.map((a) => a.download)).toEqual(['arquivo']);
    cleanup();
    renderBubble(picture({ body: 'comprovante.jpg' }));
    const second = await openViewer('comprovante.jpg');
    expect(second.viewer.textContent).toBe('comprovante.jpg');
  });

  it('closes with Esc, the close button or a click beside the picture, not on it', async () => {
    serveMedia();
    renderBubble(picture());
    const closed = async (opener: HTMLElement) => {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // the keyboard is back on the picture it was opened from
      expect(opener).toHaveFocus();
    };

    let { opener, viewer } = await openViewer('comprovante.jpg');
    fireEvent.keyDown(viewer, { key: 'Escape' });
    await closed(opener);

    ({ opener, viewer } = await openViewer('comprovante.jpg'));
    fireEvent.click(within(viewer).getByRole('button', { name: 'Fechar' }));
    await closed(opener);

    ({ opener, viewer } = await openViewer('comprovante.jpg'));
    fireEvent.click(within(viewer).getByRole('img', { name: 'comprovante.jpg' }));
    expect(screen.getByRole('dialog', { name: 'comprovante.jpg' })).toBeVisible();
    fireEvent.click(within(viewer).getByTestId('image-viewer-stage'));
    await closed(opener);
  });
});

describe('a video', () => {
  it('has a button that saves it under its own name', async () => {
    serveMedia();
    const saved = catchDownloads();
    renderBubble(
      makeMessage({ mediaType: 'video', mediaUrl: '/api/m/2', mediaName: 'entrega.mp4' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Baixar entrega.mp4' }));
    expect(saved).toEqual([{ download: 'entrega.mp4', href: 'blob:media' }]);
  });
});
