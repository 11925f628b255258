import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Autocomplete, Box, Chip, TextField, createFilterOptions } from '@mui/material';
import { foldText, type TicketDTO } from '@atende/shared';
import { useSocketReconnect } from '../../app/auth/socket-provider';
import { useCompanyEvent } from '../../lib/use-company-event';
import { toastError } from '../../lib/error-toast';
import { nextTagColor } from '../tags/tag-colors';
import { tagsApi } from '../tags/tags-api';
import { colouredChip } from '../tags/tag-chip-style';
import { updateTicket } from './chat-cache';
import { applyTagChange, tagChangeOf, type TagOption, type TagRef } from './tag-change';
import { hiddenWhileTypingOnPhone } from '../../lib/while-typing-on-phone';
import { ON_TOUCH_SCREEN } from '../../lib/touch-screen';

const TAGS_KEY = ['tags', 'list'] as const;

/**
 * On a touch screen the 16 px delete (x) of a chip answers a finger 40 x 40 px around it: the
 * icon's padding takes taps, and negative margins keep the chip's size.
 */
const touchTargets = {
  [ON_TOUCH_SCREEN]: {
    '& .MuiChip-deleteIcon': {
      boxSizing: 'content-box',
      p: '12px',
      m: '-12px -8px -12px -16px',
    },
  },
} as const;

const filter = createFilterOptions<TagOption>();

/** The ticket's tags with an autocomplete of the company's tags; new names become tags. */
export function TagEditor({ ticket, disabled }: { ticket: TicketDTO; disabled?: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const all = useQuery({ queryKey: TAGS_KEY, queryFn: tagsApi.listAll, staleTime: 60_000 });
  // tags created, renamed or deleted elsewhere show up in the editor without a reload
  useCompanyEvent('tag', () => {
    void client.invalidateQueries({ queryKey: TAGS_KEY });
  });
  useSocketReconnect(() => void client.invalidateQueries({ queryKey: TAGS_KEY }));
  const options: TagOption[] = (all.data ?? []).map(({ id, name, color }) => ({ id, name, color }));

  /**
   * Names typed that are not tags yet become tags (next palette colour); then only what the user
   * added or removed is sent, so a colleague's change made meanwhile stays (decision 0153).
   */
  const save = useMutation({
    mutationFn: async (values: (TagOption | string)[]) => {
      const { added, removed } = tagChangeOf(ticket.tags, values);
      const known = new Map((all.data ?? []).map((tag) => [foldText(tag.name), tag]));
      const chosen: TagRef[] = [];
      for (const value of added) {
        const name = (typeof value === 'string' ? value : value.name).trim();
        const existing = typeof value !== 'string' && value.id ? value : known.get(foldText(name));
        if (existing) {
          chosen.push(existing);
        } else if (name) {
          const used = [...known.values()].map((tag) => tag.color);
          const created = await tagsApi.create({ name, color: nextTagColor(used) });
          chosen.push(created);
          known.set(foldText(name), { ...created, kanban: 0 });
        }
      }
      const add = chosen.map((tag) => tag.id);
      const { ticket: saved } = await tagsApi.change(ticket.id, { add, remove: removed });
      return { added: saved.tags.filter((tag) => add.includes(tag.id)), removed };
    },
    onSuccess: ({ added, removed }) => {
      updateTicket(client, ticket.uuid, (cached) => ({
        ...cached,
        tags: applyTagChange(cached.tags, added, removed),
      }));
      void client.invalidateQueries({ queryKey: TAGS_KEY });
    },
    onError: toastError,
  });

  return (
    <Box
      sx={{
        px: 2,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        ...touchTargets,
        ...hiddenWhileTypingOnPhone,
      }}
    >
      <Autocomplete<TagOption, true, false, true>
        multiple
        freeSolo
        // a name typed and left, neither picked nor created, would read as a tag of the ticket
        clearOnBlur
        size="small"
        disabled={disabled || save.isPending}
        options={options}
        value={ticket.tags}
        loading={all.isLoading}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        getOptionLabel={(o) => (typeof o === 'string' ? o : o.name)}
        filterOptions={(opts, params) => {
          const filtered = filter(opts, params);
          const typed = params.inputValue.trim();
          // 'pos-venda' is the tag 'Pós-venda', not a new one (accents and case aside, as tags are searched)
          if (typed && !opts.some((o) => foldText(o.name) === foldText(typed))) {
            filtered.push({ id: 0, name: typed, color: '', create: true });
          }
          return filtered;
        }}
        renderOption={(props, option) => {
          const { key, ...rest } = props as typeof props & { key: string };
          return (
            <li key={key} {...rest}>
              {'create' in option ? t('chat.tags.create', { name: option.name }) : option.name}
            </li>
          );
        }}
        renderValue={(values, getItemProps) =>
          values.map((tag, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            const ref = typeof tag === 'string' ? { name: tag, color: '' } : tag;
            return (
              <Chip
                key={key}
                size="small"
                label={ref.name}
                sx={ref.color ? colouredChip(ref.color) : undefined}
                {...itemProps}
              />
            );
          })
        }
        onChange={(_, values) => save.mutate(values)}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('chat.tags.label')}
            placeholder={t('chat.tags.placeholder')}
          />
        )}
      />
    </Box>
  );
}
