import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  ButtonBase,
  CircularProgress,
  IconButton,
  Link,
  Tooltip,
  Typography,
} from '@mui/material';
import CallMissedIcon from '@mui/icons-material/CallMissed';
import DownloadIcon from '@mui/icons-material/Download';
import HideSourceIcon from '@mui/icons-material/HideSource';
import PlaceIcon from '@mui/icons-material/Place';
import type { MessageDTO } from '@atende/shared';
import { formatTime } from '../../lib/format-date';
import { toastError } from '../../lib/error-toast';
import { lazyNamed } from '../../lib/lazy-named';
import { fetchMediaBlob } from './chat-api';
import { VcardMedia } from './contact-cards';
import { saveFile } from './save-file';
import { useMediaUrl } from './use-media-url';

// the full-screen viewer is fetched when a picture is pointed at, focused or opened
const ImageViewer = lazyNamed(() => import('./image-viewer'), 'ImageViewer');
const preloadViewer = () => void ImageViewer.preload().catch(() => undefined);

/** Media images display 250 by 200 px (spec 1 §9), narrower in a narrower bubble. */
export const IMAGE_WIDTH = 250;
export const IMAGE_HEIGHT = 200;

/** A picture's frame: its size, down to the bubble's width at the same proportions. */
const pictureFrame = {
  width: IMAGE_WIDTH,
  maxWidth: '100%',
  aspectRatio: `${IMAGE_WIDTH} / ${IMAGE_HEIGHT}`,
} as const;

function MediaFailed() {
  const { t } = useTranslation();
  return (
    <Typography variant="caption" color="error" sx={{ overflowWrap: 'anywhere' }}>
      {t('chat.message.mediaError')}
    </Typography>
  );
}

/** A file the channel could not fetch (expired or deleted at WhatsApp): only its name is left. */
function MediaUnavailable({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="media-unavailable"
      sx={{ display: 'flex', gap: 0.75, alignItems: 'center', color: 'text.secondary', pr: 3 }}
    >
      <HideSourceIcon fontSize="small" aria-hidden />
      <Typography variant="body2" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
        {name
          ? t('chat.message.mediaUnavailableNamed', { name })
          : t('chat.message.mediaUnavailable')}
      </Typography>
    </Box>
  );
}

/** A picture: a click opens it large in the viewer (as in WhatsApp), with its caption. */
function ImageMedia({ src, name, caption }: { src: string; name: string; caption: string }) {
  const { t } = useTranslation();
  const { url, error } = useMediaUrl(src);
  // mounted from the first opening on, so that closing plays the dialog's exit
  const [viewer, setViewer] = useState<'never' | 'open' | 'closed'>('never');
  if (error) return <MediaFailed />;
  return (
    <Box sx={{ ...pictureFrame, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      {url ? (
        <>
          <ButtonBase
            aria-haspopup="dialog"
            onClick={() => setViewer('open')}
            onPointerEnter={preloadViewer}
            onFocus={preloadViewer}
            sx={{
              display: 'block',
              width: '100%',
              height: '100%',
              borderRadius: 1,
              '&.Mui-focusVisible': {
                outline: (theme) => `2px solid ${theme.palette.primary.main}`,
                outlineOffset: 2,
              },
            }}
          >
            <Box
              component="img"
              src={url}
              alt={name || t('chat.message.image')}
              sx={{
                display: 'block',
                width: '100%',
                height: '100%',
                objectFit: 'cover',
                borderRadius: 1,
              }}
            />
          </ButtonBase>
          {viewer !== 'never' && (
            <Suspense fallback={null}>
              <ImageViewer
                open={viewer === 'open'}
                url={url}
                name={name}
                caption={caption}
                onClose={() => setViewer('closed')}
              />
            </Suspense>
          )}
        </>
      ) : (
        <CircularProgress size={24} />
      )}
    </Box>
  );
}

function PlayerMedia({ src, kind, name }: { src: string; kind: 'audio' | 'video'; name: string }) {
  const { t } = useTranslation();
  const { url, error } = useMediaUrl(src);
  if (error) return <MediaFailed />;
  if (!url) return <CircularProgress size={24} />;
  // players have a width of their own (the audio one about 300 px): the bubble's is the limit
  if (kind === 'audio') {
    return (
      <Box
        component="audio"
        controls
        src={url}
        sx={{ display: 'block', width: 300, maxWidth: '100%' }}
      />
    );
  }
  // the player's own menu would save the blob under a random name: this button keeps the file's
  const label = name ? t('chat.message.downloadNamed', { name }) : t('chat.message.download');
  return (
    <Box sx={{ position: 'relative', width: IMAGE_WIDTH * 1.6, maxWidth: '100%' }}>
      <Box
        component="video"
        controls
        src={url}
        sx={{ display: 'block', width: '100%', height: 'auto' }}
      />
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          onClick={() => saveFile(url, name)}
          sx={{
            position: 'absolute',
            top: 4,
            right: 4,
            color: 'common.white',
            bgcolor: 'rgba(0, 0, 0, 0.55)',
            '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.75)' },
          }}
        >
          <DownloadIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

/** A document is downloaded on demand: no blob is fetched until asked. */
function DownloadMedia({ src, name }: { src: string; name: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const url = URL.createObjectURL(await fetchMediaBlob(src));
      saveFile(url, name);
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}
      onClick={() => void download()}
      disabled={busy}
      // its text stops short of the bubble's corner, where the message's options button sits
      sx={{
        textTransform: 'none',
        maxWidth: '100%',
        overflowWrap: 'anywhere',
        textAlign: 'left',
        pr: 3.5,
      }}
    >
      {`${t('chat.message.download')} ${name}`.trim()}
    </Button>
  );
}

/** 'image|link|description' (spec 1 §3 locationMessage). */
export function parseLocation(body: string): { image: string; link: string; description: string } {
  const [image = '', link = '', ...rest] = body.split('|');
  return { image, link, description: rest.join('|') };
}

/**
 * Only a preview embedded in the message (a data: image) is shown: an image URL would be fetched
 * by the agent's browser from a third party the customer chose (a tracking pixel), so the map
 * stays a link.
 */
function LocationMedia({ body }: { body: string }) {
  const { t } = useTranslation();
  const { image, link, description } = parseLocation(body);
  const safeLink = /^https?:\/\//i.test(link) ? link : undefined;
  const preview = /^data:image\/(png|jpeg|gif|webp);base64,/i.test(image) ? image : undefined;
  return (
    <Box sx={{ maxWidth: IMAGE_WIDTH, overflowWrap: 'anywhere' }}>
      {preview ? (
        <Box
          component="img"
          src={preview}
          alt={description || t('chat.message.location')}
          sx={{ ...pictureFrame, display: 'block', objectFit: 'cover', borderRadius: 1 }}
        />
      ) : (
        <PlaceIcon color="action" fontSize="large" aria-hidden />
      )}
      {safeLink && (
        <Link href={safeLink} target="_blank" rel="noopener noreferrer" display="block">
          {t('chat.message.location')}
        </Link>
      )}
      {description && <Typography variant="body2">{description}</Typography>}
    </Box>
  );
}

function CallLog({ createdAt }: { createdAt: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', color: 'error.main' }}>
      <CallMissedIcon fontSize="small" />
      <Typography variant="body2">
        {t('chat.message.callLog', { time: formatTime(createdAt) })}
      </Typography>
    </Box>
  );
}

/** Types whose body is the content itself, not a caption. */
export const BODY_IS_CONTENT = new Set(['locationMessage', 'vcard', 'call_log']);

/** Types that carry a file: without its URL, the file could not be fetched. */
const FILE_TYPES = new Set(['image', 'audio', 'video', 'application']);

/** The media part of a message by its mediaType; null for plain text. */
export function MessageMedia({ message }: { message: MessageDTO }) {
  const { mediaType, mediaUrl, body } = message;
  const name = message.mediaName ?? '';
  if (mediaType === 'locationMessage') return <LocationMedia body={body} />;
  if (mediaType === 'vcard') return <VcardMedia body={body} />;
  if (mediaType === 'call_log') return <CallLog createdAt={message.createdAt} />;
  if (!mediaUrl) return FILE_TYPES.has(mediaType) ? <MediaUnavailable name={name} /> : null;
  if (mediaType === 'image') {
    // the caption as the bubble shows it: a body that only repeats the file's name is none
    const caption = body !== name ? body : '';
    return <ImageMedia src={mediaUrl} name={name} caption={caption} />;
  }
  if (mediaType === 'audio' || mediaType === 'video') {
    return <PlayerMedia src={mediaUrl} kind={mediaType} name={name} />;
  }
  return <DownloadMedia src={mediaUrl} name={name} />;
}
