import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import HelpOutline from '@mui/icons-material/HelpOutline';
import type { ContactListItemDTO } from '@atende/shared';
import { RowActions } from '../../components/row-actions';
import { TableStatusRows, type ListFailure } from '../../components/table-status-rows';
import { SpacerRow, useVirtualTableRows } from '../../components/virtual-table-rows';
import { useIsPhone } from '../../lib/use-is-phone';

/**
 * Green when on WhatsApp, grey when not (spec 3 §2), each its own shape: a grey check read as
 * 'checked' on a phone, where no tooltip tells; a question mark until checked.
 */
function Validity({ valid }: { valid: boolean | null }) {
  const { t } = useTranslation();
  const label =
    valid === null
      ? t('contactLists.items.unchecked')
      : t(valid ? 'contactLists.items.valid' : 'contactLists.items.invalid');
  const Icon = valid === null ? HelpOutline : valid ? CheckCircle : Block;
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

interface Props extends ListFailure {
  records: ContactListItemDTO[];
  loading: boolean;
  onEdit: (record: ContactListItemDTO) => void;
  onDelete: (record: ContactListItemDTO) => void;
}

const ESTIMATED_ROW_PX = 45;

/**
 * Validity, name, number, e-mail and actions; on a phone the e-mail goes under the name. Only
 * the rows in view are drawn: a list scrolled through holds thousands of them.
 */
export function ContactListItemsTable({ records, loading, onEdit, onDelete, ...failure }: Props) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const { tableRef, rows, before, after, measureRow } = useVirtualTableRows(
    records,
    ESTIMATED_ROW_PX,
  );
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
        <SpacerRow height={before} />
        {rows.map(({ index, key }) => {
          const r = records[index];
          return (
            <TableRow key={key} data-index={index} ref={measureRow} hover>
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
        <SpacerRow height={after} />
        <TableStatusRows
          columns={phone ? 4 : 5}
          loading={loading}
          rows={records.length}
          emptyText={t('contactLists.items.empty')}
          {...failure}
        />
      </TableBody>
    </Table>
  );
}
