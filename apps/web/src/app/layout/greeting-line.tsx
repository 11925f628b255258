import { useTranslation } from 'react-i18next';
import { Box, Typography } from '@mui/material';
import { useCurrentUser } from '../auth/auth-context';
import { greetingParts, greetingText } from './greeting';
import { hiddenWhileTypingOnPhone } from '../../lib/while-typing-on-phone';

/**
 * The top bar's greeting. The admin's 'Ativo até' never shrinks: the greeting gives way before
 * it. On a phone the bar's buttons leave it no room, so it takes a slim line of its own below
 * them (`strip`).
 */
export function Greeting({ strip = false }: { strip?: boolean }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { greeting, activeUntil } = greetingParts(user, t);
  const fontSize = strip ? 12 : 16;
  return (
    <Box
      data-testid="greeting"
      title={greetingText(user, t)}
      sx={{
        flex: 1,
        minWidth: 0,
        display: 'flex',
        alignItems: 'baseline',
        ...(strip && { px: 1.5, pb: 0.5, ...hiddenWhileTypingOnPhone }),
      }}
    >
      <Typography variant="body1" noWrap sx={{ minWidth: 0, fontSize }}>
        {greeting}
      </Typography>
      {activeUntil && (
        <Typography variant="body1" noWrap sx={{ flexShrink: 0, fontSize }}>
          {/* a leading space would collapse at the start of its box */}
          {`\u00a0· ${activeUntil}`}
        </Typography>
      )}
    </Box>
  );
}
