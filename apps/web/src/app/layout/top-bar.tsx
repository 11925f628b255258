import { useTranslation } from 'react-i18next';
import { AppBar, Box, IconButton, Toolbar } from '@mui/material';
import { DeferredTooltip } from '../../components/deferred-tooltip';
import CachedIcon from '@mui/icons-material/Cached';
import MenuIcon from '@mui/icons-material/Menu';
import { NotificationsPopover } from '../../features/notifications/notifications-popover';
import { afterFirstScreenLazy } from '../../components/after-first-screen';
import { useCurrentUser } from '../auth/auth-context';
import { useIsPhone } from '../../lib/use-is-phone';
import { useThemeMode } from '../theme-mode';
import { Greeting } from './greeting-line';
import { ThemeSwitchIcon, themeSwitchLabel } from './theme-switch';
import { LanguageSwitcher } from './language-switcher';
import { UserMenu } from './user-menu';
import { VolumeControl } from './volume-control';

/** An icon button's room, held until the real button's code arrives: the bar does not shift. */
const buttonRoom = (
  <IconButton color="inherit" disabled aria-hidden tabIndex={-1}>
    <Box component="span" sx={{ display: 'block', width: 24, height: 24 }} />
  </IconButton>
);

// the announcements button, its list and its image loading come after the first screen
const AnnouncementsPopover = afterFirstScreenLazy(
  () =>
    import('../../features/announcements/announcements-popover').then((m) => ({
      default: m.AnnouncementsPopover,
    })),
  buttonRoom,
);

// the chats button (plan flag useInternalChat) and its list come after the first screen too
const ChatsPopover = afterFirstScreenLazy(
  () => import('../../features/chats/chats-popover').then((m) => ({ default: m.ChatsPopover })),
  buttonRoom,
);

/** The top bar's menu button: found by the menu's own close button, which hides itself. */
export const MENU_BUTTON_ID = 'menu-button';

export function TopBar({
  menuOpen,
  onToggleDrawer,
}: {
  menuOpen: boolean;
  onToggleDrawer: () => void;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { mode, toggleMode } = useThemeMode();
  const hasChats = Boolean(user.company?.plan?.useInternalChat);
  const isPhone = useIsPhone();
  const themeLabel = themeSwitchLabel(mode, t);

  return (
    // in dark mode the bar takes the dark surface (a light blue bar with dark text glared)
    <AppBar position="static" color="primary">
      <Toolbar variant="dense" sx={{ gap: 0.5, px: { xs: 1, sm: 2 } }}>
        <IconButton
          color="inherit"
          edge="start"
          sx={{ p: { xs: 1.25, sm: 1 } }}
          id={MENU_BUTTON_ID}
          aria-label={menuOpen ? t('menu.close') : t('menu.open')}
          aria-expanded={menuOpen}
          onClick={onToggleDrawer}
        >
          <MenuIcon />
        </IconButton>
        {isPhone ? <Box sx={{ flex: 1 }} /> : <Greeting />}
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            flexShrink: 0,
            // 44 px buttons on a phone (a finger's width), 40 px elsewhere
            '& .MuiIconButton-root': { p: { xs: 1.25, sm: 1 } },
          }}
        >
          {/* on a phone these four are in the account menu: the rest get a finger's width */}
          {!isPhone && (
            <>
              <DeferredTooltip title={themeLabel}>
                <IconButton color="inherit" aria-label={themeLabel} onClick={toggleMode}>
                  <ThemeSwitchIcon mode={mode} />
                </IconButton>
              </DeferredTooltip>
              <VolumeControl />
              <DeferredTooltip title={t('topBar.refresh')}>
                <IconButton
                  color="inherit"
                  aria-label={t('topBar.refresh')}
                  onClick={() => window.location.reload()}
                >
                  <CachedIcon />
                </IconButton>
              </DeferredTooltip>
            </>
          )}
          <NotificationsPopover />
          {hasChats && <ChatsPopover />}
          <AnnouncementsPopover />
          {!isPhone && <LanguageSwitcher />}
          <UserMenu />
        </Box>
      </Toolbar>
      {isPhone && <Greeting strip />}
    </AppBar>
  );
}
