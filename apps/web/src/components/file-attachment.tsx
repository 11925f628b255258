import { useRef, useState, type ReactNode } from 'react';
import { Box, Button, Chip, IconButton } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';

/**
 * One file chosen through a hidden file input: render `input` anywhere in the form and call
 * `choose` from a button. Choosing the same file twice in a row still counts.
 */
export function useFilePicker(options: { accept?: string; testId?: string } = {}) {
  const ref = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const input = (
    <input
      ref={ref}
      type="file"
      accept={options.accept}
      hidden
      data-testid={options.testId}
      onChange={(e) => {
        setFile(e.target.files?.[0] ?? null);
        e.target.value = '';
      }}
    />
  );
  return { file, input, choose: () => ref.current?.click(), clear: () => setFile(null) };
}

/** The attached file's name with a button that removes it. */
export function AttachmentChip(props: {
  name: string;
  removeLabel: string;
  disabled: boolean;
  onRemove: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <Chip size="small" icon={<AttachFileIcon />} label={props.name} sx={{ maxWidth: '100%' }} />
      <IconButton
        size="small"
        aria-label={props.removeLabel}
        disabled={props.disabled}
        onClick={props.onRemove}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** The dialog's 'Anexar' button, at the start of its actions. */
export function AttachButton(props: {
  onClick: () => void;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      startIcon={<AttachFileIcon />}
      onClick={props.onClick}
      disabled={props.disabled}
      sx={{ mr: 'auto' }}
    >
      {props.children}
    </Button>
  );
}
