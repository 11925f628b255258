import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, CircularProgress, Link, Typography } from '@mui/material';
import CallMissedIcon from '@mui/icons-material/CallMissed';
import DownloadIcon from '@mui/icons-material/Download';
import PersonIcon from '@mui/icons-material/Person';
import PlaceIcon from '@mui/icons-material/Place';
import type { MessageDTO } from '@atende/shared';
import { formatTime } from '../../lib/format-date';
import { toastError } from '../../lib/error-toast';
import { fetchMediaBlob } from './chat-api';
import { useMediaUrl } from './use-media-url';

/** Media images display 250 by 200 px (spec 1 §9). */
export const IMAGE_WIDTH = 250;
export const IMAGE_HEIGHT = 200;

function MediaFailed() {
  const { t } = useTranslation();
  return (
    <Typography variant="caption" color="error">
      {t('chat.message.mediaError')}
    </Typography>
  );
}

function ImageMedia({ src, name }: { src: string; name: string }) {
  const { t } = useTranslation();
  const { url, error } = useMediaUrl(src);
  if (error) return <MediaFailed />;
  return (
    <Box
      sx={{
        width: IMAGE_WIDTH,
        height: IMAGE_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {url ? (
        <Link href={url} target="_blank" rel="noopener noreferrer">
          <Box
            component="img"
            src={url}
            alt={name || t('chat.message.image')}
            sx={{ width: IMAGE_WIDTH, height: IMAGE_HEIGHT, objectFit: 'cover', borderRadius: 1 }}
          />
        </Link>
      ) : (
        <CircularProgress size={24} />
      )}
    </Box>
  );
}

function PlayerMedia({ src, kind }: { src: string; kind: 'audio' | 'video' }) {
  const { url, error } = useMediaUrl(src);
  if (error) return <MediaFailed />;
  if (!url) return <CircularProgress size={24} />;
  return kind === 'audio' ? (
    <audio controls src={url} />
  ) : (
    <Box component="video" controls src={url} sx={{ maxWidth: IMAGE_WIDTH * 1.6 }} />
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
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = name || 'arquivo';
      anchor.click();
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
      sx={{ textTransform: 'none', maxWidth: 280 }}
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
    <Box sx={{ maxWidth: IMAGE_WIDTH }}>
      {preview ? (
        <Box
          component="img"
          src={preview}
          alt={description || t('chat.message.location')}
          sx={{ width: IMAGE_WIDTH, height: IMAGE_HEIGHT, objectFit: 'cover', borderRadius: 1 }}
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

/** A contact card: the vCard's FN and TEL lines, else the raw text. */
export function parseVcard(body: string): { name: string; numbers: string[] } {
  const name = /^FN[^:]*:(.*)$/im.exec(body)?.[1]?.trim() ?? '';
  const numbers = [...body.matchAll(/^(?:item\d+\.)?TEL[^:]*:(.*)$/gim)].map((m) => m[1]!.trim());
  return { name: name || (numbers.length ? '' : body.trim()), numbers };
}

function VcardMedia({ body }: { body: string }) {
  const { t } = useTranslation();
  const { name, numbers } = parseVcard(body);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 180 }}>
      <PersonIcon aria-label={t('chat.message.vcard')} />
      <Box>
        <Typography variant="subtitle2">{name}</Typography>
        {numbers.map((n) => (
          <Typography key={n} variant="body2">
            {n}
          </Typography>
        ))}
      </Box>
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

/** The media part of a message by its mediaType; null for plain text. */
export function MessageMedia({ message }: { message: MessageDTO }) {
  const { mediaType, mediaUrl, body } = message;
  const name = message.mediaName ?? '';
  if (mediaType === 'locationMessage') return <LocationMedia body={body} />;
  if (mediaType === 'vcard') return <VcardMedia body={body} />;
  if (mediaType === 'call_log') return <CallLog createdAt={message.createdAt} />;
  if (!mediaUrl) return null;
  if (mediaType === 'image') return <ImageMedia src={mediaUrl} name={name} />;
  if (mediaType === 'audio' || mediaType === 'video') {
    return <PlayerMedia src={mediaUrl} kind={mediaType} />;
  }
  return <DownloadMedia src={mediaUrl} name={name} />;
}
