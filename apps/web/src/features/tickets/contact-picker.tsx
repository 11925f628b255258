import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { contactsApi } from '../contacts/contacts-api';

export const CONTACT_SEARCH_MIN = 3;

export interface PickedContact {
  id: number;
  name: string;
  number: string;
}

/** An option of the picker: a contact, or the offer to add one with the typed name. */
type Option = PickedContact | { addName: string };

const isAddOption = (o: Option): o is { addName: string } => 'addName' in o;

interface ContactPickerProps {
  value: PickedContact | null;
  onChange: (contact: PickedContact | null) => void;
  onAddContact: (name: string) => void;
  error?: string;
}

/**
 * Contact search of the new-ticket dialog: asks GET /contacts from 3 characters (debounced),
 * and offers 'add contact' when the typed name matches no contact.
 */
export function ContactPicker({ value, onChange, onAddContact, error }: ContactPickerProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim());
  const enabled = term.length >= CONTACT_SEARCH_MIN;
  const found = useQuery({
    queryKey: ['contacts', 'pick', term],
    queryFn: () => contactsApi.list(term, 1),
    enabled,
  });
  const contacts: PickedContact[] = enabled
    ? (found.data?.contacts ?? []).map((c) => ({ id: c.id, name: c.name, number: c.number }))
    : [];
  const typed = input.trim();
  // the answer for what is typed now has arrived (not one for an older text, nor none yet)
  const settled = enabled && term === typed && found.isSuccess && !found.isFetching;
  const loading = typed.length >= CONTACT_SEARCH_MIN && !settled;

  return (
    <Autocomplete<Option, false, false, false>
      value={value}
      options={contacts}
      loading={loading}
      onInputChange={(_, text, reason) => {
        if (reason !== 'reset') setInput(text);
      }}
      onChange={(_, picked) => {
        if (picked && isAddOption(picked)) onAddContact(picked.addName);
        else onChange(picked);
      }}
      // the server's answer is the match (every word of the name, or the number in either
      // form): filtering it again by name would hide the contacts found by their number
      filterOptions={(options) => {
        const filtered = [...options];
        const exact = options.some(
          (o) => !isAddOption(o) && o.name.toLowerCase() === typed.toLowerCase(),
        );
        if (settled && !exact) {
          filtered.push({ addName: typed });
        }
        return filtered;
      }}
      getOptionLabel={(o) => (isAddOption(o) ? o.addName : o.name)}
      getOptionKey={(o) => (isAddOption(o) ? `add-${o.addName}` : o.id)}
      isOptionEqualToValue={(a, b) => !isAddOption(a) && !isAddOption(b) && a.id === b.id}
      renderOption={(props, o) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            {isAddOption(o)
              ? t('tickets.newTicketModal.addContact', { name: o.addName })
              : `${o.name} - ${o.number}`}
          </li>
        );
      }}
      noOptionsText={
        typed.length < CONTACT_SEARCH_MIN
          ? t('tickets.newTicketModal.typeMore')
          : t('tickets.newTicketModal.noContacts')
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('tickets.newTicketModal.contact')}
          autoFocus
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {loading && <CircularProgress color="inherit" size={18} />}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
