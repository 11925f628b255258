import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { advanceDueDate, type CompanyAdminDTO } from '@atende/shared';
import { makePlan, makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders, type FakeCall } from '../../test/render-kit';
import { SettingsPage } from '../settings/settings-page';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));
afterEach(() => vi.unstubAllGlobals());

const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return d.toLocaleDateString('en-CA');
};
const company = (id: number, name: string, dueDate: string | null): CompanyAdminDTO => ({
  id,
  name,
  email: `c${id}@x.test`,
  phone: '',
  status: true,
  dueDate,
  recurrence: 'MENSAL',
  planId: 1,
  plan: makePlan(),
  settings: [],
  createdAt: '2026-01-10T12:00:00.000Z',
  campaignsEnabled: true,
});
const COMPANIES = [
  company(1, 'Cinco Dias', day(5)),
  company(2, 'Vence Hoje', day(0)),
  company(3, 'Atrasada', day(-4)),
  company(4, 'Em Dia', day(40)),
];
const routes = (call: FakeCall) => {
  if (call.method === 'GET' && call.path === '/settings') return { body: [] };
  if (call.method === 'GET' && call.path === '/companies') {
    return { body: { companies: COMPANIES, hasMore: false, count: COMPANIES.length } };
  }
  if (call.method === 'GET' && call.path === '/plans/all') return { body: [makePlan()] };
  if (call.method === 'PUT' && call.path === '/companies/3')
    return { body: { ...COMPANIES[2], ...(call.body as object) } };
  return undefined;
};

function renderAs(superUser: boolean) {
  const { Providers } = renderProviders(makeSessionUser({ profile: 'admin', super: superUser }));
  render(
    <Providers>
      <SettingsPage />
    </Providers>,
  );
}

describe('Settings → Companies', () => {
  it('and the Plans tab are not offered to a company admin', async () => {
    fakeApi(routes);
    renderAs(false);
    await screen.findByRole('tab', { name: 'Opções' });
    expect(screen.queryByRole('tab', { name: 'Empresas' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Planos' })).toBeNull();
  });

  it('says a list the server failed to send could not be loaded, and lists it once tried again', async () => {
    let down = true;
    fakeApi(
      (call) =>
        down && call.path === '/companies'
          ? { status: 500, body: { error: 'ERR_INTERNAL', message: 'Erro interno' } }
          : undefined,
      routes,
    );
    renderAs(true);
    fireEvent.click(await screen.findByRole('tab', { name: 'Empresas' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Não foi possível carregar a lista.')).toBeVisible();
    expect(screen.queryByText('Nenhuma empresa encontrada')).toBeNull();

    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Em Dia')).toBeVisible();
    expect(screen.getByText('Atrasada')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tints rows by days to the due date, and + Vencimento saves a month later', async () => {
    const { calls } = fakeApi(routes);
    renderAs(true);
    fireEvent.click(await screen.findByRole('tab', { name: 'Empresas' }));
    const row = async (name: string) => (await screen.findByText(name)).closest('tr')!;
    expect((await row('Cinco Dias')).dataset.tone).toBe('near');
    expect((await row('Vence Hoje')).dataset.tone).toBe('due');
    expect((await row('Atrasada')).dataset.tone).toBe('overdue');
    expect((await row('Em Dia')).dataset.tone).toBeUndefined();

    fireEvent.click(await row('Atrasada'));
    const form = screen.getByRole('form', { name: 'Empresa' });
    await waitFor(() => expect(within(form).getByLabelText('Nome')).toHaveValue('Atrasada'));
    fireEvent.click(within(form).getByRole('button', { name: '+ Vencimento' }));
    const expected = advanceDueDate(day(-4), 'MENSAL');
    expect(within(form).getByLabelText('Data de vencimento')).toHaveValue(expected);
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      name: 'Atrasada',
      dueDate: expected,
      planId: 1,
      recurrence: 'MENSAL',
    });
    expect(await screen.findByText('Operação realizada com sucesso!')).toBeInTheDocument();
  });

  it("deleting names the company and what goes with it; the platform's own has no Excluir", async () => {
    fakeApi(routes);
    renderAs(true); // a super admin of company 3, 'Atrasada' here: the platform's company
    fireEvent.click(await screen.findByRole('tab', { name: 'Empresas' }));
    const form = screen.getByRole('form', { name: 'Empresa' });
    fireEvent.click((await screen.findByText('Atrasada')).closest('tr')!);
    await waitFor(() => expect(within(form).getByLabelText('Nome')).toHaveValue('Atrasada'));
    expect(within(form).queryByRole('button', { name: 'Excluir' })).toBeNull();

    // chosen by the keyboard this time: Tab to its row, then Enter
    const row = screen.getByText('Cinco Dias').closest('tr')!;
    expect(row.tabIndex).toBe(0);
    fireEvent.keyDown(row, { key: 'Enter' });
    await waitFor(() => expect(within(form).getByLabelText('Nome')).toHaveValue('Cinco Dias'));
    fireEvent.click(within(form).getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exclusão de Registro' });
    expect(dialog.textContent).toContain('Deseja realmente excluir esse registro?');
    expect(dialog.textContent).toContain(
      'A empresa Cinco Dias e todos os seus dados (usuários, atendimentos, mensagens, contatos, conexões e arquivos) serão apagados, sem volta.',
    );
  });

  it('reads the companies a page at a time, searched on the server by name or e-mail', async () => {
    const many = Array.from({ length: 45 }, (_, i) =>
      company(i + 10, `Empresa ${String(i + 1).padStart(2, '0')}`, day(40)),
    );
    const { calls } = fakeApi((call) => {
      if (call.method !== 'GET' || call.path !== '/companies') return routes(call);
      const term = call.query.get('searchParam') ?? '';
      const found = many.filter((c) => c.name.includes(term));
      const page = Number(call.query.get('pageNumber'));
      const rows = found.slice((page - 1) * 20, page * 20);
      return { body: { companies: rows, hasMore: page * 20 < found.length, count: found.length } };
    });
    renderAs(true);
    fireEvent.click(await screen.findByRole('tab', { name: 'Empresas' }));
    expect(await screen.findByRole('heading', { name: 'Empresas (45)' })).toBeVisible();
    // the area has no height in this document: each page asks for the next, to the last one
    expect(await screen.findByText('Empresa 45')).toBeInTheDocument();
    const pages = () =>
      calls.filter((c) => c.path === '/companies').map((c) => c.query.get('pageNumber'));
    expect(pages()).toEqual(['1', '2', '3']);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Pesquisar' }), {
      target: { value: 'Empresa 4' },
    });
    expect(await screen.findByRole('heading', { name: 'Empresas (6)' })).toBeVisible();
    expect(calls.at(-1)!.query.get('searchParam')).toBe('Empresa 4');
    expect(screen.queryByText('Empresa 39')).toBeNull();
    expect(screen.getByText('Empresa 40')).toBeInTheDocument();
  });

  it('a refused save says what to check, with the reason, and marks the field', async () => {
    fakeApi((call) =>
      call.method === 'PUT' && call.path === '/companies/4'
        ? {
            status: 409,
            body: {
              error: 'ERR_DUPLICATED',
              message: 'name: Já existe uma empresa com este nome',
              fields: { name: 'Já existe uma empresa com este nome' },
            },
          }
        : routes(call),
    );
    renderAs(true);
    fireEvent.click(await screen.findByRole('tab', { name: 'Empresas' }));
    fireEvent.click((await screen.findByText('Em Dia')).closest('tr')!);
    const form = screen.getByRole('form', { name: 'Empresa' });
    await waitFor(() => expect(within(form).getByLabelText('Nome')).toHaveValue('Em Dia'));
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText(
        /^Não foi possível realizar a operação\. Verifique se já existe uma empresa com o mesmo nome ou se os campos foram preenchidos corretamente/,
      ),
    ).toBeInTheDocument();
    expect(within(form).getByText('Já existe uma empresa com este nome')).toBeVisible();
  });
});
