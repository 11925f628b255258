import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Box, Button, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { FormDialog, OWN_FORM } from './form-dialog';

function renderForm() {
  const onClose = vi.fn();
  render(
    <FormDialog open onClose={onClose} aria-labelledby="form-title">
      <DialogTitle id="form-title">Nova resposta</DialogTitle>
      <DialogContent>
        <TextField label="Mensagem" />
        <TextField select label="Perfil" defaultValue="user">
          <MenuItem value="user">Usuário</MenuItem>
          <MenuItem value="supervisor">Supervisor</MenuItem>
        </TextField>
        <Box {...{ [OWN_FORM]: true }}>
          <TextField label="Título da opção" />
        </Box>
        <Button onClick={onClose}>Cancelar</Button>
      </DialogContent>
    </FormDialog>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Nova resposta' });
  // MUI takes a press and release on the container around the paper as a click beside it
  const backdrop = () => document.querySelector('.MuiDialog-container')!;
  return { onClose, dialog, backdrop };
}

describe('form dialog', () => {
  it('closes on Esc or a click beside it while nothing was typed', () => {
    const { onClose, dialog, backdrop } = renderForm();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.mouseDown(backdrop());
    fireEvent.click(backdrop());
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('asks before throwing away what was typed; keeps it when the user goes on', async () => {
    const { onClose, dialog } = renderForm();
    const field = screen.getByRole('textbox', { name: 'Mensagem' });
    fireEvent.input(field, { target: { value: 'Olá, {{nome}}! Seu pedido saiu.' } });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    const question = screen.getByRole('dialog', { name: 'Descartar o que foi digitado?' });
    expect(question).toHaveTextContent(
      'O que você preencheu neste formulário ainda não foi salvo.',
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancelar' }).at(-1)!);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Descartar o que foi digitado?' })).toBeNull(),
    );
    expect(field).toHaveValue('Olá, {{nome}}! Seu pedido saiu.');
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('its own Cancelar closes at once, typed or not', () => {
    const { onClose } = renderForm();
    fireEvent.input(screen.getByRole('textbox', { name: 'Mensagem' }), {
      target: { value: 'rascunho' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Descartar o que foi digitado?' })).toBeNull();
  });

  it('a choice picked in a menu counts as a change; typing in a form of its own does not', async () => {
    const { onClose, dialog } = renderForm();
    fireEvent.input(screen.getByRole('textbox', { name: 'Título da opção' }), {
      target: { value: 'Segunda via' },
    });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Perfil' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Supervisor' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(
      await screen.findByRole('dialog', { name: 'Descartar o que foi digitado?' }),
    ).toBeVisible();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
