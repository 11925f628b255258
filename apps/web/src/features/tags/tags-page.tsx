import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TagListItemDTO } from '@atende/shared';
import { useCurrentUser } from '../../app/auth/auth-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListPage } from '../../components/list-page';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { nextTagColor } from './tag-colors';
import { TagModal } from './tag-modal';
import { managesTags } from './tag-permissions';
import { patchTagLists, removeTag } from './tags-cache';
import { tagsApi } from './tags-api';
import { TagsTable } from './tags-table';
import { useTagsList, useTagsRealtime } from './use-tags';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { tagsTexts } from './locales';

addPageTexts('tags', tagsTexts);

type ModalState = { open: false } | { open: true; tagId?: number };

/** /tags (spec 2 §2 Tags page). */
export function TagsPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim().toLowerCase());
  const list = useTagsList(debounced);
  const [modal, setModal] = useState<ModalState>({ open: false });
  const [toDelete, setToDelete] = useState<TagListItemDTO | null>(null);
  const manages = managesTags(me.profile);
  useTagsRealtime();

  const tags = list.data?.pages.flatMap((p) => p.tags) ?? [];

  const remove = useMutation({
    mutationFn: (tag: TagListItemDTO) => tagsApi.remove(tag.id),
    onSuccess: (_answer, tag) => {
      patchTagLists(client, null, (d) => removeTag(d, tag.id));
      toastSuccess(t('tags.success'));
    },
    onError: toastError,
  });

  return (
    <ListPage
      title={t('tags.title')}
      search={search}
      onSearch={setSearch}
      searchPlaceholder={t('tags.searchPlaceholder')}
      addLabel={t('tags.add')}
      onAdd={() => setModal({ open: true })}
      paging={list}
      overlays={
        <>
          {modal.open && (
            <TagModal
              open
              tagId={modal.tagId}
              defaultColor={nextTagColor(tags.map((tag) => tag.color))}
              onClose={() => setModal({ open: false })}
            />
          )}
          <ConfirmDialog
            open={toDelete !== null}
            title={t('tags.confirmTitle')}
            confirmLabel={t('common.delete')}
            onClose={() => setToDelete(null)}
            onConfirm={() => toDelete && remove.mutate(toDelete)}
          >
            {t('tags.confirmBody')}
          </ConfirmDialog>
        </>
      }
    >
      <TagsTable
        tags={tags}
        loading={list.isLoading || list.isFetchingNextPage}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        onEdit={manages ? (tag) => setModal({ open: true, tagId: tag.id }) : undefined}
        onDelete={manages ? setToDelete : undefined}
      />
    </ListPage>
  );
}
