import { useTranslation } from 'react-i18next';
import { Box, Chip, IconButton, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';

/** The files going with the next message, each removable. */
export function AttachedFiles({
  files,
  onRemove,
}: {
  files: File[];
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation();
  if (!files.length) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
      {files.map((file, index) => (
        <Box key={`${file.name}-${index}`} sx={{ display: 'flex', alignItems: 'center' }}>
          <Chip size="small" label={file.name} icon={<AttachFileIcon />} />
          <IconButton
            size="small"
            aria-label={t('chat.input.removeFile', { name: file.name })}
            onClick={() => onRemove(index)}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
    </Box>
  );
}

/** Marks the chat as a drop target while files are dragged over it. */
export function FileDropOverlay({ area }: { area: DOMRect }) {
  const { t } = useTranslation();
  return (
    <Box
      aria-hidden
      sx={{
        position: 'fixed',
        top: area.top,
        left: area.left,
        width: area.width,
        height: area.height,
        zIndex: (theme) => theme.zIndex.modal - 1,
        // the drop lands on the chat underneath
        pointerEvents: 'none',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        border: 3,
        borderStyle: 'dashed',
        borderColor: 'primary.main',
        bgcolor: (theme) =>
          theme.palette.mode === 'dark' ? 'rgba(0, 0, 0, 0.75)' : 'rgba(255, 255, 255, 0.85)',
      }}
    >
      <Typography variant="h6" color="primary">
        {t('chat.input.dropHere')}
      </Typography>
    </Box>
  );
}
