import { useTranslation } from 'react-i18next';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

/**
 * The account menu, loaded as one piece with its items: a menu whose items arrived after it
 * opened was placed for its empty width, and its first opening ran off the screen's edge.
 */
export function AccountMenu({
  anchor,
  onClose,
  onProfile,
  onLogout,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  onProfile: () => void;
  onLogout: () => void;
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
      <MenuItem onClick={onProfile}>{t('topBar.profile')}</MenuItem>
      <MenuItem onClick={onLogout}>{t('topBar.logout')}</MenuItem>
    </Menu>
  );
}
