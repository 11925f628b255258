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
});
