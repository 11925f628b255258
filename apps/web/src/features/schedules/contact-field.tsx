import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Autocomplete, TextField } from '@mui/material';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { contactsApi } from '../contacts/contacts-api';

export interface ContactOption {
  id: number;
  name: string;
  number: string;
}

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
  const term = useDebouncedValue(input.trim());
  const found = useQuery({
    queryKey: ['contacts', 'schedule-pick', term],
    queryFn: () => contactsApi.list(term, 1),
    enabled: !disabled,
  });
  const options = (found.data?.contacts ?? []).map((c) => ({
    id: c.id,
    name: c.name,
    number: c.number,
  }));
  return (
    <Autocomplete<ContactOption, false, false, false>
      value={value}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      loading={found.isFetching}
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
