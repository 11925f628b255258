import { useEffect, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Dialog, type DialogProps } from '@mui/material';
import { ConfirmDialog } from './confirm-dialog';

/** Marks a form inside the dialog that saves or drops its own typing: it does not count here. */
export const OWN_FORM = 'data-own-form';

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
  const touch = (e: SyntheticEvent) => {
    const target = e.target as Element;
    // a form of its own inside (a queue's chatbot option) saves or drops its own typing
    if (touched || target.closest?.(`[${OWN_FORM}]`)) return;
    setTouched(true);
  };
  // MUI's Select and Autocomplete change on a click (or Enter) on an option, with no input event
  const pick = (e: SyntheticEvent) => {
    if ((e.target as Element).closest?.('[role="option"], [role="menuitem"]')) touch(e);
  };
  return (
    <Dialog {...props} open={open} onClose={() => (touched ? setAsking(true) : onClose())}>
      {/* typing and picking bubble up here; 'contents' leaves the dialog's layout as it was */}
      <Box
        data-form-dialog
        onInput={touch}
        onChange={touch}
        onClick={pick}
        onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && pick(e)}
        sx={{ display: 'contents' }}
      >
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
