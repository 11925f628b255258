import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DialogActions, DialogContent, MenuItem, Stack, TextField } from '@mui/material';
import { ALL_TICKET_VALUES, PROFILES, type UserFormValues } from '@atende/shared';
import { FormTextField } from '../../components/form-text-field';
import { showSaveError } from '../../lib/form-errors';
import { useWhatsapps } from '../connections/use-whatsapps';
import { QueueSelect } from '../queues/queue-select';
import { USER_FORM_FIELDS, userFormSchemaFor } from './user-form-schema';
import { SaveCancelButtons } from '../../components/save-cancel-buttons';

interface UserFormProps {
  initial: UserFormValues;
  editing: boolean;
  canEditProfile: boolean;
  canEditQueues: boolean;
  /** Set when users edit themselves: their e-mail, and a current-password field is shown. */
  ownEmail?: string;
  onSubmit: (values: UserFormValues) => Promise<void>;
  onCancel: () => void;
}

/** The user modal's fields; profile, visibility and queues only for who may change them. */
export function UserForm(props: UserFormProps) {
  const { initial, editing, canEditProfile, canEditQueues, ownEmail, onSubmit, onCancel } = props;
  const { t } = useTranslation();
  const connections = useWhatsapps();
  const { control, handleSubmit, setError, formState } = useForm<UserFormValues>({
    resolver: zodResolver(userFormSchemaFor(editing, ownEmail)),
    defaultValues: initial,
  });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (err) {
      showSaveError(err, setError, USER_FORM_FIELDS);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={control}
              name="name"
              label={t('userModal.name')}
              fullWidth
              autoFocus
            />
            <FormTextField
              control={control}
              name="password"
              type="password"
              label={t('userModal.password')}
              helperText={editing ? t('userModal.passwordKeep') : undefined}
              autoComplete="new-password"
              fullWidth
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={control}
              name="email"
              type="email"
              label={t('userModal.email')}
              autoComplete="off"
              fullWidth
            />
            {canEditProfile && (
              <FormTextField
                control={control}
                name="profile"
                select
                label={t('userModal.profile')}
                fullWidth
              >
                {PROFILES.map((p) => (
                  <MenuItem key={p} value={p}>
                    {t(`profiles.${p}`)}
                  </MenuItem>
                ))}
              </FormTextField>
            )}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={control}
              name="number"
              label={t('userModal.number')}
              autoComplete="off"
              slotProps={{ htmlInput: { inputMode: 'tel' } }}
              fullWidth
            />
            <Controller
              control={control}
              name="whatsappId"
              render={({ field }) => (
                <TextField
                  select
                  label={t('userModal.whatsapp')}
                  helperText={t('userModal.whatsappHelp')}
                  value={connections.data ? (field.value ?? '') : ''}
                  onChange={(e) =>
                    field.onChange(e.target.value === '' ? null : Number(e.target.value))
                  }
                  fullWidth
                >
                  <MenuItem value="">
                    <em>{t('userModal.noWhatsapp')}</em>
                  </MenuItem>
                  {(connections.data ?? []).map((c) => (
                    <MenuItem key={c.id} value={c.id}>
                      {c.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
          {ownEmail !== undefined && (
            <FormTextField
              control={control}
              name="currentPassword"
              type="password"
              label={t('userModal.currentPassword')}
              helperText={t('userModal.currentPasswordHelp')}
              autoComplete="current-password"
              fullWidth
            />
          )}
          {canEditQueues && (
            <Controller
              control={control}
              name="queueIds"
              render={({ field }) => <QueueSelect value={field.value} onChange={field.onChange} />}
            />
          )}
          {canEditProfile && (
            <FormTextField
              control={control}
              name="allTicket"
              select
              label={t('userModal.allTicket')}
              fullWidth
            >
              {ALL_TICKET_VALUES.map((v) => (
                <MenuItem key={v} value={v}>
                  {v === 'enabled'
                    ? t('userModal.allTicketEnabled')
                    : t('userModal.allTicketDisabled')}
                </MenuItem>
              ))}
            </FormTextField>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <SaveCancelButtons onCancel={onCancel} busy={formState.isSubmitting} />
      </DialogActions>
    </form>
  );
}
