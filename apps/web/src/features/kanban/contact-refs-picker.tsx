import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Autocomplete, TextField } from '@mui/material';
import { useContactSearch } from '../contacts/use-contact-search';
import type { RefOption } from './ref-picker';

interface ContactRefsPickerProps {
  label: string;
  value: RefOption[];
  onChange: (contacts: RefOption[]) => void;
}

/** A card's contacts, found by searching the address book as one types (decision 0139). */
export function ContactRefsPicker({ label, value, onChange }: ContactRefsPickerProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const { options, loading } = useContactSearch(input, 'kanban-pick');
  return (
    <Autocomplete<RefOption & { number?: string }, true>
      multiple
      size="small"
      options={options}
      value={value}
      loading={loading}
      filterOptions={(found) => found}
      filterSelectedOptions
      noOptionsText={t('kanban.dialog.noOptions')}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      // after a pick the box empties ('reset'): the next search starts from nothing
      onInputChange={(_e, text) => setInput(text)}
      onChange={(_e, picked) => onChange(picked.map(({ id, name }) => ({ id, name })))}
      renderOption={(props, o) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            {o.number ? `${o.name} - ${o.number}` : o.name}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name="contacts"
          placeholder={value.length ? undefined : t('kanban.dialog.contactSearch')}
        />
      )}
    />
  );
}
