import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@mui/material';
import { DeferredTooltip } from '../../components/deferred-tooltip';
import TranslateIcon from '@mui/icons-material/Translate';
import { changeLanguage, LANGUAGES } from '../../lib/i18n';
import { afterFirstScreenLazy } from '../../components/after-first-screen';

// closed at first; their code comes after the first screen
const Menu = afterFirstScreenLazy(() => import('@mui/material/Menu'));
const MenuItem = afterFirstScreenLazy(() => import('@mui/material/MenuItem'));

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <DeferredTooltip title={t('topBar.language')}>
        <IconButton
          color="inherit"
          aria-label={t('topBar.language')}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <TranslateIcon />
        </IconButton>
      </DeferredTooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((lng) => (
          <MenuItem
            key={lng}
            selected={i18n.resolvedLanguage === lng}
            onClick={() => {
              setAnchor(null);
              void changeLanguage(lng);
            }}
          >
            {t(`languages.${lng}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
