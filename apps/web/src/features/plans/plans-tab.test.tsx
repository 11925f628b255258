import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { makePlan, makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders, type FakeCall } from '../../test/render-kit';
import { PlansTab } from './plans-tab';

afterEach(() => vi.unstubAllGlobals());

const GOLD = makePlan({ id: 5, name: 'Plano Ouro', value: 49.9 });
/** GET /plans/all lists the gold plan; a save answers the plan with the value it received. */
const plansServer = (call: FakeCall) => {
  if (call.method === 'GET' && call.path === '/plans/all') return { body: [GOLD] };
  if (call.method === 'GET') return undefined;
  const body = call.body as { value: string };
  return { status: 201, body: { ...GOLD, ...body, value: Number(body.value) } };
};

function renderTab() {
  const { Providers } = renderProviders(makeSessionUser({ super: true }));
  render(
    <Providers>
      <PlansTab />
    </Providers>,
  );
}
const valueField = () => screen.getByRole('textbox', { name: 'Valor' });

describe('plans tab: the money field', { timeout: 15_000 }, () => {
  it('editing a plan of R$ 49,90 shows 49,90', async () => {
    fakeApi(plansServer);
    renderTab();
    fireEvent.click(await screen.findByText('Plano Ouro'));
    await waitFor(() => expect(valueField()).toHaveValue('49,90'));
  });

  it('saves Brazilian money: 1.299,90 and R$ 1299,90 are R$ 1.299,90', async () => {
    const { calls } = fakeApi(plansServer);
    renderTab();
    fireEvent.click(await screen.findByText('Plano Ouro'));
    await waitFor(() => expect(valueField()).toHaveValue('49,90'));
    fireEvent.change(valueField(), { target: { value: '1.299,90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Operação realizada com sucesso!')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Nome' }), {
      target: { value: 'Plano Prata' },
    });
    fireEvent.change(valueField(), { target: { value: 'R$ 1299,90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(2));
    expect(screen.queryByText('Valor inválido')).toBeNull();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([
      expect.objectContaining({ method: 'PUT', path: '/plans/5' }),
      expect.objectContaining({ method: 'POST', path: '/plans' }),
    ]);
    const sent = calls.filter((c) => c.method !== 'GET').map((c) => c.body as { value: string });
    expect(sent.map((b) => b.value)).toEqual(['1299.90', '1299.90']);
  });
});
