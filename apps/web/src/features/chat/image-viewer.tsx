import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Dialog, IconButton, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import { saveFile } from './save-file';
import { formatWhatsapp } from './whatsapp-format';

interface ImageViewerProps {
  open: boolean;
  /** The picture's object URL, the one the bubble shows. */
  url: string;
  /** The file's name: the viewer's title, the picture's alt text and the saved file's name. */
  name: string;
  /** The message's caption, under the picture. */
  caption?: string;
  onClose: () => void;
}

/** Dark and opaque in both themes, as WhatsApp's viewer: any picture stands out on it. */
const SHADE = '#0b141a';

/**
 * A picture of the chat, as large as the screen allows, with its name, a download button and a
 * close button; Esc or a click beside the picture closes it too. Loaded on first use
 * (message-media.tsx).
 */
export function ImageViewer({ open, url, name, caption, onClose }: ImageViewerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const title = name || t('chat.message.image');
  const downloadLabel = name
    ? t('chat.message.downloadNamed', { name })
    : t('chat.message.download');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      aria-labelledby={titleId}
      slotProps={{
        paper: { sx: { bgcolor: SHADE, backgroundImage: 'none', color: 'common.white' } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 2, pr: 1, py: 1 }}>
        <Typography
          id={titleId}
          component="h2"
          variant="subtitle1"
          noWrap
          title={title}
          sx={{ flex: 1, minWidth: 0 }}
        >
          {title}
        </Typography>
        <Tooltip title={downloadLabel}>
          <IconButton
            color="inherit"
            aria-label={downloadLabel}
            onClick={() => saveFile(url, name)}
          >
            <DownloadIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('chat.message.closeViewer')}>
          <IconButton color="inherit" aria-label={t('chat.message.closeViewer')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Tooltip>
      </Box>
      {/* a click beside the picture closes, as on the backdrop of any dialog */}
      <Box
        data-testid="image-viewer-stage"
        onClick={(event) => {
          if (!(event.target instanceof HTMLImageElement)) onClose();
        }}
        sx={{ flex: 1, minHeight: 0, position: 'relative' }}
      >
        <Box
          sx={{
            position: 'absolute',
            inset: { xs: 8, sm: 24 },
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Box
            component="img"
            src={url}
            alt={title}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
        </Box>
      </Box>
      {caption && (
        <Typography
          component="div"
          variant="body2"
          sx={{
            px: 2,
            py: 1.5,
            maxHeight: '25vh',
            overflowY: 'auto',
            textAlign: 'center',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            '& a': { color: 'inherit' },
          }}
        >
          {formatWhatsapp(caption, 'v', true)}
        </Typography>
      )}
    </Dialog>
  );
}
