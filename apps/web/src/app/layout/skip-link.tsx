import { useTranslation } from 'react-i18next';
import { Box } from '@mui/material';

/** The id of the page's main area, where the skip link takes the focus. */
export const MAIN_CONTENT_ID = 'conteudo';

/**
 * The first stop of the Tab key: out of sight until focused, it takes a keyboard user past the
 * side menu's twenty-odd entries and the top bar to the page itself (WCAG 2.4.1).
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(e) => {
        // the router owns the address: move the focus without adding a #fragment to it
        e.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -64,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        boxShadow: 3,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        '&:focus': { top: 8 },
      }}
    >
      {t('menu.skipToContent')}
    </Box>
  );
}
