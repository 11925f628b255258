import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import Star from '@mui/icons-material/Star';
import { RowActions } from '../../components/row-actions';
import { TableStatusRows, type ListFailure } from '../../components/table-status-rows';
import type { WhatsappDTO } from '@atende/shared';
import { formatDate, formatTime } from '../../lib/format-date';
import { ConnectionStatusCell } from './connection-status-cell';
import { SessionButtons, type SessionCommand } from './session-buttons';
import { useIsPhone } from '../../lib/use-is-phone';
import { PHONE_PADDING } from '../../components/table-columns';

/**
 * Columns that give way on a phone-sized screen: the default star moves beside the name, the
 * cells pad less and the session buttons stack, so every button stays on the screen.
 */

/**
 * From the md breakpoint, the columns keep set widths (the name takes the rest): the session
 * column's buttons change with the status ("Desconectar", then "Tentar novamente" and "Novo QR
 * CODE"), and with the table sizing columns to their content every column moved with them.
 */
const FIXED_COLUMNS = { tableLayout: { xs: 'auto', md: 'fixed' } } as const;
const width = (percent: number) => ({ width: { md: `${percent}%` } });
/** The last update gives way below md, so the actions stay on a 700 px screen. */
const FROM_MD = { display: { xs: 'none', md: 'table-cell' } } as const;

interface ConnectionsTableProps extends ListFailure {
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
  const phone = useIsPhone();
  const columns = 4 - Number(phone) + Number(showSessionButtons) + Number(showEditDelete);
  const star = (
    <Star
      color="warning"
      fontSize="small"
      titleAccess={t('connections.isDefault')}
      sx={{ verticalAlign: 'middle', ml: phone ? 0.5 : 0 }}
    />
  );
  return (
    <Table
      size="small"
      stickyHeader
      aria-label={t('connections.title')}
      sx={{ ...PHONE_PADDING, ...FIXED_COLUMNS }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{t('connections.columns.name')}</TableCell>
          <TableCell align="center" sx={width(15)}>
            {t('connections.columns.status')}
          </TableCell>
          {showSessionButtons && (
            <TableCell align="center" sx={width(27)}>
              {t('connections.columns.session')}
            </TableCell>
          )}
          <TableCell align="center" sx={{ ...FROM_MD, ...width(18) }}>
            {t('connections.columns.lastUpdate')}
          </TableCell>
          {!phone && (
            <TableCell align="center" sx={width(8)}>
              {t('connections.columns.default')}
            </TableCell>
          )}
          {showEditDelete && (
            <TableCell align="center" sx={width(11)}>
              {t('common.actions')}
            </TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {connections.map((connection) => (
          <TableRow key={connection.id} hover>
            <TableCell sx={{ overflowWrap: 'break-word' }}>
              {connection.name}
              {phone && connection.isDefault && star}
            </TableCell>
            <TableCell align="center">
              <ConnectionStatusCell connection={connection} />
            </TableCell>
            {showSessionButtons && (
              <TableCell align="center">
                <SessionButtons
                  status={connection.status}
                  provider={connection.provider}
                  busy={busyIds.has(connection.id)}
                  onCommand={(command) => props.onSessionCommand(connection, command)}
                />
              </TableCell>
            )}
            <TableCell align="center" sx={{ ...FROM_MD, whiteSpace: 'nowrap' }}>
              {lastUpdate(connection.updatedAt)}
            </TableCell>
            {!phone && <TableCell align="center">{connection.isDefault && star}</TableCell>}
            {showEditDelete && (
              <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
                <RowActions
                  onEdit={() => props.onEdit(connection)}
                  editLabel={t('connections.edit')}
                  onDelete={() => props.onDelete(connection)}
                  deleteLabel={t('connections.delete')}
                />
              </TableCell>
            )}
          </TableRow>
        ))}
        <TableStatusRows
          columns={columns}
          loading={loading}
          rows={connections.length}
          emptyText={t('connections.empty')}
          failed={props.failed}
          onRetry={props.onRetry}
        />
      </TableBody>
    </Table>
  );
}
