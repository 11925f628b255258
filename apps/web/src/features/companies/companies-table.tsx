import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { selectableRow } from '../../components/selectable-row';
import { alpha, type Theme } from '@mui/material/styles';
import type { CompanyAdminDTO } from '@atende/shared';
import { TableStatusRows, type ListFailure } from '../../components/table-status-rows';
import { SpacerRow, useVirtualTableRows } from '../../components/virtual-table-rows';
import { formatDate } from '../../lib/format-date';
import { dueTone, type DueTone } from './due-date-tone';

const TONES: Record<DueTone, (theme: Theme) => string> = {
  near: (theme) => alpha('#ffeb3b', theme.palette.mode === 'dark' ? 0.25 : 0.35),
  due: (theme) => alpha('#ff9800', theme.palette.mode === 'dark' ? 0.3 : 0.35),
  overdue: (theme) => alpha(theme.palette.error.main, theme.palette.mode === 'dark' ? 0.35 : 0.3),
};
const COLUMNS = 9;
const ESTIMATED_ROW_PX = 37;

interface CompaniesTableProps extends ListFailure {
  companies: CompanyAdminDTO[];
  loading: boolean;
  selectedId?: number;
  onSelect: (company: CompanyAdminDTO) => void;
}

/**
 * Spec 2 §2: #, name, e-mail, phone, plan, campaigns, status, created at, due date; tinted by §4.
 * Only the rows in view of the scrolling area that holds it are drawn.
 */
export function CompaniesTable(props: CompaniesTableProps) {
  const { companies, loading, selectedId, onSelect, ...failure } = props;
  const { t } = useTranslation();
  const { tableRef, rows, before, after, measureRow } = useVirtualTableRows(
    companies,
    ESTIMATED_ROW_PX,
  );
  return (
    <Table ref={tableRef} size="small" stickyHeader aria-label={t('companies.tab')}>
      <TableHead>
        <TableRow>
          <TableCell>#</TableCell>
          <TableCell>{t('companies.form.name')}</TableCell>
          <TableCell>{t('companies.form.email')}</TableCell>
          <TableCell>{t('companies.form.phone')}</TableCell>
          <TableCell>{t('companies.form.plan')}</TableCell>
          <TableCell>{t('companies.form.campaignsEnabled')}</TableCell>
          <TableCell>{t('companies.form.status')}</TableCell>
          <TableCell>{t('companies.createdAt')}</TableCell>
          <TableCell>{t('companies.form.dueDate')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        <TableStatusRows
          columns={COLUMNS}
          loading={loading}
          rows={companies.length}
          emptyText={t('companies.empty')}
          {...failure}
        />
        <SpacerRow height={before} />
        {rows.map(({ index, key }) => {
          const c = companies[index];
          const tone = dueTone(c.dueDate);
          return (
            <TableRow
              key={key}
              data-index={index}
              ref={measureRow}
              hover
              selected={c.id === selectedId}
              {...selectableRow(() => onSelect(c))}
              data-tone={tone}
              sx={{ cursor: 'pointer', bgcolor: tone ? TONES[tone] : undefined }}
            >
              <TableCell>{c.id}</TableCell>
              <TableCell>{c.name}</TableCell>
              <TableCell>{c.email}</TableCell>
              <TableCell>{c.phone}</TableCell>
              <TableCell>{c.plan?.name}</TableCell>
              <TableCell>
                {c.campaignsEnabled ? t('companies.enabled') : t('companies.disabled')}
              </TableCell>
              <TableCell>{c.status ? t('companies.yes') : t('companies.no')}</TableCell>
              <TableCell>{formatDate(c.createdAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {c.dueDate
                  ? `${formatDate(c.dueDate)} (${t(`companies.recurrence.${c.recurrence}`)})`
                  : '—'}
              </TableCell>
            </TableRow>
          );
        })}
        <SpacerRow height={after} />
      </TableBody>
    </Table>
  );
}
