import { useTranslation } from 'react-i18next';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { useController, type Control } from 'react-hook-form';
import type { KanbanCardFormValues } from './card-form-values';

export interface RefOption {
  id: number;
  name: string;
  color?: string;
}

interface RefPickerProps {
  name: 'queues' | 'tags' | 'users';
  label: string;
  options: RefOption[];
  control: Control<KanbanCardFormValues>;
  /** The field's error, already translated. */
  error?: string;
}

/** Several ids picked by name from a short list (a card's queues, tags or users). */
export function RefPicker({ name, label, options, control, error }: RefPickerProps) {
  const { t } = useTranslation();
  const { field } = useController({ name, control });
  const ids = field.value ?? [];
  const byId = new Map(options.map((o) => [o.id, o]));
  const value = ids.map((id) => byId.get(id) ?? { id, name: `#${id}` });
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={value}
      noOptionsText={t('kanban.dialog.noOptions')}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, picked) => field.onChange(picked.map((o) => o.id))}
      renderValue={(picked, getItemProps) =>
        picked.map((o, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              size="small"
              label={o.name}
              sx={o.color ? { borderLeft: 4, borderColor: o.color } : undefined}
              {...itemProps}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={name}
          error={!!error}
          helperText={error}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
