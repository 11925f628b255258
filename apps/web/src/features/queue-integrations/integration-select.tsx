import { useTranslation } from 'react-i18next';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { MenuItem, TextField } from '@mui/material';
import { useAuth } from '../../app/auth/auth-context';
import { useAllPages } from '../../lib/use-all-pages';
import { useQueueIntegrationPages } from './use-queue-integrations';

interface Props<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  /** The value meaning 'Nenhum'; the others are the ids as text. */
  none: string;
}

/** The queue form's integration select: 'Nenhum' and every integration of the company by name. */
export function IntegrationSelect<T extends FieldValues, O = T>({
  control,
  name,
  label,
  none,
}: Props<T, O>) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const enabled = !!user?.company?.plan?.useIntegrations;
  const list = useQueueIntegrationPages('', enabled);
  useAllPages(list);
  const records = list.data?.pages.flatMap((p) => p.queueIntegrations) ?? [];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        // a stored id not loaded (yet) still shows as selected
        const known = field.value === none || records.some((r) => String(r.id) === field.value);
        return (
          <TextField
            select
            fullWidth
            label={label}
            {...field}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          >
            <MenuItem value={none}>{t('queues.modal.none')}</MenuItem>
            {records.map((r) => (
              <MenuItem key={r.id} value={String(r.id)}>
                {r.name}
              </MenuItem>
            ))}
            {!known && <MenuItem value={field.value as string}>#{String(field.value)}</MenuItem>}
          </TextField>
        );
      }}
    />
  );
}
