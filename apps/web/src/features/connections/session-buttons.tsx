import { useTranslation } from 'react-i18next';
import { Button, CircularProgress, Stack } from '@mui/material';
import { sessionActionsFor, type SessionAction } from './connection-status';

export type SessionCommand = Exclude<SessionAction, 'connecting'>;

interface SessionButtonsProps {
  status: string;
  /** The connection's provider: a cloud-api connection has no QR code. */
  provider?: string;
  /** A command is running for this row: its buttons wait. */
  busy?: boolean;
  onCommand: (command: SessionCommand) => void;
}

/**
 * The session column's buttons for one connection status (spec 1 §4). They stack below the md
 * breakpoint: side by side, two of them made the table wider than a 700 px screen.
 */
export function SessionButtons({ status, provider, busy, onCommand }: SessionButtonsProps) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1}
      useFlexGap
      sx={{ justifyContent: 'center', alignItems: 'center', flexWrap: 'wrap' }}
    >
      {sessionActionsFor(status, provider).map((action) =>
        action === 'connecting' ? (
          <Button
            key={action}
            size="small"
            variant="outlined"
            disabled
            startIcon={<CircularProgress size={14} />}
          >
            {t('connections.buttons.connecting')}
          </Button>
        ) : (
          <Button
            key={action}
            size="small"
            variant={action === 'tryAgain' || action === 'qrcode' ? 'contained' : 'outlined'}
            color={action === 'disconnect' ? 'secondary' : 'primary'}
            disabled={busy}
            onClick={() => onCommand(action)}
          >
            {t(`connections.buttons.${action}`)}
          </Button>
        ),
      )}
    </Stack>
  );
}
