import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { ReportFormat, ReportKind } from '@atende/shared';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { formatBytes, formatNumber } from '../../lib/format-number';
import { downloadReport, type ExportProgress } from './download-report';
import type { ReportFilterState } from './reports-api';

/** CSV and XLSX of the report on screen, with the download's progress while it runs. */
export function ExportButtons({
  kind,
  filters,
  disabled = false,
}: {
  kind: ReportKind;
  filters: ReportFilterState;
  /** A period the server would refuse: nothing to export. */
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const num = (n: number) => formatNumber(n, i18n.language);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const run = useMutation({
    mutationFn: (format: ReportFormat) => downloadReport(kind, filters, format, setProgress),
    onSuccess: () => toastSuccess(t('reports.exported')),
    onError: toastError,
    onSettled: () => setProgress(null),
  });
  const determinate = progress?.format === 'csv' && progress.total;
  return (
    <Stack spacing={1} sx={{ minWidth: 260 }}>
      <Stack direction="row" spacing={1}>
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            disabled={run.isPending || disabled}
            onClick={() => run.mutate(format)}
          >
            {format === 'csv' ? t('reports.exportCsv') : t('reports.exportXlsx')}
          </Button>
        ))}
      </Stack>
      {run.isPending && (
        <Box role="status">
          <LinearProgress
            variant={determinate ? 'determinate' : 'indeterminate'}
            value={determinate ? Math.min(100, (100 * progress.rows) / progress.total!) : undefined}
          />
          <Typography variant="caption" color="text.secondary">
            {determinate
              ? t('reports.exporting', {
                  done: num(progress.rows),
                  total: num(progress.total ?? 0),
                })
              : t('reports.exportingBytes', {
                  size: formatBytes(progress?.bytes ?? 0, i18n.language),
                })}
          </Typography>
        </Box>
      )}
    </Stack>
  );
}
