import { useTranslation } from 'react-i18next';
import { colouredChip } from '../tags/tag-chip-style';
import { useQuery } from '@tanstack/react-query';
import { Autocomplete, Box, Button, Chip, Stack, TextField } from '@mui/material';
import { SEARCH_MAX_LENGTH, type TagDTO, type UserDTO } from '@atende/shared';
import { EMPTY_SEARCH, type TicketSearchValues } from './ticket-search-values';
import { ticketFiltersApi } from './tickets-api';

interface TicketSearchFiltersProps {
  value: TicketSearchValues;
  onChange: (value: TicketSearchValues) => void;
  /** The user filter is for admins only (spec 1 §2). */
  showUserFilter: boolean;
}

/** The search tab's filters: text, tags, users (admins), date and 'Limpar'. */
export function TicketSearchFilters({ value, onChange, showUserFilter }: TicketSearchFiltersProps) {
  const { t } = useTranslation();
  const tags = useQuery({ queryKey: ['tags', 'list'], queryFn: ticketFiltersApi.tags });
  const users = useQuery({
    queryKey: ['users', 'all'],
    queryFn: ticketFiltersApi.users,
    enabled: showUserFilter,
  });
  const tagOptions = tags.data ?? [];
  const userOptions = users.data ?? [];
  const set = (patch: Partial<TicketSearchValues>) => onChange({ ...value, ...patch });

  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      <TextField
        size="small"
        type="search"
        label={t('tickets.search.text')}
        value={value.text}
        onChange={(e) => set({ text: e.target.value })}
        slotProps={{ htmlInput: { maxLength: SEARCH_MAX_LENGTH } }}
        autoFocus
      />
      <Autocomplete<TagDTO, true>
        multiple
        size="small"
        options={tagOptions}
        getOptionLabel={(o) => o.name}
        value={tagOptions.filter((o) => value.tagIds.includes(o.id))}
        onChange={(_, picked) => set({ tagIds: picked.map((o) => o.id) })}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderValue={(picked, getItemProps) =>
          picked.map((tag, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return (
              <Chip
                key={key}
                size="small"
                label={tag.name}
                sx={colouredChip(tag.color)}
                {...itemProps}
              />
            );
          })
        }
        renderInput={(params) => <TextField {...params} label={t('tickets.search.tags')} />}
      />
      {showUserFilter && (
        <Autocomplete<UserDTO, true>
          multiple
          size="small"
          options={userOptions}
          getOptionLabel={(o) => o.name}
          value={userOptions.filter((o) => value.userIds.includes(o.id))}
          onChange={(_, picked) => set({ userIds: picked.map((o) => o.id) })}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => <TextField {...params} label={t('tickets.search.users')} />}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          size="small"
          type="date"
          label={t('tickets.search.date')}
          value={value.date}
          onChange={(e) => set({ date: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: 1 }}
        />
        <Button variant="outlined" onClick={() => onChange(EMPTY_SEARCH)}>
          {t('tickets.search.clear')}
        </Button>
      </Box>
    </Stack>
  );
}
