import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { makeWhatsapp } from '../../test/fixtures';
import { ConnectionStatusCell } from './connection-status-cell';

async function tooltipOf(provider: string) {
  render(<ConnectionStatusCell connection={makeWhatsapp({ status: 'DISCONNECTED', provider })} />);
  fireEvent.mouseOver(screen.getByText('Desconectado'));
  return (await screen.findByRole('tooltip')).textContent;
}

describe('a connection status', () => {
  it('tells a phone connection to check the phone or read a new QR code', async () => {
    expect(await tooltipOf('beta')).toContain('solicite um novo QR Code');
  });

  it('tells an official API connection to check its settings, never a QR code', async () => {
    const text = await tooltipOf('cloud-api');
    expect(text).toContain('Confira o token de acesso');
    expect(text).not.toContain('QR');
  });

  it('says why, in the channel’s words, when a connection is not connected', async () => {
    const reason =
      'Token de acesso inválido ou expirado: confira o token da conexão (190: Invalid OAuth access token.)';
    render(
      <ConnectionStatusCell
        connection={makeWhatsapp({
          status: 'DISCONNECTED',
          provider: 'cloud-api',
          statusReason: reason,
        })}
      />,
    );
    fireEvent.mouseOver(screen.getByText('Desconectado'));
    expect((await screen.findByRole('tooltip')).textContent).toContain(reason);
  });

  it('shows an API that cannot be reached as being retried, with the reason', async () => {
    const reason = 'API do WhatsApp inacessível: fetch failed. Nova tentativa automática em 4 s';
    render(
      <ConnectionStatusCell
        connection={makeWhatsapp({
          status: 'OPENING',
          provider: 'cloud-api',
          statusReason: reason,
        })}
      />,
    );
    fireEvent.mouseOver(screen.getByText('Iniciando sessão'));
    expect((await screen.findByRole('tooltip')).textContent).toContain(reason);
  });
});
