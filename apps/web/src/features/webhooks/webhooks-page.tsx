import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  Chip,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
  CircularProgress,
} from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import History from '@mui/icons-material/History';
import Key from '@mui/icons-material/Key';
import Send from '@mui/icons-material/Send';
import type { WebhookDTO, WebhookInput } from '@atende/shared';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { toastError, toastSuccess, toastWarning } from '../../lib/error-toast';
import { useSocketReconnect } from '../../app/auth/socket-provider';
import { useCompanyEvent } from '../../lib/use-company-event';
import { DeliveryLog } from './delivery-log';
import { deliveryReason } from './delivery-reason';
import { SecretDialog } from './secret-dialog';
import { WebhookDialog } from './webhook-dialog';
import { webhooksApi } from './webhooks-api';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { webhooksTexts } from './locales';
import { ACTIONS_CELL, PHONE_PADDING, WIDE_ONLY } from '../../components/table-columns';

// this page's Portuguese texts come with its code, not with the app's first load
addPageTexts('webhooks', webhooksTexts);

const LIST_KEY = ['webhooks', 'list'];
const STATUS_COLOR = { active: 'success', paused: 'warning', inactive: 'default' } as const;

type Open =
  | { kind: 'form'; webhook?: WebhookDTO }
  | { kind: 'secret'; secret: string }
  | { kind: 'log'; webhook: WebhookDTO }
  | { kind: 'delete' | 'rotate'; webhook: WebhookDTO }
  | null;

/** /webhooks: the company's endpoints, their status, secrets shown once, and delivery logs. */
export function WebhooksPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const list = useQuery({ queryKey: LIST_KEY, queryFn: webhooksApi.list });
  const refresh = () => client.invalidateQueries({ queryKey: LIST_KEY });

  useCompanyEvent('webhook', (e) => {
    if (e.action === 'paused') toastWarning(t('webhooks.pausedNotice', { url: e.webhook.url }));
    void refresh();
  });
  // statuses may have changed while the socket was down (a restart of the server)
  useSocketReconnect(() => void refresh());

  const save = async (values: WebhookInput) => {
    if (open?.kind !== 'form') return;
    if (open.webhook) {
      await webhooksApi.update(open.webhook.id, values);
      setOpen(null);
    } else {
      const created = await webhooksApi.create(values);
      setOpen({ kind: 'secret', secret: created.secret });
    }
    toastSuccess(t('webhooks.saved'));
    await refresh();
  };
  const remove = useMutation({
    mutationFn: (w: WebhookDTO) => webhooksApi.remove(w.id),
    onSuccess: () => {
      toastSuccess(t('webhooks.deleted'));
      void refresh();
    },
    onError: toastError,
  });
  const rotate = useMutation({
    mutationFn: (w: WebhookDTO) => webhooksApi.rotateSecret(w.id),
    onSuccess: (r) => setOpen({ kind: 'secret', secret: r.secret }),
    onError: toastError,
  });
  const test = useMutation({
    mutationFn: (w: WebhookDTO) => webhooksApi.test(w.id),
    onSuccess: (d) => {
      if (d.status === 'success') toastSuccess(t('webhooks.testSent', { code: d.responseCode }));
      else {
        // an answer's code in words; no answer at all: the server's reason
        const reason =
          d.responseCode !== null
            ? t('webhooks.answeredWith', { code: d.responseCode })
            : deliveryReason(d.responseExcerpt);
        toastWarning(t('webhooks.testFailed', { reason }));
      }
    },
    onError: toastError,
  });
  const action = (label: string, icon: React.ReactNode, onClick: () => void, busy = false) => (
    <Tooltip title={label}>
      {/* a span: a disabled button gives its tooltip no events */}
      <span>
        <IconButton aria-label={label} size="small" onClick={onClick} disabled={busy}>
          {busy ? <CircularProgress size={16} aria-hidden /> : icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  const rows = list.data ?? [];

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, height: '100%', overflow: 'auto' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography variant="h5" component="h1" color="primary">
            {t('webhooks.title')}
          </Typography>
          <Typography color="text.secondary">{t('webhooks.intro')}</Typography>
        </Box>
        <Button variant="contained" onClick={() => setOpen({ kind: 'form' })}>
          {t('webhooks.add')}
        </Button>
      </Stack>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" sx={PHONE_PADDING}>
          <TableHead>
            <TableRow>
              <TableCell>{t('webhooks.columns.url')}</TableCell>
              <TableCell sx={WIDE_ONLY}>{t('webhooks.columns.events')}</TableCell>
              <TableCell>{t('webhooks.columns.status')}</TableCell>
              <TableCell align="right">{t('webhooks.columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((w) => (
              <TableRow key={w.id}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <Typography variant="body2">{w.url}</Typography>
                  {w.description && (
                    <Typography variant="caption" color="text.secondary">
                      {w.description}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={WIDE_ONLY}>
                  {w.events.map((e) => t(`webhooks.events.${e}`)).join(', ')}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={STATUS_COLOR[w.status]}
                    label={t(`webhooks.status.${w.status}`)}
                  />
                </TableCell>
                <TableCell align="right" sx={ACTIONS_CELL}>
                  {action(t('webhooks.actions.log'), <History fontSize="small" />, () =>
                    setOpen({ kind: 'log', webhook: w }),
                  )}
                  {action(
                    t('webhooks.actions.test'),
                    <Send fontSize="small" />,
                    () => test.mutate(w),
                    // a slow receiver takes up to 10 s: one test at a time, and it shows
                    test.isPending && test.variables.id === w.id,
                  )}
                  {action(t('webhooks.actions.rotate'), <Key fontSize="small" />, () =>
                    setOpen({ kind: 'rotate', webhook: w }),
                  )}
                  {action(t('webhooks.actions.edit'), <Edit fontSize="small" />, () =>
                    setOpen({ kind: 'form', webhook: w }),
                  )}
                  {action(t('webhooks.actions.delete'), <DeleteOutline fontSize="small" />, () =>
                    setOpen({ kind: 'delete', webhook: w }),
                  )}
                </TableCell>
              </TableRow>
            ))}
            {list.isSuccess && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>{t('webhooks.empty')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {open?.kind === 'form' && (
        <WebhookDialog webhook={open.webhook} onSubmit={save} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'secret' && (
        <SecretDialog secret={open.secret} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'log' && <DeliveryLog webhook={open.webhook} onClose={() => setOpen(null)} />}
      <ConfirmDialog
        open={open?.kind === 'delete' || open?.kind === 'rotate'}
        title={t(open?.kind === 'rotate' ? 'webhooks.actions.rotate' : 'webhooks.actions.delete')}
        confirmLabel={t(
          open?.kind === 'rotate' ? 'webhooks.actions.rotate' : 'webhooks.actions.delete',
        )}
        onClose={() => setOpen(null)}
        onConfirm={() => {
          if (open?.kind === 'delete') remove.mutate(open.webhook);
          if (open?.kind === 'rotate') rotate.mutate(open.webhook);
        }}
      >
        {open?.kind === 'delete'
          ? t('webhooks.confirmDelete', { url: open.webhook.url })
          : t('webhooks.confirmRotate')}
      </ConfirmDialog>
    </Stack>
  );
}
