import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { makeSessionUser } from '../../test/fixtures';
import { renderProviders } from '../../test/render-kit';
import { QuotedMessage } from './quoted-message';

const quote = (mediaType: string, body = '') => {
  const { Providers } = renderProviders(makeSessionUser());
  render(
    <Providers>
      <QuotedMessage quoted={{ id: 1, body, fromMe: false, mediaType }} contactName="Maria" />
    </Providers>,
  );
};

describe('the quote of a reply', () => {
  it('names a photo without a caption instead of its type', () => {
    quote('image');
    expect(screen.getByText('📷 Foto')).toBeVisible();
  });

  it('names a location by its place instead of the stored link', () => {
    quote('locationMessage', '|https://maps.google.com/maps?q=1%2C2|Av. Paulista, 1000');
    expect(screen.getByText('📍 Localização: Av. Paulista, 1000')).toBeVisible();
  });
});
