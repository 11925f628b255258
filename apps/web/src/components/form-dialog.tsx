import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Dialog, type DialogProps } from '@mui/material';
import { ConfirmDialog } from './confirm-dialog';

type FormDialogProps = Omit<DialogProps, 'onClose'> & { onClose: () => void };

/**
 * A form's dialog. Once something was typed or changed in it, a click beside it or Esc asks
 * before throwing that away; its Cancelar still closes at once. Before, a stray click outside
 * a half-written quick reply or campaign lost it without a word (decision 0153).
 */
export function FormDialog({ onClose, children, open, ...props }: FormDialogProps) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState(false);
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (!open) setTouched(false);
  }, [open]);
  const touch = () => {
    if (!touched) setTouched(true);
  };
  return (
    <Dialog {...props} open={open} onClose={() => (touched ? setAsking(true) : onClose())}>
      {/* typing and picking bubble up here; 'contents' leaves the dialog's layout as it was */}
      <Box onInput={touch} onChange={touch} sx={{ display: 'contents' }}>
        {children}
      </Box>
      <ConfirmDialog
        open={asking}
        title={t('common.discardTitle')}
        confirmLabel={t('common.discard')}
        onClose={() => setAsking(false)}
        onConfirm={onClose}
      >
        {t('common.discardText')}
      </ConfirmDialog>
    </Dialog>
  );
}
