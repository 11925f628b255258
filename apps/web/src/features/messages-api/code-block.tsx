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
  // the button has its own column: over a block that scrolls sideways it hid the code under it
  return (
    <Paper
      variant="outlined"
      sx={{ display: 'flex', alignItems: 'flex-start', bgcolor: 'action.hover' }}
    >
      <Box
        component="pre"
        aria-label={label}
        sx={{
          flex: 1,
          minWidth: 0,
          m: 0,
          p: 1.5,
          overflowX: 'auto',
          fontSize: 13,
          lineHeight: 1.5,
        }}
      >
        <code>{code}</code>
      </Box>
      <IconButton
        aria-label={`${t('messagesApi.copy')}: ${label}`}
        onClick={() => void copy()}
        size="small"
        sx={{ m: 0.5, flexShrink: 0 }}
      >
        <ContentCopy fontSize="small" />
      </IconButton>
    </Paper>
  );
}
