import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Card,
  CardActionArea,
  CardContent,
  CardMedia,
  Skeleton,
  Typography,
} from '@mui/material';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutline';
import type { HelpDTO } from '@atende/shared';
import { HelpPlayerDialog } from './help-player-dialog';
import { HELPS_KEY, helpsApi } from './helps-api';
import { videoThumbnailUrl } from './video-urls';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { helpsTexts } from './locales';

addPageTexts('helps', helpsTexts);

function Thumbnail({ help }: { help: HelpDTO }) {
  const [failed, setFailed] = useState(false);
  const src = videoThumbnailUrl(help.video);
  return (
    <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'action.hover' }}>
      {src && !failed && (
        <CardMedia
          component="img"
          src={src}
          alt=""
          loading="lazy"
          onError={() => setFailed(true)}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
      <PlayCircleOutline
        sx={{
          position: 'absolute',
          inset: 0,
          m: 'auto',
          fontSize: 56,
          color: 'common.white',
          opacity: 0.9,
          filter: 'drop-shadow(0 0 4px rgba(0,0,0,.6))',
        }}
      />
    </Box>
  );
}

/** /helps (spec 2 §2): the help videos as a grid of cards; a card opens the player. */
export function HelpsPage() {
  const { t } = useTranslation();
  const helps = useQuery({ queryKey: HELPS_KEY, queryFn: helpsApi.list });
  const [open, setOpen] = useState<HelpDTO | null>(null);
  const list = helps.data ?? [];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, height: '100%', overflow: 'auto' }}>
      <Typography variant="h5" component="h1" color="primary" sx={{ mb: 1.5 }}>
        {t('helps.title', { count: list.length })}
      </Typography>
      {helps.isError && <Alert severity="error">{t('helps.loadError')}</Alert>}
      {!helps.isError && helps.data && list.length === 0 && (
        <Typography color="text.secondary">{t('helps.empty')}</Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
        }}
      >
        {helps.isLoading &&
          [0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '16 / 12', height: 'auto' }} />
          ))}
        {list.map((help) => (
          <Card key={help.id} variant="outlined">
            <CardActionArea
              onClick={() => setOpen(help)}
              aria-label={t('helps.open', { title: help.title })}
            >
              <Thumbnail help={help} />
              <CardContent>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {help.title}
                </Typography>
                {help.description && (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {help.description}
                  </Typography>
                )}
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
      {open && <HelpPlayerDialog help={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}
