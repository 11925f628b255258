import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Autocomplete, TextField } from '@mui/material';
import { useContactSearch, type ContactOption } from '../contacts/use-contact-search';

export type { ContactOption };

/** The schedule's contact: a search of GET /contacts as the user types. */
export function ContactField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: ContactOption | null;
  onChange: (contact: ContactOption | null) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const { options, loading } = useContactSearch(input, 'schedule-pick', !disabled);
  return (
    <Autocomplete<ContactOption, false, false, false>
      value={value}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      loading={loading}
      disabled={disabled}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setInput(text);
      }}
      onChange={(_, picked) => onChange(picked)}
      filterOptions={(o) => o}
      getOptionLabel={(o) => `${o.name} (${o.number})`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('schedules.contact')}
          placeholder={t('schedules.contactSearch')}
          error={!!error}
          helperText={error}
        />
      )}
    />
  );
}
