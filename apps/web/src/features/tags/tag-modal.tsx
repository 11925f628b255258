import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DialogContent, DialogTitle, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { TAG_DEFAULT_COLOR, type TagCreateInput } from '@atende/shared';
import { useCurrentUser } from '../../app/auth/auth-context';
import { LoadingScreen } from '../../components/loading-screen';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { TagForm, type TagFormValues } from './tag-form';
import { managesTags } from './tag-permissions';
import { patchTagLists, upsertTag } from './tags-cache';
import { tagsApi } from './tags-api';
import { FormDialog } from '../../components/form-dialog';

interface TagModalProps {
  open: boolean;
  /** Absent: add a tag. Present: edit that tag (GET /tags/{id}). */
  tagId?: number;
  /** The colour a new tag starts with. */
  defaultColor?: string;
  onClose: () => void;
}

export function TagModal({ open, tagId, defaultColor, onClose }: TagModalProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const me = useCurrentUser();
  const client = useQueryClient();
  const editing = tagId !== undefined;
  const showKanban = managesTags(me.profile);

  const existing = useQuery({
    queryKey: ['tags', 'detail', tagId],
    queryFn: () => tagsApi.get(tagId!),
    enabled: editing,
    staleTime: 0,
    // never open the form on a copy from an earlier visit
    gcTime: 0,
  });

  useEffect(() => {
    if (!existing.isError) return;
    toastError(existing.error);
    onClose();
  }, [existing.isError, existing.error, onClose]);

  // the form maps a refusal to its fields, so it awaits mutateAsync
  const saveTag = useMutation({
    mutationFn: (values: TagFormValues) => {
      const body: TagCreateInput = { name: values.name, color: values.color };
      if (showKanban) body.kanban = values.kanban ? 1 : 0;
      return editing ? tagsApi.update(tagId, body) : tagsApi.create(body);
    },
    onSuccess: (saved) => {
      if (saved?.id) patchTagLists(client, saved, (d) => upsertTag(d, saved));
      toastSuccess(t('tags.success'));
      onClose();
    },
  });
  const save = async (values: TagFormValues) => {
    await saveTag.mutateAsync(values);
  };

  const initial: TagFormValues | null = editing
    ? existing.data
      ? {
          name: existing.data.name,
          color: existing.data.color,
          kanban: existing.data.kanban === 1,
        }
      : null
    : { name: '', color: defaultColor ?? TAG_DEFAULT_COLOR, kanban: false };
  return (
    <FormDialog open={open} onClose={onClose} fullWidth maxWidth="xs" fullScreen={fullScreen}>
      <DialogTitle>{editing ? t('tags.modal.editTitle') : t('tags.modal.addTitle')}</DialogTitle>
      {initial ? (
        <TagForm initial={initial} showKanban={showKanban} onSubmit={save} onCancel={onClose} />
      ) : (
        <DialogContent>
          <LoadingScreen />
        </DialogContent>
      )}
    </FormDialog>
  );
}
