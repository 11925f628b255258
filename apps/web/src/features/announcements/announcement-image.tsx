import { Box } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { useMediaUrl } from '../chat/use-media-url';

/** An announcement's image, fetched with the session (media are never public). */
export function AnnouncementImage({
  src,
  alt,
  sx,
}: {
  src: string;
  alt: string;
  sx?: SxProps<Theme>;
}) {
  const { url } = useMediaUrl(src);
  if (!url) return null;
  return (
    <Box component="img" src={url} alt={alt} sx={{ display: 'block', maxWidth: '100%', ...sx }} />
  );
}
