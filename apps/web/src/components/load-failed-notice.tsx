import { useTranslation } from 'react-i18next';
import { Box, Button, Typography, type SxProps, type Theme } from '@mui/material';

interface LoadFailedNoticeProps {
  /** Asks for the list again; no button when absent. */
  onRetry?: () => void;
  /** What failed; 'Não foi possível carregar a lista.' when absent. */
  text?: string;
  sx?: SxProps<Theme>;
}

/**
 * A list the server failed to send says so, with 'Tentar novamente', instead of calling itself
 * empty. A plain box, as the ticket list's: MUI's Alert would weigh on the first load.
 */
export function LoadFailedNotice({ onRetry, text, sx }: LoadFailedNoticeProps) {
  const { t } = useTranslation();
  return (
    <Box
      role="alert"
      sx={[
        {
          px: 2,
          py: 1,
          borderRadius: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          textAlign: 'left',
          // a standard error's tints, which read at 7:1 or more in both modes
          bgcolor: (theme) => (theme.palette.mode === 'light' ? '#fdeded' : '#2b1414'),
          color: (theme) => (theme.palette.mode === 'light' ? '#5f2120' : '#f4c7c7'),
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Typography variant="body2" sx={{ flex: 1 }}>
        {text ?? t('common.listFailed')}
      </Typography>
      {onRetry && (
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </Box>
  );
}
