import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The button names its action ('Excluir', 'Resolver'), never a bare 'Ok'. */
  confirmLabel: string;
  children: ReactNode;
  onClose: () => void;
  onConfirm: () => void;
}

/**
 * A yes/no question (cancel and the named action); closes itself on either answer. It opens
 * with the keyboard on Cancelar, the answer that loses nothing: Enter alone never deletes, and
 * Tab, Enter confirms. A screen reader reads the question with the title.
 */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  children,
  onClose,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="confirm-dialog-title"
      aria-describedby="confirm-dialog-text"
    >
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-dialog-text" component="div">
          {children}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => {
            onClose();
            onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
