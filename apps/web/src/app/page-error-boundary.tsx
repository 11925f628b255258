import { Component, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Typography } from '@mui/material';
import { markFirstScreenShown } from '../lib/first-screen';

/** What replaces a page that failed: what happened, and a way on. */
function PageErrorPanel() {
  const { t } = useTranslation();
  // this is the first screen: the menu and the rest of the shell come in now
  useEffect(markFirstScreenShown, []);
  return (
    <Box
      role="alert"
      sx={{ p: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}
    >
      <Typography variant="h6" component="p">
        {t('errors.pageFailed')}
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('errors.pageFailedHint')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </Box>
  );
}

interface Props {
  /** A new value (the next page) clears the failure. */
  resetKey: string;
  children: ReactNode;
}

/**
 * A page that cannot load (its code file is gone after a deploy, the network dropped) or that
 * fails while drawing shows a panel in its place: the menu and the top bar stay, and another
 * page opens as usual, instead of the whole app going blank. React reports the error itself.
 */
export class PageErrorBoundary extends Component<Props, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  /** The failed page's key is kept; another page clears the failure before it renders. */
  static getDerivedStateFromProps(props: Props, state: { failed: boolean; key: string }) {
    if (!state.failed || props.resetKey !== state.key) {
      return { failed: false, key: props.resetKey };
    }
    return null;
  }

  override render() {
    return this.state.failed ? <PageErrorPanel /> : this.props.children;
  }
}
