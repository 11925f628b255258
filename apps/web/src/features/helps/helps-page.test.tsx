import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { HelpsPage } from './helps-page';

describe('/helps', () => {
  it('lists the videos as cards and loads the player only when one is opened', async () => {
    fakeApi((call) =>
      call.path === '/helps/list'
        ? {
            body: [
              { id: 1, title: 'Etiquetas', description: 'Organize', video: 'BBBBBBBBBBB' },
              { id: 2, title: 'Filas', description: '', video: 'AAAAAAAAAAA' },
            ],
          }
        : undefined,
    );
    const { Providers } = renderProviders(makeSessionUser({ profile: 'user' }));
    const { container } = render(
      <Providers>
        <HelpsPage />
      </Providers>,
    );
    expect(await screen.findByRole('heading', { name: 'Ajuda (2)' })).toBeInTheDocument();
    const card = screen.getByRole('button', { name: 'Assistir: Filas' });
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      'https://i.ytimg.com/vi/BBBBBBBBBBB/hqdefault.jpg',
    );
    expect(document.querySelector('iframe')).toBeNull();

    fireEvent.click(card);
    const frame = await screen.findByTitle('Filas');
    expect(frame.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/AAAAAAAAAAA?autoplay=1&rel=0',
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(document.querySelector('iframe')).toBeNull());
  });
});
