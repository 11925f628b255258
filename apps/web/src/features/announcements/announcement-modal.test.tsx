import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { AnnouncementModal } from './announcement-modal';

afterEach(() => vi.unstubAllGlobals());

describe('announcement dialog on a 390 px phone', () => {
  it('keeps Cancelar and Salvar together on one row, apart from Anexar imagem', () => {
    fakeApi(() => undefined);
    const { Providers } = renderProviders(makeSessionUser({ super: true }));
    render(
      <Providers>
        <AnnouncementModal onClose={vi.fn()} />
      </Providers>,
    );
    const dialog = screen.getByRole('dialog');
    const attach = within(dialog).getByRole('button', { name: 'Anexar imagem' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancelar' });
    const save = within(dialog).getByRole('button', { name: 'Salvar' });
    // the actions wrap as a whole: what wraps alone is the attach button, never Salvar
    const pair = save.parentElement!;
    expect(cancel.parentElement).toBe(pair);
    expect(getComputedStyle(pair).whiteSpace).toBe('nowrap');
    expect(attach.parentElement).not.toBe(pair);
  });
});
