import { useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Box, IconButton, Paper, Toolbar, Typography, useMediaQuery } from '@mui/material';
import { useTheme, type Theme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import { useCurrentUser } from '../auth/auth-context';
import { SessionWatchers } from '../auth/session-watchers';
import { afterFirstScreenLazy } from '../../components/after-first-screen';
import { useFirstScreenShown } from '../../lib/use-first-screen-shown';
import { DrawerMenu } from './drawer-menu';
import { menuStartsOpen, rememberMenuOpen } from './menu-preference';
import { buildMenu } from './menu-items';
import { MENU_BUTTON_ID, TopBar } from './top-bar';
import { OfflineBar } from './offline-bar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

// the phone's overlay drawer brings Modal, the focus trap and Slide; it starts closed, so it
// loads after the first screen. Wide screens dock the menu in a plain Paper.
const Drawer = afterFirstScreenLazy(() => import('@mui/material/Drawer'));

export const DRAWER_WIDTH = 240;
const MINI_WIDTH = 56;

function widthTransition(theme: Theme) {
  return theme.transitions.create('width', { duration: theme.transitions.duration.shorter });
}

export function AppLayout() {
  const { t } = useTranslation();
  const theme = useTheme();
  const user = useCurrentUser();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  // the phone's overlay always starts closed; the docked menu as the user left it
  const [open, setOpen] = useState(() => !isPhone && menuStartsOpen());
  const toggle = (next: boolean) => {
    setOpen(next);
    if (!isPhone) rememberMenuOpen(next);
  };
  // the docked menu's close button goes with the labels: the keyboard goes on from the top
  // bar's menu button, not from the start of the page
  const closeFromMenu = () => {
    toggle(false);
    if (!isPhone) document.getElementById(MENU_BUTTON_ID)?.focus();
  };
  const sections = useMemo(() => buildMenu(user), [user]);
  // the docked menu's twenty-odd entries cost about as much to render as the page under them:
  // they follow the first screen by a moment instead of holding it back
  const menuShown = useFirstScreenShown();

  const header = (
    <Toolbar variant="dense" sx={{ justifyContent: 'space-between', px: 2 }}>
      <Typography variant="h6" color="primary" noWrap sx={{ fontWeight: 700 }}>
        {open || isPhone ? t('common.appName') : ''}
      </Typography>
      {(open || isPhone) && (
        <IconButton aria-label={t('menu.close')} onClick={closeFromMenu} size="small">
          <ChevronLeftIcon />
        </IconButton>
      )}
    </Toolbar>
  );

  const width = open ? DRAWER_WIDTH : MINI_WIDTH;
  return (
    <Box sx={{ display: 'flex', height: '100dvh', overflow: 'hidden' }}>
      <SkipLink />
      <SessionWatchers />
      {isPhone ? (
        <Drawer
          variant="temporary"
          open={open}
          onClose={() => setOpen(false)}
          ModalProps={{ keepMounted: true }}
          // the overlay is named, not read as its twenty entries run together
          slotProps={{ paper: { sx: { width: DRAWER_WIDTH }, 'aria-label': t('menu.title') } }}
        >
          {header}
          <DrawerMenu sections={sections} onNavigate={() => setOpen(false)} />
        </Drawer>
      ) : (
        <Paper
          square
          elevation={0}
          sx={{
            width,
            flexShrink: 0,
            display: 'flex',
            flexDirection: 'column',
            overflowX: 'hidden',
            overflowY: 'auto',
            borderRight: 1,
            borderColor: 'divider',
            transition: widthTransition,
          }}
        >
          {header}
          {menuShown && <DrawerMenu sections={sections} mini={!open} />}
        </Paper>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar menuOpen={open} onToggleDrawer={() => toggle(!open)} />
        <OfflineBar />
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          // focused by the skip link only: no ring around the whole page
          tabIndex={-1}
          sx={{ flex: 1, minHeight: 0, overflow: 'auto', '&:focus': { outline: 'none' } }}
        >
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
