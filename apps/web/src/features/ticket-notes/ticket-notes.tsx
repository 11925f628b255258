import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  CircularProgress,
  IconButton,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import type { TicketNoteDTO } from '@atende/shared';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { formatDate, formatTime } from '../../lib/format-date';
import { useCompanyEvent } from '../../lib/use-company-event';
import { ticketNotesApi } from './ticket-notes-api';
import { useSingleMutation } from '../../lib/use-single-mutation';

/** Ticket note: required, at least 2 characters (spec 1 §5). */
export const NOTE_MIN_LENGTH = 2;

export function validateNote(note: string): 'noteRequired' | 'noteTooShort' | null {
  const text = note.trim();
  if (!text) return 'noteRequired';
  if (text.length < NOTE_MIN_LENGTH) return 'noteTooShort';
  return null;
}

/**
 * The list with `note` first, once: one's own note comes back both as the answer and as the
 * live event, in either order.
 */
const withNote = (list: TicketNoteDTO[], note: TicketNoteDTO) =>
  list.some((n) => n.id === note.id) ? list : [note, ...list];

const notesKey = (ticketId: number, contactId: number) =>
  ['chat', 'notes', ticketId, contactId] as const;

/** The ticket's notes in the contact drawer: list, add and delete. */
export function TicketNotes({ ticketId, contactId }: { ticketId: number; contactId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = notesKey(ticketId, contactId);
  const notes = useQuery({
    queryKey: key,
    queryFn: () => ticketNotesApi.list(ticketId, contactId),
  });
  // a colleague's note, added or removed meanwhile, shows here without reopening the drawer
  useCompanyEvent('ticketNote', (event) => {
    if (event.action === 'create') {
      const { note } = event;
      if (note.ticketId !== ticketId || note.contactId !== contactId) return;
      client.setQueryData<TicketNoteDTO[]>(key, (list) => list && withNote(list, note));
    } else if (event.ticketId === ticketId) {
      client.setQueryData<TicketNoteDTO[]>(key, (list) =>
        list?.filter((n) => n.id !== event.noteId),
      );
    }
  });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<TicketNoteDTO | null>(null);

  const create = useSingleMutation({
    mutationFn: (note: string) => ticketNotesApi.create({ note, ticketId, contactId }),
    onSuccess: (note) => {
      client.setQueryData<TicketNoteDTO[]>(key, (list) => withNote(list ?? [], note));
      setText('');
      toastSuccess(t('chat.drawer.noteAdded'));
    },
    onError: toastError,
  });
  const add = () => {
    const problem = validateNote(text);
    setError(problem);
    if (!problem) create.mutate(text.trim());
  };

  const remove = useMutation({
    mutationFn: (note: TicketNoteDTO) => ticketNotesApi.remove(note.id),
    onSuccess: (_answer, note) => {
      client.setQueryData<TicketNoteDTO[]>(key, (list) => list?.filter((n) => n.id !== note.id));
      toastSuccess(t('chat.drawer.noteDeleted'));
    },
    onError: toastError,
  });

  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('chat.drawer.notes')}
      </Typography>
      <TextField
        fullWidth
        multiline
        minRows={2}
        maxRows={6}
        size="small"
        label={t('chat.drawer.noteLabel')}
        placeholder={t('chat.drawer.notePlaceholder')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(validateNote(e.target.value));
        }}
        error={!!error}
        helperText={error ? t(`chat.drawer.${error}`) : ' '}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" size="small" disabled={create.isPending} onClick={add}>
          {t('chat.drawer.addNote')}
        </Button>
      </Box>
      {notes.isLoading ? (
        <CircularProgress size={20} />
      ) : (notes.data ?? []).length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('chat.drawer.noNotes')}
        </Typography>
      ) : (
        <List dense aria-label={t('chat.drawer.notes')}>
          {(notes.data ?? []).map((note) => (
            <ListItem
              key={note.id}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={t('chat.drawer.deleteNote')}
                  onClick={() => setToDelete(note)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemText
                primary={note.note}
                slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } } }}
                secondary={t('chat.drawer.noteBy', {
                  name: note.user?.name ?? '',
                  date: `${formatDate(note.createdAt)} ${formatTime(note.createdAt)}`,
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={!!toDelete}
        title={t('chat.drawer.deleteNoteTitle')}
        confirmLabel={t('common.delete')}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      >
        {t('chat.drawer.deleteNoteText')}
      </ConfirmDialog>
    </Box>
  );
}
