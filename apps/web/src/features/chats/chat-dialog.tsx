import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Autocomplete,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { z } from 'zod';
import { CHAT_MESSAGES, chatSchema, type ChatDTO } from '@atende/shared';
import { useCurrentUser } from '../../app/auth/auth-context';
import { showSaveError } from '../../lib/form-errors';
import { usersApi } from '../users/users-api';
import { chatsApi } from './chats-api';
import { cacheMoveToTop, cacheReplace } from './chats-cache';
import { useSingleMutation } from '../../lib/use-single-mutation';
import { FormDialog } from '../../components/form-dialog';

type Member = { id: number; name: string };
const formSchema = z.object({
  title: chatSchema.shape.title,
  users: z
    .array(z.object({ id: z.number(), name: z.string() }))
    .min(1, CHAT_MESSAGES.usersRequired),
});
type FormValues = z.infer<typeof formSchema>;

/** The rule texts are shared with the server; their translations are this feature's. */
const RULE_KEYS: Record<string, string> = {
  [CHAT_MESSAGES.titleRequired]: 'chats.rules.titleRequired',
  [CHAT_MESSAGES.usersRequired]: 'chats.rules.usersRequired',
};

interface ChatDialogProps {
  /** Absent: a new chat ('Nova'). Present: the owner edits it. */
  chat?: ChatDTO;
  onClose: () => void;
  onSaved: (chat: ChatDTO) => void;
}

/** 'Conversa': a title and a user picker (spec 3 Chats); the owner is always a member. */
export function ChatDialog({ chat, onClose, onSaved }: ChatDialogProps) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const client = useQueryClient();
  const users = useQuery({ queryKey: ['users', 'all'], queryFn: usersApi.all });
  const options: Member[] = (users.data ?? [])
    .filter((u) => u.id !== me.id)
    .map((u) => ({ id: u.id, name: u.name }));
  const { control, handleSubmit, setError } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      title: chat?.title ?? '',
      users: (chat?.users ?? []).filter((u) => u.userId !== me.id).map((u) => u.user),
    },
  });
  const message = (text: string | undefined) =>
    text ? t(RULE_KEYS[text] ?? `validation.${text}`, { defaultValue: text }) : undefined;

  const save = useSingleMutation({
    mutationFn: (values: FormValues) =>
      chat ? chatsApi.update(chat.id, values) : chatsApi.create(values),
    onSuccess: (saved) => {
      if (chat) cacheReplace(client, saved);
      else cacheMoveToTop(client, saved);
      onSaved(saved);
      onClose();
    },
    onError: (err) => showSaveError(err, setError, ['title', 'users']),
  });

  return (
    <FormDialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="chat-dialog-title">
      <DialogTitle id="chat-dialog-title">{t('chats.dialog.title')}</DialogTitle>
      <form noValidate onSubmit={(e) => void handleSubmit((v) => save.mutate(v))(e)}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Controller
              name="title"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  autoFocus
                  label={t('chats.dialog.titleField')}
                  error={Boolean(fieldState.error)}
                  helperText={message(fieldState.error?.message)}
                />
              )}
            />
            <Controller
              name="users"
              control={control}
              render={({ field, fieldState }) => (
                <Autocomplete
                  multiple
                  options={options}
                  value={field.value}
                  loading={users.isLoading}
                  getOptionLabel={(o) => o.name}
                  isOptionEqualToValue={(a, b) => a.id === b.id}
                  onChange={(_, value) => field.onChange(value)}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label={t('chats.dialog.users')}
                      error={Boolean(fieldState.error)}
                      helperText={message(fieldState.error?.message)}
                    />
                  )}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('chats.dialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('chats.dialog.save')}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
