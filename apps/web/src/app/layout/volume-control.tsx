import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@mui/material';
import { DeferredTooltip } from '../../components/deferred-tooltip';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { lazyNamed } from '../../lib/lazy-named';
import { STORAGE_KEYS } from '../../lib/session-storage';
import { afterFirstScreenLazy } from '../../components/after-first-screen';

// closed at first; their code comes after the first screen
const Popover = afterFirstScreenLazy(() => import('@mui/material/Popover'));

const VolumeSlider = lazyNamed(() => import('./volume-slider'), 'VolumeSlider');

/** The stored notification volume, 0..1, default 1. */
export function storedVolume(): number {
  const raw = localStorage.getItem(STORAGE_KEYS.volume);
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : 1;
}

/** The volume's icon: crossed out when muted. */
export const VolumeIcon = ({ volume }: { volume: number }) =>
  volume === 0 ? <VolumeOffIcon /> : <VolumeUpIcon />;

/** Opens the slider's popover once its code is here, so it is placed for its width. */
export function whenVolumeSliderReady(open: () => void) {
  VolumeSlider.preload().then(open, open);
}

/** The slider's popover under `anchor` (the volume button, or the account button on a phone). */
export function VolumePopover({
  anchor,
  onClose,
  onChange,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  onChange?: (volume: number) => void;
}) {
  const { t } = useTranslation();
  const [volume, setVolume] = useState(storedVolume);
  const change = (next: number) => {
    setVolume(next);
    localStorage.setItem(STORAGE_KEYS.volume, String(next));
    onChange?.(next);
  };
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      transformOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Suspense fallback={null}>
        <VolumeSlider label={t('topBar.volume')} value={volume} onChange={change} />
      </Suspense>
    </Popover>
  );
}

/** The top bar's volume button and its slider. */
export function VolumeControl() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [volume, setVolume] = useState(storedVolume);

  return (
    <>
      <DeferredTooltip title={t('topBar.volume')}>
        <IconButton
          color="inherit"
          aria-label={t('topBar.volume')}
          onClick={(e) => {
            const target = e.currentTarget;
            whenVolumeSliderReady(() => setAnchor(target));
          }}
        >
          <VolumeIcon volume={volume} />
        </IconButton>
      </DeferredTooltip>
      <VolumePopover anchor={anchor} onClose={() => setAnchor(null)} onChange={setVolume} />
    </>
  );
}
