import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ContactImportReport } from '@atende/shared';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-toast';
import { ContactImportReportView } from './contact-import-report';
import { contactsApi } from './contacts-api';

/** Files the server reads: CSV (or text), XLSX and vCard. */
const ACCEPTED_FILES = '.csv,.txt,.xlsx,.vcf,.vcard,text/csv,text/vcard,text/x-vcard';

interface ContactImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** After the server has imported the file (the lists are refetched). */
  onImported?: (report: ContactImportReport) => void;
}

/**
 * A file's problem as the server words it (`fields.file`), else the usual error text, which
 * translates codes of their own (a spreadsheet past the import limits).
 */
function importErrorText(err: unknown): string {
  if (err instanceof ApiError && err.code === 'ERR_VALIDATION' && err.fields?.file) {
    return err.fields.file;
  }
  return errorText(err);
}

/** Choose a CSV, XLSX or vCard file, POST /contacts/import, then show the per-row report. */
export function ContactImportDialog({ open, onClose, onImported }: ContactImportDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<ContactImportReport | null>(null);

  const reset = () => {
    setFile(null);
    setError(null);
    setReport(null);
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    setFile(e.target.files?.[0] ?? null);
    setError(null);
    e.target.value = ''; // choosing the same file again still fires a change
  };

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      const result = await contactsApi.import(form);
      setReport(result);
      onImported?.(result);
    } catch (err) {
      setError(importErrorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="contact-import-title"
    >
      <DialogTitle id="contact-import-title">{t('contacts.importDialog.title')}</DialogTitle>
      <DialogContent dividers>
        {report ? (
          <ContactImportReportView report={report} />
        ) : (
          <Stack spacing={2}>
            <DialogContentText>{t('contacts.importDialog.help')}</DialogContentText>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
                {t('contacts.importDialog.choose')}
                <input
                  type="file"
                  hidden
                  accept={ACCEPTED_FILES}
                  aria-label={t('contacts.importDialog.file')}
                  onChange={choose}
                />
              </Button>
              <Typography
                color={file ? 'text.primary' : 'text.secondary'}
                sx={{ wordBreak: 'break-all' }}
              >
                {file ? file.name : t('contacts.importDialog.noFile')}
              </Typography>
            </Stack>
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {report ? (
          <>
            <Button onClick={reset}>{t('contacts.importDialog.another')}</Button>
            <Button variant="contained" onClick={close}>
              {t('contacts.importDialog.close')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={close} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button variant="contained" onClick={() => void upload()} disabled={!file || busy}>
              {busy ? t('contacts.importDialog.importing') : t('contacts.importDialog.submit')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
