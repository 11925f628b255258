import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SessionButtons } from './session-buttons';

const buttonNames = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('session buttons by status (spec 1 §4)', () => {
  const cases: Array<[string, string[]]> = [
    ['qrcode', ['QR CODE']],
    ['DISCONNECTED', ['Tentar novamente', 'Novo QR CODE']],
    ['CONNECTED', ['Desconectar']],
    ['connected', ['Desconectar']],
    ['PAIRING', ['Desconectar']],
    ['TIMEOUT', ['Desconectar']],
    ['OPENING', ['Conectando']],
    ['SOMETHING_ELSE', []],
  ];

  it.each(cases)('%s shows %j', (status, expected) => {
    render(<SessionButtons status={status} onCommand={vi.fn()} />);
    expect(buttonNames()).toEqual(expected);
  });

  const cloudCases: Array<[string, string[]]> = [
    ['DISCONNECTED', ['Tentar novamente']],
    ['TIMEOUT', ['Tentar novamente']],
    ['CONNECTED', []],
    ['OPENING', ['Conectando']],
    ['qrcode', []],
  ];

  it.each(cloudCases)('a cloud-api connection (no QR code) %s shows %j', (status, expected) => {
    render(<SessionButtons status={status} provider="cloud-api" onCommand={vi.fn()} />);
    expect(buttonNames()).toEqual(expected);
  });

  it('sends the command of the clicked button', () => {
    const onCommand = vi.fn();
    const { rerender } = render(<SessionButtons status="qrcode" onCommand={onCommand} />);
    fireEvent.click(screen.getByRole('button', { name: 'QR CODE' }));
    rerender(<SessionButtons status="DISCONNECTED" onCommand={onCommand} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Novo QR CODE' }));
    rerender(<SessionButtons status="TIMEOUT" onCommand={onCommand} />);
    fireEvent.click(screen.getByRole('button', { name: 'Desconectar' }));
    expect(onCommand.mock.calls.map(([c]) => c)).toEqual([
      'qrcode',
      'tryAgain',
      'newQr',
      'disconnect',
    ]);
  });

  it('shows OPENING as a disabled connecting button with a spinner', () => {
    render(<SessionButtons status="OPENING" onCommand={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Conectando' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByRole('progressbar')).toBeVisible();
  });

  it('waits while a command of the row runs', () => {
    render(<SessionButtons status="DISCONNECTED" busy onCommand={vi.fn()} />);
    for (const b of screen.getAllByRole('button'))
      expect((b as HTMLButtonElement).disabled).toBe(true);
  });
});
