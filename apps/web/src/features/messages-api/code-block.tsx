import { useTranslation } from 'react-i18next';
import { Box, IconButton, Paper } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { toastError, toastSuccess } from '../../lib/error-toast';

/** A block of code to copy as it is, with a button that copies it. */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toastSuccess(t('messagesApi.copied'));
    } catch (err) {
      toastError(err);
    }
  };
  return (
    <Paper variant="outlined" sx={{ position: 'relative', bgcolor: 'action.hover' }}>
      <IconButton
        aria-label={`${t('messagesApi.copy')}: ${label}`}
        onClick={() => void copy()}
        size="small"
        sx={{ position: 'absolute', top: 4, right: 4 }}
      >
        <ContentCopy fontSize="small" />
      </IconButton>
      <Box
        component="pre"
        aria-label={label}
        sx={{ m: 0, p: 1.5, pr: 5, overflowX: 'auto', fontSize: 13, lineHeight: 1.5 }}
      >
        <code>{code}</code>
      </Box>
    </Paper>
  );
}
