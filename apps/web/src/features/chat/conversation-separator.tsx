import { useTranslation } from 'react-i18next';
import { Box, Typography } from '@mui/material';

/**
 * Where one of the contact's conversations (tickets) ended or the next started (spec 1 §2, chat screen),
 * as a centred system notice the way WhatsApp shows them.
 */
export function ConversationSeparator({ edge }: { edge: 'ended' | 'started' }) {
  const { t } = useTranslation();
  const label = edge === 'ended' ? t('chat.conversationEnded') : t('chat.conversationStarted');
  return (
    <Box
      role="separator"
      aria-label={label}
      data-testid={`conversation-${edge}`}
      sx={{ display: 'flex', justifyContent: 'center', my: 1, px: 2 }}
    >
      <Typography
        variant="caption"
        sx={(theme) => ({
          px: 1.5,
          py: 0.5,
          borderRadius: 2,
          boxShadow: 1,
          textTransform: 'uppercase',
          letterSpacing: 0.4,
          color: theme.palette.mode === 'dark' ? '#ffd279' : '#54656f',
          bgcolor: theme.palette.mode === 'dark' ? '#182229' : '#fff5c4',
        })}
      >
        {label}
      </Typography>
    </Box>
  );
}
