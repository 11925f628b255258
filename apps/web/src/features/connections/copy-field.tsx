import { IconButton, InputAdornment, TextField } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { toastError, toastSuccess } from '../../lib/error-toast';

interface CopyFieldProps {
  label: string;
  value: string;
  copyLabel: string;
  /** The toast once the value is on the clipboard. */
  copiedText: string;
  helperText?: string;
}

/** A read-only value with a button that copies it (the API token, the webhook address). */
export function CopyField({ label, value, copyLabel, copiedText, helperText }: CopyFieldProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toastSuccess(copiedText);
    } catch (err) {
      toastError(err);
    }
  };
  return (
    <TextField
      label={label}
      value={value}
      helperText={helperText}
      fullWidth
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={copyLabel} onClick={() => void copy()}>
                <ContentCopy fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
