import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Stack, Typography } from '@mui/material';
import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import {
  QUEUE_OPTIONS_MAX_DEPTH,
  type QueueOptionDTO,
  type QueueOptionUpdateData,
  type QueueRefDTO,
} from '@atende/shared';
import { RowAction, RowActions } from '../../components/row-actions';
import { QueueOptionForm, type OptionFlush, type OptionFormValues } from './queue-option-form';

/** Which form is open in the tree: a new option under `parentId`, or option `id`. */
export type OptionEditing = { kind: 'add'; parentId: number | null } | { kind: 'edit'; id: number };

interface OptionBranchProps {
  options: QueueOptionDTO[];
  depth: number;
  /** The queues an option may forward to, with their names for the caption. */
  queues: QueueRefDTO[];
  editing: OptionEditing | null;
  onEdit: (editing: OptionEditing | null) => void;
  onDelete: (option: QueueOptionDTO) => void;
  onSave: (editing: OptionEditing, body: QueueOptionUpdateData) => Promise<unknown>;
  /** Handed to the open form (see QueueOptionForm). */
  pending?: RefObject<OptionFlush | null>;
}

/** The lowest number none of `siblings` uses, offered to a new option. */
export const nextNumber = (siblings: QueueOptionDTO[]) => {
  let n = 1;
  while (siblings.some((s) => s.option === n)) n++;
  return n;
};

const toForm = (o: QueueOptionDTO): OptionFormValues => ({
  option: String(o.option),
  title: o.title,
  message: o.message,
  forwardQueueId: o.forwardQueueId === null ? '' : String(o.forwardQueueId),
  humanHandover: o.humanHandover,
});

export const blankOption = (siblings: QueueOptionDTO[]): OptionFormValues => ({
  option: String(nextNumber(siblings)),
  title: '',
  message: '',
  forwardQueueId: '',
  humanHandover: false,
});

/** One level of the menu: each option with its actions, its form when open, and its children. */
export function OptionBranch(props: OptionBranchProps) {
  const { options, depth, queues, editing, onEdit, onDelete, onSave, pending } = props;
  const { t } = useTranslation();
  const actionOf = (o: QueueOptionDTO) => {
    if (o.humanHandover) return t('queues.options.handsOver');
    const target = queues.find((q) => q.id === o.forwardQueueId);
    return target ? t('queues.options.forwardsTo', { queue: target.name }) : null;
  };
  const form = (change: OptionEditing, initial: OptionFormValues, hasChildren: boolean) => (
    <QueueOptionForm
      initial={initial}
      queues={queues}
      hasChildren={hasChildren}
      onSubmit={(body) => onSave(change, body)}
      onCancel={() => onEdit(null)}
      pending={pending}
    />
  );

  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, pl: depth ? { xs: 1.5, sm: 3 } : 0 }}>
      {options.map((o) => {
        const isEditing = editing?.kind === 'edit' && editing.id === o.id;
        const addingHere = editing?.kind === 'add' && editing.parentId === o.id;
        const ends = o.humanHandover || o.forwardQueueId !== null;
        const action = actionOf(o);
        return (
          <Box component="li" key={o.id} aria-label={`${o.option} ${o.title}`}>
            {isEditing ? (
              form(editing, toForm(o), o.children.length > 0)
            ) : (
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', py: 0.5, borderBottom: 1, borderColor: 'divider' }}
              >
                <Typography sx={{ fontWeight: 600, minWidth: '2ch' }}>{o.option}</Typography>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography noWrap>{o.title}</Typography>
                  {action && (
                    <Typography variant="caption" color="text.secondary" noWrap component="p">
                      {action}
                    </Typography>
                  )}
                </Box>
                <Box sx={{ whiteSpace: 'nowrap' }}>
                  <RowActions
                    onEdit={() => onEdit({ kind: 'edit', id: o.id })}
                    onDelete={() => onDelete(o)}
                    editLabel={t('queues.options.edit', { title: o.title })}
                    deleteLabel={t('queues.options.delete', { title: o.title })}
                  >
                    {!ends && depth + 1 < QUEUE_OPTIONS_MAX_DEPTH && (
                      <RowAction
                        label={t('queues.options.addChild', { title: o.title })}
                        onClick={() => onEdit({ kind: 'add', parentId: o.id })}
                      >
                        <AddCircleOutline fontSize="small" />
                      </RowAction>
                    )}
                  </RowActions>
                </Box>
              </Stack>
            )}
            {o.children.length > 0 && (
              <OptionBranch {...props} options={o.children} depth={depth + 1} />
            )}
            {addingHere && (
              <Box sx={{ pl: { xs: 1.5, sm: 3 } }}>
                {form(editing, blankOption(o.children), false)}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
