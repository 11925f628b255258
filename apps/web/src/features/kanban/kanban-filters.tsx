import { useTranslation } from 'react-i18next';
import { MenuItem, TextField } from '@mui/material';
import { ContactFilter } from './contact-filter';
import type { KanbanFilters } from './kanban-api';
import { useCardOptions } from './use-card-options';

interface KanbanFiltersBarProps {
  value: KanbanFilters;
  onChange: (next: KanbanFilters) => void;
}

/**
 * Queue, Tag and Contact, each with an 'all' choice: shown to admins only (spec 3 §6). The
 * contact is searched for, not picked from the whole address book (decision 0139).
 */
export function KanbanFiltersBar({ value, onChange }: KanbanFiltersBarProps) {
  const { t } = useTranslation();
  const options = useCardOptions();
  const select = (
    key: keyof KanbanFilters,
    label: string,
    list: { id: number; name: string }[],
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={value[key] ?? 0}
      onChange={(e) => onChange({ ...value, [key]: Number(e.target.value) || undefined })}
      sx={{ minWidth: 150 }}
      slotProps={{ htmlInput: { 'data-testid': `kanban-filter-${key}` } }}
    >
      <MenuItem value={0}>{t('kanban.filters.all')}</MenuItem>
      {list.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <>
      {select('queueId', t('kanban.filters.queue'), options.queues)}
      {select('tagId', t('kanban.filters.tag'), options.tags)}
      <ContactFilter onChange={(contactId) => onChange({ ...value, contactId })} />
    </>
  );
}
