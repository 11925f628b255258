import type { TFunction } from 'i18next';
import type { PaletteMode } from '@mui/material';
import Brightness4Icon from '@mui/icons-material/Brightness4';
import Brightness7Icon from '@mui/icons-material/Brightness7';

/** The theme switch's icon: the moon side in light mode, the sun side in dark mode. */
export const ThemeSwitchIcon = ({ mode }: { mode: PaletteMode }) =>
  mode === 'light' ? <Brightness4Icon /> : <Brightness7Icon />;

/** The theme switch's name: the mode it turns the app to. */
export const themeSwitchLabel = (mode: PaletteMode, t: TFunction) =>
  mode === 'light' ? t('topBar.darkMode') : t('topBar.lightMode');
