import { useTranslation } from 'react-i18next';
import { Box, Typography } from '@mui/material';
import { messageSummary, type MessageDTO } from '@atende/shared';

type Quoted = NonNullable<MessageDTO['quotedMsg']>;

/** The quoted message block, inside a bubble or above the input while replying. */
export function QuotedMessage({ quoted, contactName }: { quoted: Quoted; contactName: string }) {
  const { t } = useTranslation();
  const text = messageSummary(quoted);
  return (
    <Box
      data-testid="quoted-message"
      sx={{
        borderLeft: 4,
        borderColor: quoted.fromMe ? 'success.main' : 'primary.main',
        bgcolor: 'action.hover',
        borderRadius: 1,
        px: 1,
        py: 0.5,
        mb: 0.5,
        mr: 3,
        overflow: 'hidden',
      }}
    >
      <Typography variant="caption" color={quoted.fromMe ? 'success.main' : 'primary.main'}>
        {quoted.fromMe ? t('chat.message.you') : contactName}
      </Typography>
      <Typography
        variant="body2"
        sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxHeight: 80, overflow: 'hidden' }}
      >
        {text}
      </Typography>
    </Box>
  );
}
