import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ConnectionsTable } from './connections-table';
import { makeWhatsapp } from '../../test/fixtures';

const connections = [
  makeWhatsapp({ id: 1, name: 'Loja', status: 'CONNECTED', isDefault: true }),
  makeWhatsapp({ id: 2, name: 'Filial', status: 'qrcode', updatedAt: '2026-03-04T05:06:00' }),
];

function renderTable(allowed: boolean) {
  return render(
    <ConnectionsTable
      connections={connections}
      loading={false}
      showSessionButtons={allowed}
      showEditDelete={allowed}
      busyIds={new Set()}
      onSessionCommand={vi.fn()}
      onEdit={vi.fn()}
      onDelete={vi.fn()}
    />,
  );
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

describe('connections table', () => {
  it('shows status, last update, default star and the buttons to admins', () => {
    renderTable(true);
    const loja = within(rowOf('Loja'));
    expect(loja.getByText('Conectado')).toBeVisible();
    expect(loja.getByRole('button', { name: 'Desconectar' })).toBeVisible();
    expect(loja.getByTitle('Conexão padrão').closest('svg')).toBeVisible();
    expect(loja.getByRole('button', { name: 'Editar conexão' })).toBeVisible();
    expect(loja.getByRole('button', { name: 'Excluir conexão' })).toBeVisible();
    const filial = within(rowOf('Filial'));
    expect(filial.getByText('Aguardando leitura do QR code')).toBeVisible();
    expect(filial.getByRole('button', { name: 'QR CODE' })).toBeVisible();
    expect(filial.getByText('04/03/2026 05:06')).toBeVisible();
    expect(filial.queryByTitle('Conexão padrão')).toBeNull();
  });

  it('shows no session, edit or delete buttons to who may not use them', () => {
    renderTable(false);
    expect(screen.getByText('Conectado')).toBeVisible();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('columnheader', { name: 'Sessão' })).toBeNull();
  });
});
