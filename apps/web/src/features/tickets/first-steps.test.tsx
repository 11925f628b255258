import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { makeSessionUser, makeWhatsapp } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { FirstSteps } from './first-steps';

afterEach(() => vi.unstubAllGlobals());

const TEXT = 'Para receber atendimentos, conecte um número de WhatsApp.';

function renderFor(profile: 'admin' | 'user', connections: unknown[]) {
  const { calls } = fakeApi((call) =>
    call.path === '/whatsapp' ? { body: connections } : undefined,
  );
  const { Providers } = renderProviders(makeSessionUser({ profile }));
  render(
    <MemoryRouter>
      <Providers>
        <FirstSteps />
        <p>lista</p>
      </Providers>
    </MemoryRouter>,
  );
  return calls;
}

describe('first steps on the empty ticket list', () => {
  it('lead an admin with no connection to Conexões', async () => {
    renderFor('admin', []);
    expect(await screen.findByText(TEXT)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir para Conexões' })).toHaveAttribute(
      'href',
      '/connections',
    );
  });

  it('say nothing once a connection exists', async () => {
    const calls = renderFor('admin', [makeWhatsapp()]);
    await vi.waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/whatsapp']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(TEXT)).toBeNull();
  });

  it('ask nothing for an agent', async () => {
    const calls = renderFor('user', []);
    await screen.findByText('lista');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(TEXT)).toBeNull();
    expect(calls).toEqual([]);
  });
});
