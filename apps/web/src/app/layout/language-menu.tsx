import { useTranslation } from 'react-i18next';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { changeLanguage, LANGUAGES } from '../../lib/i18n';

/** The languages' menu, loaded as one piece with its items (see account-menu.tsx). */
export function LanguageMenu({
  anchor,
  onClose,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {LANGUAGES.map((lng) => (
        <MenuItem
          key={lng}
          selected={i18n.resolvedLanguage === lng}
          onClick={() => {
            onClose();
            void changeLanguage(lng);
          }}
        >
          {t(`languages.${lng}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
