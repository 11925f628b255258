import { useTranslation } from 'react-i18next';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CachedIcon from '@mui/icons-material/Cached';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import TranslateIcon from '@mui/icons-material/Translate';
import { ThemeSwitchIcon, themeSwitchLabel } from './theme-switch';
import { storedVolume, VolumeIcon } from './volume-control';

/** What the top bar shows as icons on a wider screen, and a phone finds in this menu. */
export interface PhoneBarItems {
  themeMode: 'light' | 'dark';
  onTheme: () => void;
  onVolume: () => void;
  onLanguage: () => void;
}

/**
 * The account menu, loaded as one piece with its items: a menu whose items arrived after it
 * opened was placed for its empty width, and its first opening ran off the screen's edge.
 * On a phone it also holds the theme, the volume, the language and the reload, so that the
 * bar's remaining buttons each get a finger's width (decision 0154).
 */
export function AccountMenu({
  anchor,
  onClose,
  onProfile,
  onLogout,
  phone,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  onProfile: () => void;
  onLogout: () => void;
  phone?: PhoneBarItems;
}) {
  const { t } = useTranslation();
  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem onClick={onProfile}>
        <ListItemIcon>
          <PersonIcon />
        </ListItemIcon>
        {t('topBar.profile')}
      </MenuItem>
      {phone && [
        <MenuItem key="theme" onClick={phone.onTheme}>
          <ListItemIcon>
            <ThemeSwitchIcon mode={phone.themeMode} />
          </ListItemIcon>
          {themeSwitchLabel(phone.themeMode, t)}
        </MenuItem>,
        <MenuItem key="volume" onClick={phone.onVolume}>
          <ListItemIcon>
            <VolumeIcon volume={storedVolume()} />
          </ListItemIcon>
          {t('topBar.volume')}
        </MenuItem>,
        <MenuItem key="language" onClick={phone.onLanguage}>
          <ListItemIcon>
            <TranslateIcon />
          </ListItemIcon>
          {t('topBar.language')}
        </MenuItem>,
        <MenuItem key="refresh" onClick={() => window.location.reload()}>
          <ListItemIcon>
            <CachedIcon />
          </ListItemIcon>
          {t('topBar.refresh')}
        </MenuItem>,
      ]}
      <MenuItem onClick={onLogout}>
        <ListItemIcon>
          <LogoutIcon />
        </ListItemIcon>
        {t('topBar.logout')}
      </MenuItem>
    </Menu>
  );
}
