import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { ContactListItemDTO } from '@atende/shared';
import { phoneScreen } from '../../test/phone-screen';
import { ContactListItemsTable } from './contact-list-items-table';

afterEach(() => vi.unstubAllGlobals());

const ana: ContactListItemDTO = {
  id: 1,
  contactListId: 5,
  companyId: 3,
  name: 'Ana Souza',
  number: '5511987654321',
  email: 'ana.souza@empresa-exemplo.com.br',
  isWhatsappValid: true,
  checkedAt: '2026-11-24T10:00:00.000Z',
};

function renderTable() {
  render(
    <ContactListItemsTable records={[ana]} loading={false} onEdit={vi.fn()} onDelete={vi.fn()} />,
  );
}

/** The text between the places the e-mail may break (its <wbr> elements). */
function breakPieces(email: HTMLElement) {
  const pieces = [''];
  for (const node of Array.from(email.childNodes)) {
    if (node.nodeName === 'WBR') pieces.push('');
    else pieces[pieces.length - 1] += node.textContent;
  }
  return pieces;
}

describe('contact list items table', () => {
  it.each([
    ['on a 390 px phone (e-mail under the name)', true],
    ['on a wide screen (e-mail column)', false],
  ])('never breaks a number, and breaks an e-mail only before @ and dots %s', (_, phone) => {
    if (phone) phoneScreen();
    renderTable();
    expect(screen.queryByRole('columnheader', { name: 'E-mail' }) === null).toBe(phone);
    const number = screen.getByText('5511987654321');
    expect(getComputedStyle(number).whiteSpace).toBe('nowrap');
    const email = screen.getByTitle('ana.souza@empresa-exemplo.com.br');
    expect(email).toHaveTextContent('ana.souza@empresa-exemplo.com.br');
    expect(breakPieces(email)).toEqual(['ana', '.souza', '@empresa-exemplo', '.com', '.br']);
    // 'anywhere' would let the table squeeze the column and split words at any letter
    expect(getComputedStyle(email).overflowWrap).toBe('break-word');
  });
});
