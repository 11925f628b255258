import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog() {
  const onClose = vi.fn();
  const onConfirm = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Excluir a tag?"
      confirmLabel="Excluir"
      onClose={onClose}
      onConfirm={onConfirm}
    >
      Os atendimentos perdem esta tag.
    </ConfirmDialog>,
  );
  return { onClose, onConfirm };
}

describe('ConfirmDialog', () => {
  it('opens on Cancelar, so that a stray Enter loses nothing, and reads the question', async () => {
    const { onClose, onConfirm } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Excluir a tag?' });
    expect(dialog).toHaveAccessibleDescription('Os atendimentos perdem esta tag.');
    const cancel = screen.getByRole('button', { name: 'Cancelar' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    fireEvent.click(cancel);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with the named action and closes', () => {
    const { onClose, onConfirm } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
