import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { BackupsDTO } from '@atende/shared';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { formatDate, formatTime } from '../../lib/format-date';
import { BackupsTab } from './backups-tab';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));

afterEach(() => vi.unstubAllGlobals());

const EMBEDDED: BackupsDTO = {
  database: 'pglite',
  everyHours: 24,
  hourUtc: 6,
  keep: 7,
  directory: '/srv/atende/data/backups',
  nextAt: '2099-12-01T06:00:00.000Z',
  lastFailureAt: null,
  backups: [
    {
      name: 'atende-backup-20261130-060005Z.tar.gz',
      createdAt: '2026-11-30T06:00:05.000Z',
      bytes: 4_718_592,
    },
    {
      name: 'atende-backup-20261129-060002Z.tar.gz',
      createdAt: '2026-11-29T06:00:02.000Z',
      bytes: 900,
    },
  ],
};

function renderTab(overview: BackupsDTO) {
  fakeApi((call) =>
    call.method === 'GET' && call.path === '/backups' ? { body: overview } : undefined,
  );
  const { Providers } = renderProviders(makeSessionUser({ profile: 'admin', super: true }));
  render(
    <Providers>
      <BackupsTab />
    </Providers>,
  );
}

/** The hour of the backups as the reader's clock shows it (06:00 UTC). */
const localSix = formatTime(new Date(Date.UTC(2026, 10, 30, 6)));
/** A time as the tab shows it, in the reader's time zone (the machine's). */
const shown = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`;

describe('Settings → Backups', () => {
  it('shows the schedule, the next backup and each backup with its time and size', async () => {
    renderTab(EMBEDDED);
    expect(
      await screen.findByText(
        `Um backup do banco de dados e das chaves por dia, às ${localSix}; os 7 mais recentes ficam em /srv/atende/data/backups.`,
      ),
    ).toBeVisible();
    expect(screen.getByText(`Próximo backup: ${shown('2099-12-01T06:00:00.000Z')}`)).toBeVisible();
    const table = screen.getByRole('region', { name: 'Backups' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['atende-backup-20261130-060005Z.tar.gz', shown('2026-11-30T06:00:05.000Z'), '4,5 MB'],
      ['atende-backup-20261129-060002Z.tar.gz', shown('2026-11-29T06:00:02.000Z'), '1 KB'],
    ]);
    expect(
      screen.getByText(
        /Para restaurar um backup, pare o servidor e rode npm run restore -- <arquivo>\./,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns of a failed backup and says one is due at once', async () => {
    renderTab({
      ...EMBEDDED,
      nextAt: new Date().toISOString(),
      lastFailureAt: '2026-12-02T06:00:00.000Z',
    });
    expect(await screen.findByText('Próximo backup: no próximo minuto')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      `O último backup falhou em ${shown('2026-12-02T06:00:00.000Z')}. O log do servidor diz o motivo (por exemplo, disco cheio); uma nova tentativa é feita uma hora depois.`,
    );
  });

  it('on PostgreSQL says the backups are pg_dump’s, with no list', async () => {
    renderTab({ ...EMBEDDED, database: 'postgres', everyHours: 0, directory: null, backups: [] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O banco de dados é um PostgreSQL: os backups são feitos fora do Atende, com pg_dump',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });
});
