import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Box, Button, Stack, Typography } from '@mui/material';
import { can, type ContactDTO } from '@atende/shared';
import { useCurrentUser } from '../../app/auth/auth-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SearchField } from '../../components/search-field';
import { InfiniteScrollArea } from '../../components/infinite-scroll-area';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { NewTicketModal } from '../tickets/new-ticket-modal';
import { ContactImportDialog } from './contact-import-dialog';
import { ContactModal } from './contact-modal';
import { CONTACTS_LIST_KEY, contactDeleted } from './contacts-cache';
import { contactsApi } from './contacts-api';
import { ContactsTable } from './contacts-table';
import { downloadCsv } from './download-csv';
import { useContactsList, useContactsRealtime } from './use-contacts';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { contactsTexts } from './locales';

addPageTexts('contacts', contactsTexts);

type ModalState = { open: false } | { open: true; contactId?: number };

/** /contacts (spec 1 §2 Contacts page). */
export function ContactsPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const list = useContactsList(debounced);
  const [modal, setModal] = useState<ModalState>({ open: false });
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [ticketFor, setTicketFor] = useState<ContactDTO | null>(null);
  // the contact stays after the dialog closes, so its title does not blank while fading out
  const [toDelete, setToDelete] = useState<ContactDTO | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const canDelete = can(me.profile, 'contacts-page:deleteContact');
  useContactsRealtime();

  const contacts = list.data?.pages.flatMap((p) => p.contacts) ?? [];
  const count = list.data?.pages[0]?.count;

  const remove = useMutation({
    mutationFn: (contact: ContactDTO) => contactsApi.remove(contact.id),
    onSuccess: (_answer, contact) => {
      contactDeleted(client, contact.id);
      toastSuccess(t('contacts.deleted'));
    },
    onError: toastError,
  });

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadCsv(await contactsApi.exportCsv(), t('contacts.exportFileName'));
    } catch (err) {
      toastError(err);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ mb: 1.5, alignItems: { md: 'center' } }}
      >
        <Stack direction="row" spacing={1} sx={{ flex: 1, alignItems: 'baseline' }}>
          <Typography variant="h5" component="h1" color="primary">
            {t('contacts.title')}
          </Typography>
          {count !== undefined && (
            <Typography variant="body2" color="text.secondary" data-testid="contacts-count">
              {t('contacts.count', { count })}
            </Typography>
          )}
        </Stack>
        <SearchField
          value={search}
          onChange={setSearch}
          placeholder={t('contacts.searchPlaceholder')}
          sx={{ minWidth: { md: 320 } }}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => setImporting(true)}>
            {t('contacts.import')}
          </Button>
          <Button variant="contained" onClick={() => setModal({ open: true })}>
            {t('contacts.add')}
          </Button>
          <Button variant="outlined" onClick={() => void exportCsv()} disabled={exporting}>
            {t('contacts.export')}
          </Button>
        </Stack>
      </Stack>
      <InfiniteScrollArea
        hasMore={Boolean(list.hasNextPage)}
        loading={list.isFetching}
        onLoadMore={() => void list.fetchNextPage()}
      >
        <ContactsTable
          contacts={contacts}
          loading={list.isLoading || list.isFetchingNextPage}
          failed={list.isError}
          onRetry={() => void list.refetch()}
          canDelete={canDelete}
          onOpenTicket={setTicketFor}
          onEdit={(contact) => setModal({ open: true, contactId: contact.id })}
          onDelete={(contact) => {
            setToDelete(contact);
            setConfirmOpen(true);
          }}
        />
      </InfiniteScrollArea>
      {modal.open && (
        <ContactModal open contactId={modal.contactId} onClose={() => setModal({ open: false })} />
      )}
      {importing && (
        <ContactImportDialog
          open
          onClose={() => setImporting(false)}
          onImported={() => void client.invalidateQueries({ queryKey: CONTACTS_LIST_KEY })}
        />
      )}
      {ticketFor && (
        <NewTicketModal
          open
          initialContact={{ id: ticketFor.id, name: ticketFor.name, number: ticketFor.number }}
          onClose={() => setTicketFor(null)}
        />
      )}
      <ConfirmDialog
        open={confirmOpen}
        title={t('contacts.confirmDelete.title', { name: toDelete?.name ?? '' })}
        confirmLabel={t('common.delete')}
        onClose={() => setConfirmOpen(false)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      >
        {t('contacts.confirmDelete.body')} {t('contacts.confirmDelete.more')}
      </ConfirmDialog>
    </Box>
  );
}
