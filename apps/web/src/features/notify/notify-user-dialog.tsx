import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { notifyWhatsappNumber, type NotifyUserDTO } from '@atende/shared';
import { ApiError } from '../../lib/api-client';
import { toastError, toastSuccess, translateValidation } from '../../lib/error-toast';
import { usersApi } from '../users/users-api';
import { notifyApi } from './notify-api';
import { useSingleMutation } from '../../lib/use-single-mutation';

interface NotifyUserDialogProps {
  /** Absent: add a recipient. Present: edit it. */
  record?: NotifyUserDTO;
  /** Users already recipients: offered, but not chosen twice. */
  takenUserIds: number[];
  onClose: () => void;
  /** Called after a save (the screen reloads its list). */
  onSaved?: () => void;
}

type Active = 'true' | 'false';
interface Fields {
  userId: number | '';
  whatsappNumber: string;
  active: Active | '';
}
type FieldErrors = Partial<Record<'userId' | 'whatsappNumber', string>>;

const EMPTY: Fields = { userId: '', whatsappNumber: '', active: 'true' };

/**
 * The notify-user dialog (spec 2 §2, §4, §5): add mode without a record, edit mode with one;
 * OK only with a user, a number and an active value; after a save the form resets and closes.
 */
export function NotifyUserDialog({
  record,
  takenUserIds,
  onClose,
  onSaved,
}: NotifyUserDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const users = useQuery({ queryKey: ['users', 'all'], queryFn: usersApi.all });
  const [fields, setFields] = useState<Fields>(
    record
      ? {
          userId: record.userId,
          whatsappNumber: record.whatsappNumber,
          active: record.active ? 'true' : 'false',
        }
      : EMPTY,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = (patch: Partial<Fields>) => {
    setFields((f) => ({ ...f, ...patch }));
    setErrors({});
  };

  const save = useSingleMutation({
    mutationFn: (body: { userId: number; isActive: boolean; whatsappNumber: string }) =>
      record ? notifyApi.update(record.id, body) : notifyApi.create(body),
    onSuccess: () => {
      toastSuccess(t('notify.saved'));
      setFields(EMPTY);
      onClose();
      onSaved?.();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields) setErrors(err.fields as FieldErrors);
      else toastError(err);
    },
  });

  const ready = fields.userId !== '' && fields.whatsappNumber.trim() !== '' && fields.active !== '';
  const submit = () => {
    if (fields.userId === '' || fields.active === '') return;
    const number = notifyWhatsappNumber.safeParse(fields.whatsappNumber);
    if (!number.success) {
      setErrors({ whatsappNumber: number.error.issues[0]?.message });
      return;
    }
    save.mutate({
      userId: fields.userId,
      isActive: fields.active === 'true',
      whatsappNumber: number.data,
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" fullScreen={fullScreen}>
      <DialogTitle>
        {record ? t('notify.dialog.editTitle') : t('notify.dialog.addTitle')}
      </DialogTitle>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogContent dividers>
          <Stack spacing={2}>
            <TextField
              select
              label={t('notify.dialog.user')}
              value={users.data ? fields.userId : ''}
              onChange={(e) => change({ userId: Number(e.target.value) })}
              error={Boolean(errors.userId)}
              helperText={translateValidation(errors.userId)}
              fullWidth
              autoFocus={!record}
            >
              {(users.data ?? []).map((u) => {
                const taken = u.id !== record?.userId && takenUserIds.includes(u.id);
                return (
                  <MenuItem key={u.id} value={u.id} disabled={taken}>
                    {taken ? `${u.name} (${t('notify.dialog.alreadyRecipient')})` : u.name}
                  </MenuItem>
                );
              })}
            </TextField>
            <TextField
              label={t('notify.dialog.whatsappNumber')}
              placeholder="5511999999999"
              value={fields.whatsappNumber}
              onChange={(e) => change({ whatsappNumber: e.target.value })}
              error={Boolean(errors.whatsappNumber)}
              helperText={
                translateValidation(errors.whatsappNumber) ?? t('notify.dialog.whatsappHelp')
              }
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
              fullWidth
            />
            <TextField
              select
              label={t('notify.dialog.active')}
              value={fields.active}
              onChange={(e) => change({ active: e.target.value as Active })}
              fullWidth
            >
              <MenuItem value="true">{t('notify.dialog.enabled')}</MenuItem>
              <MenuItem value="false">{t('notify.dialog.disabled')}</MenuItem>
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!ready || save.isPending}>
            {t('notify.dialog.ok')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
