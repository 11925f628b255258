import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@mui/material';
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
  return (
    <Alert
      severity="info"
      sx={{ m: 2, textAlign: 'left' }}
      action={
        <Button component={RouterLink} to="/connections" color="inherit" size="small">
          {t('tickets.firstSteps.go')}
        </Button>
      }
    >
      {t('tickets.firstSteps.text')}
    </Alert>
  );
}
