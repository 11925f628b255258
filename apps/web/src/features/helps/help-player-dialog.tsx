import { useTranslation } from 'react-i18next';
import { Box, Dialog, DialogTitle, IconButton } from '@mui/material';
import Close from '@mui/icons-material/Close';
import type { HelpDTO } from '@atende/shared';
import { videoEmbedUrl } from './video-urls';

/** The opened help video: the host's player in a frame (Escape or the close button closes it). */
export function HelpPlayerDialog({ help, onClose }: { help: HelpDTO; onClose: () => void }) {
  const { t } = useTranslation();
  const src = videoEmbedUrl(help.video);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg">
      <DialogTitle sx={{ pr: 6 }}>
        {help.title}
        <IconButton
          aria-label={t('helps.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <Close />
        </IconButton>
      </DialogTitle>
      <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', bgcolor: 'black' }}>
        {src && (
          <Box
            component="iframe"
            src={src}
            title={help.title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        )}
      </Box>
    </Dialog>
  );
}
