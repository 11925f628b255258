import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Tooltip,
  Typography,
} from '@mui/material';
import FolderCopyOutlined from '@mui/icons-material/FolderCopyOutlined';
import { isAdminProfile, type FileListDTO } from '@atende/shared';
import { useCurrentUser } from '../../app/auth/auth-context';
import { LoadFailedNotice } from '../../components/load-failed-notice';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { filesApi } from './files-api';
import { useFilesPages } from './use-files';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { filesTexts } from './locales';

addPageTexts('files', filesTexts);

/**
 * The composer's file list button: pick a list and its message and files go to the customer
 * through the ordinary send path (they show in the chat as the agent's messages).
 */
export function SendFileListButton({
  ticketId,
  disabled,
}: {
  ticketId: number;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const [open, setOpen] = useState(false);
  const lists = useFilesPages('', open);
  const records = lists.data?.pages.flatMap((p) => p.files) ?? [];
  const send = useMutation({
    mutationFn: (list: FileListDTO) => filesApi.send(list.id, ticketId),
    onSuccess: () => {
      setOpen(false);
      toastSuccess(t('files.sent'));
    },
    onError: toastError,
  });
  return (
    <>
      <Tooltip title={t('files.send')}>
        <span>
          <IconButton
            aria-label={t('files.send')}
            disabled={disabled}
            onClick={() => setOpen(true)}
          >
            <FolderCopyOutlined />
          </IconButton>
        </span>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{t('files.pickTitle')}</DialogTitle>
        <DialogContent dividers sx={{ p: 0 }}>
          {lists.isError && records.length === 0 && (
            <LoadFailedNotice onRetry={() => void lists.refetch()} sx={{ m: 2 }} />
          )}
          {!lists.isLoading && !lists.isError && records.length === 0 && (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {/* only admins reach the File lists page */}
              {isAdminProfile(me.profile) ? t('files.pickEmpty') : t('files.pickEmptyAskAdmin')}
            </Typography>
          )}
          <List dense aria-label={t('files.pickTitle')}>
            {records.map((r) => (
              <ListItem key={r.id} disablePadding>
                <ListItemButton disabled={send.isPending} onClick={() => send.mutate(r)}>
                  <ListItemText
                    primary={r.name}
                    secondary={t('files.filesCount', {
                      count: r.options.filter((o) => o.file).length,
                    })}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('common.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
