import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@mui/material';
import { DeferredTooltip } from '../../components/deferred-tooltip';
import TranslateIcon from '@mui/icons-material/Translate';
import { afterFirstScreenLazy } from '../../components/after-first-screen';

// closed at first: its code comes after the first screen (the phone's account menu opens it too)
export const LanguageMenu = afterFirstScreenLazy(() =>
  import('./language-menu').then((m) => ({ default: m.LanguageMenu })),
);

export function LanguageSwitcher() {
  const { t } = useTranslation();
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
      <LanguageMenu anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
