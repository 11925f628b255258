import { useTranslation } from 'react-i18next';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { WebhookDeliveryDTO, WebhookDTO } from '@atende/shared';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { formatDate, formatTime } from '../../lib/format-date';
import { deliveryReason } from './delivery-reason';
import { webhooksApi } from './webhooks-api';

const STATUS_COLOR = { pending: 'default', success: 'success', failed: 'error' } as const;

export const deliveriesKey = (webhookId: number) => ['webhooks', 'deliveries', webhookId];

/** An endpoint's deliveries, newest first, with a 'Reenviar' button on each. */
export function DeliveryLog({ webhook, onClose }: { webhook: WebhookDTO; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const log = useInfiniteQuery({
    queryKey: deliveriesKey(webhook.id),
    queryFn: ({ pageParam }) => webhooksApi.deliveries(webhook.id, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.deliveries.at(-1)?.id : undefined),
    staleTime: 0,
  });
  const redeliver = useMutation({
    mutationFn: (d: WebhookDeliveryDTO) => webhooksApi.redeliver(d.id),
    onSuccess: () => {
      toastSuccess(t('webhooks.redelivered'));
      void client.invalidateQueries({ queryKey: deliveriesKey(webhook.id) });
    },
    onError: toastError,
  });
  const rows = log.data?.pages.flatMap((p) => p.deliveries) ?? [];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg">
      <DialogTitle>{t('webhooks.log.title', { url: webhook.url })}</DialogTitle>
      <DialogContent dividers>
        <TableContainer>
          <Table size="small" aria-label={t('webhooks.log.title', { url: webhook.url })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('webhooks.log.time')}</TableCell>
                <TableCell>{t('webhooks.log.event')}</TableCell>
                <TableCell>{t('webhooks.log.status')}</TableCell>
                <TableCell>{t('webhooks.log.code')}</TableCell>
                <TableCell>{t('webhooks.log.latency')}</TableCell>
                <TableCell>{t('webhooks.log.attempts')}</TableCell>
                <TableCell>{t('webhooks.log.excerpt')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((d) => (
                <TableRow key={d.id} data-testid="delivery-row">
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDate(d.createdAt)} {formatTime(d.createdAt)}
                  </TableCell>
                  <TableCell>{t(`webhooks.events.${d.type}`, { defaultValue: d.type })}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={STATUS_COLOR[d.status]}
                      label={t(`webhooks.delivery.${d.status}`)}
                    />
                  </TableCell>
                  <TableCell>{d.responseCode ?? '—'}</TableCell>
                  <TableCell>
                    {d.latencyMs === null ? '—' : t('webhooks.log.ms', { ms: d.latencyMs })}
                  </TableCell>
                  <TableCell>{d.attempts}</TableCell>
                  <TableCell
                    sx={{
                      maxWidth: 260,
                      fontFamily: 'monospace',
                      fontSize: 12,
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {/* no answer: the server's reason, in words; else the receiver's own body */}
                    {(d.responseCode === null
                      ? deliveryReason(d.responseExcerpt)
                      : d.responseExcerpt
                    ).slice(0, 200)}
                  </TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      disabled={redeliver.isPending}
                      onClick={() => redeliver.mutate(d)}
                    >
                      {t('webhooks.log.redeliver')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {log.isSuccess && rows.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t('webhooks.log.empty')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        {log.hasNextPage && (
          <Button onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            {t('webhooks.log.more')}
          </Button>
        )}
        <Button onClick={onClose}>{t('webhooks.log.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
