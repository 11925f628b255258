import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Autocomplete, TextField } from '@mui/material';
import { useContactSearch, type ContactOption } from '../contacts/use-contact-search';

interface ContactFilterProps {
  onChange: (contactId: number | undefined) => void;
}

/** The board's Contact filter: empty is 'Todos'; a contact is found by searching (0139). */
export function ContactFilter({ onChange }: ContactFilterProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [picked, setPicked] = useState<ContactOption | null>(null);
  const { options, loading } = useContactSearch(input, 'kanban-filter');
  return (
    <Autocomplete<ContactOption>
      size="small"
      options={picked && !options.some((o) => o.id === picked.id) ? [picked, ...options] : options}
      value={picked}
      loading={loading}
      filterOptions={(found) => found}
      noOptionsText={t('kanban.dialog.noOptions')}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_e, text, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(text);
      }}
      onChange={(_e, contact) => {
        setPicked(contact);
        setInput('');
        onChange(contact?.id);
      }}
      renderOption={(props, o) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            {`${o.name} - ${o.number}`}
          </li>
        );
      }}
      sx={{ minWidth: 200 }}
      slotProps={{ popper: { sx: { minWidth: 280 } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('kanban.filters.contact')}
          placeholder={t('kanban.filters.all')}
          slotProps={{
            htmlInput: { ...params.inputProps, 'data-testid': 'kanban-filter-contactId' },
            inputLabel: { ...params.InputLabelProps, shrink: true },
          }}
        />
      )}
    />
  );
}
