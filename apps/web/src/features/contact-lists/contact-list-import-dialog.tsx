import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ContactListImportReport, ContactListImportRow } from '@atende/shared';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-toast';
import { contactListsApi } from './contact-lists-api';

/** Spec 3 §5: .xls and .xlsx; CSV as well. */
const ACCEPTED_FILES = '.xls,.xlsx,.csv';

const importErrorText = (err: unknown) =>
  err instanceof ApiError && err.fields?.file ? err.fields.file : errorText(err);

function ReportView({ report }: { report: ContactListImportReport }) {
  const { t } = useTranslation();
  // the codes in the user's language; a reason without codes as the server wrote it
  const reasonText = (r: ContactListImportRow) =>
    r.reasons
      ? r.reasons
          .map((c) => t(`contactLists.importDialog.reasons.${c.code}`, { row: c.row }))
          .join('; ')
      : r.reason;
  return (
    <Stack spacing={2} role="region" aria-label={t('contactLists.importDialog.report')}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip
          color="success"
          label={`${t('contactLists.importDialog.created')}: ${report.created}`}
        />
        <Chip color="info" label={`${t('contactLists.importDialog.updated')}: ${report.updated}`} />
        <Chip label={`${t('contactLists.importDialog.merged')}: ${report.merged}`} />
        <Chip
          color={report.refused ? 'error' : 'default'}
          label={`${t('contactLists.importDialog.refused')}: ${report.refused}`}
        />
      </Stack>
      {report.rows.length === 0 ? (
        <Typography color="text.secondary">{t('contactLists.importDialog.noneRefused')}</Typography>
      ) : (
        <TableContainer sx={{ maxHeight: 320 }}>
          <Table size="small" stickyHeader aria-label={t('contactLists.importDialog.rows')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('contactLists.importDialog.row')}</TableCell>
                <TableCell>{t('contactLists.items.name')}</TableCell>
                <TableCell>{t('contactLists.items.number')}</TableCell>
                <TableCell>{t('contactLists.importDialog.reason')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.rows.map((r) => (
                <TableRow key={r.row}>
                  <TableCell>{r.row}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{r.name}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{r.number}</TableCell>
                  <TableCell>{reasonText(r)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}

interface Props {
  contactListId: number;
  onClose: () => void;
}

/** Choose the spreadsheet, confirm, POST /contact-lists/{id}/upload, then the per-row report. */
export function ContactListImportDialog({ contactListId, onClose }: Props) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<ContactListImportReport | null>(null);

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    setFile(e.target.files?.[0] ?? null);
    setError(null);
    e.target.value = '';
  };
  const upload = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      setReport(await contactListsApi.upload(contactListId, file));
    } catch (err) {
      setError(importErrorText(err));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  const close = () => !busy && onClose();

  let body;
  if (report) body = <ReportView report={report} />;
  else if (confirming)
    body = <DialogContentText>{t('contactLists.importDialog.confirm')}</DialogContentText>;
  else {
    body = (
      <Stack spacing={2}>
        <DialogContentText>{t('contactLists.importDialog.help')}</DialogContentText>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            {t('contactLists.importDialog.choose')}
            <input
              type="file"
              hidden
              accept={ACCEPTED_FILES}
              aria-label={t('contactLists.importDialog.file')}
              onChange={choose}
            />
          </Button>
          <Typography
            color={file ? 'text.primary' : 'text.secondary'}
            sx={{ wordBreak: 'break-all' }}
          >
            {file ? file.name : t('contactLists.importDialog.noFile')}
          </Typography>
        </Stack>
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    );
  }

  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>{t('contactLists.importDialog.title')}</DialogTitle>
      <DialogContent dividers>{body}</DialogContent>
      <DialogActions>
        {report ? (
          <Button variant="contained" onClick={onClose}>
            {t('contactLists.importDialog.close')}
          </Button>
        ) : (
          <>
            <Button onClick={() => (confirming ? setConfirming(false) : close())} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="contained"
              disabled={!file || busy}
              onClick={() => (confirming ? void upload() : setConfirming(true))}
            >
              {busy
                ? t('contactLists.importDialog.importing')
                : t('contactLists.importDialog.submit')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
