import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@mui/material';
import { DeferredTooltip } from '../../components/deferred-tooltip';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { lazyNamed } from '../../lib/lazy-named';
import { useIsPhone } from '../../lib/use-is-phone';
import { useAuth, useCurrentUser } from '../auth/auth-context';
import { afterFirstScreenLazy } from '../../components/after-first-screen';
import { useThemeMode } from '../theme-mode';
import { LanguageMenu } from './language-switcher';
import { VolumePopover, whenVolumeSliderReady } from './volume-control';

// closed at first: its code comes after the first screen
const AccountMenu = afterFirstScreenLazy(() =>
  import('./account-menu').then((m) => ({ default: m.AccountMenu })),
);

// the profile form (and its form and validation libraries) loads when first opened
const UserModal = lazyNamed(() => import('../../features/users/user-modal'), 'UserModal');

type Opened = 'account' | 'volume' | 'language' | null;

/**
 * 'Perfil' opens the user modal for oneself; 'Sair' logs out. On a phone the menu also holds
 * the theme, the volume, the language and the reload (account-menu.tsx).
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const me = useCurrentUser();
  const isPhone = useIsPhone();
  const { mode, toggleMode } = useThemeMode();
  const button = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState<Opened>(null);
  const [profileOpen, setProfileOpen] = useState(false);
  const anchorOf = (which: Opened) => (opened === which ? button.current : null);
  const close = () => setOpened(null);

  return (
    <>
      <DeferredTooltip title={t('topBar.account')}>
        <IconButton
          ref={button}
          color="inherit"
          aria-label={t('topBar.account')}
          onClick={() => setOpened('account')}
        >
          <AccountCircle />
        </IconButton>
      </DeferredTooltip>
      <AccountMenu
        anchor={anchorOf('account')}
        onClose={close}
        onProfile={() => {
          close();
          setProfileOpen(true);
        }}
        onLogout={() => {
          close();
          void logout();
        }}
        phone={
          isPhone
            ? {
                themeMode: mode,
                onTheme: () => {
                  close();
                  toggleMode();
                },
                onVolume: () => whenVolumeSliderReady(() => setOpened('volume')),
                onLanguage: () => setOpened('language'),
              }
            : undefined
        }
      />
      {isPhone && (
        <>
          <VolumePopover anchor={anchorOf('volume')} onClose={close} />
          <LanguageMenu anchor={anchorOf('language')} onClose={close} />
        </>
      )}
      {profileOpen && (
        <Suspense fallback={null}>
          <UserModal open userId={me.id} onClose={() => setProfileOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
