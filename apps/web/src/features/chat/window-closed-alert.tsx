import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@mui/material';

/** The 24-hour window has closed: says so, and offers the template picker when there is one. */
export function WindowClosedAlert({ onTemplate }: { onTemplate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="warning"
      sx={{ mb: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
      action={
        onTemplate && (
          <Button color="inherit" size="small" onClick={onTemplate}>
            {t('chat.template.open')}
          </Button>
        )
      }
    >
      {t('chat.input.windowClosed')}
    </Alert>
  );
}
