import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { MessageDTO } from '@atende/shared';
import { getContrastRatio, ThemeProvider } from '@mui/material/styles';
import { createAppTheme } from '../../app/theme';
import { AckIcon, READ_ACK_COLOR, READ_ACK_COLOR_DARK } from './ack-icon';
import { MessageBubble } from './message-bubble';
import { makeMessage } from './chat-test-data';
import { parseLocation } from './message-media';
import { formatParticipant, participantColor, SENDER_COLORS } from './participant';

function renderBubble(message: MessageDTO, deletable = true) {
  const onReply = vi.fn();
  const onDelete = vi.fn();
  render(
    <MessageBubble
      message={message}
      contactName="Maria"
      onReply={onReply}
      onDelete={deletable ? onDelete : undefined}
    />,
  );
  return { onReply, onDelete };
}

describe('ack icons', () => {
  it.each([
    [0, 'Enviada'],
    [1, 'Enviada'],
    [2, 'Recebida'],
    [3, 'Lida'],
    [4, 'Reproduzida'],
    [5, 'Reproduzida'],
  ])('ack %i shows "%s"', (ack, label) => {
    render(<AckIcon ack={ack} />);
    expect(screen.getByRole('img', { name: label })).toBeVisible();
  });

  it('paints a read message blue and a received one not', () => {
    const { unmount } = render(<AckIcon ack={3} />);
    const blue = getComputedStyle(screen.getByRole('img', { name: 'Lida' })).color;
    expect(blue).toBe('rgb(3, 119, 252)');
    expect(READ_ACK_COLOR).toBe('#0377FC');
    unmount();
    render(<AckIcon ack={2} />);
    expect(getComputedStyle(screen.getByRole('img', { name: 'Recebida' })).color).not.toBe(blue);
  });

  it('paints it a lighter blue on the dark theme’s green bubble, where the light one hid', () => {
    render(
      <ThemeProvider theme={createAppTheme('dark')}>
        <AckIcon ack={3} />
      </ThemeProvider>,
    );
    expect(getComputedStyle(screen.getByRole('img', { name: 'Lida' })).color).toBe(
      'rgb(83, 189, 235)',
    );
    expect(getContrastRatio(READ_ACK_COLOR_DARK, '#005c4b')).toBeGreaterThanOrEqual(3);
  });

  it('shows a clock while the message is still queued', () => {
    render(<AckIcon ack={0} queued />);
    expect(screen.getByRole('img', { name: 'Enviando' })).toBeVisible();
  });
});

describe('message bubble', () => {
  it('marks a campaign’s message, and only it', () => {
    renderBubble(makeMessage({ fromMe: true, ack: 1, campaignId: 7, body: 'Oferta' }));
    expect(screen.getByText('Campanha')).toBeVisible();
    cleanup();
    renderBubble(makeMessage({ fromMe: true, ack: 1, body: 'Resposta do atendente' }));
    expect(screen.queryByText('Campanha')).toBeNull();
  });

  it('keeps whitespace, renders *bold* and shows the time', () => {
    const createdAt = new Date(2026, 2, 10, 14, 5).toISOString();
    renderBubble(makeMessage({ body: 'Olá *Maria*\n  tudo bem?', createdAt }));
    expect(screen.getByText('Maria', { selector: 'strong' })).toBeVisible();
    const body = screen.getByText(/tudo bem\?/);
    expect(body.textContent).toBe('Olá Maria\n  tudo bem?');
    expect(getComputedStyle(body).whiteSpace).toBe('pre-wrap');
    expect(screen.getByText('14:05')).toBeVisible();
  });

  it('shows acks only on own messages', () => {
    renderBubble(makeMessage({ fromMe: false, ack: 3 }));
    expect(screen.queryByRole('img', { name: 'Lida' })).toBeNull();
  });

  it('marks a failed send with its error, and edited and deleted messages', () => {
    renderBubble(makeMessage({ fromMe: true, sendStatus: 'failed', sendError: 'número inválido' }));
    expect(screen.getByText('Falha no envio: número inválido')).toBeVisible();
    cleanup();
    renderBubble(makeMessage({ isEdited: true }));
    expect(screen.getByText('Editada')).toBeVisible();
    cleanup();
    renderBubble(makeMessage({ isDeleted: true, body: '' }));
    expect(screen.getByText('Esta mensagem foi apagada')).toBeVisible();
  });

  it('shows the quoted message', () => {
    renderBubble(
      makeMessage({
        quotedMsg: { id: 9, body: 'pergunta antiga', fromMe: true, mediaType: 'chat' },
      }),
    );
    expect(screen.getByTestId('quoted-message').textContent).toContain('pergunta antiga');
    expect(screen.getByTestId('quoted-message').textContent).toContain('Você');
  });

  it('offers reply on any message still there and delete only where the list allows it', () => {
    const own = makeMessage({ fromMe: true, ack: 1 });
    const { onReply, onDelete } = renderBubble(own);
    fireEvent.click(screen.getByRole('button', { name: 'Opções da mensagem' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Apagar' }));
    expect(onDelete).toHaveBeenCalledWith(own);
    fireEvent.click(screen.getByRole('button', { name: 'Opções da mensagem' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Responder' }));
    expect(onReply).toHaveBeenCalledWith(own);
    cleanup();

    renderBubble(makeMessage({ fromMe: false }), false);
    fireEvent.click(screen.getByRole('button', { name: 'Opções da mensagem' }));
    expect(screen.getByRole('menuitem', { name: 'Responder' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Apagar' })).toBeNull();
    cleanup();

    // a deleted message is neither deleted again nor replied to, as on the phone
    renderBubble(makeMessage({ fromMe: true, isDeleted: true }));
    expect(screen.queryByRole('button', { name: 'Opções da mensagem' })).toBeNull();
  });

  it('splits a location body into image, link and description', () => {
    expect(parseLocation('https://maps/img.png|https://maps/x|Rua A, 10')).toEqual({
      image: 'https://maps/img.png',
      link: 'https://maps/x',
      description: 'Rua A, 10',
    });
    renderBubble(
      makeMessage({ mediaType: 'locationMessage', body: 'https://i/img.png|https://m/x|Praça' }),
    );
    expect(screen.getByRole('link', { name: 'Ver localização' }).getAttribute('href')).toBe(
      'https://m/x',
    );
    expect(screen.getByText('Praça')).toBeVisible();
  });

  it('never loads a location image from another site; an embedded preview is shown', () => {
    renderBubble(
      makeMessage({
        mediaType: 'locationMessage',
        body: 'https://tracker.example/pixel.png|https://maps.example/?q=1,2|Praça da Sé',
      }),
    );
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Ver localização' }).getAttribute('href')).toBe(
      'https://maps.example/?q=1,2',
    );
    cleanup();

    const preview = `data:image/jpeg;base64,${btoa('jpeg')}`;
    renderBubble(
      makeMessage({ mediaType: 'locationMessage', body: `${preview}|https://m/x|Praça da Sé` }),
    );
    expect(screen.getByRole('img', { name: 'Praça da Sé' }).getAttribute('src')).toBe(preview);
  });
});

describe('group sender caption', () => {
  const renderIn = (message: MessageDTO, isGroup: boolean) =>
    render(<MessageBubble message={message} contactName="Grupo Vendas" isGroup={isGroup} />);

  it("names the member above a customer's message in a group, never in a 1:1 chat", () => {
    renderIn(makeMessage({ body: 'oi grupo', participant: '5511933332222' }), true);
    expect(screen.getByTestId('message-sender').textContent).toBe('+55 11 93333-2222');
    cleanup();
    renderIn(makeMessage({ body: 'oi', participant: '5511933332222' }), false);
    expect(screen.queryByTestId('message-sender')).toBeNull();
    cleanup();
    // the business's own messages in the group carry no caption
    renderIn(makeMessage({ fromMe: true, ack: 1, participant: '5511933332222' }), true);
    expect(screen.queryByTestId('message-sender')).toBeNull();
  });

  it('adds the member’s own WhatsApp name when the channel gave it', () => {
    renderIn(
      makeMessage({ body: 'oi', participant: '5511933332222', participantName: 'Ana Souza' }),
      true,
    );
    expect(screen.getByTestId('message-sender').textContent).toBe('+55 11 93333-2222 ~ Ana Souza');
  });

  it('colours each member so the caption reads on the bubble of either theme', () => {
    // WCAG contrast of a colour against the bubble (white, or the dark theme's paper)
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    for (const c of SENDER_COLORS.light) expect(contrast(c, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    for (const c of SENDER_COLORS.dark) expect(contrast(c, '#1c1f24')).toBeGreaterThanOrEqual(4.5);
    // one member keeps one hue, and the hues are spread evenly over the members
    const ana = participantColor('5511933332222', 'light');
    expect(participantColor('5511933332222', 'light')).toBe(ana);
    const uses = new Map<string, number>();
    for (let i = 0; i < 1200; i++) {
      const color = participantColor(String(5511900000000 + i * 7919), 'light');
      uses.set(color, (uses.get(color) ?? 0) + 1);
    }
    expect(uses.size).toBe(12);
    for (const n of uses.values()) expect(n).toBeGreaterThan(70);
    const i = SENDER_COLORS.light.indexOf(ana as (typeof SENDER_COLORS.light)[number]);
    expect(participantColor('5511933332222', 'dark')).toBe(SENDER_COLORS.dark[i]);
  });

  it('formats numbers outside Brazil as +digits', () => {
    expect(formatParticipant('14155550123')).toBe('+14155550123');
    expect(formatParticipant('551133334444')).toBe('+55 11 3333-4444');
  });
});
