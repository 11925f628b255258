import { useTranslation } from 'react-i18next';
import { Controller, type Control } from 'react-hook-form';
import { MenuItem, TextField } from '@mui/material';
import { PickOne } from '../../components/pick-one';
import { translateValidation } from '../../lib/error-toast';
import type { CampaignFormValues } from './campaign-form';

interface Named {
  id: number;
  name: string;
}

interface PickerProps {
  control: Control<CampaignFormValues>;
  label: string;
  options: Named[] | undefined;
  disabled: boolean;
  /** Told of each choice ('' for none): a list and a tag exclude each other. */
  onPick?: (value: string) => void;
}

/** A short list of the company's (contact lists, connections), 'Nenhuma' first. */
export function CampaignSelect({
  name,
  ...props
}: PickerProps & { name: 'contactListId' | 'whatsappId' }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={props.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          size="small"
          label={props.label}
          {...field}
          onChange={(e) => {
            field.onChange(e);
            props.onPick?.(e.target.value);
          }}
          disabled={props.disabled}
          error={!!fieldState.error}
          helperText={translateValidation(fieldState.error?.message)}
        >
          <MenuItem value="">{t('campaigns.none')}</MenuItem>
          {(props.options ?? []).map((o) => (
            <MenuItem key={o.id} value={String(o.id)}>
              {o.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** The tag whose contacts receive the campaign: a company may have hundreds, found by typing. */
export function CampaignTagList(props: PickerProps) {
  const { t } = useTranslation();
  return (
    <Controller
      control={props.control}
      name="tagListId"
      render={({ field, fieldState }) => (
        <PickOne
          label={props.label}
          options={props.options}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            props.onPick?.(value);
          }}
          noneLabel={t('campaigns.none')}
          disabled={props.disabled}
          error={translateValidation(fieldState.error?.message)}
        />
      )}
    />
  );
}
