import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { FileListDTO } from '@atende/shared';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListPage } from '../../components/list-page';
import { RowActions } from '../../components/row-actions';
import { TableStatusRows } from '../../components/table-status-rows';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { FileListModal } from './file-list-modal';
import { filesApi } from './files-api';
import { filesRemove, useFilesPages, useFilesRealtime } from './use-files';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { filesTexts } from './locales';

addPageTexts('files', filesTexts);

type ModalState = { open: false } | { open: true; record?: FileListDTO };

/** /files (spec 3 §2): name and actions, search and add. */
export function FilesPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const list = useFilesPages(useDebouncedValue(search.trim()));
  const [modal, setModal] = useState<ModalState>({ open: false });
  const [toDelete, setToDelete] = useState<FileListDTO | null>(null);
  useFilesRealtime();
  const records = list.data?.pages.flatMap((p) => p.files) ?? [];

  const remove = useMutation({
    mutationFn: (r: FileListDTO) => filesApi.remove(r.id),
    onSuccess: (_a, r) => {
      filesRemove(client, r.id);
      toastSuccess(t('files.success'));
    },
    onError: toastError,
  });

  return (
    <ListPage
      title={t('files.title')}
      search={search}
      onSearch={setSearch}
      searchPlaceholder={t('files.searchPlaceholder')}
      addLabel={t('files.add')}
      onAdd={() => setModal({ open: true })}
      paging={list}
      overlays={
        <>
          {modal.open && (
            <FileListModal record={modal.record} onClose={() => setModal({ open: false })} />
          )}
          <ConfirmDialog
            open={toDelete !== null}
            title={t('files.confirmTitle')}
            confirmLabel={t('common.delete')}
            onClose={() => setToDelete(null)}
            onConfirm={() => toDelete && remove.mutate(toDelete)}
          >
            {t('files.confirmBody')}
          </ConfirmDialog>
        </>
      }
    >
      <Table size="small" stickyHeader aria-label={t('files.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('files.name')}</TableCell>
            <TableCell align="right">{t('common.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((r) => (
            <TableRow key={r.id} hover>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {r.name}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {t('files.filesCount', { count: r.options.filter((o) => o.file).length })}
                </Typography>
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
            columns={2}
            loading={list.isLoading || list.isFetchingNextPage}
            failed={list.isError}
            onRetry={() => void list.refetch()}
            rows={records.length}
            emptyText={t('files.empty')}
          />
        </TableBody>
      </Table>
    </ListPage>
  );
}
