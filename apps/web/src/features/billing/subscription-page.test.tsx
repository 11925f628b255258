import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { SubscriptionStatusDTO } from '@atende/shared';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { SubscriptionPage } from './subscription-page';

afterEach(() => vi.unstubAllGlobals());

const STATUS: SubscriptionStatusDTO = {
  dueDate: '2026-11-27',
  daysLeft: 3,
  email: 'dono@padaria.test',
  openInvoice: null,
  billing: { name: '', zipcode: '', address: '', state: '', city: '' },
};

function renderPage(status: SubscriptionStatusDTO) {
  fakeApi((call) => (call.path === '/subscription' ? { body: status } : undefined));
  const { Providers } = renderProviders(makeSessionUser());
  render(
    <Providers>
      <MemoryRouter>
        <SubscriptionPage />
      </MemoryRouter>
    </Providers>,
  );
}

describe('subscription page (spec 3 §2)', () => {
  it('shows the days left, the due date, the billing e-mail read-only and Assine Agora!', async () => {
    renderPage(STATUS);
    expect(
      await screen.findByText('Você tem 3 dias até o vencimento da assinatura.'),
    ).toBeVisible();
    expect(screen.getByText('Vencimento: 27/11/2026')).toBeVisible();
    const email = screen.getByRole('textbox', { name: 'E-mail de cobrança' });
    expect((email as HTMLInputElement).value).toBe('dono@padaria.test');
    expect((email as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByRole('button', { name: 'Assine Agora!' })).toBeVisible();
  });

  it('says how long ago it expired', async () => {
    renderPage({ ...STATUS, dueDate: '2026-11-20', daysLeft: -4 });
    expect(await screen.findByText('Sua assinatura venceu há 4 dias.')).toBeVisible();
  });

  it('has no Assine Agora! for a company without a due date (the platform)', async () => {
    renderPage({ ...STATUS, dueDate: null, daysLeft: null });
    expect(await screen.findByText('Esta empresa não tem data de vencimento.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Assine Agora!' })).toBeNull();
  });

  it('calls an open invoice past its due date overdue', async () => {
    const invoice = (dueDate: string) => ({
      id: 5,
      companyId: 3,
      detail: 'Plano Padrão',
      value: '199.90',
      dueDate,
      status: 'open' as const,
      paidAt: null,
      createdAt: '2026-11-01T00:00:00.000Z',
    });
    renderPage({ ...STATUS, openInvoice: invoice('2000-01-10') });
    expect(
      await screen.findByText(
        /^Fatura vencida: R\$\s199,90, venceu em 10\/01\/2000\. Pague para continuar usando\.$/,
      ),
    ).toBeVisible();
    cleanup();
    renderPage({ ...STATUS, openInvoice: invoice('2999-01-10') });
    expect(
      await screen.findByText(/^Fatura em aberto: R\$\s199,90, vencimento 10\/01\/2999\.$/),
    ).toBeVisible();
  });
});
