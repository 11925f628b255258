import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Box, Button, Typography } from '@mui/material';
import { can } from '@atende/shared';
import { useCurrentUser } from '../../app/auth/auth-context';
import { useWhatsapps } from '../connections/use-whatsapps';

/**
 * A company with no WhatsApp number yet gets no ticket: its admin is told where to begin (a
 * new sign-up landed on an empty list with nothing saying what to do). The connections come
 * from the query the menu's badge already keeps, so this asks the server nothing more.
 */
export function FirstSteps() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const manages = can(user.profile, 'connections-page:actionButtons');
  const connections = useWhatsapps(manages);
  if (!manages || connections.data?.length !== 0) return null;
  // a plain box, not an Alert: the list is in the first load, which Alert's code would grow
  return (
    <Box
      role="note"
      sx={{ m: 2, p: 2, borderRadius: 1, bgcolor: 'action.hover', textAlign: 'center' }}
    >
      <Typography sx={{ mb: 1 }}>{t('tickets.firstSteps.text')}</Typography>
      <Button component={RouterLink} to="/connections" variant="contained" size="small">
        {t('tickets.firstSteps.go')}
      </Button>
    </Box>
  );
}
