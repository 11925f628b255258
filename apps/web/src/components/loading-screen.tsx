import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-label={t('common.loading')}
      sx={{ display: 'grid', placeItems: 'center', minHeight: '60dvh' }}
    >
      <CircularProgress />
    </Box>
  );
}
