import { Fragment, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import HelpOutline from '@mui/icons-material/HelpOutline';
import type { ContactListItemDTO } from '@atende/shared';
import { RowActions } from '../../components/row-actions';
import { TableStatusRows } from '../../components/table-status-rows';
import { useIsPhone } from '../../lib/use-is-phone';

/** Green when on WhatsApp, grey when not (spec 3 §2); a question mark until checked. */
function Validity({ valid }: { valid: boolean | null }) {
  const { t } = useTranslation();
  const label =
    valid === null
      ? t('contactLists.items.unchecked')
      : t(valid ? 'contactLists.items.valid' : 'contactLists.items.invalid');
  const Icon = valid === null ? HelpOutline : CheckCircle;
  return (
    <Tooltip title={label}>
      <Icon
        titleAccess={label}
        fontSize="small"
        sx={{ color: valid ? 'success.main' : 'text.disabled', verticalAlign: 'middle' }}
      />
    </Tooltip>
  );
}

/**
 * An e-mail that may break before '@' and '.' only: 'break-word' (unlike 'anywhere') leaves
 * the column wide enough for the longest piece, so it splits mid-word only when a piece
 * cannot fit at all.
 */
function Email({ address, underName }: { address: string; underName?: boolean }) {
  const pieces = address.split(/(?=[@.])/);
  const under = underName ? { display: 'block', color: 'text.secondary' } : {};
  return (
    <Box component="span" title={address} sx={{ overflowWrap: 'break-word', ...under }}>
      {pieces.map((piece, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </Box>
  );
}

interface Props {
  records: ContactListItemDTO[];
  loading: boolean;
  onEdit: (record: ContactListItemDTO) => void;
  onDelete: (record: ContactListItemDTO) => void;
}

const ESTIMATED_ROW_PX = 45;

/** An empty row of the height of the rows not drawn above or below the visible ones. */
const Spacer = ({ height }: { height: number }) =>
  height > 0 ? <TableRow aria-hidden sx={{ height }} /> : null;

/**
 * Validity, name, number, e-mail and actions; on a phone the e-mail goes under the name. Only
 * the rows in view are drawn: a list scrolled through holds thousands of them.
 */
export function ContactListItemsTable({ records, loading, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const tableRef = useRef<HTMLTableElement>(null);
  const virtualizer = useVirtualizer({
    count: records.length,
    // the page's scroll area holds the table
    getScrollElement: () => tableRef.current?.parentElement ?? null,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: (index) => records[index].id,
    overscan: 10,
    initialRect: { width: 0, height: window.innerHeight },
  });
  const inView = virtualizer.getVirtualItems();
  // an area with no size yet (not laid out) draws every row rather than none
  const rows = inView.length
    ? inView
    : records.map((r, index) => ({ index, key: r.id, start: 0, end: 0 }));
  const before = inView[0]?.start ?? 0;
  const after = inView.length ? virtualizer.getTotalSize() - inView[inView.length - 1].end : 0;
  return (
    <Table ref={tableRef} size="small" stickyHeader aria-label={t('contactLists.items.name')}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox" />
          <TableCell>{t('contactLists.items.name')}</TableCell>
          <TableCell>{t('contactLists.items.number')}</TableCell>
          {!phone && <TableCell>{t('contactLists.items.email')}</TableCell>}
          <TableCell align="right">{t('common.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        <Spacer height={before} />
        {rows.map(({ index, key }) => {
          const r = records[index];
          return (
            <TableRow key={key} data-index={index} ref={virtualizer.measureElement} hover>
              <TableCell padding="checkbox" align="center">
                <Validity valid={r.isWhatsappValid} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {r.name}
                {phone && r.email && <Email address={r.email} underName />}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.number}</TableCell>
              {!phone && (
                <TableCell>
                  <Email address={r.email} />
                </TableCell>
              )}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <RowActions onEdit={() => onEdit(r)} onDelete={() => onDelete(r)} />
              </TableCell>
            </TableRow>
          );
        })}
        <Spacer height={after} />
        <TableStatusRows
          columns={phone ? 4 : 5}
          loading={loading}
          rows={records.length}
          emptyText={t('contactLists.items.empty')}
        />
      </TableBody>
    </Table>
  );
}
