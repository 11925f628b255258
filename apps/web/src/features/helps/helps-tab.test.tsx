import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { HelpsTab } from './helps-tab';

afterEach(() => vi.unstubAllGlobals());

describe('helps tab (super users)', () => {
  it('says what a video field needs when it holds neither a code nor an address', async () => {
    const { calls } = fakeApi((call) => (call.path === '/helps' ? { body: [] } : undefined));
    const { Providers } = renderProviders(makeSessionUser({ super: true }));
    render(
      <Providers>
        <HelpsTab />
      </Providers>,
    );
    fireEvent.change(await screen.findByRole('textbox', { name: 'Título' }), {
      target: { value: 'Primeiros passos' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Código do vídeo' }), {
      target: { value: 'meu vídeo' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Não é um código nem um endereço de vídeo do YouTube'),
    ).toBeVisible();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
