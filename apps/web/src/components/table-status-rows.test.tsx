import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { TableStatusRows } from './table-status-rows';

type Props = Parameters<typeof TableStatusRows>[0];

/** The status rows under `shown` rows of a two-column table. */
function renderRows(props: Partial<Props> & { shown?: string[] }) {
  const { shown = [], ...rest } = props;
  render(
    <Table>
      <TableBody>
        {shown.map((name) => (
          <TableRow key={name}>
            <TableCell>{name}</TableCell>
            <TableCell />
          </TableRow>
        ))}
        <TableStatusRows
          columns={2}
          loading={false}
          rows={shown.length}
          emptyText="Nenhuma tag encontrada"
          {...rest}
        />
      </TableBody>
    </Table>,
  );
}

describe('TableStatusRows', () => {
  it('says a failed list could not be loaded, not that it is empty, and asks again', () => {
    const onRetry = vi.fn();
    renderRows({ failed: true, onRetry });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar a lista.');
    expect(screen.queryByText('Nenhuma tag encontrada')).toBeNull();
    expect(alert.closest('td')).toHaveAttribute('colspan', '2');

    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the rows already shown when a later request fails', () => {
    renderRows({ failed: true, onRetry: vi.fn(), shown: ['VIP', 'Suporte'] });
    expect(screen.getAllByRole('row').map((r) => r.textContent)).toEqual(['VIP', 'Suporte']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows skeleton rows while loading, even after a failure', () => {
    renderRows({ loading: true, failed: true });
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(document.querySelectorAll('.MuiSkeleton-root')).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the list is empty when it loaded with no rows', () => {
    renderRows({});
    expect(screen.getByRole('row')).toHaveTextContent('Nenhuma tag encontrada');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
