import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@mui/material';
import { DeferredTooltip } from '../../components/deferred-tooltip';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { lazyNamed } from '../../lib/lazy-named';
import { useAuth, useCurrentUser } from '../auth/auth-context';
import { afterFirstScreenLazy } from '../../components/after-first-screen';

// closed at first: its code comes after the first screen
const AccountMenu = afterFirstScreenLazy(() =>
  import('./account-menu').then((m) => ({ default: m.AccountMenu })),
);

// the profile form (and its form and validation libraries) loads when first opened
const UserModal = lazyNamed(() => import('../../features/users/user-modal'), 'UserModal');

/** 'Perfil' opens the user modal for oneself; 'Sair' logs out. */
export function UserMenu() {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const me = useCurrentUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [profileOpen, setProfileOpen] = useState(false);

  return (
    <>
      <DeferredTooltip title={t('topBar.account')}>
        <IconButton
          color="inherit"
          aria-label={t('topBar.account')}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <AccountCircle />
        </IconButton>
      </DeferredTooltip>
      <AccountMenu
        anchor={anchor}
        onClose={() => setAnchor(null)}
        onProfile={() => {
          setAnchor(null);
          setProfileOpen(true);
        }}
        onLogout={() => {
          setAnchor(null);
          void logout();
        }}
      />
      {profileOpen && (
        <Suspense fallback={null}>
          <UserModal open userId={me.id} onClose={() => setProfileOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
