import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Avatar,
  Box,
  IconButton,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import type { ContactDTO } from '@atende/shared';

/** The email column gives way under 600 px; name, number and actions stay. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } };
const COLUMNS = 5;
/** The picture column's header is for screen readers only. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface ContactsTableProps {
  contacts: ContactDTO[];
  loading: boolean;
  canDelete: boolean;
  onOpenTicket: (contact: ContactDTO) => void;
  onEdit: (contact: ContactDTO) => void;
  onDelete: (contact: ContactDTO) => void;
}

interface RowActionProps {
  label: string;
  onClick: () => void;
  children: ReactNode;
}

function RowAction({ label, onClick, children }: RowActionProps) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

export function ContactsTable(props: ContactsTableProps) {
  const { contacts, loading, canDelete, onOpenTicket, onEdit, onDelete } = props;
  const { t } = useTranslation();
  return (
    <Table size="small" stickyHeader aria-label={t('contacts.title')}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox" sx={{ pl: 1.5 }}>
            <Box component="span" sx={VISUALLY_HIDDEN}>
              {t('contacts.table.avatar')}
            </Box>
          </TableCell>
          <TableCell>{t('contacts.table.name')}</TableCell>
          <TableCell>{t('contacts.table.number')}</TableCell>
          <TableCell sx={WIDE_ONLY}>{t('contacts.table.email')}</TableCell>
          <TableCell align="right">{t('common.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {contacts.map((contact) => (
          <TableRow key={contact.id} hover>
            <TableCell padding="checkbox" sx={{ pl: 1.5 }}>
              <Avatar
                src={contact.profilePicUrl || undefined}
                alt={contact.name}
                sx={{ width: 32, height: 32 }}
              >
                {contact.name.charAt(0).toUpperCase()}
              </Avatar>
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{contact.name}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{contact.number}</TableCell>
            <TableCell sx={{ ...WIDE_ONLY, wordBreak: 'break-all' }}>{contact.email}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <RowAction
                label={t('contacts.table.openTicket')}
                onClick={() => onOpenTicket(contact)}
              >
                <WhatsApp fontSize="small" />
              </RowAction>
              <RowAction label={t('contacts.table.edit')} onClick={() => onEdit(contact)}>
                <EditOutlined fontSize="small" />
              </RowAction>
              {canDelete && (
                <RowAction label={t('contacts.table.delete')} onClick={() => onDelete(contact)}>
                  <DeleteOutline fontSize="small" />
                </RowAction>
              )}
            </TableCell>
          </TableRow>
        ))}
        {loading &&
          [0, 1, 2].map((i) => (
            <TableRow key={`skeleton-${i}`}>
              <TableCell colSpan={COLUMNS}>
                <Skeleton />
              </TableCell>
            </TableRow>
          ))}
        {!loading && contacts.length === 0 && (
          <TableRow>
            <TableCell colSpan={COLUMNS} align="center" sx={{ color: 'text.secondary' }}>
              {t('contacts.table.empty')}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
