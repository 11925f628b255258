import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { WhatsappDTO } from '@atende/shared';
import { QrCodeModal } from './qr-code-modal';
import { makeWhatsapp } from '../../test/fixtures';
import { whatsappsApi } from './whatsapps-api';

vi.mock('./whatsapps-api', () => ({
  whatsappsApi: { get: vi.fn(() => new Promise(() => undefined)) },
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
});
