import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { WhatsappDTO } from '@atende/shared';
import { QrCodeModal } from './qr-code-modal';
import { makeWhatsapp } from '../../test/fixtures';
import { whatsappsApi } from './whatsapps-api';

vi.mock('./whatsapps-api', () => ({
  whatsappsApi: {
    get: vi.fn(() => new Promise(() => undefined)),
    pairByCode: vi.fn(() => Promise.resolve({ message: 'Pairing session.' })),
  },
}));

function renderModal(connection: WhatsappDTO | undefined, onClose = vi.fn()) {
  const client = new QueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <QrCodeModal connection={connection} onClose={onClose} />
    </QueryClientProvider>,
  );
  const rerender = (next: WhatsappDTO | undefined) =>
    view.rerender(
      <QueryClientProvider client={client}>
        <QrCodeModal connection={next} onClose={onClose} />
      </QueryClientProvider>,
    );
  return { onClose, rerender };
}

describe('QR code modal', () => {
  const waiting = makeWhatsapp({ id: 5, status: 'qrcode', qrcode: 'sandbox:5:abc' });

  it('draws the code and reads the freshest one', () => {
    const { onClose } = renderModal(waiting);
    expect(
      screen.getByRole('dialog', { name: 'Leia o QR Code para iniciar a sessão' }),
    ).toBeVisible();
    expect(
      screen.getByRole('img', { name: 'QR Code da conexão' }).querySelector('svg'),
    ).toBeVisible();
    expect(whatsappsApi.get).toHaveBeenCalledWith(5);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('lists the steps for linking the phone', () => {
    renderModal(waiting);
    const steps = screen.getByRole('region', { name: 'Como conectar' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Abra o WhatsApp no seu celular',
      'Toque em Mais opções (⋮) no Android ou em Configurações no iPhone',
      'Toque em Dispositivos conectados e depois em Conectar dispositivo',
      'Aponte o celular para esta tela para ler o QR code',
    ]);
  });

  it('waits while the code has not arrived', () => {
    renderModal({ ...waiting, qrcode: '' });
    expect(screen.getByText('Aguardando o QR Code')).toBeVisible();
  });

  it('closes by itself once the session is no longer waiting for a read', async () => {
    const { onClose, rerender } = renderModal(waiting);
    rerender({ ...waiting, status: 'CONNECTED', qrcode: '' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('closes when the connection is gone', async () => {
    const { onClose, rerender } = renderModal(waiting);
    rerender(undefined);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('offers a pairing code for a QR-paired (beta) connection only', () => {
    renderModal(waiting);
    expect(screen.queryByRole('textbox', { name: 'Número do WhatsApp, com DDI e DDD' })).toBeNull();
    renderModal({ ...waiting, id: 6, provider: 'beta' });
    expect(
      screen.getByRole('textbox', { name: 'Número do WhatsApp, com DDI e DDD' }),
    ).toBeVisible();
  });

  it('asks for a pairing code, waits for it, then shows it to be typed on the phone', async () => {
    const beta = makeWhatsapp({ id: 7, status: 'qrcode', qrcode: '2@qr', provider: 'beta' });
    const { onClose, rerender } = renderModal(beta);
    fireEvent.change(screen.getByRole('textbox', { name: 'Número do WhatsApp, com DDI e DDD' }), {
      target: { value: '+55 11 98888-7777' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Gerar código' }));
    await waitFor(() =>
      expect(whatsappsApi.pairByCode).toHaveBeenCalledWith(7, '+55 11 98888-7777'),
    );
    expect(await screen.findByText('Aguardando o código')).toBeVisible();
    // the session reopens for the code: the modal stays
    rerender({ ...beta, status: 'OPENING', qrcode: '' });
    rerender({ ...beta, status: 'PAIRING', qrcode: 'ABCD2345' });
    const section = screen.getByRole('region', { name: 'Código de pareamento' });
    expect(within(section).getByText('ABCD-2345')).toBeVisible();
    expect(screen.queryByRole('img', { name: 'QR Code da conexão' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    rerender({ ...beta, status: 'CONNECTED', qrcode: '' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
