import { Box, Button, Paper, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Placeholder for a page not built yet; `titleKey` names the page (an i18n key). */
export function UnderConstructionPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const page = t(titleKey);
  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, display: 'grid', placeItems: 'center', minHeight: '60%' }}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', maxWidth: 520, width: '100%' }}
      >
        <ConstructionIcon color="warning" sx={{ fontSize: 56 }} />
        <Typography variant="h5" component="h1" gutterBottom>
          {page}
        </Typography>
        <Typography variant="h6" color="warning.main" gutterBottom>
          {t('construction.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('construction.body', { page })}
        </Typography>
        <Button component={Link} to="/" variant="outlined">
          {t('construction.back')}
        </Button>
      </Paper>
    </Box>
  );
}
