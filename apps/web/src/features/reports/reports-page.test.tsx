import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReportSummaryRow, ReportTicketRow } from '@atende/shared';
import { changeLanguage } from '../../lib/i18n';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { ReportsPage } from './reports-page';

afterEach(() => vi.unstubAllGlobals());

const row: ReportTicketRow = {
  id: 31,
  ticketId: 12,
  contactName: 'João Souza',
  contactNumber: '5511988887777',
  queueName: 'Financeiro',
  userName: 'Bruno Agente',
  connectionName: 'Comercial',
  status: 'closed',
  queuedAt: '2026-11-30T14:50:00Z',
  startedAt: '2026-11-30T14:52:00Z',
  finishedAt: '2026-11-30T15:55:00Z',
  firstResponseMinutes: 2,
  resolutionMinutes: 65,
  rating: 3,
};

/** The reports page with the lists of the filters empty and `reports` answering the rest. */
function renderPage(reports: (path: string) => { status?: number; body: object }) {
  const api = fakeApi((call) => {
    if (call.path.startsWith('/reports/')) return reports(call.path);
    return { body: [] };
  });
  const { Providers } = renderProviders(makeSessionUser({ id: 7, profile: 'admin' }));
  render(
    <Providers>
      <ReportsPage />
    </Providers>,
  );
  return api;
}

const page = (timeZone: string) => ({
  body: { rows: [row], hasMore: false, nextCursor: null, timeZone },
});

const attendant: ReportSummaryRow = {
  id: 7,
  name: 'Bruno Agente',
  volume: 12345,
  finished: 4,
  firstResponseMinutes: 2.5,
  resolutionMinutes: 65,
  rating: 1.5,
};

/** The tickets page, and on the other tabs the summary with `attendant`. */
const pageOrSummary = (path: string) =>
  path === '/reports/tickets' ? page('America/Sao_Paulo') : { body: { rows: [attendant] } };

/** The cells of the table row that has `text`. */
const rowCells = (text: string) =>
  within(screen.getByText(text).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('reports page', { timeout: 15_000 }, () => {
  it("shows the times in the company's zone, as the exported file does", async () => {
    renderPage(() => page('America/Sao_Paulo'));
    expect(await screen.findByText('João Souza')).toBeVisible();
    expect(screen.getByText('30/11/2026 11:50')).toBeVisible();
    expect(screen.getByText('30/11/2026 12:55')).toBeVisible();
  });

  it('writes a mean rating and a volume as Portuguese does: 1,5 and 12.345', async () => {
    renderPage(pageOrSummary);
    await screen.findByText('João Souza');
    fireEvent.click(screen.getByRole('tab', { name: 'Por atendente' }));
    expect(await screen.findByText('1,5')).toBeVisible();
    expect(screen.queryByText('1.5')).toBeNull();
    expect(rowCells('Bruno Agente')).toEqual([
      'Bruno Agente',
      '12.345',
      '4',
      '00 h 03 m',
      '01 h 05 m',
      '1,5',
    ]);
  });

  it('keeps the dot in English', async () => {
    await changeLanguage('en');
    try {
      renderPage(pageOrSummary);
      await screen.findByText('João Souza');
      fireEvent.click(screen.getByRole('tab', { name: 'Per agent' }));
      expect(await screen.findByText('1.5')).toBeVisible();
      expect(rowCells('Bruno Agente')).toEqual([
        'Bruno Agente',
        '12,345',
        '4',
        '00 h 03 m',
        '01 h 05 m',
        '1.5',
      ]);
    } finally {
      await changeLanguage('pt-BR');
    }
  });

  it("tells the XLSX download's size with a decimal comma while it runs", async () => {
    renderPage(pageOrSummary);
    await screen.findByText('João Souza');
    const answer = vi.mocked(fetch);
    // 1.5 MB arrive, then the rest is still on its way
    const chunks = [{ done: false, value: new Uint8Array(1.5 * 1024 * 1024) }];
    const download = {
      ok: true,
      status: 200,
      headers: new Headers(),
      body: { getReader: () => ({ read: () => chunks.shift() ?? new Promise(() => {}) }) },
    };
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/export') ? Promise.resolve(download) : answer(input, init),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Exportar XLSX' }));
    expect(await screen.findByText('Exportando: 1,5 MB recebidos')).toBeVisible();
  });

  it("starts with this month on the company's clock, whatever the browser's zone", async () => {
    // 01:30 UTC on 1 December: still 30 November in São Paulo, the demo company's zone
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-12-01T01:30:00Z') });
    try {
      const { calls } = renderPage(() => page('America/Sao_Paulo'));
      await screen.findByText('João Souza');
      const first = calls.find((c) => c.path === '/reports/tickets')!;
      expect([first.query.get('date_from'), first.query.get('date_to')]).toEqual([
        '2026-11-01',
        '2026-11-30',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('names a reversed period under the end date and asks nothing for it', async () => {
    const { calls } = renderPage(() => page('America/Sao_Paulo'));
    await screen.findByText('João Souza');
    const asked = () => calls.filter((c) => c.path === '/reports/tickets').length;
    const before = asked();
    fireEvent.change(screen.getByLabelText('Data inicial'), { target: { value: '2026-12-31' } });
    fireEvent.change(screen.getByLabelText('Data final'), { target: { value: '2026-11-30' } });

    expect(await screen.findByText('A data final é anterior à inicial')).toBeVisible();
    expect(screen.getByLabelText('Data final')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.queryByText('João Souza')).toBeNull());
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
    expect(asked()).toBe(before);

    fireEvent.change(screen.getByLabelText('Data inicial'), { target: { value: '2025-01-01' } });
    expect(await screen.findByText('Período maior que 366 dias')).toBeVisible();
    expect(asked()).toBe(before);
  });

  it("says the server's reason when it refuses the report", async () => {
    renderPage(() => ({
      status: 400,
      body: {
        error: 'ERR_VALIDATION',
        message: 'Dados inválidos',
        fields: { queueId: 'Fila não encontrada' },
      },
    }));
    expect(
      await screen.findByText('Não foi possível carregar o relatório: Fila não encontrada'),
    ).toBeVisible();
  });
});
