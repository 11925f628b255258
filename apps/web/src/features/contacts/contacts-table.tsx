import { useTranslation } from 'react-i18next';
import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { RowAction, RowActions } from '../../components/row-actions';
import { TableStatusRows, type ListFailure } from '../../components/table-status-rows';
import { SpacerRow, useVirtualTableRows } from '../../components/virtual-table-rows';
import type { ContactDTO } from '@atende/shared';
import { useIsPhone } from '../../lib/use-is-phone';
import { ContactAvatar } from './contact-avatar';
import { VISUALLY_HIDDEN } from '../../components/visually-hidden';

/**
 * Under 600 px the email column gives way and the number moves under the name, so the name
 * keeps a readable width beside the actions instead of breaking letter by letter.
 */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } };
const COLUMNS = 5;
const ESTIMATED_ROW_PX = 49;

interface ContactsTableProps extends ListFailure {
  contacts: ContactDTO[];
  loading: boolean;
  canDelete: boolean;
  onOpenTicket: (contact: ContactDTO) => void;
  onEdit: (contact: ContactDTO) => void;
  onDelete: (contact: ContactDTO) => void;
}

/** The address book; only the rows in view are drawn (a company has tens of thousands). */
export function ContactsTable(props: ContactsTableProps) {
  const { contacts, loading, canDelete, onOpenTicket, onEdit, onDelete } = props;
  const { t } = useTranslation();
  const phone = useIsPhone();
  const { tableRef, rows, before, after, measureRow } = useVirtualTableRows(
    contacts,
    ESTIMATED_ROW_PX,
  );
  return (
    <Table ref={tableRef} size="small" stickyHeader aria-label={t('contacts.title')}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox" sx={{ pl: 1.5 }}>
            <Box component="span" sx={VISUALLY_HIDDEN}>
              {t('contacts.table.avatar')}
            </Box>
          </TableCell>
          <TableCell>{t('contacts.table.name')}</TableCell>
          {!phone && <TableCell>{t('contacts.table.number')}</TableCell>}
          <TableCell sx={WIDE_ONLY}>{t('contacts.table.email')}</TableCell>
          <TableCell align="right">{t('common.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        <SpacerRow height={before} />
        {rows.map(({ index, key }) => {
          const contact = contacts[index];
          return (
            <TableRow key={key} data-index={index} ref={measureRow} hover>
              <TableCell padding="checkbox" sx={{ pl: 1.5 }}>
                <ContactAvatar
                  picture={contact.profilePicUrl}
                  name={contact.name}
                  sx={{ width: 32, height: 32 }}
                />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {contact.name}
                {phone && (
                  <Box
                    component="span"
                    sx={{ display: 'block', color: 'text.secondary', fontSize: 12 }}
                  >
                    {contact.number}
                  </Box>
                )}
              </TableCell>
              {!phone && <TableCell sx={{ whiteSpace: 'nowrap' }}>{contact.number}</TableCell>}
              <TableCell sx={{ ...WIDE_ONLY, wordBreak: 'break-all' }}>{contact.email}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <RowAction
                  label={t('contacts.table.openTicket')}
                  onClick={() => onOpenTicket(contact)}
                >
                  <WhatsApp fontSize="small" />
                </RowAction>
                <RowActions
                  onEdit={() => onEdit(contact)}
                  editLabel={t('contacts.table.edit')}
                  onDelete={canDelete ? () => onDelete(contact) : undefined}
                  deleteLabel={t('contacts.table.delete')}
                />
              </TableCell>
            </TableRow>
          );
        })}
        <SpacerRow height={after} />
        <TableStatusRows
          columns={COLUMNS - Number(phone)}
          loading={loading}
          rows={contacts.length}
          emptyText={t('contacts.table.empty')}
          failed={props.failed}
          onRetry={props.onRetry}
        />
      </TableBody>
    </Table>
  );
}
