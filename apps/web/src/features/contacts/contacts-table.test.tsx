import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ContactDTO } from '@atende/shared';
import { makeContact } from '../../test/fixtures';
import { ContactsTable } from './contacts-table';

const contacts: ContactDTO[] = Array.from({ length: 2000 }, (_, i) =>
  makeContact({
    id: i + 1,
    name: `Cliente ${i + 1}`,
    number: `55119${String(i + 1).padStart(8, '0')}`,
    email: '',
  }),
);

afterEach(() => vi.restoreAllMocks());

describe('contacts table', () => {
  it('draws only the rows in view of 2,000 contacts, and each row still acts on its contact', () => {
    // the layout jsdom lacks: a scroll area 490 px tall, rows 49 px tall
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(490);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(49);
    const onEdit = vi.fn();
    render(
      <div style={{ overflow: 'auto' }}>
        <ContactsTable
          contacts={contacts}
          loading={false}
          canDelete
          onOpenTicket={vi.fn()}
          onEdit={onEdit}
          onDelete={vi.fn()}
        />
      </div>,
    );
    const table = screen.getByRole('table', { name: 'Contatos' });
    const rows = within(table).getAllByRole('row').slice(1); // the header first
    // 490 px of 49 px rows: contacts 1–10, and 10 beyond
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveTextContent('Cliente 1');
    expect(rows[19]).toHaveTextContent('Cliente 20');
    expect(screen.queryByText('Cliente 21')).toBeNull();

    fireEvent.click(within(rows[2]).getByRole('button', { name: 'Editar contato' }));
    expect(onEdit).toHaveBeenCalledWith(contacts[2]);
  });
});
