import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ContactPicker } from './contact-picker';

const list = vi.hoisted(() => vi.fn());
vi.mock('../contacts/contacts-api', () => ({ contactsApi: { list } }));
// the search waits half a second after the last key: a loaded machine needs more than the
// default second to show its answer
configure({ asyncUtilTimeout: 5000 });

function renderPicker() {
  const onChange = vi.fn();
  const onAddContact = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ContactPicker value={null} onChange={onChange} onAddContact={onAddContact} />
    </QueryClientProvider>,
  );
  const input = screen.getByLabelText('Pesquisar contato');
  const type = (text: string) => {
    fireEvent.change(input, { target: { value: text } });
  };
  return { onChange, onAddContact, type };
}

describe('ContactPicker', () => {
  it('searches from 3 characters and picks a contact', async () => {
    list.mockResolvedValue({
      contacts: [{ id: 3, name: 'Carla', number: '5511988887777' }],
      hasMore: false,
      count: 1,
    });
    const { type, onChange } = renderPicker();
    type('Ca');
    await new Promise((r) => setTimeout(r, 700));
    expect(list).not.toHaveBeenCalled();
    type('Car');
    const option = await screen.findByRole('option', { name: 'Carla - 5511988887777' });
    expect(list).toHaveBeenCalledWith('Car', 1);
    // a name that is not an exact match still offers to add it
    expect(screen.getByRole('option', { name: 'Adicionar contato "Car"' })).toBeVisible();
    fireEvent.click(option);
    expect(onChange).toHaveBeenCalledWith({ id: 3, name: 'Carla', number: '5511988887777' });
  });

  it('shows the contacts the server found by number or by words in another order', async () => {
    list.mockResolvedValue({
      contacts: [{ id: 4, name: 'João da Silva', number: '5511987654321' }],
      hasMore: false,
      count: 1,
    });
    const { type, onChange } = renderPicker();
    type('(11) 98765-4321');
    fireEvent.click(await screen.findByRole('option', { name: 'João da Silva - 5511987654321' }));
    expect(list).toHaveBeenCalledWith('(11) 98765-4321', 1);
    expect(onChange).toHaveBeenCalledWith({
      id: 4,
      name: 'João da Silva',
      number: '5511987654321',
    });
    type('  silva joao');
    // asked trimmed, and the answer is shown as it came, not filtered again by the typed text
    await waitFor(() => expect(list).toHaveBeenLastCalledWith('silva joao', 1));
    expect(
      await screen.findByRole('option', { name: 'João da Silva - 5511987654321' }),
    ).toBeVisible();
  });

  it("offers 'add contact' for a name with no match", async () => {
    list.mockResolvedValue({ contacts: [], hasMore: false, count: 0 });
    const { type, onAddContact } = renderPicker();
    type('Zuleica');
    fireEvent.click(await screen.findByRole('option', { name: 'Adicionar contato "Zuleica"' }));
    await waitFor(() => expect(onAddContact).toHaveBeenCalledWith('Zuleica'));
  });
});
