import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { CampaignCounts, CampaignDTO } from '@atende/shared';
import { formatDate, formatTime } from '../../lib/format-date';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { CampaignReportPage } from './campaign-report-page';
import { makeCampaign } from './campaign-test-data';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));

afterEach(() => vi.unstubAllGlobals());

const SCHEDULED_AT = '2026-12-01T12:30:00.000Z';
const campaign = (status: CampaignDTO['status'], scheduledAt: string | null) =>
  makeCampaign({ id: 5, name: 'Natal', status, scheduledAt });
const zero: CampaignCounts = {
  total: 0,
  valid: 0,
  invalid: 0,
  confirmationRequested: 0,
  confirmed: 0,
  delivered: 0,
  failed: 0,
  unknown: 0,
  pending: 0,
};

function renderReport(record: CampaignDTO, counts: CampaignCounts) {
  fakeApi((call) =>
    call.path === '/campaigns/5/report' ? { body: { campaign: record, counts } } : undefined,
  );
  const { Providers } = renderProviders(makeSessionUser({ profile: 'admin' }));
  render(
    <MemoryRouter initialEntries={['/campaign/5/report']}>
      <Providers>
        <Routes>
          <Route path="/campaign/:campaignId/report" element={<CampaignReportPage />} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
}

describe('campaign report page', () => {
  it('says when a scheduled campaign starts rather than 0 of 0', async () => {
    renderReport(campaign('PROGRAMADA', SCHEDULED_AT), zero);
    expect(await screen.findByTestId('campaign-progress-text')).toHaveTextContent(
      `Começa em ${formatDate(SCHEDULED_AT)} às ${formatTime(SCHEDULED_AT)}: os destinatários são lidos da lista nessa hora`,
    );
    expect(screen.getByTestId('campaign-progress')).toHaveTextContent('0%');
    // nothing counted yet: the cards wait for the start rather than say 0
    expect(screen.getByTestId('count-valid')).toHaveTextContent('–');
    expect(screen.getByTestId('count-delivered')).toHaveTextContent('–');
  });

  it('says a campaign with no start date takes its recipients when it starts', async () => {
    renderReport(campaign('INATIVA', null), zero);
    expect(await screen.findByTestId('campaign-progress-text')).toHaveTextContent(
      'Sem data de início: os destinatários são lidos da lista quando a campanha começar',
    );
  });

  it('counts the settled recipients of a running campaign', async () => {
    renderReport(campaign('EM_ANDAMENTO', SCHEDULED_AT), {
      ...zero,
      total: 10,
      valid: 9,
      invalid: 1,
      delivered: 2,
      pending: 7,
    });
    expect(await screen.findByTestId('campaign-progress-text')).toHaveTextContent('3 de 10');
    expect(screen.getByTestId('campaign-progress')).toHaveTextContent('30%');
    expect(screen.getByTestId('count-delivered')).toHaveTextContent('2');
  });

  it('shows who is still to confirm, in a card and beside the progress', async () => {
    const asking = makeCampaign({ id: 5, name: 'Natal', status: 'FINALIZADA', confirmation: true });
    renderReport(asking, {
      ...zero,
      total: 5,
      valid: 4,
      invalid: 1,
      confirmationRequested: 4,
      confirmed: 2,
      delivered: 2,
    });
    expect(await screen.findByTestId('campaign-progress-text')).toHaveTextContent(
      '5 de 5 · 2 aguardando confirmação',
    );
    expect(screen.getByText('Aguardando confirmação')).toBeVisible();
    expect(screen.getByTestId('count-awaiting')).toHaveTextContent('2');
  });

  it('has no confirmation card for a campaign that asks none', async () => {
    renderReport(campaign('EM_ANDAMENTO', SCHEDULED_AT), {
      ...zero,
      total: 2,
      valid: 2,
      pending: 2,
    });
    await screen.findByTestId('campaign-progress-text');
    expect(screen.queryByTestId('count-awaiting')).toBeNull();
  });
});
