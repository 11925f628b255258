import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { ContactListItemModal } from './contact-list-item-modal';

afterEach(() => vi.unstubAllGlobals());

describe('contact list item modal', () => {
  it('names every invalid field at the first try, the e-mail with the others', async () => {
    const { calls } = fakeApi(() => undefined);
    const { Providers } = renderProviders(makeSessionUser({ companyId: 3, profile: 'admin' }));
    render(
      <Providers>
        <ContactListItemModal contactListId={5} onClose={() => undefined} />
      </Providers>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar contato à lista' });
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label, { exact: false }), {
        target: { value },
      });
    type('Nome', 'A');
    type('Número', '1');
    type('E-mail', 'ana-at-exemplo');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('E-mail inválido')).toBeVisible();
    expect(within(dialog).getAllByText('Muito curto!')).toHaveLength(2);
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
