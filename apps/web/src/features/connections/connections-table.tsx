import { useTranslation } from 'react-i18next';
import {
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
import Star from '@mui/icons-material/Star';
import type { WhatsappDTO } from '@atende/shared';
import { formatDate, formatTime } from '../../lib/format-date';
import { ConnectionStatusCell } from './connection-status-cell';
import { SessionButtons, type SessionCommand } from './session-buttons';

/** Columns that give way on a phone-sized screen. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } };

interface ConnectionsTableProps {
  connections: WhatsappDTO[];
  loading: boolean;
  /** Session buttons (connections-page:actionButtons). */
  showSessionButtons: boolean;
  /** Edit and delete (connections-page:editOrDeleteConnection). */
  showEditDelete: boolean;
  /** Ids whose session command is running. */
  busyIds: ReadonlySet<number>;
  onSessionCommand: (connection: WhatsappDTO, command: SessionCommand) => void;
  onEdit: (connection: WhatsappDTO) => void;
  onDelete: (connection: WhatsappDTO) => void;
}

const lastUpdate = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`.trim();

export function ConnectionsTable(props: ConnectionsTableProps) {
  const { connections, loading, showSessionButtons, showEditDelete, busyIds } = props;
  const { t } = useTranslation();
  const columns = 4 + Number(showSessionButtons) + Number(showEditDelete);
  return (
    <Table size="small" stickyHeader aria-label={t('connections.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('connections.columns.name')}</TableCell>
          <TableCell align="center">{t('connections.columns.status')}</TableCell>
          {showSessionButtons && (
            <TableCell align="center">{t('connections.columns.session')}</TableCell>
          )}
          <TableCell align="center" sx={WIDE_ONLY}>
            {t('connections.columns.lastUpdate')}
          </TableCell>
          <TableCell align="center">{t('connections.columns.default')}</TableCell>
          {showEditDelete && <TableCell align="center">{t('common.actions')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {connections.map((connection) => (
          <TableRow key={connection.id} hover>
            <TableCell>{connection.name}</TableCell>
            <TableCell align="center">
              <ConnectionStatusCell connection={connection} />
            </TableCell>
            {showSessionButtons && (
              <TableCell align="center">
                <SessionButtons
                  status={connection.status}
                  busy={busyIds.has(connection.id)}
                  onCommand={(command) => props.onSessionCommand(connection, command)}
                />
              </TableCell>
            )}
            <TableCell align="center" sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>
              {lastUpdate(connection.updatedAt)}
            </TableCell>
            <TableCell align="center">
              {connection.isDefault && (
                <Star
                  color="warning"
                  fontSize="small"
                  titleAccess={t('connections.isDefault')}
                  sx={{ verticalAlign: 'middle' }}
                />
              )}
            </TableCell>
            {showEditDelete && (
              <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={t('connections.edit')}>
                  <IconButton
                    size="small"
                    aria-label={t('connections.edit')}
                    onClick={() => props.onEdit(connection)}
                  >
                    <EditOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('connections.delete')}>
                  <IconButton
                    size="small"
                    aria-label={t('connections.delete')}
                    onClick={() => props.onDelete(connection)}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            )}
          </TableRow>
        ))}
        {loading &&
          [0, 1].map((i) => (
            <TableRow key={`skeleton-${i}`}>
              <TableCell colSpan={columns}>
                <Skeleton />
              </TableCell>
            </TableRow>
          ))}
        {!loading && connections.length === 0 && (
          <TableRow>
            <TableCell colSpan={columns} align="center" sx={{ color: 'text.secondary' }}>
              {t('connections.empty')}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
