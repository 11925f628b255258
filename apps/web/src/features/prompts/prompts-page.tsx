import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { PromptDTO } from '@atende/shared';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListPage } from '../../components/list-page';
import { RowActions } from '../../components/row-actions';
import { PHONE_PADDING, WIDE_ONLY } from '../../components/table-columns';
import { TableStatusRows } from '../../components/table-status-rows';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { PromptModal } from './prompt-modal';
import { promptsApi } from './prompts-api';
import { promptsRemove, usePromptsPages, usePromptsRealtime } from './use-prompts';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { promptsTexts } from './locales';

// this page's Portuguese texts come with its code, not with the app's first load
addPageTexts('prompts', promptsTexts);

type ModalState = { open: false } | { open: true; record?: PromptDTO };

/** /prompts (spec 3 §2); the route lets in only a plan with OpenAI (PlanRoute). */
export function PromptsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const list = usePromptsPages(useDebouncedValue(search.trim()));
  const [modal, setModal] = useState<ModalState>({ open: false });
  const [toDelete, setToDelete] = useState<PromptDTO | null>(null);
  usePromptsRealtime();
  const records = list.data?.pages.flatMap((p) => p.prompts) ?? [];

  const remove = useMutation({
    mutationFn: (r: PromptDTO) => promptsApi.remove(r.id),
    onSuccess: (_a, r) => {
      promptsRemove(client, r.id);
      toastSuccess(t('prompts.deleted'));
    },
    onError: toastError,
  });

  return (
    <ListPage
      title={t('prompts.title')}
      search={search}
      onSearch={setSearch}
      searchPlaceholder={t('prompts.searchPlaceholder')}
      addLabel={t('prompts.add')}
      onAdd={() => setModal({ open: true })}
      paging={list}
      overlays={
        <>
          {modal.open && (
            <PromptModal record={modal.record} onClose={() => setModal({ open: false })} />
          )}
          <ConfirmDialog
            open={toDelete !== null}
            title={t('prompts.confirmTitle')}
            confirmLabel={t('common.delete')}
            onClose={() => setToDelete(null)}
            onConfirm={() => toDelete && remove.mutate(toDelete)}
          >
            {t('prompts.confirmBody')}
          </ConfirmDialog>
        </>
      }
    >
      <Table size="small" stickyHeader aria-label={t('prompts.title')} sx={PHONE_PADDING}>
        <TableHead>
          <TableRow>
            <TableCell>{t('prompts.name')}</TableCell>
            <TableCell>{t('prompts.queue')}</TableCell>
            <TableCell align="right" sx={WIDE_ONLY}>
              {t('prompts.maxTokens')}
            </TableCell>
            <TableCell align="right">{t('common.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((r) => (
            <TableRow key={r.id} hover>
              <TableCell sx={{ overflowWrap: 'break-word' }}>{r.name}</TableCell>
              <TableCell>{r.queue?.name ?? ''}</TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                {r.maxTokens}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <RowActions
                  onEdit={() => setModal({ open: true, record: r })}
                  onDelete={() => setToDelete(r)}
                />
              </TableCell>
            </TableRow>
          ))}
          <TableStatusRows
            columns={4}
            loading={list.isLoading || list.isFetchingNextPage}
            failed={list.isError}
            onRetry={() => void list.refetch()}
            rows={records.length}
            emptyText={t('prompts.empty')}
          />
        </TableBody>
      </Table>
    </ListPage>
  );
}
