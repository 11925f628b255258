import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { changeLanguage } from '../../lib/i18n';
import { makePlan } from '../../test/fixtures';
import { fakeApi } from '../../test/render-kit';
import { SignupPage } from './signup-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('pt-BR');
});

describe('sign-up page', () => {
  it('prices the plans in reais with Brazilian digits whatever the language (spec 2 §1)', async () => {
    fakeApi((call) =>
      call.path === '/plans/list'
        ? { body: [makePlan({ name: 'Pro', users: 3, connections: 1, queues: 2, value: 1299.9 })] }
        : undefined,
    );
    await changeLanguage('en');
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <SignupPage />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Plan' }));
    const option = await screen.findByRole('option');
    expect(option).toHaveTextContent('Pro - Agents: 3 - Connections: 1 - Queues: 2 - R$ 1.299,90');
    // once chosen, the field shows the plan by name and price, which fit its width
    fireEvent.click(option);
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveTextContent('Pro - R$ 1.299,90');
  });
});
