import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import type { ContactListDTO } from '@atende/shared';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListPage } from '../../components/list-page';
import { RowAction, RowActions } from '../../components/row-actions';
import { TableStatusRows } from '../../components/table-status-rows';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ContactListModal } from './contact-list-modal';
import { contactListsApi, downloadExample } from './contact-lists-api';
import { listRemove } from './contact-lists-cache';
import { useContactListsPages, useContactListsRealtime } from './use-contact-lists';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { contactListsTexts } from './locales';

addPageTexts('contactLists', contactListsTexts);

type ModalState = { open: false } | { open: true; record?: ContactListDTO };

/** /contact-lists (spec 3 §2): name, contacts count, and the row actions. */
export function ContactListsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const list = useContactListsPages(useDebouncedValue(search.trim()));
  const [modal, setModal] = useState<ModalState>({ open: false });
  const [toDelete, setToDelete] = useState<ContactListDTO | null>(null);
  useContactListsRealtime();
  const records = list.data?.pages.flatMap((p) => p.records) ?? [];

  const remove = useMutation({
    mutationFn: (record: ContactListDTO) => contactListsApi.remove(record.id),
    onSuccess: (_answer, record) => {
      listRemove(client, record.id);
      toastSuccess(t('contactLists.success'));
    },
    onError: toastError,
  });

  return (
    <ListPage
      title={t('contactLists.title')}
      search={search}
      onSearch={setSearch}
      searchPlaceholder={t('contactLists.searchPlaceholder')}
      addLabel={t('contactLists.add')}
      onAdd={() => setModal({ open: true })}
      paging={list}
      overlays={
        <>
          {modal.open && (
            <ContactListModal record={modal.record} onClose={() => setModal({ open: false })} />
          )}
          <ConfirmDialog
            open={toDelete !== null}
            title={t('contactLists.confirmTitle')}
            confirmLabel={t('common.delete')}
            onClose={() => setToDelete(null)}
            onConfirm={() => toDelete && remove.mutate(toDelete)}
          >
            {t('contactLists.confirmBody')}
          </ConfirmDialog>
        </>
      }
    >
      <Table size="small" stickyHeader aria-label={t('contactLists.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('contactLists.name')}</TableCell>
            <TableCell align="center">{t('contactLists.contactsCount')}</TableCell>
            <TableCell align="right">{t('common.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((record) => (
            <TableRow key={record.id} hover>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{record.name}</TableCell>
              <TableCell align="center">{record.contactsCount}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <RowActions
                  onEdit={() => setModal({ open: true, record })}
                  onDelete={() => setToDelete(record)}
                >
                  <RowAction
                    label={t('contactLists.downloadExample')}
                    onClick={() => void downloadExample().catch(toastError)}
                  >
                    <DownloadOutlined fontSize="small" />
                  </RowAction>
                  <RowAction
                    label={t('contactLists.openItems')}
                    onClick={() => void navigate(`/contact-lists/${record.id}/contacts`)}
                  >
                    <PeopleOutlined fontSize="small" />
                  </RowAction>
                </RowActions>
              </TableCell>
            </TableRow>
          ))}
          <TableStatusRows
            columns={3}
            loading={list.isLoading || list.isFetchingNextPage}
            failed={list.isError}
            onRetry={() => void list.refetch()}
            rows={records.length}
            emptyText={t('contactLists.empty')}
          />
        </TableBody>
      </Table>
    </ListPage>
  );
}
