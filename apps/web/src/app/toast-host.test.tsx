import { expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { showToast } from '../lib/toast';
import { ToastHost } from './toast-host';

it('shows a toast asked for before notistack has loaded, and the ones after it', async () => {
  render(<ToastHost />);
  expect(document.body.textContent).toBe('');
  showToast('Contato salvo', 'success');
  expect((await screen.findByRole('alert')).textContent).toBe('Contato salvo');
  showToast('Ocorreu um erro: sem conexão', 'error');
  await waitFor(() =>
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Contato salvo',
      'Ocorreu um erro: sem conexão',
    ]),
  );
});
