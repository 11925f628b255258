import { useTranslation } from 'react-i18next';
import {
  Box,
  Paper,
  Rating,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { DashboardAttendant, DashboardClient } from '@atende/shared';
import { formatMinutes } from './format-minutes';
import { ReadOnlyTableContainer } from '../../components/read-only-table-container';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, px: 2, pt: 1.5 }}>
        {title}
      </Typography>
      {/* a phone's narrow card: half the side padding, so the five columns fit without a scroll */}
      <ReadOnlyTableContainer label={title} sx={{ '& th, & td': { px: { xs: 0.5, sm: 2 } } }}>
        {children}
      </ReadOnlyTableContainer>
    </Paper>
  );
}

/** Attendants with a green or grey dot for online, their rating (0-3) and their figures. */
export function AttendantsTable({ rows }: { rows: DashboardAttendant[] }) {
  const { t } = useTranslation();
  return (
    <Section title={t('dashboard.attendants.title')}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('dashboard.attendants.name')}</TableCell>
            <TableCell align="center">{t('dashboard.attendants.rating')}</TableCell>
            <TableCell align="center">{t('dashboard.attendants.avgSupportTime')}</TableCell>
            <TableCell align="center">{t('dashboard.attendants.tickets')}</TableCell>
            <TableCell align="center">{t('dashboard.attendants.live')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((a) => (
            <TableRow key={a.id} data-testid={`attendant-${a.id}`}>
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Box
                    component="span"
                    role="img"
                    aria-label={
                      a.online
                        ? t('dashboard.attendants.online')
                        : t('dashboard.attendants.offline')
                    }
                    sx={{
                      width: 10,
                      height: 10,
                      borderRadius: '50%',
                      flexShrink: 0,
                      bgcolor: a.online ? 'success.main' : 'text.disabled',
                    }}
                  />
                  {a.name}
                </Box>
              </TableCell>
              <TableCell align="center">
                <Rating
                  value={a.rating}
                  max={3}
                  // halves: tenths drew ten icons a star, most of a long table's page
                  precision={0.5}
                  readOnly
                  size="small"
                  aria-label={`${t('dashboard.attendants.rating')}: ${a.rating}`}
                />
              </TableCell>
              <TableCell align="center">{formatMinutes(a.avgSupportTime)}</TableCell>
              <TableCell align="center">{a.tickets}</TableCell>
              <TableCell align="center">{a.live}</TableCell>
            </TableRow>
          ))}
          {!rows.length && (
            <TableRow>
              <TableCell colSpan={5}>{t('dashboard.attendants.empty')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Section>
  );
}

/** The customers with most tickets finished in the period. */
export function ClientsTable({ rows }: { rows: DashboardClient[] }) {
  const { t } = useTranslation();
  return (
    <Section title={t('dashboard.clients.title')}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('dashboard.clients.name')}</TableCell>
            <TableCell align="center">{t('dashboard.clients.avgSupportTime')}</TableCell>
            <TableCell align="center">{t('dashboard.clients.totalTickets')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((c) => (
            <TableRow key={c.contactId}>
              <TableCell>{c.clientName}</TableCell>
              <TableCell align="center">{formatMinutes(c.avgSupportTime)}</TableCell>
              <TableCell align="center">{c.totalTickets}</TableCell>
            </TableRow>
          ))}
          {!rows.length && (
            <TableRow>
              <TableCell colSpan={3}>{t('dashboard.clients.empty')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Section>
  );
}
