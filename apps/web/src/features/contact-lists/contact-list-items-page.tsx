import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ContactListDTO, ContactListItemDTO } from '@atende/shared';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListPage } from '../../components/list-page';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ContactListImportDialog } from './contact-list-import-dialog';
import { ContactListItemModal } from './contact-list-item-modal';
import { ContactListItemsTable } from './contact-list-items-table';
import { contactListsApi } from './contact-lists-api';
import { itemRemove } from './contact-lists-cache';
import {
  useContactList,
  useContactListItemsPages,
  useContactListsRealtime,
  useContactListItemsRealtime,
} from './use-contact-lists';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { contactListsTexts } from './locales';

addPageTexts('contactLists', contactListsTexts);

type ModalState = { open: false } | { open: true; record?: ContactListItemDTO };

/** The validity check's progress, live while it runs (company-{id}-ContactList updates). */
function CheckProgress({ list }: { list: ContactListDTO }) {
  const { t } = useTranslation();
  if (!list.contactsCount) return null;
  const checked = list.checkedCount;
  return (
    <Stack spacing={0.5} sx={{ px: 2, py: 1 }}>
      <Typography variant="body2" color="text.secondary" role="status">
        {t('contactLists.items.progress', {
          checked,
          total: list.contactsCount,
          valid: list.validCount,
        })}
      </Typography>
      {checked < list.contactsCount && (
        <LinearProgress variant="determinate" value={(100 * checked) / list.contactsCount} />
      )}
    </Stack>
  );
}

/** /contact-lists/{id}/contacts (spec 3 §2). */
export function ContactListItemsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const contactListId = Number(useParams().contactListId);
  const list = useContactList(contactListId);
  const [search, setSearch] = useState('');
  const items = useContactListItemsPages(contactListId, useDebouncedValue(search.trim()));
  const [modal, setModal] = useState<ModalState>({ open: false });
  const [importing, setImporting] = useState(false);
  const [toDelete, setToDelete] = useState<ContactListItemDTO | null>(null);
  useContactListsRealtime();
  useContactListItemsRealtime(contactListId);
  const records = items.data?.pages.flatMap((p) => p.contacts) ?? [];

  const remove = useMutation({
    mutationFn: (r: ContactListItemDTO) => contactListsApi.removeItem(r.id),
    onSuccess: (_a, r) => {
      itemRemove(client, contactListId, r.id);
      toastSuccess(t('contactLists.success'));
    },
    onError: toastError,
  });

  return (
    <ListPage
      title={list.data?.name ?? t('contactLists.title')}
      search={search}
      onSearch={setSearch}
      searchPlaceholder={t('contactLists.searchPlaceholder')}
      addLabel={t('contactLists.items.add')}
      onAdd={() => setModal({ open: true })}
      paging={items}
      actions={
        <>
          <Button startIcon={<ArrowBack />} onClick={() => void navigate('/contact-lists')}>
            {t('contactLists.items.back')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            onClick={() => setImporting(true)}
          >
            {t('contactLists.items.import')}
          </Button>
        </>
      }
      overlays={
        <>
          {modal.open && (
            <ContactListItemModal
              contactListId={contactListId}
              record={modal.record}
              onClose={() => setModal({ open: false })}
            />
          )}
          {importing && (
            <ContactListImportDialog
              contactListId={contactListId}
              onClose={() => setImporting(false)}
            />
          )}
          <ConfirmDialog
            open={toDelete !== null}
            title={t('contactLists.items.confirmTitle')}
            confirmLabel={t('common.delete')}
            onClose={() => setToDelete(null)}
            onConfirm={() => toDelete && remove.mutate(toDelete)}
          >
            {t('contactLists.items.confirmBody')}
          </ConfirmDialog>
        </>
      }
    >
      {list.data && <CheckProgress list={list.data} />}
      <ContactListItemsTable
        records={records}
        loading={items.isLoading || items.isFetchingNextPage}
        failed={items.isError}
        onRetry={() => void items.refetch()}
        onEdit={(record) => setModal({ open: true, record })}
        onDelete={setToDelete}
      />
    </ListPage>
  );
}
