import { useTranslation } from 'react-i18next';
import { Box, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import type { MessageDTO } from '@atende/shared';
import { QuotedMessage } from './quoted-message';

/** Above the text box: the message being answered, with a button to answer nothing. */
export function ReplyingToBanner({
  message,
  contactName,
  onCancel,
}: {
  message: MessageDTO;
  contactName: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }} aria-label={t('chat.input.replyingTo')} role="group">
        <QuotedMessage
          quoted={{
            id: message.id,
            body: message.body,
            fromMe: message.fromMe,
            mediaType: message.mediaType,
          }}
          contactName={contactName}
        />
      </Box>
      <IconButton size="small" aria-label={t('chat.input.cancelReply')} onClick={onCancel}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
