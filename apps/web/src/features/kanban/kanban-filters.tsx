import { useTranslation } from 'react-i18next';
import { PickOne } from '../../components/pick-one';
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
  const pick = (key: 'queueId' | 'tagId', label: string, list: { id: number; name: string }[]) => (
    <PickOne
      label={label}
      options={list}
      value={value[key] ? String(value[key]) : ''}
      onChange={(id) => onChange({ ...value, [key]: Number(id) || undefined })}
      noneLabel={t('kanban.filters.all')}
      minWidth={180}
      testId={`kanban-filter-${key}`}
    />
  );
  return (
    <>
      {pick('queueId', t('kanban.filters.queue'), options.queues)}
      {pick('tagId', t('kanban.filters.tag'), options.tags)}
      <ContactFilter onChange={(contactId) => onChange({ ...value, contactId })} />
    </>
  );
}
